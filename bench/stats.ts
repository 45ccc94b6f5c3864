/**
 * Figures for the benchmark report: every figure has a target and the ratio measured/target
 * (below 1 means the target is met, for "at most" targets).
 */
export interface Figure {
  group: string;
  name: string;
  value: number;
  unit: string;
  target: number | null;
  /** measured / target; null when there is no target. */
  ratio: number | null;
  note?: string;
}

export function figure(
  group: string,
  name: string,
  value: number,
  unit: string,
  target: number | null,
  note?: string,
): Figure {
  return { group, name, value, unit, target, ratio: target ? value / target : null, ...(note ? { note } : {}) };
}

/** Percentile of ascending-sorted samples (linear interpolation). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = (sorted.length - 1) * p;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (i - lo);
}
