/**
 * Blight N as a cost ("{T}, Blight 1: …", "As an additional cost to cast this spell, blight 1 or
 * pay {3}"): the card's reminder text says "To blight N, a player puts N -1/-1 counters on a
 * creature they control" (CR 122.1) — all on one creature the payer controls, chosen as the cost
 * is paid (601.2h, 602.2b), not targeted; it needn't survive them, and the source itself may be
 * chosen. With no creature to choose, the cost can't be paid (118.3). Loaded with the cards that
 * have it (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { objectsMatching } from '../derived/filters';
import { liveObject, type Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { addCounters } from '../zones/game-actions';
import { chooseCostObject } from './cost-choice';

/** The creatures `player` controls, each of which may be blighted. */
function blightable(ctx: Ctx, player: PlayerId, obj: GameObject): ObjectId[] {
  return objectsMatching(ctx, { types: ['creature'], controller: 'you' }, player, obj.id).map((o) => o.id);
}

/** Why blight N can't be paid now (no creature to put the counters on, CR 118.3), or null. */
export function blightRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  if (!cost.blight || blightable(ctx, player, obj).length) return null;
  return {
    reason: `you control no creature to put ${cost.blight} -1/-1 counters on (to blight)`,
    rule: RULE.costResources,
  };
}

/** Blights N: the -1/-1 counters go on the creature chosen (the first when paid automatically); 'wait' while asked. */
export function payBlight(
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const n = cost.blight;
  if (!n) return 'done';
  const pick = chooseCostObject(
    ctx,
    t,
    {
      player,
      purpose: 'blight',
      rule: RULE.counters,
      about: obj.id,
      prompt: `Blight ${n} for ${displayName(ctx, obj)}: choose a creature you control to put ${n} -1/-1 counter${n === 1 ? '' : 's'} on.`,
    },
    blightable(ctx, player, obj),
    'choose a creature you control to blight',
  );
  if (pick === 'wait') return 'wait';
  const creature = liveObject(ctx, pick);
  if (creature)
    addCounters(ctx, creature, '-1/-1', n, RULE.counters, `blighted ${n} to pay for ${displayName(ctx, obj)}`);
  return 'done';
}
