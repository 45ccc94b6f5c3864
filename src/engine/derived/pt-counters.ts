/**
 * Counters that change power and toughness (CR 122.1a): "+1/+1", "-1/-1", "+1/+0", "-0/-1", ...
 * Their total is applied in layer 7c with the other modifications (CR 613.4c).
 */

const PT = /^([+-])(\d+)\/([+-])(\d+)$/;
const parsed = new Map<string, { power: number; toughness: number } | null>();

/** The P/T change of one counter of this kind, or null if it is not a P/T counter. */
export function ptOfCounter(kind: string): { power: number; toughness: number } | null {
  let hit = parsed.get(kind);
  if (hit === undefined) {
    const m = PT.exec(kind);
    hit = m
      ? { power: (m[1] === '-' ? -1 : 1) * Number(m[2]), toughness: (m[3] === '-' ? -1 : 1) * Number(m[4]) }
      : null;
    parsed.set(kind, hit);
  }
  return hit;
}

/** The total P/T change from the P/T counters on an object (zero when it has none). */
export function countersPT(counters: Record<string, number>): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const kind in counters) {
    const n = counters[kind] ?? 0;
    const pt = n ? ptOfCounter(kind) : null;
    if (!pt) continue;
    power += pt.power * n;
    toughness += pt.toughness * n;
  }
  return { power, toughness };
}

/** Whether any P/T counter on an object lowers toughness (a cheap test for state-based actions). */
export function countersLowerToughness(counters: Record<string, number>): boolean {
  for (const kind in counters) if ((counters[kind] ?? 0) > 0 && (ptOfCounter(kind)?.toughness ?? 0) < 0) return true;
  return false;
}
