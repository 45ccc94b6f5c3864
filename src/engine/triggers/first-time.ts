/**
 * "For the first time each turn" (CR 603.2): a trigger event that happens for the first time this
 * turn, whether or not the ability existed the earlier times ("Whenever you gain life for the
 * first time each turn" doesn't trigger on a second gain after the first one, even if its source
 * entered in between). The turn's history is recorded in every game as each event happens, just
 * before its triggers are looked for (./turn-history.ts), so of events that happen at once only
 * the first counts as the first (a simultaneous event's parts are looked at one by one, CR
 * 603.2c). These are its readers, loaded with the whole trigger table (./table.ts) and installed
 * into the detectors that ask.
 */
import type { Ctx } from '../state/context';
import { spellsCastThisTurn } from '../state/turn-record';
import type { PlayerId } from '../state/types';
import { spellsCastOfKind, type CastKind } from '../derived/spells-cast-of-kind';
import { FIRST_TARGET } from './detectors/target';

function count(ctx: Ctx, key: string): number {
  const n = ctx.s.turnFlags[key];
  return typeof n === 'number' ? n : 0;
}

/** Whether the life gain being looked at is `player`'s first this turn (CR 119.9). */
export function firstLifeGain(ctx: Ctx, player: PlayerId): boolean {
  return count(ctx, `lifeGains:${player}`) === 1;
}

FIRST_TARGET.isFirst = (ctx, id, by, you) => {
  let n = 0;
  for (const p of Object.keys(ctx.s.players) as PlayerId[])
    if (by === 'anyPlayer' || (by === 'you') === (p === you)) n += count(ctx, `targetedBy:${id}:${p}`);
  return n === 1;
};

/**
 * Whether the spell `player` just cast is the first this turn of the kind `kind` names by card
 * types only ("your first instant or sorcery spell each turn": `types` any of; "their first
 * noncreature spell": `notTypes` none of), as each of their earlier spells was as it became cast;
 * false for a kind named by a word that isn't a card type.
 */
export function firstOfKind(ctx: Ctx, player: PlayerId, kind: CastKind): boolean {
  return spellsCastOfKind(ctx, player, kind, spellsCastThisTurn(ctx, player) - 1) === 0;
}
