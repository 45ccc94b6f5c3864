/**
 * Spells a player cast this turn of a kind named by card types only (CR 601.2i, 205.2a): "you've
 * cast a noncreature spell this turn", "your first instant or sorcery spell each turn". Read from
 * the turn's record of each spell's card types as it became cast (`castTypes:<player>:<N>`,
 * ../triggers/turn-history.ts, recorded in every game). Loads with the cards that ask.
 */
import type { Ctx } from '../state/context';
import { CARD_TYPES, spellsCastThisTurn } from '../state/turn-record';
import type { PlayerId } from '../state/types';

/** A kind of spell by card types: any of `types` (when given) and none of `notTypes`. */
export interface CastKind {
  types?: readonly string[];
  notTypes?: readonly string[];
}

/** The bits of card types named in `types`; null if one isn't a card type. */
function bitsOf(types: readonly string[]): number | null {
  let bits = 0;
  for (const t of types) {
    const i = CARD_TYPES.indexOf(t);
    if (i < 0) return null;
    bits |= 1 << i;
  }
  return bits;
}

/**
 * How many of the first `upTo` spells `player` cast this turn (all of them by default) were of
 * the kind, as each was as it became cast; null for a kind named by a word that isn't a card type.
 */
export function spellsCastOfKind(ctx: Ctx, player: PlayerId, kind: CastKind, upTo?: number): number | null {
  const any = kind.types ? bitsOf(kind.types) : -1;
  const none = bitsOf(kind.notTypes ?? []);
  if (any === null || none === null) return null;
  const n = upTo ?? spellsCastThisTurn(ctx, player);
  let count = 0;
  for (let i = 1; i <= n; i++) {
    const bits = ctx.s.turnFlags[`castTypes:${player}:${i}`];
    if (typeof bits === 'number' && (bits & any) !== 0 && (bits & none) === 0) count++;
  }
  return count;
}
