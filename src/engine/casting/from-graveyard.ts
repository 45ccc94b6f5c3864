/**
 * Which alternative costs cast a card from its owner's graveyard by its own keyword: flashback
 * (CR 702.34a), harmonize (702.180a), mayhem (702.187b), retrace (702.81a), jump-start (702.133a) and disturb (702.146a,
 * on the back face, cast transformed), or by its own
 * permission ("You may cast this card from your graveyard", kind `graveyard`), and which of them
 * discard a card as they are cast. Their refusals and the discard itself load with the cards that
 * have them (./graveyard-casts.ts, through ./cost-keywords.ts); flashback needs neither.
 */
import type { AltCost } from '../state/card-def';
import { isCard } from '../derived/characteristics';
import type { GameObject, PlayerId } from '../state/types';

/** Whether `a` is one of the keywords that cast a card from its owner's graveyard. */
export function castsFromGraveyard(a: AltCost): boolean {
  return (
    a.kind === 'flashback' ||
    a.kind === 'harmonize' ||
    a.kind === 'mayhem' ||
    a.kind === 'retrace' ||
    a.kind === 'jump-start' ||
    a.kind === 'graveyard' ||
    a.kind === 'disturb'
  );
}

/** Whether `a` may be used for `obj` now: a card in `player`'s own graveyard. */
export function graveyardCastAllowed(obj: GameObject, player: PlayerId): boolean {
  return obj.zone === 'graveyard' && obj.zonePlayer === player && isCard(obj);
}

/**
 * The card a retrace or jump-start cast discards (CR 702.81a, 702.133a): a land card for
 * retrace, any card for jump-start; null for other costs.
 */
export function graveyardDiscard(cost: string | null | undefined): { land: boolean } | null {
  return cost === 'retrace' ? { land: true } : cost === 'jump-start' ? { land: false } : null;
}
