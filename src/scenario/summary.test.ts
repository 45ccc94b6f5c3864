/**
 * The runner's summary (issue 14, item 11): counters a permanent no longer has are not listed.
 * +1/+1 and -1/-1 counters annihilate in pairs (CR 704.5q); a kind with none left is gone from
 * the object (CR 122.1), not kept as a zero.
 */
import { describe, expect, it } from 'vitest';
import { game } from '../testing/harness';
import { engine } from './pool';
import { summarize } from './summary';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('counters in the summary', () => {
  it('one +1/+1 and one -1/-1 counter annihilate: no counters are left, none are listed', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: [{ id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 1, '-1/-1': 1 } }] } },
    });
    expect(g.has('StateBasedAction', '704.5q')).toBe(true);
    expect(g.get('b').counters).toEqual({});
    const summary = summarize(g.state, g.loaded, engine.registry, g.events);
    expect(summary.players.p1?.battlefield[0]?.counters).toEqual({});
  });

  it('two +1/+1 and one -1/-1: one +1/+1 counter is left, and only it is listed', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: [{ id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 2, '-1/-1': 1 } }] } },
    });
    const summary = summarize(g.state, g.loaded, engine.registry, g.events);
    expect(summary.players.p1?.battlefield[0]?.counters).toEqual({ '+1/+1': 1 });
  });
});

describe('tokens in the summary', () => {
  it("a token's types are its card types only; being a token is said apart (CR 205.2a, 111.1)", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Assault // Battery'] } },
      },
      [{ cast: 'Assault // Battery', half: 'Battery' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    const summary = summarize(g.state, g.loaded, engine.registry, g.events);
    const elephant = summary.players.p1?.battlefield.find((c) => c.name.startsWith('Elephant'));
    expect(elephant).toMatchObject({ token: true, types: ['Creature'], power: 3, toughness: 3 });
  });
});
