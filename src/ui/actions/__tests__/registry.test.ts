import { describe, expect, it } from 'vitest';
import { ACTIONS, actionForKey, kbdText, matchesKbd } from '../registry';
import { pass, resolve, nextTurn, goToStep } from '../turn';
import { redo, undo } from '../history';
import { nextStep } from '../lesson';
import { toggleSandbox } from '../board';
import { cardEntries } from '../card';
import { drop } from '../drop';
import { contextFor, idOf, stateIn } from './context';
import { labelOf } from '../types';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

const boltBoard = {
  format: 'stackyard/scenario@1',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: { hand: ['Lightning Bolt', 'Fire // Ice'], battlefield: ['Mountain'], library: ['Island'] },
    p2: { battlefield: ['Grizzly Bears'], library: ['Island'] },
  },
  script: [{ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] }, { pass: true }],
};

describe('the action registry', () => {
  it('has one record per id, each shortcut used once', () => {
    const ids = ACTIONS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = ACTIONS.flatMap((a) => a.kbd?.split(' / ') ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    // The common commands have shortcuts, pass included.
    for (const id of [
      'turn.pass',
      'turn.resolve',
      'turn.next',
      'combat.attack',
      'combat.block',
      'history.undo',
      'history.redo',
      'lesson.next',
      'share.copy-link',
      'share.export',
      'share.import',
      'view.help',
    ]) {
      expect(ACTIONS.find((a) => a.id === id)?.kbd, id).toBeTruthy();
    }
  });

  it('reads shortcuts: single keys, Shift, Mod (Ctrl or ⌘), symbols typed with Shift', () => {
    expect(matchesKbd('P', key('p'))).toBe(true);
    expect(matchesKbd('P', key('P', { shiftKey: true }))).toBe(false);
    expect(matchesKbd('P', key('p', { ctrlKey: true }))).toBe(false);
    expect(matchesKbd('Shift+N', key('N', { shiftKey: true }))).toBe(true);
    expect(matchesKbd('Mod+Z', key('z', { metaKey: true }))).toBe(true);
    expect(matchesKbd('Mod+Shift+Z / Mod+Y', key('y', { ctrlKey: true }))).toBe(true);
    expect(matchesKbd('?', key('?', { shiftKey: true }))).toBe(true);
    expect(kbdText('Mod+Shift+Z / Mod+Y')).toBe('Ctrl+Shift+Z or Ctrl+Y');
  });

  it('pass has a key; it is the resolve command while the stack holds something (117.4)', () => {
    const ctx = contextFor(boltBoard);
    expect(actionForKey(key('p'), ctx)).toBe(pass);
    expect(actionForKey(key('r'), ctx)).toBeUndefined();
    expect(labelOf(pass, ctx, undefined)).toBe('Pass: end Main 1');
    nextStep.run(ctx);
    expect(actionForKey(key('p'), ctx)).toBeUndefined();
    expect(actionForKey(key('r'), ctx)).toBe(resolve);
    expect(labelOf(resolve, ctx, undefined)).toBe('Resolve top: Lightning Bolt');
    resolve.run(ctx);
    expect(stateIn(ctx).players.p2.graveyard).toHaveLength(1);
  });

  it('undo, redo, next turn and going to a step are records too', () => {
    const ctx = contextFor(boltBoard);
    expect(undo.enabled(ctx)).toBe(false);
    expect(goToStep.enabled(ctx, 'main1')).toBe(false);
    goToStep.run(ctx, 'end');
    expect(stateIn(ctx).turn.step).toBe('end');
    expect(actionForKey(key('z', { ctrlKey: true }), ctx)).toBe(undo);
    undo.run(ctx);
    expect(stateIn(ctx).turn.step).toBe('main1');
    expect(actionForKey(key('z', { ctrlKey: true, shiftKey: true }), ctx)).toBe(redo);
    nextTurn.run(ctx);
    expect(stateIn(ctx).turn).toMatchObject({ number: 4, active: 'p2', step: 'main1' });
  });

  it("a card's menu and a drop run through the registry: cast at a target, refusals with the rule", () => {
    const ctx = contextFor(boltBoard);
    const bolt = idOf(ctx, 'Lightning Bolt');
    const entries = cardEntries(ctx, bolt);
    const castAt = entries.find((e) => e.label === 'Cast Lightning Bolt at…')!;
    expect(castAt.choices?.map((c) => c.label).sort()).toEqual([
      'Grizzly Bears (on the battlefield)',
      'Player 1',
      'Player 2',
    ]);
    // Dropping on its own controller's hand is nothing; outside sandbox, a manual move is refused.
    let refused = '';
    drop.run(ctx, {
      objectId: bolt,
      target: { kind: 'zone', zone: 'graveyard', player: 'p1' },
      onRefused: (r) => {
        refused = r.rule;
      },
    });
    expect(refused).toBe('sandbox');
    drop.run(ctx, { objectId: bolt, target: { kind: 'entity', id: idOf(ctx, 'Grizzly Bears') } });
    expect(stateIn(ctx).stack).toHaveLength(1);
  });

  it('sandbox is a toggle in the history', () => {
    const ctx = contextFor(boltBoard);
    toggleSandbox.run(ctx);
    expect(stateIn(ctx).sandbox).toBe(true);
    expect(labelOf(toggleSandbox, ctx, undefined)).toBe('Turn sandbox off');
    undo.run(ctx);
    expect(stateIn(ctx).sandbox).toBe(false);
  });
});
