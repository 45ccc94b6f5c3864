// A mana ability's rarer further instructions (CR 605.3b), done at once as it resolves: "Each
// opponent gains 1 life." (Grove of the Burnwillows), "This land doesn't untap during your next
// untap step." (Cinder Marsh, 502.3), "If there are no depletion counters on this land, sacrifice
// it." (Hickory Woodlot, 701.21a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const grove = card(
  'Grove of the Burnwillows',
  '',
  'Land',
  '{T}: Add {C}.\n{T}: Add {R} or {G}. Each opponent gains 1 life.',
);
const cinderMarsh = card(
  'Cinder Marsh',
  '',
  'Land',
  "{T}: Add {C}.\n{T}: Add {B} or {R}. This land doesn't untap during your next untap step.",
);
const hickoryWoodlot = card(
  'Hickory Woodlot',
  '',
  'Land',
  'This land enters tapped with two depletion counters on it.\n{T}, Remove a depletion counter from this land: Add {G}{G}. If there are no depletion counters on this land, sacrifice it.',
);
const gemstoneMine = card(
  'Gemstone Mine',
  '',
  'Land',
  'This land enters with three mining counters on it.\n{T}, Remove a mining counter from this land: Add one mana of any color. If there are no mining counters on this land, sacrifice it.',
);
const LIBRARY = ['Island', 'Island', 'Island'];
const cards = compiled(grove, cinderMarsh, hickoryWoodlot, gemstoneMine);

describe('"Each opponent gains 1 life."', () => {
  it('Grove of the Burnwillows: {G} gives the opponent 1 life at once; its {C} gives none', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Grove of the Burnwillows'] }, p2: {} } },
      [{ activate: 'Grove of the Burnwillows', ability: 1, mana: 'G' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
    expect(g.state.players.p2.life).toBe(21);
    expect(g.state.players.p1.life).toBe(20);
    const c = game(
      { turn: main, players: { p1: { battlefield: ['Grove of the Burnwillows'] }, p2: {} } },
      [{ activate: 'Grove of the Burnwillows', ability: 0 }],
      { cards },
    );
    expect(c.state.players.p2.life).toBe(20);
  });
});

describe('"This land doesn\'t untap during your next untap step."', () => {
  it("Cinder Marsh tapped for {B} stays tapped through its controller's next untap step, then untaps the one after", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'b', card: 'Cinder Marsh' },
              { id: 'c', card: 'Cinder Marsh' },
            ],
            library: LIBRARY,
          },
          p2: { library: LIBRARY },
        },
      },
      [
        { activate: 'b', ability: 1, mana: 'B' },
        { activate: 'c', ability: 0 },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('b').tapped).toBe(true);
    g.act({ advance: 'next-turn' }); // p2's turn: p1's lands don't untap (not their untap step)
    g.act({ advance: 'next-turn' }); // p1's turn: the {B} one stays tapped, the {C} one untaps
    g.act({ advance: 'main1' });
    expect(g.error).toBeNull();
    expect(g.get('b').tapped).toBe(true);
    expect(g.get('c').tapped).toBe(false);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.get('b').tapped).toBe(false);
  });
});

describe('"If there are no depletion counters on this land, sacrifice it."', () => {
  it('Hickory Woodlot: the first {G}{G} leaves one counter and the land; the second sacrifices it', () => {
    const doc = (n: number) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'w', card: 'Hickory Woodlot', counters: { depletion: n } }] }, p2: {} },
    });
    const two = game(doc(2), [{ activate: 'w', ability: 0 }], { cards });
    expect(two.error).toBeNull();
    expect(two.state.players.p1.manaPool).toEqual({ G: 2 });
    expect(two.get('w').counters).toEqual({ depletion: 1 });
    expect(two.names('p1', 'battlefield')).toEqual(['Hickory Woodlot']);
    const one = game(doc(1), [{ activate: 'w', ability: 0 }], { cards });
    expect(one.error).toBeNull();
    expect(one.state.players.p1.manaPool).toEqual({ G: 2 });
    expect(one.names('p1', 'battlefield')).toEqual([]);
    expect(one.names('p1', 'graveyard')).toEqual(['Hickory Woodlot']);
  });

  it('Gemstone Mine: the same with mining counters and one mana of any colour', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'm', card: 'Gemstone Mine', counters: { mining: 1 } }] }, p2: {} },
      },
      [{ activate: 'm', ability: 0, mana: 'U' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
    expect(g.names('p1', 'graveyard')).toEqual(['Gemstone Mine']);
  });

  it('near miss: a sacrifice guarded by another condition stays text', () => {
    const c = card('Test Mine', '', 'Land', '{T}: Add {G}. If you control no Forests, sacrifice this land.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
