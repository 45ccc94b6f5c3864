/**
 * "can't attack alone", "can't block alone", "can't attack or block alone" (Bonded Construct,
 * Craven Hulk, Jackal Familiar): restrictions on the whole declaration (CR 508.1c, 509.1b) — a
 * creature with one may be declared attacking (blocking) only if at least one other creature is
 * declared attacking (blocking) too; each blocks one attacker, which may be a different one.
 * Requirements are obeyed as far as the restrictions allow (508.1d, 509.1c): a creature that must
 * attack but can't attack alone is excused only when no other creature its controller controls
 * can attack. Installs itself into combat.ts's LAZY_ATTACK as it loads (every-step.ts imports
 * it); block declarations ask {@link blockAloneRefusal} (turn/block-requirements.ts).
 */
import { displayName } from '../derived/characteristics';
import type { Refusal } from '../derived/keywords';
import { restrictionsOf } from '../derived/restrictions';
import { peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId } from '../state/types';
import { opponentOf } from '../zones/objects';
import { attackRefusal, LAZY_ATTACK } from './combat';

/** Whether `obj` can't attack (`'attack'`) or block (`'block'`) alone now. */
export function cantActAlone(ctx: Ctx, obj: GameObject, what: 'attack' | 'block'): boolean {
  return restrictionsOf(ctx, obj).some((r) => typeof r === 'object' && 'alone' in r && r.alone === what);
}

/** Why the creatures `ids`, declared together, break a "can't attack/block alone" restriction, or null. */
function aloneRefusal(ctx: Ctx, ids: readonly ObjectId[], what: 'attack' | 'block'): Refusal | null {
  if (ids.length !== 1) return null;
  const o = peek(ctx, ids[0] as ObjectId);
  if (!o || !cantActAlone(ctx, o, what)) return null;
  return {
    reason: `${displayName(ctx, o)} can't ${what} alone: another creature must ${what} too`,
    rule: what === 'attack' ? RULE.attackRestriction : RULE.blockRestriction,
  };
}

/** Why a block declaration (its blockers `ids`) breaks a "can't block alone" restriction (CR 509.1b), or null. */
export function blockAloneRefusal(ctx: Ctx, ids: readonly ObjectId[]): Refusal | null {
  return aloneRefusal(ctx, ids, 'block');
}

LAZY_ATTACK.alone = (ctx, ids) => aloneRefusal(ctx, ids, 'attack');
LAZY_ATTACK.excused = (ctx, obj) => {
  if (!cantActAlone(ctx, obj, 'attack')) return false;
  const defender = opponentOf(obj.controller);
  return !ctx.s.battlefield.some((id) => {
    const o = peek(ctx, id);
    return !!o && o.id !== obj.id && o.controller === obj.controller && !attackRefusal(ctx, o, defender);
  });
};
