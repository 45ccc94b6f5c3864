/**
 * State triggers (CR 603.8): a triggered ability that triggers whenever the game state matches
 * its condition. It triggers once, then not again until that instance has resolved, been
 * countered or otherwise left the stack — so while an instance waits or is on the stack, the
 * same ability of the same object doesn't trigger again.
 */
import { hasAtLevel } from '../derived/class-level';
import type { TriggeredSpec } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { condition } from '../resolution/refs';
import { staticIndex } from '../derived/statics';
import { queueTrigger, triggerContext } from './queue';

/** Whether ability `index` of `source` is waiting to go on the stack or is on it. */
function instanceExists(ctx: Ctx, source: string, index: number): boolean {
  if (ctx.s.pendingTriggers.some((p) => p.source === source && p.abilityIndex === index)) return true;
  return ctx.s.stack.some((id) => {
    const a = ctx.s.abilities[id];
    return !!a && a.source === source && a.abilityIndex === index && a.kind === 'triggered';
  });
}

/** Queues every state trigger whose condition holds now; returns whether any triggered. */
export function checkStateTriggers(ctx: Ctx): boolean {
  let any = false;
  for (const id of staticIndex(ctx).triggerSources) {
    const obj = peek(ctx, id);
    if (!obj) continue;
    const specs: readonly TriggeredSpec[] = defOf(ctx, obj).triggered ?? [];
    specs.forEach((spec, index) => {
      if (spec.on.event !== 'state' || !hasAtLevel(obj, spec) || instanceExists(ctx, id, index)) return;
      const w = { id, obj, lki: false, moved: false };
      if (!condition(ctx, triggerContext(ctx, w, index, spec, {}), spec.on.condition)) return;
      queueTrigger(ctx, w, index, spec, {});
      any = true;
    });
  }
  return any;
}
