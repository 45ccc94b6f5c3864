// Flashback an effect gives (CR 702.34a, 611.2c): "Target instant or sorcery card in your graveyard
// gains flashback until end of turn. The flashback cost is equal to its mana cost." (Snapcaster
// Mage), "Each instant and sorcery card in your graveyard gains flashback until end of turn. …"
// (Past in Flames). The card is cast from the graveyard for its mana cost (a split card: the
// half cast's, 709.3b) and exiled as it leaves the stack; the grant ends in the cleanup step
// (514.2). Near misses that stay text: The Fugitive Doctor ("gains flashback {2}{R}{G}": another
// cost), Return the Past (a static "has flashback" during your turn).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const REMINDER = '(You may cast that card from your graveyard for its flashback cost. Then exile it.)';
const snapcaster = card(
  'Snapcaster Mage',
  '{1}{U}',
  'Creature — Human Wizard',
  `Flash\nWhen this creature enters, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost. ${REMINDER}`,
  '2/1',
);
const pastInFlames = card(
  'Past in Flames',
  '{3}{R}',
  'Sorcery',
  'Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.\nFlashback {4}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const fugitiveDoctor = card(
  'The Fugitive Doctor',
  '{R}{G}',
  'Legendary Creature — Time Lord Doctor',
  `Whenever The Fugitive Doctor attacks, you may sacrifice a Clue. When you do, target instant or sorcery card in your graveyard gains flashback {2}{R}{G} until end of turn. ${REMINDER}`,
  '3/3',
);
const returnThePast = card(
  'Return the Past',
  '{5}{R}',
  'Enchantment',
  'During your turn, each instant and sorcery card in your graveyard has flashback. Its flashback cost is equal to its mana cost.',
);
const CARDS = compiled(snapcaster, pastInFlames);

/** Snapcaster Mage cast and resolved, its trigger targeting `target` in the graveyard and resolved. */
function snap(lands: string[], graveyard: string[], target: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Island', 'Island', ...lands], hand: ['Snapcaster Mage'], graveyard },
        p2: { battlefield: ['Grizzly Bears'] },
      },
    },
    [{ cast: 'Snapcaster Mage' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  run(g, [[g.get(target).id]]);
  return g;
}

describe('"… gains flashback until end of turn. The flashback cost is equal to its mana cost." (CR 702.34a)', () => {
  it('Snapcaster Mage: Lightning Bolt is cast from the graveyard for {R}, deals 3, and is exiled', () => {
    const g = snap(['Mountain'], ['Lightning Bolt', 'Shock'], 'Lightning Bolt');
    g.act({ cast: 'Lightning Bolt', alt: 'flashback', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'graveyard')).toEqual(['Shock']);
    // Only the target has it (CR 611.2c): Shock, not targeted, can't be cast from the graveyard.
    expect(() => g.act({ cast: 'Shock', alt: 'flashback', targets: ['p2'] })).toThrow();
  });

  it('the flashback cost is its mana cost: without a red source, Lightning Bolt is not cast', () => {
    const g = snap(['Island'], ['Lightning Bolt'], 'Lightning Bolt');
    expect(g.state.effects.filter((e) => e.flashback).map((e) => e.object)).toEqual([g.get('Lightning Bolt').id]);
    expect(() => g.act({ cast: 'Lightning Bolt', alt: 'flashback', targets: ['p2'] })).toThrow();
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('a split card: Fire // Ice cast as Ice for {1}{U}, then exiled', () => {
    const g = snap(['Island', 'Island'], ['Fire // Ice'], 'Fire // Ice');
    g.act({ cast: 'Fire // Ice', half: 'Ice', alt: 'flashback', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(g.get('Grizzly Bears').tapped).toBe(true);
    expect(g.names('p1', 'exile')).toEqual(['Fire // Ice']);
  });

  it('the grant ends at end of turn (CR 514.2): on the next turn Lightning Bolt stays in the graveyard', () => {
    const g = snap(['Mountain'], ['Lightning Bolt'], 'Lightning Bolt');
    expect(g.state.effects.some((e) => e.flashback)).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.effects.some((e) => e.flashback)).toBe(false);
    expect(() => g.act({ cast: 'Lightning Bolt', alt: 'flashback', targets: ['p2'] })).toThrow();
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Past in Flames: each instant and sorcery card already in the graveyard has it; a card put there later does not (CR 611.2c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Past in Flames', 'Shock'],
            graveyard: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Past in Flames' }, { pass: true }, { cast: 'Shock', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(() => g.act({ cast: 'Shock', alt: 'flashback', targets: ['p2'] })).toThrow();
    g.act({ cast: 'Lightning Bolt', alt: 'flashback', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
  });

  it('near misses stay text: another flashback cost, a static "has flashback"', () => {
    expect(unenforced(fugitiveDoctor)).toHaveLength(1);
    expect(unenforced(returnThePast)).toHaveLength(1);
  });
});
