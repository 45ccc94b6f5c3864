/**
 * Crew's cost (CR 702.122a): "Crew N" means "Tap any number of untapped creatures you control with
 * total power N or greater: This Vehicle becomes an artifact creature until end of turn." Tapping
 * a creature this way is not {T}, so a creature that came under its controller's control this
 * turn can crew (302.6 limits only {T} and attacking). The player chooses which creatures crew
 * (702.122b); when the untapped creatures are one, or all of them are needed, the choice is made
 * for them, and the autopayer (`auto`) taps the fewest and weakest that suffice.
 * Saddle N (CR 702.171a) is the same cost with "other" (`crewOthers`): the Mount itself is never
 * one of the creatures tapped.
 */
import type { CostSpec } from '../state/card-def';
import { characteristics, displayName, hasType } from '../derived/characteristics';
import { restrictionsOf } from '../derived/restrictions';
import { liveObject, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { tap } from '../zones/permanents';
import { forcedChoice, greatestFirst, totalOf } from './total-choice';

/**
 * The untapped creatures `player` controls, with the power each counts now (CR 208.1); `except`:
 * not that one (saddle's "other", CR 702.171a).
 */
export function crewCandidates(ctx: Ctx, player: PlayerId, except?: ObjectId): { id: ObjectId; power: number }[] {
  const out: { id: ObjectId; power: number }[] = [];
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (!o || id === except || o.controller !== player || o.tapped || !hasType(ctx, o, 'creature')) continue;
    out.push({ id, power: countedPower(ctx, o, except !== undefined) });
  }
  return out;
}

/**
 * The power `o` counts for crew (or saddle, `saddle`): its power, plus N for each "crews
 * Vehicles as though its power were N greater" that applies to it ("saddles Mounts and crews
 * …" for saddle too; CR 702.122a, 702.171a).
 */
function countedPower(ctx: Ctx, o: GameObject, saddle: boolean): number {
  let p = characteristics(ctx, o).power ?? 0;
  for (const r of restrictionsOf(ctx, o))
    if (typeof r === 'object' && 'crewsAsThough' in r && (!saddle || r.crewsAsThough.saddle)) p += r.crewsAsThough.more;
  return p;
}

const power = (c: { power: number }) => c.power;

/** Total power of creatures (CR 702.122a: negative power counts as it is). */
function totalPower(c: readonly { power: number }[]): number {
  return totalOf(c, power);
}

/** What the cost is called and its rule: crew (CR 702.122a) or saddle (702.171a). */
function named(cost: CostSpec): { word: string; rule: string; other: string } {
  return cost.crewOthers
    ? { word: 'saddle', rule: RULE.saddle, other: 'other ' }
    : { word: 'crew', rule: RULE.crew, other: '' };
}

/**
 * Why crew N (or saddle N, `source` excluded) can't be paid by `player` now (not enough power
 * among untapped creatures), or null.
 */
export function crewRefusal(
  ctx: Ctx,
  cost: CostSpec,
  player: PlayerId,
  source: ObjectId,
): { reason: string; rule: string } | null {
  if (cost.crew === undefined) return null;
  const positive = crewCandidates(ctx, player, cost.crewOthers ? source : undefined).filter((c) => c.power > 0);
  const most = totalPower(positive);
  if (most >= cost.crew) return null;
  const n = named(cost);
  return {
    reason: `${n.word} ${cost.crew} needs ${n.other}untapped creatures you control with total power ${cost.crew} or greater, and they have ${most}`,
    rule: n.rule,
  };
}

/** The autopayer's choice: one creature that suffices with the least power, else the strongest first until enough. */
function defaultCrew(cands: readonly { id: ObjectId; power: number }[], n: number): ObjectId[] {
  const single = cands.filter((c) => c.power >= n).sort((a, b) => a.power - b.power)[0];
  if (single) return [single.id];
  return greatestFirst(cands, n, power);
}

/** Pays crew N: the chosen untapped creatures with total power N or greater become tapped. */
export function payCrew(
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const n = cost.crew;
  if (n === undefined) return 'done';
  const cands = crewCandidates(ctx, player, cost.crewOthers ? obj.id : undefined);
  const { word, rule, other } = named(cost);
  // Forced: the only choice is every untapped creature (each one is needed).
  let pick: ObjectId[] | undefined = t.auto ? defaultCrew(cands, n) : (forcedChoice(cands, n, power) ?? undefined);
  if (!pick) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: word,
        rule,
        about: obj.id,
        candidates: cands.map((c) => c.id),
        min: 1,
        max: cands.length,
        prompt: `${word === 'crew' ? 'Crew' : 'Saddle'} ${n}: choose ${other}untapped creatures you control with total power ${n} or greater to tap for ${displayName(ctx, obj)}.`,
      });
    }
    pick = ans;
  }
  const chosen = cands.filter((c) => pick.includes(c.id));
  ensure(
    chosen.length === new Set(pick).size && chosen.length > 0,
    `choose ${other}untapped creatures you control to ${word}`,
    rule,
  );
  ensure(
    totalPower(chosen) >= n,
    `the chosen creatures have total power ${totalPower(chosen)}; ${word} ${n} needs ${n} or greater`,
    rule,
  );
  for (const c of chosen) {
    const o = liveObject(ctx, c.id);
    if (o) tap(ctx, o, false, `to ${word} ${displayName(ctx, obj)}`, rule);
  }
  return 'done';
}
