/**
 * "deals N damage to ..." (CR 120.3): to one target, to targets with a division announced while
 * casting (CR 601.2d), or to each object and player a reference names ("each creature and each
 * player") — all at once, as one event. The source is the spell or the ability's source (read
 * from last-known information if it has left, CR 113.7a), or another object (`by`: "it deals
 * damage equal to its power").
 */
import { simultaneously, type Ctx } from '../../state/context';
import { dealDamage } from '../../zones/game-actions';
import { objectOrLki } from '../../zones/objects';
import { RULE } from '../../state/rules';
import { amount, entityWords, refId, refIds, type Resolving } from '../refs';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { EntityId, GameObject } from '../../state/types';

/** The object that deals the damage, live or as it last existed, and its name. */
function damageSource(ctx: Ctx, r: Resolving, step: StepOf<'damage'>): { source: GameObject | null; name: string } {
  if (step.by) {
    const id = refId(ctx, r, step.by);
    const look = id ? objectOrLki(ctx, id) : null;
    return { source: look?.object ?? null, name: id ? entityWords(ctx, id) : sourceName(ctx, r) };
  }
  if (r.spell) return { source: r.spell, name: sourceName(ctx, r) };
  return { source: objectOrLki(ctx, r.source)?.object ?? null, name: sourceName(ctx, r) };
}

function runDamage(ctx: Ctx, r: Resolving, _t: unknown, step: StepOf<'damage'>): StepResult {
  const targets = refIds(ctx, r, step.to);
  // "equal to the number of lands they control" for each player (`each`): every amount is counted
  // before any damage is dealt, as the damage is dealt at once (CR 120.3, 608.2h).
  const each = step.each;
  const n = each ? 0 : amount(ctx, r, step.amount);
  const amounts = targets.map((id) => (each ? ((r.vars[each] = [id]), amount(ctx, r, step.amount)) : n));
  const { source, name } = damageSource(ctx, r, step);
  const slot = step.to.ref === 'target' ? step.to.slot : -1;
  const shares = step.divided && slot >= 0 ? r.division?.[slot] : undefined;
  const dealt: EntityId[] = [];
  let total = 0;
  const deal = (id: EntityId, k: number) => {
    const done = dealDamage(ctx, source, name, id, k, { unpreventable: step.unpreventable });
    total += Math.max(0, done);
    if (done > 0) dealt.push(id);
  };
  simultaneously(ctx, () => {
    if (shares) {
      // The division announced while casting stands (CR 601.2d); an illegal target's share is
      // simply not dealt (CR 608.2b).
      (r.chosenTargets[slot] ?? []).forEach((id, i) => {
        if (targets.includes(id)) deal(id, shares[i] ?? 0);
      });
    } else targets.forEach((id, i) => deal(id, amounts[i] ?? 0));
  });
  if (step.as) r.vars[step.as] = dealt;
  if (step.totalAs) r.vars[step.totalAs] = total;
  return 'next';
}

export const damageSteps: Pick<StepTable, 'damage'> = {
  damage: { rule: RULE.damage, run: runDamage },
};
