/**
 * Static abilities that let a player play lands from their graveyard: "You may play lands from
 * your graveyard" (Crucible of Worlds), "You may play Forests from your graveyard" (Titania,
 * Nature's Force) (CR 305.1, 601.3). The land is played as one from the hand is (305.2: it is the
 * turn's land play; main phase, empty stack); the permission holds only while the ability's
 * source is on the battlefield and its condition is true (611.3a), for cards in the player's own
 * graveyard. A modal double-faced card may be played by a face that is such a land (712.11b).
 * This module loads with the cards that have such an ability (../every-step.ts) and installs
 * itself into ./play-permission.ts.
 */
import { READER } from '../derived/characteristics';
import { staticCandidate } from '../derived/layers';
import { matchesObjectFilter } from '../derived/object-filter';
import { affectsPlayer, STATIC_PARTS } from '../derived/static-parts';
import { staticIndex } from '../derived/statics';
import { conditionHolds } from '../derived/static-values';
import type { ObjectFilter } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';
import { LAZY_PLAY } from './play-permission';

/** Whether a static ability that applies to `player` now lets them play `obj` as a land from their graveyard. */
export function landFromGraveyardPermitted(ctx: Ctx, obj: GameObject, player: PlayerId, land: boolean): boolean {
  if (!land || obj.zone !== 'graveyard' || obj.zonePlayer !== player) return false;
  const idx = staticIndex(ctx);
  if (!idx.uses.exempt) return false;
  for (const app of idx.players) {
    if (!app.spec.landsFromGraveyard || !peek(ctx, app.source)) continue;
    const k = staticCandidate(ctx, app);
    if (!affectsPlayer(app.spec, k.scope.you, player)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    const filters: ObjectFilter[] = [];
    STATIC_PARTS.landsFromGraveyard.collect(filters, app.spec.landsFromGraveyard);
    // Only a land is played (CR 305.1; the caller checks the card is one): the filter names which.
    if (
      filters.some((f) => matchesObjectFilter(ctx, READER, obj, { ...f, zone: 'graveyard' }, k.scope.you, app.source))
    )
      return true;
  }
  return false;
}

LAZY_PLAY.permitted = landFromGraveyardPermitted;
