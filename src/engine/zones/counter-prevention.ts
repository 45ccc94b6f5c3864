/**
 * Prevention paid for with counters (CR 615.1a, 615.5), loaded with the cards that have it (the
 * `preventDamage` kind loads ./prevention-effects.ts, which calls this module):
 *
 * - "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (Phantom
 *   Centaur): the damage is prevented even when no counter is left to remove;
 * - "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and
 *   remove a +1/+1 counter from it." (Oathsworn Knight), "… remove that many +1/+1 counters from
 *   ~." (Ugin's Conjurant: as many as it has, up to the damage prevented).
 *
 * The removal happens right after the prevention (615.5). Damage dealt by several sources at once
 * (combat damage, CR 510.2) is one event: the effect applies to all of it once — all of it
 * prevented and one counter removed (the cards' rulings), or one counter per 1 damage for "that
 * many"; its "while" condition is checked once, as the event would happen.
 *
 * Order (CR 616.1: the affected creature's controller chooses): the engine applies these after
 * protection, every static "prevent all" or "prevent N" and every "prevent all" shield — what
 * those prevent costs no counter — and before "the next N damage" shields, which are then kept
 * (./prevention.ts's rule: such a shield is used up only by damage that would otherwise be dealt).
 */
import type { ReplacementSpec } from '../state/card-def';
import { replacementsOfKind } from './replacement-sources';
import { displayName } from '../derived/characteristics';
import { liveObject, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameEvent } from '../state/events';
import type { GameObject } from '../state/types';
import { removeCounters } from './counters';
import { prevented, type PendingDamage } from './prevention';
import { affects } from './prevention-effects';

type Prevent = Extract<ReplacementSpec, { kind: 'preventDamage' }>;

/** Per simultaneous event (the context's batch): the effects that already applied to it ("permanent id/effect"). */
const appliedIn = new WeakMap<GameEvent[], Set<string>>();

/** Whether `rep` of `perm` is a prevention paid for with counters that covers `d` (ignoring its "while"). */
function covers(ctx: Ctx, perm: GameObject, rep: Prevent, d: PendingDamage): boolean {
  if (!rep.thenRemove || (rep.combatOnly ? !d.combat : rep.noncombatOnly && d.combat)) return false;
  return !!rep.to && affects(ctx, perm, rep.to, d.target, d.targetObj);
}

/**
 * Applies the first prevention paid for with counters that covers `d` (see the module's note):
 * prevents all of it and removes the counters. Returns whether one applied. Damage that can't
 * be prevented (`d.unpreventable`, CR 615.12) is not prevented, but the counters are still
 * removed ("that many": as many as the damage).
 */
export function preventForCounters(ctx: Ctx, d: PendingDamage): boolean {
  const found = replacementsOfKind(ctx, 'preventDamage', (perm, rep) => covers(ctx, perm, rep, d));
  const batch = ctx.batch;
  const seen = batch ? (appliedIn.get(batch) ?? new Set<string>()) : new Set<string>();
  if (batch) appliedIn.set(batch, seen);
  for (const { perm, rep } of found) {
    const key = `${perm.id}/${JSON.stringify(rep)}`;
    const again = seen.has(key);
    if (!again && rep.whileCounter && !((perm.counters[rep.whileCounter] ?? 0) > 0)) continue;
    seen.add(key);
    const name = displayName(ctx, perm);
    if (!d.unpreventable) prevented(ctx, d, d.amount, `${name}'s ability prevents it`, RULE.prevent);
    const remove = rep.thenRemove as NonNullable<Prevent['thenRemove']>;
    const n = remove.perDamage ? d.amount : again ? 0 : 1;
    const live = liveObject(ctx, perm.id);
    if (live && n > 0)
      removeCounters(
        ctx,
        live,
        remove.counter,
        n,
        RULE.preventionFurther,
        (k) =>
          `${name}: ${k} ${remove.counter} counter${k === 1 ? '' : 's'} removed as the damage was ${d.unpreventable ? "to be prevented (it can't be, CR 615.12)" : 'prevented'}.`,
      );
    return true;
  }
  return false;
}
