/**
 * Day and night (CR 726) and daybound / nightbound (702.145). Day and night are designations of
 * the game: it starts as neither (726.2); once it is one, it is always one or the other (726.1).
 * Installed as this module loads (../every-step.ts, which the cards with daybound or nightbound
 * load, ../steps-ready.ts): a watcher on the rules' trigger hook (triggers/rule-triggers.ts), which
 * sees each event as it happens, and an entering hook (entering-ask.ts's `LAZY_ENTERING`).
 * - A daybound card that enters while it's night enters transformed (702.145b), before it is
 *   seen entering (its back face's replacements and triggers apply).
 * - With neither day nor night, a permanent with daybound makes it day (702.145d); one with
 *   nightbound, with none with daybound, makes it night (702.145g). Looked at as permanents
 *   enter and as each step begins.
 * - As it becomes night, each daybound permanent front face up transforms; as it becomes day,
 *   each nightbound permanent back face up does (702.145b, 702.145e); one the wrong face up for
 *   the time of day transforms at once, not as a state-based action (702.145c, 702.145f).
 * - As the untap step begins, before permanents untap (502.2): if it's day and the previous
 *   turn's active player cast no spells during that turn, it becomes night; if it's night and
 *   they cast two or more, it becomes day. Spells are counted as they are cast (601.2i); a turn
 *   before a scenario opened counts none.
 * "Can't transform except due to its daybound / nightbound ability" is the transform step's
 * (resolution/steps/transform.ts).
 */
import { reclassify } from '../derived/board-cache';
import { displayName } from '../derived/characteristics';
import { defByKey, defOf, emit, liveObject, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import { spellsCastThisTurn } from '../state/turn-record';
import { addRuleTrigger } from '../triggers/rule-triggers';
import { LAZY_ENTERING } from '../zones/entering-ask';
import { cantTransform, transformPermanent } from '../zones/transform';

/** Daybound (`day`) or nightbound (`night`) on the face of `obj` that is up (CR 712.8d–e). */
const boundOf = (ctx: Ctx, obj: GameObject): 'day' | 'night' | undefined => defOf(ctx, obj).dayNightBound;

/**
 * Each daybound permanent front face up while it's night, and each nightbound permanent back
 * face up while it's day, transforms (CR 702.145b–c, 702.145e–f); one that can't (not a
 * transforming double-faced permanent, 701.27c) stays as it is.
 */
function settleFaces(ctx: Ctx): void {
  const now = ctx.s.dayNight;
  if (!now) return;
  for (const id of [...ctx.s.battlefield]) {
    const obj = liveObject(ctx, id);
    if (!obj) continue;
    const bound = boundOf(ctx, obj);
    const wrong = now === 'night' ? bound === 'day' && !obj.backFaceUp : bound === 'night' && !!obj.backFaceUp;
    if (!wrong || cantTransform(ctx, obj)) continue;
    transformPermanent(
      ctx,
      obj,
      now === 'night'
        ? `as it is night (daybound, CR ${RULE.daybound})`
        : `as it is day (nightbound, CR ${RULE.nightbound})`,
    );
  }
}

/**
 * It becomes day or night (CR 726.1), for the reason `why` (with its rule); the daybound and
 * nightbound permanents turn to match (702.145b, 702.145e). Nothing happens if it is that already.
 */
export function becomeDayOrNight(ctx: Ctx, to: 'day' | 'night', why: string, rule: string): void {
  if (ctx.s.dayNight === to) return;
  // The game has day and night from now on: the spells this turn counts from here (see recordCasts).
  if (!ctx.s.dayNight) recordCasts(ctx);
  ctx.s.dayNight = to;
  emit(ctx, {
    type: 'Note',
    rule,
    objects: [],
    cards: [],
    text: `It became ${to}: ${why} (CR ${rule}).`,
  });
  settleFaces(ctx);
}

/**
 * With neither day nor night, a daybound permanent on the battlefield makes it day (CR
 * 702.145d); a nightbound one, with no daybound one there, makes it night (702.145g). Then any
 * permanent the wrong face up transforms (702.145c, 702.145f).
 */
function settle(ctx: Ctx): void {
  if (ctx.s.dayNight) {
    settleFaces(ctx);
    return;
  }
  let day = false;
  let night = false;
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    const b = o && boundOf(ctx, o);
    if (b === 'day') day = true;
    else if (b === 'night') night = true;
  }
  if (day) becomeDayOrNight(ctx, 'day', 'a permanent with daybound is on the battlefield', RULE.dayboundMakesDay);
  else if (night)
    becomeDayOrNight(
      ctx,
      'night',
      'a permanent with nightbound and none with daybound is on the battlefield',
      RULE.nightboundMakesNight,
    );
}

/**
 * A daybound card entering the battlefield while it's night enters transformed (CR 702.145b,
 * 712.14a): its back face is up before it is seen entering. Only a transforming double-faced
 * card or token (a copy of one isn't, 701.27c).
 */
LAZY_ENTERING.dayNight = (ctx, permanent, out) => {
  if (ctx.s.dayNight !== 'night' || permanent.backFaceUp || permanent.faceDown) return;
  if (defByKey(ctx, permanent.def).dayNightBound !== 'day') return;
  if (defByKey(ctx, permanent.def).doubleFaced !== 'transforming' || cantTransform(ctx, permanent)) return;
  permanent.backFaceUp = true;
  reclassify(ctx);
  out.push({
    type: 'Note',
    rule: RULE.daybound,
    objects: [permanent.id],
    cards: permanent.cardId ? [permanent.cardId] : [],
    text: `It is night: ${displayName(ctx, permanent)} enters transformed (daybound, CR ${RULE.daybound}).`,
  });
};

/**
 * The untap step's day/night check (CR 502.2), before permanents untap: the spells the previous
 * turn's active player cast during that turn.
 */
function untapCheck(ctx: Ctx): void {
  const now = ctx.s.dayNight;
  if (!now) return;
  const rec = ctx.s.dayNightCasts;
  const n = rec && rec.turn === ctx.s.turn.number - 1 ? rec.n : 0;
  if (now === 'day' && n === 0)
    becomeDayOrNight(ctx, 'night', "the previous turn's active player cast no spells that turn", RULE.dayNightCheck);
  else if (now === 'night' && n >= 2)
    becomeDayOrNight(
      ctx,
      'day',
      "the previous turn's active player cast two or more spells that turn",
      RULE.dayNightCheck,
    );
}

/**
 * Keeps the spells the active player has cast this turn (up to 2, all the untap check needs) for
 * the next turn's check, once the game has day or night: a game without them keeps nothing (its
 * state is the same whether or not this module is loaded).
 */
function recordCasts(ctx: Ctx): void {
  const active = ctx.s.turn.active;
  ctx.s.dayNightCasts = { turn: ctx.s.turn.number, n: Math.min(2, spellsCastThisTurn(ctx, active)) };
}

/** Looks at one event (CR 702.145, 726): see the module's description. */
function watchDayNight(ctx: Ctx, ev: GameEvent): void {
  if (ev.type === 'SpellCast') {
    // CR 601.2i: counted as it is cast (turn-record.ts counts it before the event).
    if (ev.player === ctx.s.turn.active && ctx.s.dayNight) recordCasts(ctx);
  } else if (ev.type === 'StepBegan') {
    if (ev.step === 'untap') untapCheck(ctx);
    settle(ctx);
  } else if (ev.type === 'ZoneChanged' && ev.to.zone === 'battlefield') settle(ctx);
}

addRuleTrigger(watchDayNight);
