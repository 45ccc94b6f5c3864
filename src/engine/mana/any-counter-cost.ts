/**
 * "Remove a counter from ~", "Remove two counters from ~", "Remove a counter from a permanent you
 * control" (CR 122.1, 602.2b): counters of any kind. The player chooses the permanent (when the
 * cost names one) and, one counter at a time, which kind each counter removed is (601.2h, paid as
 * 602.2b says); when the permanent has counters of one kind only, there is nothing to choose.
 * Loaded with the cards that have such a cost (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { objectsMatching } from '../derived/filters';
import { liveObject, type Ctx } from '../state/context';
import { chooseCostObject } from './cost-choice';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { removeCounters } from '../zones/counters';

/** Progress of paying {@link CostSpec.removeAnyCounter}, kept on the paying task. */
interface AnyCounterProgress extends Asking {
  auto?: boolean;
  /** The permanent the counters come from (chosen when the cost names one). */
  counterFrom?: ObjectId;
  /** How many counters are still to remove. */
  countersLeft?: number;
}

/** The total of counters of every kind on `obj` (CR 122.1). */
function counterTotal(obj: GameObject): number {
  return Object.values(obj.counters).reduce((n, k) => n + (k ?? 0), 0);
}

/** The permanents the counters may come from: the source, or those matching the cost's filter with a counter. */
function fromCandidates(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId): ObjectId[] {
  const rc = cost.removeAnyCounter;
  if (!rc?.filter) return [obj.id];
  return objectsMatching(ctx, { ...rc.filter, counters: {} }, player, obj.id).map((o) => o.id);
}

/** Why `cost.removeAnyCounter` can't be paid now (CR 118.3), or null. */
export function anyCounterRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  const rc = cost.removeAnyCounter;
  if (!rc) return null;
  if (rc.filter)
    return fromCandidates(ctx, obj, cost, player).length
      ? null
      : { reason: `there is no ${rc.label} with a counter on it`, rule: RULE.costResources };
  const has = counterTotal(obj);
  return has >= rc.count
    ? null
    : {
        reason: `it needs ${rc.count} counter${rc.count === 1 ? '' : 's'} on it to remove, and it has ${has}`,
        rule: RULE.costResources,
      };
}

/** Pays `cost.removeAnyCounter`; 'wait' while the player chooses the permanent or a counter's kind. */
export function payAnyCounter(
  ctx: Ctx,
  t: AnyCounterProgress,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const rc = cost.removeAnyCounter;
  if (!rc) return 'done';
  const what = obj.spell ? `cast ${displayName(ctx, obj)}` : `activate ${displayName(ctx, obj)}'s ability`;
  if (t.counterFrom === undefined) {
    const cands = fromCandidates(ctx, obj, cost, player);
    const pick = chooseCostObject(
      ctx,
      t,
      {
        player,
        purpose: 'removeCounters',
        rule: RULE.activateCost,
        about: obj.id,
        prompt: `Choose ${rc.label ?? 'a permanent'} to remove a counter from to ${what}.`,
      },
      cands,
      `choose ${rc.label ?? 'a permanent'} with a counter on it`,
    );
    if (pick === 'wait') return 'wait';
    t.counterFrom = pick;
    t.countersLeft = rc.count;
  }
  const from = liveObject(ctx, t.counterFrom);
  ensure(from, 'the permanent to remove counters from is gone', RULE.activateCost);
  while ((t.countersLeft ?? 0) > 0) {
    const kinds = Object.keys(from.counters).filter((k) => (from.counters[k] ?? 0) > 0);
    ensure(kinds.length, `${displayName(ctx, from)} has no counter left to remove`, RULE.costResources);
    // One kind only, or as many counters left to remove as there are: nothing to choose.
    if (counterTotal(from) === t.countersLeft) {
      for (const k of kinds)
        removeCounters(ctx, from, k, from.counters[k] ?? 0, RULE.activateCost, (n) => removed(ctx, from, k, n, what));
      t.countersLeft = 0;
      break;
    }
    let kind: string | undefined = kinds.length === 1 || t.auto ? kinds[0] : undefined;
    if (!kind) {
      const ans = takeAnswer(t);
      if (typeof ans !== 'string')
        return ask(ctx, {
          player,
          kind: 'chooseOption',
          purpose: 'removeCounters',
          rule: RULE.activateCost,
          about: from.id,
          options: kinds.map((k) => ({ value: k, label: `${k} (${from.counters[k]})` })),
          prompt: `Choose the kind of counter to remove from ${displayName(ctx, from)} to ${what}.`,
        });
      kind = ans;
    }
    ensure(kinds.includes(kind), `${displayName(ctx, from)} has no ${kind} counter`, RULE.activateCost);
    removeCounters(ctx, from, kind, 1, RULE.activateCost, (n) => removed(ctx, from, kind as string, n, what));
    t.countersLeft = (t.countersLeft ?? 1) - 1;
  }
  return 'done';
}

function removed(ctx: Ctx, from: GameObject, kind: string, n: number, what: string): string {
  return `${n} ${kind} counter${n === 1 ? ' was' : 's were'} removed from ${displayName(ctx, from)} to ${what}.`;
}
