/**
 * Waterbend as an activation cost ("Waterbend {3}: …", "Waterbend {5}, {T}: …"; CR 701.67a):
 * "Waterbend [cost]" means "Pay [cost]. For each generic mana in that cost, you may tap an
 * untapped artifact or creature you control rather than pay that mana." The cost's mana is the
 * waterbend cost (`mana`, with `waterbend` its generic amount); as it is paid (601.2h, 602.2b) the
 * player chooses up to that many untapped artifacts and creatures they control, which become
 * tapped, each paying {1} of it — only of the waterbend cost's generic mana, never of another
 * part of the total cost (701.67b). Tapping them is not {T}: summoning sickness doesn't matter
 * (302.6); the source is not one of them when {T} is part of the cost. The rest is paid with mana.
 * Loaded with the cards that have it (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { displayName, hasType } from '../derived/characteristics';
import { liveObject, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import type { ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { tap } from '../zones/permanents';

/** A cost payment that remembers the objects chosen to waterbend (resumable across decisions). */
export type WaterbendProgress = Asking & { auto?: boolean; waterbent?: ObjectId[] };

/** The untapped artifacts and creatures `player` controls that may help pay `cost` for `obj`'s ability. */
function helpers(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId): ObjectId[] {
  return ctx.s.battlefield.filter((id) => {
    const o = peek(ctx, id);
    if (!o || o.controller !== player || o.tapped || (cost.tap && id === obj.id)) return false;
    return hasType(ctx, o, 'artifact') || hasType(ctx, o, 'creature');
  });
}

/** At most how many of the generic mana of `mana` helpers may pay (CR 701.67a, 701.67b). */
function most(cost: CostSpec, mana: ManaCost): number {
  return Math.min(cost.waterbend ?? 0, mana.generic);
}

/**
 * The least mana `mana` may leave to pay when `player` taps every helper they could (for offering
 * the activation; CR 118.3). The payment itself checks the mana left exactly.
 */
export function waterbendLeast(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId, mana: ManaCost): ManaCost {
  const n = Math.min(most(cost, mana), helpers(ctx, obj, cost, player).length);
  return { ...mana, generic: mana.generic - n };
}

/**
 * Asks which untapped artifacts and creatures help pay the waterbend cost (none is a choice; the
 * autopayer taps none), taps them, and returns the mana left to pay; 'wait' while asked.
 */
export function payWaterbend(
  ctx: Ctx,
  t: WaterbendProgress,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
  mana: ManaCost,
): ManaCost | 'wait' {
  const max = most(cost, mana);
  if (!t.waterbent) {
    const cands = helpers(ctx, obj, cost, player);
    let chosen: ObjectId[] = [];
    if (max > 0 && cands.length && !t.auto) {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans))
        return ask(ctx, {
          player,
          kind: 'chooseObjects',
          purpose: 'waterbend',
          rule: RULE.waterbend,
          about: obj.id,
          candidates: cands,
          min: 0,
          max: Math.min(max, cands.length),
          prompt: `Waterbend: choose up to ${max} untapped artifacts and/or creatures you control to tap, each paying {1} of ${displayName(ctx, obj)}'s waterbend cost, or none to pay with mana only.`,
        });
      chosen = ans;
    }
    ensure(
      new Set(chosen).size === chosen.length && chosen.length <= max && chosen.every((id) => cands.includes(id)),
      `choose up to ${max} different untapped artifacts or creatures you control to waterbend`,
      RULE.waterbend,
    );
    for (const id of chosen) {
      const o = liveObject(ctx, id);
      if (o) tap(ctx, o, false, `to waterbend for ${displayName(ctx, obj)}`, RULE.waterbend);
    }
    t.waterbent = chosen;
  }
  return { ...mana, generic: mana.generic - t.waterbent.length };
}
