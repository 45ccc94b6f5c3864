/**
 * "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets
 * +5/+5 until end of turn instead." (Explosive Growth), "Creatures you control get +1/+1 until
 * end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn
 * instead." (Pride of Conquerors), "Target creature gets -1/-1 until end of turn. Morbid — That
 * creature gets -13/-13 until end of turn instead if a creature died this turn." (Tragic Slip):
 * a rider on the sentence just before it (CR 608.2c). The condition is checked once, before
 * either is followed, and exactly one of the two is followed — never both (so the creature gets
 * +5/+5, not +7/+7).
 *
 * The same holds for damage and counters: "~ deals 1 damage to target creature. If that creature
 * is white or blue, ~ deals 4 damage to it instead." (Lightning Dart), "… If this spell was
 * bargained, destroy that creature instead." (Kellan's Lightblades), "Target player discards a
 * card. If this spell was kicked, that player discards three cards instead." (Hypnotic Cloud), "Put a +1/+1 counter on
 * target creature you control. If that creature is a Human, put two +1/+1 counters on it
 * instead." (Elder Cathar). And for drawing: "Draw a card. If you control a Jace planeswalker,
 * draw three cards instead." (Jace's Triumph) — three cards in all, not four (CR 608.2c, 121.1).
 *
 * Read only where both sentences are nothing but "gets +N/+N" / "has base power and toughness
 * N/N" (with "gains …"), or both nothing but "~ deals N damage to …" / "destroy …", or both
 * nothing but "put N counters on …", or both nothing but "draw N cards" (or "discards N cards") by
 * one same player, for one same object or group and one same duration, and the rider chooses no
 * target of its own; anything else stays text ("If this permanent is an Aura, enchanted creature
 * gets +2/+2 … instead": another object; "you may put it … instead": a choice as well).
 */
import type { Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';

/** The keys each plain instruction may have (anything else: not read). */
const PLAIN_KEYS: Partial<Record<StepSpec['do'], ReadonlySet<string>>> = {
  pump: new Set(['do', 'what', 'power', 'toughness', 'gains', 'until']),
  becomes: new Set(['do', 'what', 'setBase', 'until']),
  damage: new Set(['do', 'amount', 'to']),
  addCounters: new Set(['do', 'what', 'counter', 'count']),
  draw: new Set(['do', 'player', 'count']),
  destroy: new Set(['do', 'what']),
  discard: new Set(['do', 'player', 'count']),
};

/**
 * The kinds that pair only with their own kind or their family's: a pump with a base P/T change,
 * damage with destroying ("~ deals 3 damage to target attacking or blocking creature. If this
 * spell was bargained, destroy that creature instead", Kellan's Lightblades).
 */
const FAMILY: Partial<Record<StepSpec['do'], string>> = {
  pump: 'pt',
  becomes: 'pt',
  damage: 'removal',
  destroy: 'removal',
  addCounters: 'addCounters',
  draw: 'draw',
  discard: 'discard',
};

/** Whether `s` is a plain "gets +N/+N (and gains …) until …", "has base power and toughness N/N until …", "deals N damage to …" or "put N … counters on …". */
function pumpLike(s: StepSpec): boolean {
  const keys = PLAIN_KEYS[s.do];
  return !!keys && Object.keys(s).every((k) => keys.has(k));
}

/** The object, group or player a plain instruction acts on. */
const objectOf = (s: StepSpec): string =>
  JSON.stringify((s as { what?: unknown }).what ?? (s as { to?: unknown }).to ?? (s as { player?: unknown }).player);

/**
 * Lowers the rider: `cond` (already lowered), and `lowerInner` building the sentence followed
 * instead. `prevFrom`: where the steps of the sentence before start. False (the build then
 * restored by the caller) when the sentence before or the rider is not of the form above.
 */
export function lowerPumpInstead(
  b: Build,
  prevFrom: number | undefined,
  cond: Condition,
  lowerInner: () => boolean,
): boolean {
  if (prevFrom === undefined) return false;
  if (!b.steps.slice(prevFrom).every(pumpLike)) return false;
  const targets = b.targets.length;
  const from = b.steps.length;
  if (!lowerInner() || b.targets.length !== targets) return false;
  const after = b.steps.slice(from);
  // "those creatures" after "Creatures you control get +1/+1" kept that instruction's group
  // (groups.ts); as that instruction isn't followed when this one is, they are the same group,
  // read as this one is followed: unwrapped back to the group itself.
  for (let i = prevFrom; i < from; i++) {
    const g = b.steps[i] as StepSpec;
    if (g.do !== 'group' || !pumpLike(g.step)) continue;
    const named = JSON.stringify({ ref: 'var', name: g.as });
    for (const s of after)
      if (JSON.stringify((s as { what?: unknown }).what) === named) Object.assign(s, { what: g.what });
    b.steps[i] = { ...g.step, ...(g.when ? { when: g.when } : {}) };
    b.group = { ambiguous: true };
  }
  if (!after.length || !after.every(pumpLike)) return false;
  const before = b.steps.slice(prevFrom, from);
  if (!before.length || !before.every(pumpLike)) return false;
  const first = before[0] as StepSpec & { until?: unknown };
  const what = objectOf(first);
  const same = (s: StepSpec) => objectOf(s) === what && (s as { until?: unknown }).until === first.until;
  if (!what || ![...before, ...after].every(same)) return false;
  const kinds = new Set([...before, ...after].map((s) => s.do));
  if (new Set([...kinds].map((k) => FAMILY[k])).size > 1) return false;
  // "Draw two cards. If this spell was kicked, draw three cards instead": the kicked spell's own
  // program reads it (abilities/kicked-spell.ts, CR 702.33d).
  if (kinds.has('draw') && 'kicked' in cond) return false;
  const as = freshVar(b, 'instead');
  for (const s of before) s.when = { not: { var: as } };
  for (const s of after) s.when = { var: as };
  b.steps.splice(prevFrom, 0, { do: 'check', condition: cond, as, text: 'Is the other instruction followed instead?' });
  return true;
}
