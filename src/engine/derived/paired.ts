/**
 * Soulbond's pairs (CR 702.95). A creature's soulbond ability pairs it with another creature
 * (702.95b: a creature can be paired with only one other creature); the pair lasts "for as long as
 * both remain creatures on the battlefield under your control" (702.95a), and ends for good when
 * either stops being a creature, leaves the battlefield or comes under another player's control
 * (702.95c): each object records its partner and the player who controlled both, and a pair counts
 * only while both still hold. ../sba/checks/paired.ts forgets a pair that failed, so it can't come
 * back when, say, control returns. Installed into ./object-filter.ts as this module loads
 * (../every-step.ts).
 */
import { peek, type Ctx } from '../state/context';
import type { ObjectFilter } from '../state/card-def';
import type { GameObject, ObjectId } from '../state/types';
import { characteristicsAt } from './characteristics';
import { LAZY_PAIRED } from './object-filter';

function creatureHere(ctx: Ctx, o: GameObject): boolean {
  return o.zone === 'battlefield' && characteristicsAt(ctx, o, 'types').types.includes('creature');
}

/** The creature `obj` is paired with now (CR 702.95b–c), or null. */
export function partnerOf(ctx: Ctx, obj: GameObject): GameObject | null {
  const p = obj.pairedWith;
  if (!p || obj.zone !== 'battlefield') return null;
  const other = peek(ctx, p.id);
  if (!other || other.pairedWith?.id !== obj.id) return null;
  if (obj.controller !== p.under || other.controller !== p.under) return null;
  return creatureHere(ctx, obj) && creatureHere(ctx, other) ? other : null;
}

function matches(ctx: Ctx, obj: GameObject, f: ObjectFilter, source: ObjectId | null): boolean {
  const partner = partnerOf(ctx, obj);
  if (f.paired !== undefined && !!partner !== f.paired) return false;
  // "Both creatures" / "each of those creatures": the source, while paired, and its partner.
  if (f.pairedWithSource && (!partner || !source || (obj.id !== source && partner.id !== source))) return false;
  return true;
}

LAZY_PAIRED.is = matches;
