/**
 * A copy instruction made several times ("copy it for each other spell cast before it this turn",
 * storm, CR 702.40a; "copy that ability twice"): each copy is made, and its new targets chosen,
 * before the next (CR 707.10c). Shared by the spell and ability copy steps.
 */
import type { Amount } from '../../state/card-def';
import type { Ctx } from '../../state/context';
import { ENGINE_LIMITS } from '../../state/limits';
import { RULE } from '../../state/rules';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepResult } from './common';

/**
 * Runs `once` (one copy; it may wait for a decision, its progress in `t.sub`) `count` times, at
 * most {@link ENGINE_LIMITS.objectsPerEvent}; the copies still to make are kept in `r.vars[key]`
 * across decisions (a number, null when done). No `count`: one copy.
 */
export function repeatCopies(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  count: Amount | undefined,
  key: string,
  once: () => StepResult,
): StepResult {
  if (count === undefined) return once();
  if (typeof r.vars[key] !== 'number') {
    const n = Math.min(amount(ctx, r, count), ENGINE_LIMITS.objectsPerEvent);
    if (n <= 0) {
      nothing(ctx, r, `${sourceName(ctx, r)}: no copies are made (the count is 0).`, RULE.copySpell);
      return 'next';
    }
    r.vars[key] = n;
  }
  for (;;) {
    const res = once();
    if (res !== 'next') return res;
    const left: number = (r.vars[key] as number) - 1;
    if (left <= 0) {
      r.vars[key] = null;
      return 'next';
    }
    r.vars[key] = left;
    t.sub = 0;
  }
}
