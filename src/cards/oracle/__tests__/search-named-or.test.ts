// Searching a library (CR 701.23) for "a card named A or B" (one card with either name, 201.2),
// "an Aura card and/or an Equipment card" (up to one card of each kind, either or both,
// 701.23b), "a card named A and/or a card named B" (named kinds).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const bogbrew = card(
  'Bogbrew Witch',
  '{3}{B}',
  'Creature — Human Wizard',
  '{2}, {T}: Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto the battlefield tapped, then shuffle.',
  '1/3',
);
const newt = card('Festering Newt', '{B}', 'Creature — Salamander', '', '1/1');
const cauldron = card('Bubbling Cauldron', '{2}', 'Artifact', '');
const armory = card(
  'Axgard Armory',
  '',
  'Land',
  'This land enters tapped.\n{T}: Add {W}.\n{1}{R}{R}{W}, {T}, Sacrifice this land: Search your library for an Aura card and/or an Equipment card, reveal them, put them into your hand, then shuffle.',
);
const holyStrength = card(
  'Holy Strength',
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+2.',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');

describe('"a card named A or B": one card with either name', () => {
  it('Bogbrew Witch: both named cards are candidates, another card is not; it enters tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'bw', card: 'Bogbrew Witch' }, 'Swamp', 'Swamp'],
            library: [{ id: 'n', card: 'Festering Newt' }, { id: 'c', card: 'Bubbling Cauldron' }, 'Grizzly Bears'],
          },
        },
      },
      [{ activate: 'bw' }, { pass: true }],
      { cards: compiled(bogbrew, newt, cauldron) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('n').id, g.get('c').id].sort());
    g.act({ decide: [g.get('c').id] });
    expect(g.error).toBeNull();
    expect(g.get('c')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('n').zone).toBe('library');
  });

  it('near miss: "a card named A or a card named B" with a third name stays text', () => {
    const c = card(
      'Nissa Test',
      '{G}',
      'Sorcery',
      'Search your library and graveyard for a card named Forest, a card named Brambleweft Behemoth, and a card named Nissa, Genesis Mage. Reveal them, put them into your hand, then shuffle.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"an Aura card and/or an Equipment card": up to one of each', () => {
  it('Axgard Armory: an Aura, then an Equipment (each its own choice), revealed and put into the hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'aa', card: 'Axgard Armory' }, 'Mountain', 'Mountain', 'Plains', 'Plains'],
            library: [{ id: 'hs', card: 'Holy Strength' }, { id: 'bs', card: 'Bonesplitter' }, 'Forest'],
          },
        },
      },
      [{ activate: 'aa', ability: 1 }, { pass: true }],
      { cards: compiled(armory, holyStrength, bonesplitter) },
    );
    expect(g.error).toBeNull();
    expect(g.get('Axgard Armory').zone).toBe('graveyard');
    // The library card's id: in the hand it is a new object (CR 400.7).
    const hs = g.get('hs').id;
    expect(g.state.pendingDecision?.candidates).toEqual([hs]);
    g.act({ decide: [hs] });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('bs').id]);
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Holy Strength']);
    expect(g.get('bs').zone).toBe('library');
    expect(g.events.findLast((e) => e.type === 'Revealed')?.objects).toEqual([hs]);
  });
});
