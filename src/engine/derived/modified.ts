/**
 * "Modified" (CR 700.9): a permanent is modified if it has one or more counters on it, is
 * equipped (an Equipment is attached to it, whoever controls the Equipment: CR 301.5), or is
 * enchanted by an Aura controlled by its controller (CR 303.4). An opponent's Aura on it doesn't
 * make it modified. Installed into ./object-filter.ts as this module loads (../every-step.ts).
 */
import { defOf, peek, type Ctx } from '../state/context';
import { classification } from './board-cache';
import { defFlags } from './def-flags';
import { LAZY_MODIFIED } from './object-filter';
import type { GameObject } from '../state/types';

/** Whether `obj` is modified (CR 700.9). */
export function isModified(ctx: Ctx, obj: GameObject): boolean {
  if (Object.values(obj.counters).some((n) => n > 0)) return true;
  const c = classification(ctx);
  return (
    c.auras.some((id) => {
      const o = peek(ctx, id);
      return o?.attachedTo === obj.id && o.controller === obj.controller;
    }) ||
    c.attachedOthers.some((id) => {
      const o = peek(ctx, id);
      return o?.attachedTo === obj.id && defFlags(defOf(ctx, o)).equipment;
    })
  );
}

LAZY_MODIFIED.is = isModified;
