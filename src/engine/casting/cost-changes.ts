/**
 * Cost increases and reductions (CR 601.2f): a spell's own static abilities ("This spell costs
 * {1} less to cast for each artifact you control", "… {2} less to cast if you control a Wizard",
 * "… {1} more …") and static abilities of permanents that affect players ("Creature spells you
 * cast cost {1} less to cast", "Spells your opponents cast cost {1} more to cast"). The total
 * cost is the mana cost or alternative cost, plus additional costs and increases, minus
 * reductions; the mana part can't go below {0}. Also for a spell cast without paying its mana
 * cost (118.9d: increases still apply).
 */
import type { ActivatedSpec, CardDef, CostChange } from '../state/card-def';
import type { Ctx } from '../state/context';
import { READER } from '../derived/characteristics';
import { amountOf, conditionHolds, type ValueScope } from '../derived/static-values';
import { addCosts, parseManaCost, type ManaCost } from '../state/mana-cost';
import { peek } from '../state/context';
import { affectsPlayer } from '../derived/static-parts';
import { staticIndex } from '../derived/statics';
import { staticCandidate } from '../derived/layers';
import { matchesObjectFilter, matchesSpellFilter } from '../derived/object-filter';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import type { ObjectFilter } from '../state/card-def';
import { isPlayerId } from '../state/ids';
import { LAZY_CAST_BANS } from '../derived/restrictions';

/** Who casts the spell and what it is: "you", "this", X and kicker as announced (601.2b). */
export interface CostScope {
  player: PlayerId;
  /** The spell (on the stack while it is cast; in its zone when a query asks ahead). */
  source: ObjectId;
  x: number;
  kicked: boolean;
  /**
   * Asked before targets are chosen (which spells could be paid for now): a change that depends
   * on the targets ("if it targets a tapped creature") is counted as the best targets allow:
   * a reduction applies, an increase doesn't.
   */
  beforeTargets?: boolean;
}

/** How many times a cost change applies now (0 when its condition doesn't hold). */
function timesApplied(ctx: Ctx, scope: ValueScope, c: CostChange): number {
  if (c.condition && !conditionHolds(ctx, READER, scope, c.condition)) return 0;
  return c.each === undefined ? 1 : Math.max(0, amountOf(ctx, READER, scope, c.each));
}

/** `n` copies of a cost added together. */
function timesCost(cost: ManaCost, n: number): ManaCost {
  return {
    generic: cost.generic * n,
    colored: Array.from({ length: n }, () => cost.colored).flat(),
    xCount: 0,
  };
}

/**
 * The cost changes static abilities of permanents make to `spell` cast by `player` (CR 601.2f):
 * each ability affecting the player, while its condition holds, whose spell filter the spell
 * matches (its characteristics as it is cast).
 */
export function staticCostChanges(ctx: Ctx, player: PlayerId, spell: ObjectId, beforeTargets?: boolean): CostChange[] {
  const obj = peek(ctx, spell);
  if (!obj) return [];
  const out: CostChange[] = [];
  for (const app of staticIndex(ctx).players) {
    const v = app.spec.spellCosts;
    if (!v) continue;
    const k = staticCandidate(ctx, app);
    if (!affectsPlayer(app.spec, k.scope.you, player)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    if (!matchesSpellFilter(ctx, READER, obj, v.spells, k.scope.you, app.source)) continue;
    // "… that target ~": before targets are chosen, counted as the best targets allow (a
    // reduction applies, an increase doesn't), as for a spell's own "if it targets …".
    if (
      v.targeting &&
      !(beforeTargets ? v.change === 'less' : targetsMatch(ctx, obj, v.targeting, k.scope.you, app.source))
    )
      continue;
    // "For each …" is counted now for the ability's source and controller, not for the spell;
    // `ifSpell` later, for the spell and its caster.
    out.push({
      change: v.change,
      mana: v.mana,
      ...(v.each !== undefined && { each: amountOf(ctx, READER, k.scope, v.each) }),
      ...(v.ifSpell && { condition: v.ifSpell }),
    });
  }
  LAZY_CAST_BANS.costs?.(ctx, player, obj, out);
  return out;
}

/**
 * Whether `spell` has a target that is `source` (`'source'`) or a permanent matching `filter`
 * ("you" `you`, the ability's controller): one target is enough, whichever of its targets it is.
 */
function targetsMatch(
  ctx: Ctx,
  spell: GameObject,
  targeting: ObjectFilter | 'source',
  you: PlayerId,
  source: ObjectId,
): boolean {
  return (spell.spell?.targets ?? []).some((slot) =>
    slot.some((id) => {
      if (targeting === 'source') return id === source;
      const o = isPlayerId(id) ? undefined : peek(ctx, id);
      return !!o && o.zone === 'battlefield' && matchesObjectFilter(ctx, READER, o, targeting, you, source);
    }),
  );
}

/**
 * `cost` (with X already fixed) changed by the definition's own cost changes and those static
 * abilities of permanents make (CR 601.2f): increases added, then generic mana reduced, never
 * below {0} (CR 118.7: a reduction of generic mana reduces only the generic part).
 */
export function withCostChanges(ctx: Ctx, def: CardDef, cost: ManaCost, who: CostScope): ManaCost {
  const changes = [...(def.costChanges ?? []), ...staticCostChanges(ctx, who.player, who.source, who.beforeTargets)];
  if (!changes.length) return cost;
  const base: ValueScope = { you: who.player, source: who.source, x: who.x, kicked: who.kicked };
  return applyCostChanges(ctx, changes, cost, base, who.beforeTargets);
}

/**
 * An activated ability's mana cost (X already fixed) changed by its own "This ability costs {1}
 * less to activate for each …" (CR 602.2b: the total cost is determined as for a spell, 601.2f),
 * counted with "you" its controller and "this" its source.
 */
export function withAbilityCostChanges(
  ctx: Ctx,
  spec: ActivatedSpec,
  cost: ManaCost,
  player: PlayerId,
  source: ObjectId,
): ManaCost {
  return spec.costChanges?.length
    ? applyCostChanges(ctx, spec.costChanges, cost, { you: player, source }, false)
    : cost;
}

/**
 * `cost` with `changes` applied: increases added, then reductions, never below {0} (CR 118.7): a
 * generic reduction reduces only the generic part; a coloured one (power-up's "reduce the cost by
 * its mana cost") one symbol of that colour, or the generic part when there is none left.
 */
function applyCostChanges(
  ctx: Ctx,
  changes: readonly CostChange[],
  cost: ManaCost,
  base: ValueScope,
  beforeTargets: boolean | undefined,
): ManaCost {
  let out = cost;
  let reduce = 0;
  for (const c of changes) {
    // Before targets: the cheapest the targets could make it (a reduction applies, an increase doesn't).
    const scope: ValueScope = beforeTargets
      ? { ...base, condition: (cond) => ('targets' in cond ? c.change === 'less' : undefined) }
      : base;
    const n = timesApplied(ctx, scope, c);
    if (!n) continue;
    const mana = parseManaCost(c.mana);
    if (c.change === 'more') out = addCosts(out, timesCost(mana, n));
    else {
      reduce += mana.generic * n;
      for (const c of timesCost(mana, n).colored) {
        const at = out.colored.indexOf(c);
        if (at < 0) reduce++;
        else out = { ...out, colored: out.colored.filter((_, i) => i !== at) };
      }
    }
  }
  return reduce ? { ...out, generic: Math.max(0, out.generic - reduce) } : out;
}
