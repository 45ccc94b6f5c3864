/**
 * The engine's limits on unbounded counts (issue 23, item 5; state/limits.ts): a number the
 * rules use is an integer (CR 107.1) that the engine must count exactly; one instruction
 * creates a bounded number of objects; drawing from an empty library past the first attempt
 * changes nothing (121.4, 704.5b). Each is refused early or done in bounded work, never a freeze.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../index';
import { ENGINE_LIMITS, IllegalActionError, RULE } from '../index';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const YOU = { ref: 'you' } as const;

const sorcery = (name: string, oracle: string, steps: CardDef['spell']): CardDef => ({
  name,
  manaCost: '{0}',
  typeLine: 'Sorcery',
  oracle,
  spell: steps,
});
const tokens = (n: number): CardDef =>
  sorcery(`Make ${n}`, `Create ${n} 1/1 white Soldier creature tokens.`, {
    targets: [],
    steps: [
      {
        do: 'createToken',
        count: n,
        token: { name: 'Soldier Token', typeLine: 'Token Creature — Soldier', colors: ['W'], power: 1, toughness: 1 },
      },
    ],
  });
const drawMany = sorcery('Draw Many', 'Draw 200000 cards.', {
  targets: [],
  steps: [{ do: 'draw', player: YOU, count: 200_000 }],
});
const hugeBolt = sorcery('Huge Bolt', 'Huge Bolt deals 9999999999999999999999 damage to target player.', {
  targets: [{ filter: { players: true }, min: 1, max: 1, label: 'target player' }],
  steps: [{ do: 'damage', amount: Number('9999999999999999999999'), to: { ref: 'target', slot: 0 } }],
});
const CARDS = [tokens(1_000_000), tokens(ENGINE_LIMITS.objectsPerEvent), drawMany, hugeBolt];
const opts = { cards: CARDS };

describe('unbounded counts are bounded the way the rules make sense of them (issue 23)', () => {
  it('"Create 1000000 … tokens" is refused as it resolves, naming the limit, with nothing created', () => {
    const g = game({ turn: main, players: { p1: { hand: ['Make 1000000'] } } }, [{ cast: 'Make 1000000' }], opts);
    expect(g.error).toBeNull();
    const before = g.state;
    let err: unknown;
    try {
      g.act({ pass: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(IllegalActionError);
    expect((err as IllegalActionError).message).toContain('1,000,000 tokens');
    expect((err as IllegalActionError).message).toContain(
      `at most ${ENGINE_LIMITS.objectsPerEvent.toLocaleString('en')}`,
    );
    expect((err as IllegalActionError).rule).toBe(RULE.tokenCreated);
    expect(g.state).toBe(before);
  });
  it(`creating exactly ${ENGINE_LIMITS.objectsPerEvent} tokens at once is within the limit`, () => {
    const n = ENGINE_LIMITS.objectsPerEvent;
    const g = game(
      { turn: main, players: { p1: { hand: [`Make ${n}`] } } },
      [{ cast: `Make ${n}` }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.battlefield).toHaveLength(n);
  });
  it('"Draw 200000 cards" with 3 cards in the library: 3 drawn, one attempt from the empty library, the player loses', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Draw Many'], library: ['Island', 'Island', 'Island'] } } },
      [{ cast: 'Draw Many' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
    // CR 704.5b: one attempt to draw from the empty library is enough to lose.
    expect(g.state.gameOver?.losers).toEqual(['p1']);
    // Bounded work: a handful of events, not 200,000.
    expect(g.events.filter((e) => e.rule === RULE.sbaDraw).length).toBeLessThanOrEqual(3);
    expect(g.events.some((e) => e.text.includes('other 199,996 draws'))).toBe(true);
  });
  it('"deals 9999999999999999999999 damage" is refused (CR 107.1: counted exactly or not at all), life untouched', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Huge Bolt'] } } },
      [{ cast: 'Huge Bolt', targets: ['p2'] }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ pass: true })).toThrow(/past the largest whole number the engine counts exactly/);
    expect(g.state.players.p2.life).toBe(20);
  });
  it(`X is at most ${ENGINE_LIMITS.x.toLocaleString('en')} (Blaze): one more is refused with the limit, before any payment`, () => {
    const g = game({ turn: main, players: { p1: { hand: ['Blaze'] } } }, [], opts);
    expect(() => g.act({ cast: 'Blaze', targets: ['p2'], x: ENGINE_LIMITS.x + 1 })).toThrow(
      /X can be at most 1,000,000/,
    );
    // At the limit the X is taken; what stops the cast then is its cost (CR 601.2h).
    expect(() => g.act({ cast: 'Blaze', targets: ['p2'], x: ENGINE_LIMITS.x })).toThrow(/601\.2h/);
  });
});
