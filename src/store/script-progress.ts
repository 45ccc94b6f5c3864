/**
 * A scenario's script as a sequence the player steps through (lessons): which script action is
 * next, the engine action it becomes on the current board, and whether an action the player
 * performed by hand (a drag, a dialog) was that next step, so the lesson follows along.
 */
import type { Action, CardRegistry, GameState } from '../engine';
import type { LoadedScenario } from '../scenario/build';
import type { ScriptAction } from '../scenario/schema';
import { toEngineAction } from '../scenario/script';

export type NextStep =
  | { kind: 'none' }
  | { kind: 'ready'; index: number; step: ScriptAction; action: Action }
  | { kind: 'unusable'; index: number; step: ScriptAction; message: string };

/** The next script step at `scriptIndex` on `state`, turned into an engine action if possible. */
export function nextScriptStep(loaded: LoadedScenario, state: GameState, reg: CardRegistry, scriptIndex: number): NextStep {
  const script = loaded.doc.script ?? [];
  const step = script[scriptIndex];
  if (!step) return { kind: 'none' };
  try {
    return { kind: 'ready', index: scriptIndex, step, action: toEngineAction(step, state, loaded, reg) };
  } catch (e) {
    return { kind: 'unusable', index: scriptIndex, step, message: e instanceof Error ? e.message : String(e) };
  }
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return (a ?? []).join('\u0000') === (b ?? []).join('\u0000');
}

/**
 * Whether a performed action counts as the expected script action: the same verb by the same
 * player on the same object (a cast's targets may be given by drop or chosen later in a dialog,
 * so they are not compared), the same answer for a decision, the same destination for a move.
 */
export function sameStep(performed: Action, expected: Action): boolean {
  if (performed.type !== expected.type) {
    // Playing a land is written `cast` in scripts; the engine accepts both.
    const land = (a: Action) => a.type === 'play' || a.type === 'cast';
    return land(performed) && land(expected) && 'object' in performed && 'object' in expected && performed.object === expected.object;
  }
  switch (expected.type) {
    case 'cast':
    case 'play':
      return 'object' in performed && performed.object === expected.object && performed.player === expected.player;
    case 'activate':
      return performed.type === 'activate' && performed.object === expected.object && performed.ability === expected.ability;
    case 'decide': {
      if (performed.type !== 'decide') return false;
      const [a, b] = [performed.answer, expected.answer];
      if (Array.isArray(a) && Array.isArray(b)) return sameList([...a].sort(), [...b].sort());
      return JSON.stringify(a) === JSON.stringify(b);
    }
    case 'move':
      return performed.type === 'move' && performed.object === expected.object && performed.to === expected.to;
    case 'advance':
      return performed.type === 'advance' && performed.to === expected.to;
    case 'attack':
      return performed.type === 'attack' && sameList([...performed.attackers].sort(), [...expected.attackers].sort());
    default:
      return true; // pass, block
  }
}
