/**
 * The record of the spells each player cast this turn and last turn (CR 601.2i), for "At the
 * beginning of each upkeep, if no spells were cast last turn, transform ~" and "if a player cast
 * two or more spells last turn" (state/turn-record-reads.ts `spellsCastLastTurn`). Kept from
 * each cast as it happens (the rules' trigger hook, triggers/rule-triggers.ts), once this module
 * is loaded (../every-step.ts, with the cards that ask): casts before then are not known.
 */
import type { Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { spellsCastThisTurn } from '../state/turn-record';
import { addRuleTrigger } from '../triggers/rule-triggers';

/** Notes a cast in the record of this turn, moving the record of the turn before to `prev`. */
function noteCast(ctx: Ctx, ev: GameEvent): void {
  if (ev.type !== 'SpellCast') return;
  const now = ctx.s.turn.number;
  let rec = ctx.s.castRecord;
  if (!rec || rec.turn !== now)
    rec = { turn: now, counts: {}, ...(rec && rec.turn === now - 1 ? { prev: rec.counts } : {}) };
  // turn-record.ts counts the spell before its event (CR 601.2i).
  ctx.s.castRecord = { ...rec, counts: { ...rec.counts, [ev.player]: spellsCastThisTurn(ctx, ev.player) } };
}

addRuleTrigger(noteCast);
