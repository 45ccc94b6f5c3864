/**
 * Block requirements (CR 509.1c): "All creatures able to block ~ do so" (Lure, Breaker of
 * Armies; "All Walls able to block ~ do so", Marble Priest), on an attacker as the restriction
 * entry `allAbleBlock`, and "~ must be blocked if able" (Canopy Stalker), "… must be blocked by an
 * Eldrazi if able" (Slayer's Cleaver; `mustBeBlocked`), static or "this turn". Each `allAbleBlock`
 * attacker sets, for each creature of the defending player its filter names, the requirement
 * "block this attacker"; each `mustBeBlocked` sets one requirement, "block it with at least one
 * creature (of that kind)". A creature an effect says "blocks ~ if able" (provoke, 702.39a; the
 * effect's `mustBlock`) has the requirement "block this attacker", as if the attacker's
 * `allAbleBlock` named it. A creature blocks one attacker, so it obeys
 * at most one "block this attacker"; the declaration must obey as many requirements as any
 * declaration within the restrictions could (509.1c).
 *
 * The greatest number is found by a search over the creatures able to block an attacker with a
 * requirement (each blocks one of them or none), within the limits on the number of blockers of
 * each attacker: "can't be blocked by more than N creatures" and menace-like minimums (509.1b,
 * 702.111b) — a creature the requirement doesn't name may still help reach a minimum. Blocks of
 * other attackers never change what those attackers allow, so they are left out — unless a
 * creature of the defending player "can't block alone" (509.1b, turn/alone-restrictions.ts):
 * then every attacker is in the search, and a declaration with that creature blocking needs
 * another blocker. There are no costs to block in the engine (509.1d), and no other requirements
 * on blocks. This module installs itself into combat.ts's LAZY_BLOCK as it loads (every-step.ts
 * imports it).
 */
import { displayName, hasType } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import { minimumBlockers, type Refusal } from '../derived/keywords';
import { restrictionsOf } from '../derived/restrictions';
import type { ObjectFilter } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { blockAloneRefusal, cantActAlone } from './alone-restrictions';
import { blockRefusal, LAZY_BLOCK } from './combat';

/** One attacker in the search: which creatures must block it, whether it must be blocked, and how many may block it. */
interface Lure {
  attacker: GameObject;
  filters: ObjectFilter[];
  /** The creatures an effect says block this attacker if able (`mustBlock`, provoke). */
  ids: ObjectId[];
  /**
   * "~ must be blocked (by an Eldrazi) if able": one requirement each, obeyed when at least one
   * creature (the filter names) blocks it; null: any creature.
   */
  must: (ObjectFilter | null)[];
  min: number;
  max: number;
}

/** Beyond this many steps the search stops and the declaration is accepted (an unusually large board). */
const SEARCH_LIMIT = 200_000;

/** The attackers `attackers` as search entries: those with a requirement, or every one when `all`. */
function luresOf(ctx: Ctx, attackers: readonly ObjectId[], all: boolean, blockers: readonly GameObject[]): Lure[] {
  const out: Lure[] = [];
  for (const id of attackers) {
    const a = peek(ctx, id);
    if (!a || a.zone !== 'battlefield') continue;
    const cant = restrictionsOf(ctx, a);
    const filters = cant.flatMap((r) => (typeof r === 'object' && 'allAbleBlock' in r ? [r.allAbleBlock] : []));
    const must = cant.flatMap((r) =>
      typeof r === 'object' && 'mustBeBlocked' in r ? [r.mustBeBlocked === true ? null : r.mustBeBlocked] : [],
    );
    const ids = blockers
      .filter((b) => ctx.s.effects.some((e) => e.object === b.id && e.mustBlock === id))
      .map((b) => b.id);
    if (!filters.length && !must.length && !ids.length && !all) continue;
    const max = Math.min(
      Infinity,
      ...cant.flatMap((r) => (typeof r === 'object' && 'beBlockedByMoreThan' in r ? [r.beBlockedByMoreThan] : [])),
    );
    // The fewest blockers it may have: menace's (702.111b) or "except by three or more creatures" (509.1b).
    const min = Math.max(
      minimumBlockers(ctx, a)?.n ?? 1,
      ...cant.flatMap((r) => (typeof r === 'object' && 'beBlockedByAtLeast' in r ? [r.beBlockedByAtLeast] : [])),
    );
    out.push({ attacker: a, filters, ids, must, min, max });
  }
  return out;
}

