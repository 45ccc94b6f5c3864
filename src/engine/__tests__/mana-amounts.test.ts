/**
 * Issue 14, item 1: the mana pool holds amounts per type, so doubling replacement effects on
 * any legal board play (CR 106.4, 106.12b, 614.1a). Each Mana Reflection doubles the mana of a
 * permanent tapped for mana ("it produces twice as much of that mana instead"); n of them make
 * 2^n. As a list of symbols, 20 overflowed the stack and 40 took the tab down.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../scenario/pool';
import { summarize } from '../../scenario/summary';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const reflections = (n: number) => Array.from({ length: n }, () => 'Mana Reflection');

describe('CR 106.12b — Mana Reflection doubles, as many times as there are Reflections', () => {
  it('three Reflections: a Mountain tapped for mana adds {R} ×8', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain', ...reflections(3)] } } }, [
      { activate: 'Mountain' },
    ]);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 8 });
    // Identical replacements give the same mana in any order: nobody is asked (CR 616.1).
    expect(g.state.pendingDecision).toBeNull();
    expect(g.events.filter((e) => e.type === 'ReplacementApplied').map((e) => e.rule)).toEqual([
      '106.12b',
      '106.12b',
      '106.12b',
    ]);
  });

  it('twenty Reflections: {R} ×1,048,576', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain', ...reflections(20)] } } }, [
      { activate: 'Mountain' },
    ]);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 1_048_576 });
    const added = g.events.find((e) => e.type === 'ManaAdded');
    expect(added?.text).toBe('p1 added {R} ×1,048,576 from Mountain.');
  });

  it('forty Reflections: Lightning Bolt is cast and resolves; {R} ×(2^40 − 1) stays in the pool', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', ...reflections(40)], hand: ['Lightning Bolt'] } } },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.manaPool).toEqual({ R: 2 ** 40 - 1 });
    const summary = summarize(g.state, g.loaded, engine.registry, g.events);
    expect(summary.players.p1?.manaPool).toBe('R ×1,099,511,627,775');
    expect(summary.players.p1?.manaAmounts).toEqual({ R: 1_099_511_627_775 });
    expect(JSON.stringify(g.events).length).toBeLessThan(100_000); // no event lists the symbols one by one
  });

  it('the pool empties at the end of the step, all of it (CR 106.4)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain', ...reflections(30)] } } }, [
      { activate: 'Mountain' },
      { pass: true },
    ]);
    expect(g.state.turn.step).not.toBe('main1');
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.events.find((e) => e.type === 'ManaEmptied')?.text).toBe(
      "p1's unspent {R} ×1,073,741,824 emptied from the mana pool as the step ended.",
    );
  });

  it('a mixed pool pays coloured symbols by type and generic from the rest (CR 601.2h)', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'UUUR', hand: ['Divination'] } } }, [
      { cast: 'Divination' },
    ]);
    expect(g.error).toBeNull();
    // {2}{U}: {U} pays the U; the generic 2 takes {R} first, then {U} (blue is spent last).
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
  });

  it('the largest legal board: 499 Reflections and a Mountain still play', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', ...reflections(499)], hand: ['Lightning Bolt'] } } },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.manaPool.R).toBe(2 ** 499); // past 2^53 amounts are kept approximately
    expect(Number.isFinite(g.state.players.p1.manaPool.R)).toBe(true);
  });
});
