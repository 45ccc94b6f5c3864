// Teaching shortcuts in sandbox mode: adding mana (CR 106.4), drawing (CR 121.1, 121.2, 704.5b)
// and setting a life total (CR 119.5, 704.5a), each refused outside sandbox mode.
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { getObject } from '../state/object-table';
import type { GameEvent } from '../state/events';
import type { Action } from '../engine';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const sandbox = { sandbox: true };

function lifeEvents(events: GameEvent[]) {
  return events
    .filter((e): e is Extract<GameEvent, { type: 'LifeChanged' }> => e.type === 'LifeChanged')
    .map((e) => ({ player: e.player, from: e.from, to: e.to, rule: e.rule }));
}

describe('add mana by hand (CR 106.4)', () => {
  it('adds the amounts to the pool, on top of what is there, and says so in the log', () => {
    const g = game({ turn: main, options: sandbox, players: { p1: { battlefield: ['Mountain'] } } }, [
      { activate: 'Mountain' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    const events = g.perform({ type: 'addMana', player: 'p1', mana: { R: 2, G: 1 } });
    expect(g.state.players.p1.manaPool).toEqual({ R: 3, G: 1 });
    expect(g.state.players.p2.manaPool).toEqual({});
    const added = events.find((e) => e.type === 'ManaAdded');
    expect(added).toMatchObject({ player: 'p1', mana: { R: 2, G: 1 }, source: null, rule: '106.4' });
    expect(added?.text).toMatch(/^p1 added \{R\}\{R\}\{G\} by hand \(sandbox mode.*CR 106\.4\)\.$/);
  });
  it('the mana empties from the pool as the step ends, like any mana (CR 106.4)', () => {
    const g = game({ turn: main, options: sandbox, players: {} });
    g.perform({ type: 'addMana', player: 'p2', mana: { C: 4 } });
    expect(g.state.players.p2.manaPool).toEqual({ C: 4 });
    const events = g.perform({ type: 'pass' });
    expect(g.state.turn.step).not.toBe('main1');
    expect(g.state.players.p2.manaPool).toEqual({});
    expect(events.some((e) => e.type === 'ManaEmptied' && e.player === 'p2')).toBe(true);
  });
  it("mana added by hand pays a spell's cost", () => {
    const g = game({ turn: main, options: sandbox, players: { p1: { hand: ['Grizzly Bears'] } } });
    g.perform({ type: 'addMana', player: 'p1', mana: { G: 2 } });
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.manaPool).toEqual({});
  });
});

describe('draw by hand (CR 121.1, 121.2)', () => {
  it('draw 2 puts the top two cards of the library into the hand, one at a time, top card first', () => {
    const g = game({
      turn: main,
      options: sandbox,
      players: { p1: { library: ['Island', 'Forest', 'Mountain'], hand: ['Plains'] } },
    });
    const events = g.perform({ type: 'draw', player: 'p1', count: 2 });
    expect(g.names('p1', 'library')).toEqual(['Mountain']);
    expect(g.names('p1', 'hand')).toEqual(['Plains', 'Island', 'Forest']);
    const drawn = events.filter((e) => e.type === 'CardDrawn');
    expect(drawn.map((e) => e.rule)).toEqual(['121.1', '121.1']);
    expect(drawn.map((e) => (e.type === 'CardDrawn' ? getObject(g.state, e.objectId)?.cardId : null))).toEqual([
      g.get('Island').cardId,
      g.get('Forest').cardId,
    ]);
    const note = events[0];
    expect(note).toMatchObject({ type: 'Note', rule: '121.2', objects: ['p1'] });
    expect(note?.text).toMatch(/p1 draws 2 cards, one at a time \(CR 121\.2\)/);
  });
  it('drawing from an empty library: the attempt is noted and the player loses at the next state-based-action check (704.5b)', () => {
    const g = game({ turn: main, options: sandbox, players: { p2: { library: ['Island'] } } });
    const events = g.perform({ type: 'draw', player: 'p2', count: 2 });
    expect(g.names('p2', 'hand')).toEqual(['Island']);
    expect(
      events.some(
        (e) => e.type === 'Note' && e.rule === '704.5b' && /tried to draw from an empty library/.test(e.text),
      ),
    ).toBe(true);
    expect(events.some((e) => e.type === 'StateBasedAction' && e.rule === '704.5b')).toBe(true);
    expect(g.state.players.p2.lost).toBe(true);
    expect(g.state.players.p1.lost).toBe(false);
    expect(g.state.gameOver?.losers).toEqual(['p2']);
  });
  it('drawing exactly the whole library is no loss: only a draw from an empty library is (704.5b)', () => {
    const g = game({ turn: main, options: sandbox, players: { p1: { library: ['Island', 'Forest'] } } });
    g.perform({ type: 'draw', player: 'p1', count: 2 });
    expect(g.names('p1', 'library')).toEqual([]);
    expect(g.state.players.p1.lost).toBe(false);
    expect(g.state.gameOver).toBeNull();
  });
});

describe('set a life total by hand (CR 119.5)', () => {
  it('setting a higher total gains the difference, a lower one loses it, through the life change triggers see', () => {
    const g = game({ turn: main, options: sandbox, players: { p1: { life: 20 } } });
    const up = g.perform({ type: 'setLife', player: 'p1', life: 27 });
    expect(g.state.players.p1.life).toBe(27);
    expect(lifeEvents(up)).toEqual([{ player: 'p1', from: 20, to: 27, rule: '119.5' }]);
    expect(up[0]?.text).toMatch(/^p1 gained 7 life \(20 → 27\) by hand: life total set to 27 .*CR 119\.5\)\.$/);
    const down = g.perform({ type: 'setLife', player: 'p1', life: 5 });
    expect(g.state.players.p1.life).toBe(5);
    expect(lifeEvents(down)).toEqual([{ player: 'p1', from: 27, to: 5, rule: '119.5' }]);
    expect(down[0]?.text).toMatch(/^p1 lost 22 life \(27 → 5\)/);
  });
  it('setting the total it already has gains and loses nothing, and the log says so', () => {
    const g = game({ turn: main, options: sandbox, players: { p2: { life: 12 } } });
    const events = g.perform({ type: 'setLife', player: 'p2', life: 12 });
    expect(lifeEvents(events)).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'Note', rule: '119.5' });
    expect(events[0]?.text).toMatch(/already 12; no life is gained or lost/);
  });
  it('setting life to 0 makes the player lose at the state-based-action check (704.5a)', () => {
    const g = game({ turn: main, options: sandbox, players: {} });
    const events = g.perform({ type: 'setLife', player: 'p2', life: 0 });
    expect(g.state.players.p2.life).toBe(0);
    expect(events.some((e) => e.type === 'StateBasedAction' && e.rule === '704.5a')).toBe(true);
    expect(g.state.gameOver?.losers).toEqual(['p2']);
  });
});

