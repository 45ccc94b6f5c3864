/**
 * Triggered abilities that work from a graveyard (CR 113.6): "Whenever a land you control enters,
 * you may return this card from your graveyard to the battlefield" (Bloodghast). While the card
 * is in its owner's graveyard it watches each event with those abilities only (detect.ts skips
 * them anywhere else, and skips its other abilities here). A card put into a graveyard by the
 * event looked at, or by another part of the same simultaneous event, doesn't watch it: that
 * ability didn't work where the card was (a creature dying at the same time as Nether Traitor
 * doesn't trigger it; leaves-the-battlefield events look back in time, CR 603.10a). The ability
 * is controlled by the card's owner (113.8). Installed into detect.ts as this module loads (../every-step.ts); a card
 * with such an ability loads it (steps-ready.ts).
 */
import { defOf, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { PLAYERS } from '../state/ids';
import { GRAVEYARD_WATCHERS } from './detect';
import type { Watcher } from './watcher';

/** Adds to `out` each card in a graveyard with a triggered ability that works there. */
function addGraveyardWatchers(ctx: Ctx, ev: GameEvent, out: Watcher[]): void {
  const arrived = new Set<string>();
  for (const e of [ev, ...(ctx.together ?? [])]) if (e.type === 'ZoneChanged') arrived.add(e.to.objectId);
  for (const p of PLAYERS) {
    for (const id of ctx.s.players[p].graveyard) {
      if (arrived.has(id)) continue;
      const obj = peek(ctx, id);
      if (obj && defOf(ctx, obj).triggered?.some((t) => t.zone === 'graveyard'))
        out.push({ id, obj, lki: false, moved: false, graveyard: true });
    }
  }
}

GRAVEYARD_WATCHERS.add = addGraveyardWatchers;
