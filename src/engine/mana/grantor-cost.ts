/**
 * Costs of an ability in quotation marks that name the permanent giving it (CR 113.7a, 613.1f):
 * "Equipped creature has \"{T}, Sacrifice Blazing Torch: …\"" sacrifices that Equipment (701.21a:
 * only if the payer controls it), "… has \"{T}, Unattach Leonin Bola: …\"" unattaches it from the
 * creature (701.3d: it stays on the battlefield, attached to nothing). The permanent is the one
 * whose static ability gives the ability now (`cost.grantorId`, derived/abilities.ts); with none
 * (an effect gave it) the cost can't be paid (118.3). Loaded with the cards that have such a cost
 * (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { boardChanged, emit, liveObject, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { moveObject } from '../zones/objects';

/** Why the grantor part of `cost` can't be paid by `player` for `obj` now (CR 118.3), or null. */
export function grantorRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  if (!cost.grantor) return null;
  const g = cost.grantorId ? liveObject(ctx, cost.grantorId) : undefined;
  if (!g || g.zone !== 'battlefield')
    return { reason: 'the permanent that gives this ability is not on the battlefield', rule: RULE.costResources };
  const name = displayName(ctx, g);
  if (cost.grantor === 'sacrifice' && g.controller !== player)
    return { reason: `${name} can be sacrificed only by its controller`, rule: RULE.sacrifice };
  if (cost.grantor === 'unattach' && g.attachedTo !== obj.id)
    return { reason: `${name} is not attached to ${displayName(ctx, obj)}`, rule: RULE.costResources };
  return null;
}

/** Pays the grantor part of `cost`: sacrifices or unattaches that permanent. */
export function payGrantor(ctx: Ctx, _t: unknown, obj: GameObject, cost: CostSpec, player: PlayerId): 'done' | 'wait' {
  const refusal = grantorRefusal(ctx, obj, cost, player);
  if (!cost.grantor || !cost.grantorId || refusal) return 'done';
  if (cost.grantor === 'sacrifice') {
    moveObject(ctx, cost.grantorId, 'graveyard', {
      rule: RULE.sacrifice,
      why: `sacrificed to activate the ability it gives ${displayName(ctx, obj)}`,
    });
    return 'done';
  }
  const g = liveObject(ctx, cost.grantorId) as GameObject;
  g.attachedTo = null;
  boardChanged(ctx);
  emit(ctx, {
    type: 'Note',
    rule: RULE.unattach,
    objects: [g.id, obj.id],
    cards: g.cardId ? [g.cardId] : [],
    text: `${displayName(ctx, g)} was unattached from ${displayName(ctx, obj)} to activate the ability it gives it (CR 701.3d): it stays on the battlefield, attached to nothing.`,
  });
  return 'done';
}