describe('refusals: sandbox mode only, and sane values', () => {
  const shortcuts: Action[] = [
    { type: 'addMana', player: 'p1', mana: { R: 1 } },
    { type: 'draw', player: 'p1', count: 1 },
    { type: 'setLife', player: 'p1', life: 10 },
  ];
  it.each(shortcuts)('outside sandbox mode $type is refused as a manual action; the state is untouched', (action) => {
    const g = game({ turn: main, players: { p1: { library: ['Island'] } } });
    const before = g.state;
    expect(() => g.perform(action)).toThrow(/by hand is a manual action, allowed only in sandbox mode/);
    try {
      g.perform(action);
    } catch (e) {
      expect((e as { rule: string }).rule).toBe('sandbox');
    }
    expect(g.state).toBe(before);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p1', 'library')).toEqual(['Island']);
  });
  const bad: [Action, RegExp, string][] = [
    [{ type: 'addMana', player: 'p1', mana: {} }, /add at least one mana/, '106.4'],
    [{ type: 'addMana', player: 'p1', mana: { R: -1 } }, /\{R\} must be at least 0/, '106.4'],
    [{ type: 'addMana', player: 'p1', mana: { R: 1.5 } }, /\{R\} must be a whole number/, '106.4'],
    [{ type: 'addMana', player: 'p1', mana: { R: 1001 } }, /at most 1,000 at once/, '106.4'],
    [{ type: 'addMana', player: 'p1', mana: { X: 1 } as never }, /unknown mana type "X"/, '106.4'],
    [{ type: 'draw', player: 'p1', count: 0 }, /at least 1/, '121.2'],
    [{ type: 'draw', player: 'p1', count: 101 }, /at most 100 at once/, '121.2'],
    [{ type: 'setLife', player: 'p1', life: -3 }, /life total must be at least 0/, '119.5'],
    [{ type: 'setLife', player: 'p1', life: 2_000_000 }, /at most 1,000,000/, '119.5'],
    [{ type: 'setLife', player: 'p3' as never, life: 3 }, /unknown player "p3"/, '119.5'],
  ];
  it.each(bad)('%j is refused with a clear reason; nothing changes', (action, reason, rule) => {
    const g = game({ turn: main, options: sandbox, players: { p1: { library: ['Island'] } } });
    const before = g.state;
    let err: unknown;
    try {
      g.perform(action);
    } catch (e) {
      err = e;
    }
    expect(String((err as Error).message)).toMatch(reason);
    expect((err as { rule: string }).rule).toBe(rule);
    expect(g.state).toBe(before);
  });
  it('a pending decision must be answered first, as for any action', () => {
    const g = game(
      {
        turn: main,
        options: sandbox,
        players: { p1: { battlefield: [{ id: 'f', card: 'Forest' }, 'Contamination', 'Mana Reflection'] } },
      },
      [{ activate: 'f' }],
    );
    expect(g.state.pendingDecision).not.toBeNull();
    expect(() => g.perform({ type: 'setLife', player: 'p1', life: 3 })).toThrow(/a decision is pending/);
    expect(g.state.players.p1.life).toBe(20);
  });
});
