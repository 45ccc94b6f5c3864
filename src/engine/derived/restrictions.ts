/**
 * What an object can't do now (CR 101.2): restrictions from static abilities ("Enchanted
 * creature can't attack or block") and from resolved effects ("can't block this turn").
 * Combat (508.1c, 509.1b), the untap step (502.3) and blocking rules (509.1b) ask here.
 */
import type { Restriction } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { GameObject } from '../state/types';
import { staticIndex } from './statics';

/** The restrictions that apply to `obj` now (empty when none). */
export function restrictionsOf(ctx: Ctx, obj: GameObject): Restriction[] {
  const out: Restriction[] = [];
  const fromStatics = staticIndex(ctx).cant[obj.id];
  if (fromStatics) out.push(...fromStatics);
  for (const e of ctx.s.effects) if (e.object === obj.id && e.cant) out.push(...e.cant);
  return out;
}