/** Whether the requirement of `lure` names `b` ("All Walls able to block ~": a Wall). */
function named(ctx: Ctx, lure: Lure, b: GameObject): boolean {
  return (
    lure.ids.includes(b.id) ||
    lure.filters.some((f) => matchesFilter(ctx, b, f, lure.attacker.controller, lure.attacker.id))
  );
}

/** Whether `b` is a creature "must be blocked (by …)" of `lure` asks for, entry `k`. */
function fits(ctx: Ctx, lure: Lure, k: number, b: GameObject): boolean {
  const f = lure.must[k];
  return !f || matchesFilter(ctx, b, f, lure.attacker.controller, lure.attacker.id);
}

/**
 * What the search knows of each creature i: `options[i]` the lures it can block (indexes into
 * `lures`), `scores[i][j]` 1 when lure j's "all creatures able to block" names it, `fit[i][j][k]`
 * whether it is of the kind lure j's "must be blocked" entry k asks for, `alone[i]` whether it
 * can't block alone.
 */
interface Table {
  options: number[][];
  scores: number[][];
  fit: boolean[][][];
  alone: boolean[];
}

/**
 * The number of requirements an assignment obeys: `choice[i]` the lure creature i blocks (-1:
 * none); one for each creature blocking a lure whose "all creatures able to block" names it, and
 * one for each "must be blocked" entry some creature of its kind blocking that lure obeys.
 */
function obeyedCount(lures: Lure[], choice: number[], t: Table): number {
  let n = 0;
  choice.forEach((j, i) => {
    if (j >= 0) n += (t.scores[i] as number[])[j] as number;
  });
  lures.forEach((l, j) => {
    l.must.forEach((_, k) => {
      if (choice.some((c, i) => c === j && (t.fit[i] as boolean[][])[j]?.[k])) n++;
    });
  });
  return n;
}

/** The "must be blocked" entries an assignment leaves unobeyed (each may still be obeyed by one more creature). */
function openMusts(lures: Lure[], choice: number[], t: Table): number {
  let n = 0;
  lures.forEach((l, j) => {
    l.must.forEach((_, k) => {
      if (!choice.some((c, i) => c === j && (t.fit[i] as boolean[][])[j]?.[k])) n++;
    });
  });
  return n;
}

/** The greatest number of requirements a declaration within the restrictions can obey, or null when the search is too long. */
function greatest(lures: Lure[], t: Table): number | null {
  const { options, scores, alone } = t;
  const counts = lures.map(() => 0);
  const choice = options.map(() => -1);
  let best = 0;
  let steps = 0;
  let blockers = 0;
  let lonely = 0;
  const legal = (): boolean =>
    counts.every((n, j) => n === 0 || (n >= (lures[j] as Lure).min && n <= (lures[j] as Lure).max)) &&
    (lonely === 0 || blockers >= 2);
  const go = (i: number): boolean => {
    if (++steps > SEARCH_LIMIT) return false;
    const score = obeyedCount(lures, choice, t);
    if (i === options.length) {
      if (score > best && legal()) best = score;
      return true;
    }
    // Bound: each creature left obeys at most one "block it" requirement, and each "must be
    // blocked" attacker not yet blocked adds at most one.
    let rest = 0;
    for (let k = i; k < options.length; k++) if ((scores[k] as number[]).some((s) => s > 0)) rest++;
    const open = openMusts(lures, choice, t);
    if (score + rest + open <= best) return true;
    for (const j of options[i] as number[]) {
      if (counts[j] === (lures[j] as Lure).max) continue;
      counts[j] = (counts[j] as number) + 1;
      choice[i] = j;
      blockers++;
      if (alone[i]) lonely++;
      const ok = go(i + 1);
      if (alone[i]) lonely--;
      blockers--;
      choice[i] = -1;
      counts[j] = (counts[j] as number) - 1;
      if (!ok) return false;
    }
    return go(i + 1);
  };
  return go(0) ? best : null;
}

