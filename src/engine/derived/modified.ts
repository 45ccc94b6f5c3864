/**
 * "Modified" (CR 700.9): a permanent is modified if it has one or more counters on it, is
 * equipped (an Equipment is attached to it, whoever controls the Equipment: CR 301.5), or is
 * enchanted by an Aura controlled by its controller (CR 303.4). An opponent's Aura on it doesn't
 * make it modified. A permanent that has left the battlefield is read as it last existed (CR
 * 603.10a, 608.2h): the counters it had and what was attached to it then (its LKI snapshot).
 * Installed into ./object-filter.ts as this module loads (../every-step.ts).
 */
import { defOf, peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { classification } from './board-cache';
import { defFlags } from './def-flags';
import { LAZY_MODIFIED } from './object-filter';
import type { GameObject, ObjectId } from '../state/types';

/** What is attached to `obj`: now, or as it last existed on the battlefield. */
function attachedIds(ctx: Ctx, obj: GameObject): ObjectId[] {
  if (!peek(ctx, obj.id)) return getLki(ctx.s, obj.id)?.attached ?? [];
  const c = classification(ctx);
  return [...c.auras, ...c.attachedOthers].filter((id) => peek(ctx, id)?.attachedTo === obj.id);
}

/** Whether `obj` is modified (CR 700.9). */
export function isModified(ctx: Ctx, obj: GameObject): boolean {
  if (Object.values(obj.counters).some((n) => n > 0)) return true;
  return attachedIds(ctx, obj).some((id) => {
    const o = peek(ctx, id) ?? getLki(ctx.s, id)?.object;
    if (!o) return false;
    const f = defFlags(defOf(ctx, o));
    return f.equipment || (f.aura && o.controller === obj.controller);
  });
}

LAZY_MODIFIED.is = isModified;
