/**
 * Block requirements (CR 509.1c): "All creatures able to block ~ do so" (Lure, Breaker of
 * Armies; "All Walls able to block ~ do so", Marble Priest), on an attacker as the restriction
 * entry `allAbleBlock` (static or "this turn"). Each such attacker sets, for each creature of the
 * defending player its filter names, the requirement "block this attacker". A creature blocks one
 * attacker, so it obeys at most one requirement; the declaration must obey as many as any
 * declaration within the restrictions could (509.1c).
 *
 * The greatest number is found by a search over the creatures able to block a lure attacker
 * (each blocks one of them or none), within the limits on the number of blockers of each
 * attacker: "can't be blocked by more than N creatures" and menace-like minimums (509.1b,
 * 702.111b) — a creature the requirement doesn't name may still help reach a minimum. Blocks of
 * other attackers never change what the lure attackers allow, so they are left out. There are no
 * costs to block in the engine (509.1d), and no other requirements on blocks. This module
 * installs itself into combat.ts's LAZY_BLOCK as it loads (every-step.ts imports it).
 */
import { displayName, hasType } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import { minimumBlockers, type Refusal } from '../derived/keywords';
import { restrictionsOf } from '../derived/restrictions';
import type { ObjectFilter } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { blockRefusal, LAZY_BLOCK } from './combat';

/** One attacker that must be blocked: which creatures the requirement names, and how many may block it. */
interface Lure {
  attacker: GameObject;
  filters: ObjectFilter[];
  min: number;
  max: number;
}

/** Beyond this many steps the search stops and the declaration is accepted (an unusually large board). */
const SEARCH_LIMIT = 200_000;

function luresOf(ctx: Ctx, attackers: readonly ObjectId[]): Lure[] {
  const out: Lure[] = [];
  for (const id of attackers) {
    const a = peek(ctx, id);
    if (!a || a.zone !== 'battlefield') continue;
    const cant = restrictionsOf(ctx, a);
    const filters = cant.flatMap((r) => (typeof r === 'object' && 'allAbleBlock' in r ? [r.allAbleBlock] : []));
    if (!filters.length) continue;
    const max = Math.min(
      Infinity,
      ...cant.flatMap((r) => (typeof r === 'object' && 'beBlockedByMoreThan' in r ? [r.beBlockedByMoreThan] : [])),
    );
    out.push({ attacker: a, filters, min: minimumBlockers(ctx, a)?.n ?? 1, max });
  }
  return out;
}

/** Whether the requirement of `lure` names `b` ("All Walls able to block ~": a Wall). */
function named(ctx: Ctx, lure: Lure, b: GameObject): boolean {
  return lure.filters.some((f) => matchesFilter(ctx, b, f, lure.attacker.controller, lure.attacker.id));
}

/**
 * The greatest number of requirements a declaration can obey, or null when the search is too
 * long. `options[i]`: the lures creature i can block (indexes into `lures`); `scores[i][j]`: 1 when
 * lure j's requirement names creature i.
 */
function greatest(lures: Lure[], options: number[][], scores: number[][]): number | null {
  const counts = lures.map(() => 0);
  let best = 0;
  let steps = 0;
  const legal = (): boolean =>
    counts.every((n, j) => n === 0 || (n >= (lures[j] as Lure).min && n <= (lures[j] as Lure).max));
  const go = (i: number, score: number): boolean => {
    if (++steps > SEARCH_LIMIT) return false;
    if (i === options.length) {
      if (score > best && legal()) best = score;
      return true;
    }
    // Bound: every creature left obeying one requirement can't beat the best found.
    let rest = 0;
    for (let k = i; k < options.length; k++) if ((scores[k] as number[]).some((s) => s > 0)) rest++;
    if (score + rest <= best) return true;
    for (const j of options[i] as number[]) {
      if (counts[j] === (lures[j] as Lure).max) continue;
      counts[j] = (counts[j] as number) + 1;
      const ok = go(i + 1, score + ((scores[i] as number[])[j] as number));
      counts[j] = (counts[j] as number) - 1;
      if (!ok) return false;
    }
    return go(i + 1, score);
  };
  return go(0, 0) ? best : null;
}

/**
 * Why `blocks` (blocker → attacker, already legal within every restriction) obeys fewer "All
 * creatures able to block ~ do so" requirements than it could (CR 509.1c), or null.
 */
export function blockRequirementUnmet(ctx: Ctx, player: PlayerId, blocks: Record<ObjectId, ObjectId>): Refusal | null {
  const combat = ctx.s.combat;
  if (!combat) return null;
  const lures = luresOf(ctx, Object.keys(combat.attackers));
  if (!lures.length) return null;
  const creatures: GameObject[] = [];
  const options: number[][] = [];
  const scores: number[][] = [];
  for (const id of ctx.s.battlefield) {
    const b = peek(ctx, id);
    if (!b || b.controller !== player || !hasType(ctx, b, 'creature')) continue;
    const can = lures.flatMap((l, j) => (blockRefusal(ctx, b, l.attacker) ? [] : [j]));
    if (!can.length) continue;
    creatures.push(b);
    options.push(can);
    scores.push(lures.map((l, j) => (can.includes(j) && named(ctx, l, b) ? 1 : 0)));
  }
  const obeyed = (b: GameObject, i: number): boolean => {
    const j = lures.findIndex((l) => l.attacker.id === blocks[b.id]);
    return j >= 0 && (scores[i] as number[])[j] === 1;
  };
  const score = creatures.filter(obeyed).length;
  // Without limits on the number of blockers, each creature named can obey one requirement alone.
  const simple = lures.every((l) => l.min <= 1 && l.max === Infinity);
  const best = simple ? scores.filter((s) => s.some((x) => x > 0)).length : greatest(lures, options, scores);
  if (best === null || score >= best) return null;
  const idle = creatures.find((b, i) => !obeyed(b, i) && (scores[i] as number[]).some((x) => x > 0));
  const lure = idle ? lures.find((l, j) => (scores[creatures.indexOf(idle)] as number[])[j] === 1) : undefined;
  return {
    reason:
      idle && lure
        ? `${displayName(ctx, idle)} is able to block ${displayName(ctx, lure.attacker)}, and all creatures able to block it must do so (${best} such blocks are possible, this declaration makes ${score})`
        : `all creatures able to block an attacker with that requirement must do so (${best} such blocks are possible, this declaration makes ${score})`,
    rule: RULE.blockRequirementCount,
  };
}

LAZY_BLOCK.requirement = blockRequirementUnmet;