/**
 * Why `blocks` (blocker → attacker, each block already legal) breaks a "can't block alone"
 * restriction (CR 509.1b), or obeys fewer block requirements than it could (509.1c), or null.
 */
export function blockRequirementUnmet(ctx: Ctx, player: PlayerId, blocks: Record<ObjectId, ObjectId>): Refusal | null {
  const combat = ctx.s.combat;
  if (!combat) return null;
  const alone = blockAloneRefusal(ctx, Object.keys(blocks));
  if (alone) return alone;
  const mine: GameObject[] = [];
  for (const id of ctx.s.battlefield) {
    const b = peek(ctx, id);
    if (b && b.controller === player && hasType(ctx, b, 'creature')) mine.push(b);
  }
  const lonely = mine.some((b) => cantActAlone(ctx, b, 'block'));
  let lures = luresOf(ctx, Object.keys(combat.attackers), false, mine);
  if (!lures.length) return null;
  if (lonely) lures = luresOf(ctx, Object.keys(combat.attackers), true, mine);
  const creatures: GameObject[] = [];
  const t: Table = { options: [], scores: [], fit: [], alone: [] };
  for (const b of mine) {
    const can = lures.flatMap((l, j) => (blockRefusal(ctx, b, l.attacker) ? [] : [j]));
    if (!can.length) continue;
    creatures.push(b);
    t.options.push(can);
    t.scores.push(lures.map((l, j) => (can.includes(j) && named(ctx, l, b) ? 1 : 0)));
    t.fit.push(lures.map((l, j) => l.must.map((_, k) => can.includes(j) && fits(ctx, l, k, b))));
    t.alone.push(cantActAlone(ctx, b, 'block'));
  }
  const { scores } = t;
  const choice = creatures.map((b) => lures.findIndex((l) => l.attacker.id === blocks[b.id]));
  const score = obeyedCount(lures, choice, t);
  // Without limits on the number of blockers nor "must be blocked", each creature named can obey one requirement alone.
  const simple = !lonely && lures.every((l) => !l.must.length && l.min <= 1 && l.max === Infinity);
  const best = simple ? scores.filter((s) => s.some((x) => x > 0)).length : greatest(lures, t);
  if (best === null || score >= best) return null;
  const unblocked = lures.find((l, j) =>
    l.must.some((_, k) => !choice.some((c, i) => c === j && t.fit[i]?.[j]?.[k]) && t.fit.some((row) => row[j]?.[k])),
  );
  const idle = creatures.find((_, i) => (choice[i] as number) < 0 && (scores[i] as number[]).some((x) => x > 0));
  const lure = idle ? lures.find((_, j) => (scores[creatures.indexOf(idle)] as number[])[j] === 1) : undefined;
  const counts = lures.some((l) => l.must.length)
    ? `${best} requirements can be obeyed, this declaration obeys ${score}`
    : `${best} such blocks are possible, this declaration makes ${score}`;
  return {
    reason:
      idle && lure?.ids.includes(idle.id)
        ? `${displayName(ctx, idle)} must block ${displayName(ctx, lure.attacker)} if able (${counts})`
        : idle && lure
          ? `${displayName(ctx, idle)} is able to block ${displayName(ctx, lure.attacker)}, and all creatures able to block it must do so (${counts})`
          : unblocked
            ? `${displayName(ctx, unblocked.attacker)} must be blocked${unblocked.must.every((f) => f === null) ? '' : ' by a creature of the kind named'} if able (${counts})`
            : `the block requirements must be obeyed as far as they can be (${counts})`,
    rule: RULE.blockRequirementCount,
  };
}

LAZY_BLOCK.requirement = blockRequirementUnmet;
