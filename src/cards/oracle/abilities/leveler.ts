/**
 * Leveler cards (CR 711, the "leveler" layout). "Level up [cost]" (702.87a) means "[Cost]: Put a
 * level counter on this permanent. Activate only as a sorcery." Each striated section, "LEVEL
 * N1-N2" or "LEVEL N3+" followed by a power/toughness box and abilities, means "As long as this
 * creature has at least N1 level counters on it, but no more than N2 level counters on it, it
 * has base power and toughness [P/T] and has [abilities]" (711.2a; with no upper bound for
 * "N3+", 711.2b). Abilities printed before the first section are always had (711.4).
 *
 * {@link levelUp} compiles the keyword; {@link levelStripe} reads a section's heading,
 * {@link levelBox} its P/T box and {@link withLevelCounters} turns the abilities of the section
 * into ones had only in its range: a static ability gets the range as a condition, and a keyword,
 * an activated or a triggered ability becomes a static ability that gives it to this permanent
 * within the range (layer 6, 613.1f). Any other kind (a replacement effect, say) is refused: the
 * engine would have it at every level.
 */
import type { Condition, Range, StaticSpec } from '../../../engine';
import { parseCost } from './costs';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult, type Part } from './part';

/** "Level up [cost]" (CR 702.87a): the activated ability it stands for. */
export const levelUp: AbilityCompiler = (text) => {
  const m = /^Level up (.+)$/i.exec(text);
  if (!m) return null;
  const cost = parseCost(m[1] as string);
  if (!cost) return refuse(`the level up cost "${m[1]}" is not understood`);
  return {
    activated: [
      {
        cost,
        steps: [{ do: 'addCounters', what: { ref: 'source' }, counter: 'level', count: 1 }],
        limits: { sorcerySpeed: true },
        text,
      },
    ],
  };
};

/** "LEVEL 1-3" → { min: 1, max: 3 }; "LEVEL 4+" → { min: 4 } (CR 711.2a–b); else null. */
export function levelStripe(text: string): (Range & { min: number }) | null {
  const m = /^LEVEL (\d+)(?:-(\d+)|\+)$/.exec(text.trim());
  if (!m) return null;
  const min = Number(m[1]);
  return m[2] === undefined ? { min } : { min, max: Number(m[2]) };
}

/** "4/4" (a section's power/toughness box) → [4, 4], or null. */
export function levelBox(text: string): [number, number] | null {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** "this permanent has between `range.min` and `range.max` level counters on it". */
export function levelCondition(range: Range): Condition {
  const counters = { countersOn: { ref: 'source' as const }, counter: 'level' };
  const parts: Condition[] = [{ compare: [counters, '>=', range.min ?? 0] }];
  if (range.max !== undefined) parts.push({ compare: [counters, '<=', range.max] });
  return parts.length === 1 ? (parts[0] as Condition) : { all: parts };
}

/** The section's P/T box as a static ability: base power and toughness in its range (layer 7b, CR 711.2a). */
export function levelBoxStatic(range: Range, [power, toughness]: [number, number]): StaticSpec {
  return { affects: { self: true }, setBase: { power, toughness }, condition: levelCondition(range) };
}

/** The abilities of a level section (CR 711.2a), had only while this permanent's level counters are in `range`. */
export function withLevelCounters(r: AbilityResult, range: Range): AbilityResult {
  if (!r || isRefusal(r)) return r;
  const other = Object.keys(r).filter((k) => !['keywords', 'activated', 'triggered', 'statics'].includes(k));
  if (other.length) return refuse(`a leveler's ability of this kind (${other.join(', ')}) is not enforced yet`);
  const condition = levelCondition(range);
  const statics: StaticSpec[] = (r.statics ?? []).map((s) => ({
    ...s,
    condition: s.condition ? { all: [s.condition, condition] } : condition,
  }));
  if (r.keywords?.length) statics.push({ affects: { self: true }, gains: r.keywords, condition });
  const grants = [
    ...(r.activated ?? []).map((activated) => ({ activated })),
    ...(r.triggered ?? []).map((triggered) => ({ triggered })),
  ];
  if (grants.length) statics.push({ affects: { self: true }, grants, condition });
  const part: Part = { statics };
  return part;
}
