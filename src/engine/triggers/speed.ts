/**
 * Speed (CR 702.179): each player who has speed has the inherent triggered ability "Whenever one
 * or more opponents lose life during your turn, if your speed is less than 4, your speed increases
 * by 1. This ability triggers only once each turn." It has no source and is controlled by that
 * player; it uses the stack. Its "if" is checked as it triggers and again as it resolves (603.4,
 * ../resolution/steps/speed.ts). A player gets speed 1 from the state-based action 704.5z
 * (../sba/checks/speed.ts) and keeps it when the permanent with start your engines! leaves.
 * Installed as this module loads (../every-step.ts); a card with the keyword loads it (steps-ready.ts).
 */
import { defOf, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { CardDef } from '../state/card-def';
import { addRuleTrigger, queueDesignationTrigger } from './rule-triggers';

/** Speed's inherent triggered ability, as CR 702.179 words it. */
export const SPEED_TRIGGER_TEXT =
  'Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once each turn.';

/** Whether a definition says "start your engines" anywhere (its own keyword, or one it grants), kept per definition. */
const mentions = new WeakMap<CardDef, boolean>();
function mentionsEngines(def: CardDef): boolean {
  let m = mentions.get(def);
  if (m === undefined) {
    m = JSON.stringify(def).includes('"start your engines"');
    mentions.set(def, m);
  }
  return m;
}

/** Whether any permanent's definition says "start your engines": if none does, no permanent has it. */
export function enginesPossible(ctx: Ctx): boolean {
  return ctx.s.battlefield.some((id) => {
    const o = peek(ctx, id);
    const def = o ? (o.merged ? defOf(ctx, o) : ctx.reg.get(o.def)) : undefined;
    return !!def && mentionsEngines(def);
  });
}

function fireSpeed(ctx: Ctx, ev: GameEvent): void {
  if (ev.type !== 'LifeChanged' || ev.to >= ev.from) return;
  const active = ctx.s.turn.active;
  // One or more opponents of the active player lose life during that player's turn (CR 119.3).
  if (ev.player === active) return;
  const speed = ctx.s.players[active].speed;
  // Only a player who has speed has the ability; its "if" (603.4): less than 4.
  if (speed === undefined || speed >= 4) return;
  // CR 603.2h: "This ability triggers only once each turn."
  const key = `speed:${active}`;
  if (ctx.s.turnFlags[key]) return;
  ctx.s.turnFlags[key] = true;
  queueDesignationTrigger(ctx, {
    holder: active,
    designation: 'Speed',
    rule: RULE.startYourEngines,
    text: SPEED_TRIGGER_TEXT,
    steps: [{ do: 'increaseSpeed', player: { ref: 'you' } }],
    trigger: { player: ev.player },
  });
}

addRuleTrigger(fireSpeed);
