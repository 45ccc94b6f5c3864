// Several objects become creatures for a while (CR 205.1b, 611.2, 613.1d): "Until your next turn,
// all lands you control become 2/2 Elemental creatures with reach, indestructible, and haste.
// They're still lands." (Sylvan Awakening: ends as p1's next turn begins, 500.5), "All lands become
// 2/2 creatures until end of turn. They're still lands." (Natural Affinity: ends in cleanup,
// 514.2), "Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their
// other types until end of turn" (Fendeep Summoner). The lands named are locked in as the effect
// begins (611.2c). "… become 3/3 Vehicles …" (New New York) stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const awakening = card(
  'Sylvan Awakening',
  '{2}{G}',
  'Sorcery',
  "Until your next turn, all lands you control become 2/2 Elemental creatures with reach, indestructible, and haste. They're still lands.",
);
const affinity = card(
  'Natural Affinity',
  '{2}{G}',
  'Instant',
  "All lands become 2/2 creatures until end of turn. They're still lands.",
);
const summoner = card(
  'Fendeep Summoner',
  '{4}{B}',
  'Creature — Treefolk Shaman',
  '{T}: Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their other types until end of turn.',
  '3/5',
);
const newYork = card(
  'New New York',
  '',
  'Plane — New Earth',
  'At the beginning of combat on your turn, until end of turn, noncreature artifacts you control become 3/3 Vehicles in addition to their other types and gain flying, haste, and crew 1.\nWhenever chaos ensues, create a Treasure token and a 2/2 white Alien creature token.',
);
const CARDS = compiled(awakening, affinity, summoner);
const library = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

/** The card types and subtypes of `ref` now. */
function typesOf(g: Game, ref: string): string[] {
  const ch = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return [...ch.types, ...ch.subtypes];
}

describe('several objects become creatures (CR 205.1b, 611.2)', () => {
  it("Sylvan Awakening: p1's lands are 2/2 Elemental creature lands until p1's next turn begins", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Sylvan Awakening'],
            battlefield: [{ id: 'f1', card: 'Forest' }, 'Forest', 'Forest'],
            library,
          },
          p2: { battlefield: [{ id: 'm1', card: 'Mountain' }], library },
        },
      },
      [{ cast: 'Sylvan Awakening' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'f1')).toEqual([2, 2]);
    expect(typesOf(g, 'f1')).toEqual(expect.arrayContaining(['land', 'creature', 'Forest', 'Elemental']));
    expect(pt(g, 'm1')).toEqual([null, null]);
    // p2's turn: still creatures (its cleanup didn't end it).
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(pt(g, 'f1')).toEqual([2, 2]);
    // p1's next turn: lands again only (500.5).
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(pt(g, 'f1')).toEqual([null, null]);
    expect(typesOf(g, 'f1')).toEqual(['land', 'Forest']);
  });

  it("Natural Affinity: both players' lands are 2/2 creature lands this turn only (514.2)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Natural Affinity'],
            battlefield: [{ id: 'f1', card: 'Forest' }, 'Forest', 'Forest'],
            library,
          },
          p2: { battlefield: [{ id: 'm1', card: 'Mountain' }], library },
        },
      },
      [{ cast: 'Natural Affinity' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'f1')).toEqual([2, 2]);
    expect(pt(g, 'm1')).toEqual([2, 2]);
    expect(typesOf(g, 'm1')).toEqual(expect.arrayContaining(['land', 'creature', 'Mountain']));
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'f1')).toEqual([null, null]);
    expect(pt(g, 'm1')).toEqual([null, null]);
  });

  it('Fendeep Summoner: two Swamps become 3/5 Treefolk Warriors that are still Swamps; the third is not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'fs', card: 'Fendeep Summoner' },
              { id: 's1', card: 'Swamp' },
              { id: 's2', card: 'Swamp' },
              { id: 's3', card: 'Swamp' },
            ],
            library,
          },
          p2: { library },
        },
      },
      [{ activate: 'fs', targets: ['s1', 's2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 's1')).toEqual([3, 5]);
    expect(pt(g, 's2')).toEqual([3, 5]);
    expect(pt(g, 's3')).toEqual([null, null]);
    expect(typesOf(g, 's1')).toEqual(expect.arrayContaining(['land', 'creature', 'Swamp', 'Treefolk', 'Warrior']));
  });

  it('near miss: New New York\'s "become 3/3 Vehicles" stays text', () => {
    expect(unenforced(newYork)).toHaveLength(1);
  });
});
