/**
 * Animation speed: a multiplier of the table's animation durations, 0 meaning off. `?anim=0` in
 * the page URL forces animations off (tests run that way); `?anim=2` starts at double speed.
 */
export const ANIM_SPEEDS = [0, 0.5, 1, 2] as const;
export type AnimSpeed = (typeof ANIM_SPEEDS)[number];

export const ANIM_SPEED_LABELS: Record<AnimSpeed, string> = { 0: 'Off', 0.5: 'Slow', 1: 'Normal', 2: 'Fast' };

/** The speed the URL asks for, if any; `locked` when the URL turns animations off. */
export function animFromSearch(search: string): { speed: AnimSpeed; locked: boolean } | null {
  const value = new URLSearchParams(search).get('anim');
  if (value === null) return null;
  if (value === '0' || value === 'off' || value === 'false') return { speed: 0, locked: true };
  const n = Number(value);
  const speed = ANIM_SPEEDS.find((s) => s === n);
  return speed === undefined ? null : { speed, locked: false };
}

/** Seconds for an animation of `base` seconds at `speed` (0 when off; faster speeds are shorter). */
export function duration(base: number, speed: AnimSpeed): number {
  return speed === 0 ? 0 : base / speed;
}
