/**
 * The shapes of the `stackyard/scenario@1` document the Forge importer produces, taken from
 * the scenario schema (src/scenario/schema.ts) as written by hand (defaults may be left out).
 */
import type * as z from 'zod/mini';
import type { CardEntry as CardEntrySchema, PlayerSetup, ScenarioInput } from '../schema';

export { PHASES, type Phase, type PlayerId } from '../schema';

/** Zones a player's entry lists (`sideboard` = outside the game). */
export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'sideboard';

/** A card entry: a bare card name or an object. */
export type CardEntry = z.input<typeof CardEntrySchema>;
/** A card entry in object form: exactly one of `card` / `proxy`. */
export type CardEntryObject = Exclude<CardEntry, string>;
/** Keys shared by `card` and `proxy` entries. */
export type CardEntryCommon = Omit<CardEntryObject, 'card' | 'proxy'>;
/** One player's part of the board. */
export type PlayerJson = z.input<typeof PlayerSetup>;
/** A whole scenario document. */
export type ScenarioJson = ScenarioInput & { players: NonNullable<ScenarioInput['players']> };
