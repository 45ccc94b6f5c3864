// "Reveal the top five cards of your library. You may put a creature card and/or an enchantment
// card from among them into your hand. Put the rest into your graveyard." (CR 701.20a, 608.2c):
// up to one card of each kind, the revealer's choice, one after the other among the cards not yet
// chosen (an enchantment creature may be either); everything else goes to the graveyard.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const benefaction = card(
  'Benefaction of Rhonas',
  '{2}{G}',
  'Sorcery',
  'Reveal the top five cards of your library. You may put a creature card and/or an enchantment card from among them into your hand. Put the rest into your graveyard.',
);
const presence = card(
  'In the Presence of Ages',
  '{2}{G}',
  'Instant',
  'Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard.',
);

describe('"You may put a creature card and/or an enchantment card from among them into your hand"', () => {
  it('Benefaction of Rhonas: one creature card and one enchantment card to hand, the other three to the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ['Benefaction of Rhonas'],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'pac', card: 'Pacifism' },
              'Forest',
              { id: 'spider', card: 'Giant Spider' },
              'Lightning Bolt',
              'Island',
            ],
          },
        },
      },
      [{ cast: 'Benefaction of Rhonas' }, { pass: true }],
      { cards: compiled(benefaction) },
    );
    expect(g.error).toBeNull();
    // First the creature card: Grizzly Bears or Giant Spider (up to one).
    let d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('bears').id, g.get('spider').id].sort());
    g.act({ decide: [g.get('bears').id] });
    // Then the enchantment card: Pacifism only.
    d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 1 });
    expect(d?.candidates).toEqual([g.get('pac').id]);
    g.act({ decide: [g.get('pac').id] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Pacifism']);
    expect(g.names('p1', 'graveyard').sort()).toEqual([
      'Benefaction of Rhonas',
      'Forest',
      'Giant Spider',
      'Lightning Bolt',
    ]);
    expect(g.names('p1', 'library')).toEqual(['Island']);
  });

  it('In the Presence of Ages: no creature card taken, a land card taken; the rest to the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ['In the Presence of Ages'],
            library: ['Grizzly Bears', { id: 'isl', card: 'Island' }, 'Lightning Bolt', 'Mountain'],
          },
        },
      },
      [{ cast: 'In the Presence of Ages' }, { pass: true }],
      { cards: compiled(presence) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [] });
    g.act({ decide: [g.get('isl').id] });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'graveyard').sort()).toEqual([
      'Grizzly Bears',
      'In the Presence of Ages',
      'Lightning Bolt',
      'Mountain',
    ]);
  });

  it('Sludge Titan: after "mill five cards", "from among them" (the milled cards) is read too (mill-pick-kinds.test.ts)', () => {
    const titan = card(
      'Sludge Titan',
      '{4}{B/G}{B/G}',
      'Creature — Zombie Giant',
      'Trample\nWhenever this creature enters or attacks, mill five cards. You may put a creature card and/or a land card from among them into your hand.',
      '6/6',
    );
    expect(unenforced(titan)).toEqual([]);
  });
});
