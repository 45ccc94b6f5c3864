/**
 * Exert as a cost ("{T}, Exert this creature: …", CR 701.43a): to exert a permanent, its
 * controller chooses to have it not untap during their next untap step. Paid as the ability is
 * activated (602.2b), so a countered ability still leaves it exerted. Modelled as the
 * "doesn't untap during its controller's next untap step" restriction (../turn/turn.ts ends it
 * after that step); exerting it again before then changes nothing (701.43b). Loaded with the
 * cards that have it (./lazy-activation-costs.ts).
 */
import { displayName } from '../derived/characteristics';
import { emit, newTimestamp, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { CostSpec } from '../state/card-def';
import type { Asking } from '../state/decisions';
import type { GameObject, PlayerId } from '../state/types';
import { payCrew } from './crew-cost';

/**
 * "`obj` doesn't untap during its controller's next untap step" (CR 502.3): the restriction
 * ../turn/turn.ts ends after that step. Exert's (below) and a mana ability's (./more-riders.ts).
 */
export function skipNextUntap(ctx: Ctx, obj: GameObject): void {
  ctx.s.effects.push({
    object: obj.id,
    until: 'nextUntapStep',
    timestamp: newTimestamp(ctx),
    sourceName: displayName(ctx, obj),
    cant: ['untap'],
  });
}

/** Exerts `obj` (CR 701.43a): it won't untap during its controller's next untap step. */
export function payExert(ctx: Ctx, obj: GameObject): 'done' {
  skipNextUntap(ctx, obj);
  emit(ctx, {
    type: 'Note',
    rule: RULE.exert,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} is exerted: it won't untap during its controller's next untap step.`,
  });
  // "Whenever you exert a creature" (../triggers/detectors/exert-attacking.ts): its controller exerted it.
  emit(ctx, {
    type: 'Exerted',
    objectId: obj.id,
    player: obj.controller,
    rule: RULE.exert,
    objects: [obj.id],
    cards: [],
    text: `${obj.controller} exerted ${displayName(ctx, obj)}.`,
  });
  return 'done';
}

/**
 * The lazily loaded parts of an activation cost, in order: crew N (./crew-cost.ts, which may
 * wait for the player's choice and is then called again), then exerting the source.
 */
export function payLazyCosts(
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  if (payCrew(ctx, t, obj, cost, player) === 'wait') return 'wait';
  return cost.exertSelf ? payExert(ctx, obj) : 'done';
}
