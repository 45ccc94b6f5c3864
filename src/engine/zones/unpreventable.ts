/**
 * Damage that can't be prevented (CR 615.12), loaded with the cards that say so: "The damage
 * can't be prevented" (a damage instruction's `unpreventable`, Combust), "Damage can't be
 * prevented this turn" (Skullcrack: a note in the turn's record, ../resolution/steps/unpreventable.ts),
 * and the static "Damage can't be prevented." (Sunspine Lynx), "Damage that would be dealt by ~
 * can't be prevented." (Excruciator), "Combat damage that would be dealt by creatures you control
 * can't be prevented." (Questing Beast). Installed into ./prevention.ts's LAZY_PREVENTION.
 *
 * The prevention effects that apply to such damage prevent none of it — protection (702.16e)
 * included — and shields are not used up; their further effects still happen: a shield counter
 * is removed (122.1c: its damage half is "prevent that damage and remove a shield counter"), a
 * Phantom loses its +1/+1 counter (./counter-prevention.ts). Each applies once to one
 * simultaneous event (615.12a): several blockers' damage removes one shield counter.
 */
import { replacementsOfKind } from './replacement-sources';
import { displayName } from '../derived/characteristics';
import { emit, liveObject, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import { preventForCounters } from './counter-prevention';
import { affects } from './prevention-affects';
import { redirectByShields } from './redirect-shields';
import { LAZY_PREVENTION, type PendingDamage } from './prevention';

/** The turn-record key of "Damage can't be prevented this turn" (./prevention.ts reads it too, to refuse it unloaded). */
export const UNPREVENTABLE_THIS_TURN = 'unpreventable';

/** Per simultaneous event (the context's batch): the permanents that already lost a shield counter to it (615.12a). */
const shieldUsedIn = new WeakMap<GameEvent[], Set<string>>();

/** Whether `d` can't be prevented: by the damage itself, this turn, or a static ability. */
function cantBePrevented(ctx: Ctx, d: PendingDamage): boolean {
  if (d.unpreventable || ctx.s.turnFlags[UNPREVENTABLE_THIS_TURN]) return true;
  return (
    replacementsOfKind(
      ctx,
      'damageUnpreventable',
      (perm, rep) =>
        (!rep.combatOnly || d.combat) && (!rep.by || affects(ctx, perm, rep.by, d.source?.id ?? null, d.source)),
    ).length > 0
  );
}

/** A shield counter's further effect on damage it can't prevent (CR 122.1c, 615.12): one counter removed. */
function removeShieldCounter(ctx: Ctx, d: PendingDamage): void {
  const obj = d.targetObj && liveObject(ctx, d.targetObj.id);
  if (!obj || !(obj.counters.shield ?? 0)) return;
  const seen = ctx.batch ? (shieldUsedIn.get(ctx.batch) ?? new Set<string>()) : new Set<string>();
  if (ctx.batch) shieldUsedIn.set(ctx.batch, seen);
  if (seen.has(obj.id)) return;
  seen.add(obj.id);
  const n = (obj.counters.shield ?? 0) - 1;
  if (n > 0) obj.counters.shield = n;
  else delete obj.counters.shield;
  emit(ctx, {
    type: 'CountersRemoved',
    objectId: obj.id,
    counter: 'shield',
    count: 1,
    rule: RULE.unpreventable,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)}: the damage ${d.sourceName} would deal can't be prevented; a shield counter was still removed from it.`,
  });
}

/**
 * Whether `d` can't be prevented (see the module's note); if so, marks it and carries out the
 * further effects of the prevention effects that apply to it.
 */
export function unpreventable(ctx: Ctx, d: PendingDamage): boolean {
  if (!cantBePrevented(ctx, d)) return false;
  d.unpreventable = true;
  preventForCounters(ctx, d, 'all');
  removeShieldCounter(ctx, d);
  // A redirection is no prevention (CR 614.9, 615.12): it still applies; ./prevention.ts deals what is left.
  d.amount = redirectByShields(ctx, d, d.amount);
  return true;
}

LAZY_PREVENTION.unpreventable = unpreventable;
