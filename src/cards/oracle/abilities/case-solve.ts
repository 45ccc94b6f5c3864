/**
 * Case cards (CR 719; the keyword abilities "to solve" and "solved", 702.169). "To solve —
 * [condition]" means "At the beginning of your end step, if [condition] and this Case is not
 * solved, it becomes solved" (an intervening "if", checked as it triggers and as it resolves,
 * 603.4): {@link toSolve}. "Solved — [ability]" works only while the Case is solved (an activated
 * one: activate only if solved; a triggered one: triggers only if solved; a static one: as long as
 * solved): {@link whenSolved} marks it with the Case's solved door, as room-doors.ts marks a Room
 * door's abilities, so the permanent has it only once the engine's `solve` step unlocked that door.
 */
import type { Condition, TriggeredSpec } from '../../../engine';
import { parseCondition } from '../phrases/conditions';
import type { CardFacts } from '../build';
import { behindDoor } from './room-doors';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult } from './part';

/** The door a solved Case has unlocked (the engine's resolution/steps/case-solve.ts `SOLVED_DOOR`). */
export const SOLVED_DOOR = 'Solved';

/** "Solved — [ability]" → the ability, or null when `text` is not one. */
export function solvedAbilityText(text: string, card: CardFacts): string | null {
  if (!card.subtypes.includes('Case')) return null;
  const m = /^Solved — (.+)$/s.exec(text);
  return m ? (m[1] as string) : null;
}

/** `r`, a Case's "Solved —" ability, had only while the Case is solved (CR 702.169). */
export function whenSolved(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r)) return r;
  const other = Object.keys(r).filter((k) => !['activated', 'triggered', 'statics'].includes(k));
  if (other.length) return refuse(`a "Solved" ability of this kind (${other.join(', ')}) is not enforced yet`);
  if (r.triggered?.some((t) => t.on.event === 'doorUnlocked')) return refuse('"When you unlock this door" on a Case');
  return behindDoor(r, SOLVED_DOOR);
}

export const toSolve: AbilityCompiler = (text, card) => {
  const m = /^To solve — (.+)\.$/s.exec(text);
  if (!m) return null;
  if (!card.subtypes.includes('Case')) return refuse('"To solve" on a permanent that is not a Case');
  const said = m[1] as string;
  const cond = parseCondition(said.charAt(0).toLowerCase() + said.slice(1), { ref: 'source' });
  if (!cond) return refuse(`the condition "${said}" is not understood`);
  const notSolved: Condition = { not: { solved: { ref: 'source' } } };
  const spec: TriggeredSpec = {
    on: { event: 'step', step: 'end', whose: 'you' },
    condition: { all: [cond, notSolved] },
    steps: [{ do: 'solve' }],
    text,
  };
  return { triggered: [spec] };
};
