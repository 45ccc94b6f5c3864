// The teaching shortcuts in the action registry: usable only in sandbox mode, each a history step.
import { describe, expect, it } from 'vitest';
import { ACTIONS, actionForKey, disabledKeyReason } from '../registry';
import { toggleSandbox } from '../board';
import { undo } from '../history';
import { addManaFor, drawFor, performShortcut, setLifeFor, shortcutRefusal, shortcutsBlocked } from '../player';
import { shortcutStore } from '../../teaching/shortcut-store';
import { contextFor, stateIn } from './context';

const board = {
  format: 'stackyard/scenario@1',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: { p1: { library: ['Island', 'Forest'] }, p2: { library: ['Plains'] } },
};
const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: true, altKey: false });

describe('teaching shortcuts in the registry', () => {
  it('are off outside sandbox mode, with the reason; on in it', () => {
    const ctx = contextFor(board);
    expect(shortcutsBlocked(ctx)).toMatch(/sandbox mode only/);
    for (const a of [addManaFor, drawFor, setLifeFor]) expect(a.enabled(ctx, 'p1')).toBe(false);
    expect(performShortcut.enabled(ctx, { type: 'setLife', player: 'p1', life: 3 })).toBe(false);
    expect(shortcutRefusal(ctx, { type: 'setLife', player: 'p1', life: 3 })?.rule).toBe('sandbox');
    toggleSandbox.run(ctx);
    expect(shortcutsBlocked(ctx)).toBeNull();
    for (const a of [addManaFor, drawFor, setLifeFor]) expect(a.enabled(ctx, 'p2')).toBe(true);
  });

  it('pressed outside sandbox mode, say why nothing happened (as the player menu does); in it, say nothing', () => {
    const ctx = contextFor(board);
    expect(actionForKey(key('M'), ctx)).toBeUndefined();
    expect(disabledKeyReason(key('M'), ctx)).toBe(
      "Add mana (Shift+M) can't be used now — sandbox mode only: turn it on first (Shift+S).",
    );
    expect(disabledKeyReason(key('D'), ctx)).toMatch(/^Draw cards \(Shift\+D\) can't be used now — sandbox mode only/);
    expect(disabledKeyReason(key('L'), ctx)).toMatch(/^Set life \(Shift\+L\) can't be used now — sandbox mode only/);
    // A key no command has: nothing to say.
    expect(disabledKeyReason(key('Q'), ctx)).toBeNull();
    toggleSandbox.run(ctx);
    expect(disabledKeyReason(key('M'), ctx)).toBeNull();
  });

  it('open the dialog for the player given, or for the active player by key (Shift+M, Shift+D, Shift+L, listed in the help)', () => {
    const ctx = contextFor({ ...board, options: { sandbox: true }, turn: { number: 4, active: 'p2', phase: 'main1' } });
    setLifeFor.run(ctx, 'p1');
    expect(shortcutStore.getState().open).toEqual({ kind: 'setLife', player: 'p1' });
    for (const [k, kind] of [
      ['M', 'addMana'],
      ['D', 'draw'],
      ['L', 'setLife'],
    ] as const) {
      const action = actionForKey(key(k), ctx);
      expect(ACTIONS).toContain(action);
      void action?.run(ctx);
      expect(shortcutStore.getState().open).toEqual({ kind, player: 'p2' });
    }
  });

  it('performing one is a history step that undo takes back', () => {
    const ctx = contextFor({ ...board, options: { sandbox: true } });
    expect(performShortcut.run(ctx, { type: 'draw', player: 'p1', count: 1 })).toBe(true);
    expect(performShortcut.run(ctx, { type: 'addMana', player: 'p2', mana: { U: 2 } })).toBe(true);
    expect(stateIn(ctx).players.p1.hand).toHaveLength(1);
    expect(stateIn(ctx).players.p2.manaPool).toEqual({ U: 2 });
    expect(ctx.game.getState().history.entries.map((e) => e.label)).toEqual([
      'Start',
      'Player 1 draws a card (by hand)',
      "Add {U}{U} to Player 2's mana pool (by hand)",
    ]);
    undo.run(ctx);
    expect(stateIn(ctx).players.p2.manaPool).toEqual({});
    expect(stateIn(ctx).players.p1.hand).toHaveLength(1);
  });

  it('a value the engine refuses is not performed and the board stays', () => {
    const ctx = contextFor({ ...board, options: { sandbox: true } });
    const bad = { type: 'draw' as const, player: 'p1' as const, count: 0 };
    expect(shortcutRefusal(ctx, bad)?.reason).toMatch(/at least 1/);
    expect(performShortcut.enabled(ctx, bad)).toBe(false);
    const before = stateIn(ctx);
    expect(performShortcut.run(ctx, bad)).toBe(false);
    expect(stateIn(ctx)).toBe(before);
  });
});
