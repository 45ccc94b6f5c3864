/**
 * What entered the battlefield this turn, under whose control, and as what (CR 400.7, 603.10):
 * "if two or more nonland permanents entered the battlefield under your control this turn"
 * (celebration), "as long as an artifact entered the battlefield under your control this turn",
 * "if you had another creature enter the battlefield under your control this turn". As each
 * permanent enters (its zone change, or its creation as a token), recorded in the turn's flags
 * (cleared at the next turn), by its characteristics on the battlefield then:
 * - `enteredAs:<player>:<kind>`: how many permanents entered under that player's control with that
 *   card type or subtype (`*`: all of them);
 * - `enteredAs:<object>:<kind>`: the object entered with that kind, under the control of the
 *   player numbered by the value (1 for p1, 2 for p2), for "another".
 * Read by ../derived/entered-under.ts. Installed into ./turn-history.ts's MORE_HISTORY as this module loads (../every-step.ts): it
 * loads with the cards that read it; a scenario opened mid-turn knows only what happened after it
 * opened.
 */
import { characteristics } from '../derived/characteristics';
import { peek, type Ctx } from '../state/context';
import type { ObjectId } from '../state/types';
import { playerNumber } from '../derived/entered-under';
import { MORE_HISTORY } from './turn-history';

function noteEnteredAs(ctx: Ctx, id: ObjectId): void {
  const o = peek(ctx, id);
  const flags = ctx.s.turnFlags;
  if (!o || o.zone !== 'battlefield' || flags[`enteredAs:${id}:*`]) return;
  const ch = characteristics(ctx, o);
  for (const kind of new Set(['*', ...ch.types, ...ch.subtypes])) {
    const key = `enteredAs:${o.controller}:${kind}`;
    const n = flags[key];
    flags[key] = (typeof n === 'number' ? n : 0) + 1;
    flags[`enteredAs:${id}:${kind}`] = playerNumber(o.controller);
  }
}

MORE_HISTORY.note = (ctx, ev) => {
  if (ev.type === 'ZoneChanged' && ev.to.zone === 'battlefield') noteEnteredAs(ctx, ev.to.objectId);
  else if (ev.type === 'TokenCreated') noteEnteredAs(ctx, ev.objectId);
};
