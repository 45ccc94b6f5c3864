/**
 * The creature types (CR 205.3m, ./creature-types.ts) for the engine's eagerly loaded code, installed
 * by every-step.ts: only some cards need them — changeling's every creature type (702.73a),
 * choosing a creature type as a permanent enters (614.12), type changes that keep or replace
 * creature types (205.1) — and ../steps-ready.ts loads them with those cards. Read before then,
 * they throw rather than read nothing.
 */
export const CREATURE_TYPE_LIST: { types?: readonly string[]; is?: (subtype: string) => boolean } = {};

function list(): Required<typeof CREATURE_TYPE_LIST> {
  if (!CREATURE_TYPE_LIST.types || !CREATURE_TYPE_LIST.is)
    throw new Error('the creature types are not loaded: load every step (engine/every-step.ts) first');
  return CREATURE_TYPE_LIST as Required<typeof CREATURE_TYPE_LIST>;
}

/** Every creature type (CR 205.3m). */
export function creatureTypes(): readonly string[] {
  return list().types;
}

/** Whether a subtype is a creature type (CR 205.3m). */
export function isCreatureType(subtype: string): boolean {
  return list().is(subtype);
}
