/**
 * The untap step (CR 502.3): the active player's permanents untap, except those that "don't
 * untap" (a restriction, 101.2); under "can't untap more than one land" (Winter Orb) the active
 * player chooses which of the permanents a limit covers untap. No player gets priority in this
 * step (502.4).
 */
import { displayName } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import { restrictionsOf, untapLimitsFor } from '../derived/restrictions';
import type { ObjectFilter } from '../state/card-def';
import { liveObject, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { TaskResult } from '../state/task';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { readZone } from '../zones/objects';
import { untap } from '../zones/permanents';

declare module '../state/task' {
  interface TaskKinds {
    untap: UntapTask;
  }
}

/**
 * "You may choose not to untap ~ during your untap step" (CR 502.3): the active player's choice of
 * which of those permanents untap, asked before any limit's. Installed by ./untap-optional.ts,
 * which loads with the cards that have such an ability (../steps-ready.ts); returns the question,
 * or null once answered (the task's `optional` then gone).
 */
export const UNTAP_OPTIONAL: { choose?: (ctx: Ctx, t: UntapTask) => TaskResult | null } = {};

/**
 * The untap step's choices under "can't untap more than one land" (CR 502.3): for each limit in
 * turn, the active player chooses which of the permanents it covers untap; a permanent chosen
 * under one limit counts against the others it matches. Then the turn goes on to the upkeep
 * (no player gets priority in the untap step, 502.4).
 */
export interface UntapTask extends Asking {
  kind: 'untap';
  player: PlayerId;
  /** Tapped permanents some limit covers, not yet untapped. */
  waiting: ObjectId[];
  /** Tapped permanents whose controller may choose not to untap them, asked first (CR 502.3). */
  optional?: ObjectId[];
  /** Each limit with its static ability's source (the filter's "other" reads it). */
  limits: { max: number; filter: ObjectFilter; source: ObjectId; sourceName: string }[];
  /** Index of the limit being decided. */
  at: number;
  /** Permanents chosen to untap so far. */
  chosen: ObjectId[];
}

/**
 * Untaps the active player's permanents (CR 502.3), except those that "don't untap"; under
 * untap limits, the ones they cover wait for the player's choice (an untap task). True when
 * the step must wait for that choice.
 */
export function untapStep(ctx: Ctx, active: PlayerId): boolean {
  const limits = untapLimitsFor(ctx, active);
  const waiting: ObjectId[] = [];
  const optional: ObjectId[] = [];
  for (const id of [...readZone(ctx, 'battlefield')]) {
    const o = peek(ctx, id);
    if (!o || o.controller !== active || !o.tapped) continue;
    const cant = restrictionsOf(ctx, o);
    // CR 502.3: "doesn't untap during its controller's untap step" (a restriction, 101.2).
    if (cant.includes('untap')) continue;
    if (cant.includes('untapOptional')) optional.push(id);
    else if (limits.some((l) => matchesFilter(ctx, o, l.filter, active, l.source.id))) waiting.push(id);
    else untap(ctx, liveObject(ctx, id) as GameObject, RULE.untapStep, 'in the untap step');
  }
  if (!waiting.length && !optional.length) return false;
  ctx.s.tasks.push({
    kind: 'untap',
    player: active,
    waiting,
    ...(optional.length ? { optional } : {}),
    limits: limits.map((l) => ({
      max: l.max,
      filter: l.filter,
      source: l.source.id,
      sourceName: displayName(ctx, l.source),
    })),
    at: 0,
    chosen: [],
  });
  return true;
}

/** Runs the untap choices (see {@link UntapTask}); the driver then goes on to the next step (tasks.ts). */
export function runUntapTask(ctx: Ctx, t: UntapTask): TaskResult {
  const covered = (id: ObjectId, l: UntapTask['limits'][number]): boolean => {
    const o = peek(ctx, id);
    return !!o && matchesFilter(ctx, o, l.filter, t.player, l.source);
  };
  if (t.optional) {
    ensure(
      UNTAP_OPTIONAL.choose,
      "choosing not to untap can't be done: its part of the rules engine is not loaded",
      RULE.untapStep,
    );
    const asked = UNTAP_OPTIONAL.choose(ctx, t);
    if (asked) return asked;
  }
  while (t.at < t.limits.length) {
    const l = t.limits[t.at] as UntapTask['limits'][number];
    const already = t.chosen.filter((id) => covered(id, l)).length;
    // Still allowed by every limit decided before this one.
    const open = t.waiting.filter(
      (id) => !t.chosen.includes(id) && covered(id, l) && t.limits.slice(0, t.at).every((m) => !covered(id, m)),
    );
    const room = Math.max(0, l.max - already);
    if (open.length <= room) {
      t.chosen.push(...open);
      t.at += 1;
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: t.player,
        kind: 'chooseObjects',
        purpose: 'untap',
        rule: RULE.untapStep,
        candidates: open,
        min: room,
        max: room,
        prompt: `${t.limits[t.at]?.sourceName}: choose ${room === 1 ? 'the permanent' : `${room} permanents`} to untap (no more may untap this step).`,
      });
    }
    t.chosen.push(...(ans as ObjectId[]));
    // Those not chosen are out for the other limits too.
    t.waiting = t.waiting.filter((id) => t.chosen.includes(id) || !covered(id, l));
    t.at += 1;
  }
  for (const id of t.waiting) {
    const o = peek(ctx, id);
    const allowed = t.chosen.includes(id) && t.limits.every((m) => !covered(id, m) || t.chosen.includes(id));
    if (o && o.tapped && allowed) untap(ctx, liveObject(ctx, id) as GameObject, RULE.untapStep, 'in the untap step');
  }
  return 'done';
}
