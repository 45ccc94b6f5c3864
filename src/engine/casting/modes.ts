/**
 * Modal spells (CR 700.2): "Choose one —" and the like. The modes are chosen as the spell is
 * cast (CR 601.2b), before its targets, which come from the chosen modes only (601.2c); a mode
 * whose targets can't be chosen can't be chosen. The chosen modes are kept on the spell, so its
 * copies keep them (CR 707.10). The spell's program is the chosen modes' targets and steps in
 * the order the modes are written, each mode's target slots numbered after the earlier ones'.
 * Entwine (CR 702.42a) lets the caster choose every mode for an additional cost.
 */
import type { AdditionalCost, ModeChoice, SpellSpec, StepSpec, TargetSpec, TriggeredSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import { hasLegalTargets } from '../derived/filters';
import { READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/** A spell's targets and steps. */
export interface SpellProgram {
  targets: TargetSpec[];
  steps: StepSpec[];
}

const NONE: SpellProgram = { targets: [], steps: [] };
const cache = new WeakMap<SpellSpec, Map<string, SpellProgram>>();

/** A copy of `value` with every `{ ref: 'target', slot }` moved by `offset`. */
function shiftSlots<T>(value: T, offset: number): T {
  if (!offset || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => shiftSlots(v, offset)) as T;
  const rec = value as Record<string, unknown>;
  if (rec.ref === 'target' && typeof rec.slot === 'number') return { ...rec, slot: rec.slot + offset } as T;
  return Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, shiftSlots(v, offset)])) as T;
}

/**
 * The targets and steps of a spell for the chosen modes; a modal spell with no modes chosen
 * yet has none. Cached per spell and choice.
 */
export function programFor(spec: SpellSpec, modes: readonly number[] | undefined): SpellProgram {
  if (!spec.modes) return spec;
  if (!modes?.length) return NONE;
  const key = [...modes].sort((a, b) => a - b).join(',');
  let byKey = cache.get(spec);
  if (!byKey) cache.set(spec, (byKey = new Map()));
  let prog = byKey.get(key);
  if (!prog) {
    const targets: TargetSpec[] = [];
    const steps: StepSpec[] = [];
    for (const i of key.split(',').map(Number)) {
      const mode = spec.modes.options[i];
      if (!mode) continue;
      steps.push(...shiftSlots(mode.steps, targets.length));
      targets.push(...mode.targets);
    }
    byKey.set(key, (prog = { targets, steps }));
  }
  return prog;
}

const triggerSpecs = new WeakMap<NonNullable<TriggeredSpec['modes']>, SpellSpec>();

/**
 * A modal triggered ability's targets and steps for the chosen modes (CR 603.3c, 700.2), built
 * the way a modal spell's are.
 */
export function modalTriggerProgram(spec: TriggeredSpec, modes: readonly number[] | undefined): SpellProgram {
  if (!spec.modes) return { targets: spec.targets ?? [], steps: spec.steps };
  let asSpell = triggerSpecs.get(spec.modes);
  if (!asSpell) triggerSpecs.set(spec.modes, (asSpell = { targets: [], steps: [], modes: spec.modes }));
  return programFor(asSpell, modes);
}

/** The modes of a modal spell that could be chosen now: every target of the mode has a legal choice (CR 601.2c). */
export function availableModes(ctx: Ctx, spec: SpellSpec, player: PlayerId, spell: GameObject): number[] {
  if (!spec.modes) return [];
  const out: number[] = [];
  spec.modes.options.forEach((m, i) => {
    if (m.targets.every((t) => t.countIsX || hasLegalTargets(ctx, t, player, spell.id))) out.push(i);
  });
  return out;
}

/**
 * The mode choice as it stands while the modes are chosen (CR 601.2b, 603.3c): with "If …, you may
 * choose both instead" (700.2), the larger choice while the condition holds for `you` and `source`.
 */
export function modeChoiceNow(ctx: Ctx, modal: ModeChoice, you: PlayerId, source: ObjectId): ModeChoice {
  const more = modal.instead;
  if (!more || !conditionHolds(ctx, READER, { you, source }, more.condition)) return modal;
  return { ...modal, count: more.count, min: more.min };
}

/** The fewest modes chosen for `modal` (CR 700.2: "Choose one or both —" is one at least). */
export function fewestModes(modal: ModeChoice): number {
  return modal.min ?? modal.count;
}

/** The modes that may be chosen next among `open` ones: each at most once unless `repeat` (CR 700.2d). */
export function modesLeft(modal: ModeChoice, chosen: readonly number[], open: readonly number[]): number[] {
  return modal.repeat ? [...open] : open.filter((i) => !chosen.includes(i));
}

/** The answer "no more modes", offered once the fewest modes are chosen (CR 700.2). */
export const NO_MORE_MODES = 'no-more-modes';

/** The answer "all modes", offered first when the spell's entwine cost could be paid (CR 702.42a). */
export const ALL_MODES_ENTWINED = 'entwine';

/**
 * The entwine cost of a spell whose chosen modes are all of them, more than the number specified
 * (CR 702.42a: chosen so only by paying it), or null.
 */
export function entwineCost(
  modal: ModeChoice,
  additional: readonly AdditionalCost[] | undefined,
  chosen: readonly number[] | undefined,
): string | null {
  const entwine = additional?.find((c) => c.kind === 'entwine');
  if (!entwine || entwine.kind !== 'entwine' || !chosen) return null;
  return chosen.length > modal.count && chosen.length === modal.options.length ? entwine.mana : null;
}

/**
 * The options of the next mode choice: the modes left, and "No more modes" once `chosen` has
 * the fewest (CR 700.2).
 */
export function modeOptions(
  modal: ModeChoice,
  chosen: readonly number[],
  left: readonly number[],
): { value: string; label: string }[] {
  const out = left.map((i) => ({ value: String(i), label: modal.options[i]?.text ?? String(i) }));
  if (chosen.length >= fewestModes(modal)) out.push({ value: NO_MORE_MODES, label: 'No more modes' });
  return out;
}

/** The prompt of the next mode choice for `name` ("Choose mode 2 of 2 for …", "Choose another mode for …"). */
export function modePrompt(modal: ModeChoice, chosen: readonly number[], name: string): string {
  if (fewestModes(modal) === modal.count)
    return `Choose ${modal.count === 1 ? 'a mode' : `mode ${chosen.length + 1} of ${modal.count}`} for ${name}.`;
  return `Choose ${chosen.length ? 'another mode' : 'a mode'} for ${name} (${fewestModes(modal)} to ${modal.count}).`;
}
