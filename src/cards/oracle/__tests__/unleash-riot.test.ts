// Unleash (CR 702.98a) and riot (702.136a): a choice its controller makes as the creature enters
// (614.12). Unleash: a +1/+1 counter, and then it can't block while it has one. Riot: the counter,
// or haste for as long as it stays on the battlefield (an effect with no duration, 611.2a).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const chainwalker = card(
  'Gore-House Chainwalker',
  '{1}{R}',
  'Creature — Human Warrior',
  "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)",
  '2/1',
);
const goblin = card(
  'Zhur-Taa Goblin',
  '{R}{G}',
  'Creature — Goblin Berserker',
  'Riot (This creature enters with your choice of a +1/+1 counter or haste.)',
  '2/2',
);
const CARDS = compiled(chainwalker, goblin);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

/** p1 casts `name` (two lands) and it resolves; p1 is then asked about the counter. */
function cast(name: string, lands: string[]): Game {
  const g = game(
    { turn: main, players: { p1: { hand: [{ id: 'c', card: name }], battlefield: lands } } },
    [{ cast: 'c' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may', purpose: 'enterCounter' });
  return g;
}

describe('unleash (CR 702.98a)', () => {
  it('with the counter: Gore-House Chainwalker is 3/2 and can’t block', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'c', card: 'Gore-House Chainwalker' }],
            battlefield: ['Mountain', 'Mountain'],
            library: ['Island'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'c' }, { pass: true }],
      { cards: CARDS },
    );
    g.act({ decide: true });
    expect(g.get('c').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'c')).toEqual([3, 2]);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'declareAttackers', player: 'p2' });
    g.act({ attack: ['bears'], player: 'p2' });
    expect(() => g.act({ block: { c: 'bears' } })).toThrow(/can.t block/);
  });

  it('without it: a 2/1 with no counter', () => {
    const g = cast('Gore-House Chainwalker', ['Mountain', 'Mountain']);
    g.act({ decide: false });
    expect(g.get('c').counters).toEqual({});
    expect(pt(g, 'c')).toEqual([2, 1]);
  });
});

describe('riot (CR 702.136a)', () => {
  it('choosing the counter: Zhur-Taa Goblin is 3/3 without haste', () => {
    const g = cast('Zhur-Taa Goblin', ['Mountain', 'Forest']);
    g.act({ decide: true });
    expect(pt(g, 'c')).toEqual([3, 3]);
    expect(chars(g, 'c').keywords).not.toContain('haste');
  });

  it('declining it: a 2/2 with haste that can attack the turn it entered, and keeps haste next turn', () => {
    const g = cast('Zhur-Taa Goblin', ['Mountain', 'Forest']);
    g.act({ decide: false });
    expect(pt(g, 'c')).toEqual([2, 2]);
    expect(chars(g, 'c').keywords).toContain('haste');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['c'] });
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'c').keywords).toContain('haste');
  });
});
