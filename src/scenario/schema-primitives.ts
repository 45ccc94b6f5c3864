/**
 * Building blocks of the scenario schema (docs/scenario-format.md): limits, ids, names, players,
 * phases, zones and mana. The error texts given here are noun phrases ("an id (...)") that the
 * restore step places in `expected ..., got ...` messages, or whole sentences for refinements.
 */
import * as z from 'zod/mini';
import { STEPS } from '../engine';
import { MAX_SCENARIO_ENTRIES } from './limits';

/** Size limits of a scenario; anything beyond them is a problem, never silently cut. */
export const LIMITS = {
  /** Characters in a card, proxy or chosen name (the longest real card name is 141). */
  nameLength: 141,
  titleLength: 200,
  /** Characters in any other string (description, type line, proxy text...). */
  textLength: 2_000,
  /** Characters in lesson text (the ruling and each step). */
  lessonTextLength: 10_000,
  /** Entries in one zone (a player's battlefield: up to 4,000 permanents in all, which the engine still plays at about 50 ms an action). */
  zoneEntries: 2_000,
  totalEntries: MAX_SCENARIO_ENTRIES,
  scriptActions: 2_000,
  /** Entries in short lists: targets, attackers, blockers, rule numbers, a decision's answers. */
  listItems: 100,
  /** Largest life total, count, damage or X (and smallest life as its negative). */
  bigNumber: 1_000_000,
} as const;

/** A scenario id: 1–40 ASCII letters, digits, `_` or `-`. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** C0 and C1 control characters (line breaks, tabs, escape...), refused in names. */
const CONTROL = /\p{Cc}/u;

/** The two seats. */
export const PLAYER_IDS = ['p1', 'p2'] as const;
/** `"p1"` or `"p2"`. */
export const PlayerId = z.enum(PLAYER_IDS);
/** `"p1"` or `"p2"`. */
export type PlayerId = z.infer<typeof PlayerId>;

/** Steps of a turn in order (CR 500; the main phases are single steps): the engine's list. */
export const PHASES = STEPS;
/** One of {@link PHASES}. */
export const Phase = z.enum(PHASES);
/** A step of the turn, e.g. `"main1"`. */
export type Phase = z.infer<typeof Phase>;

/**
 * Zones each player lists in a scenario, in document order (`sideboard`: outside the game;
 * `command`: the command zone, CR 408).
 */
export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'sideboard', 'command'] as const;
/** One of {@link ZONES}. */
export const Zone = z.enum(ZONES);
/** A zone a player lists cards in. */
export type Zone = z.infer<typeof Zone>;

/** Where a `{ name, zone, player }` reference may look: a player's zone or the stack. */
export const REF_ZONES = [...ZONES, 'stack'] as const;
/** One of {@link REF_ZONES}. */
export const RefZone = z.enum(REF_ZONES);
/** A zone a `{ name, zone, player }` reference may name. */
export type RefZone = z.infer<typeof RefZone>;

/** A mana symbol: a colour or colorless (CR 106.1). */
export const ManaSymbol = z.enum(['W', 'U', 'B', 'R', 'G', 'C']);
/** `W`, `U`, `B`, `R`, `G` or `C`. */
export type ManaSymbol = z.infer<typeof ManaSymbol>;

/** A mana pool as symbols, e.g. `"UUG"`; at most 100 symbols. */
export const ManaPool = z
  .string()
  .check(z.maxLength(100), z.regex(/^[WUBRGC]*$/, { error: 'mana symbols W, U, B, R, G or C, e.g. "UUG"' }));

/** A local id an entry carries: {@link ID_PATTERN}, and not `p1`/`p2`, which name the players. */
export const EntryId = z.string().check(
  z.regex(ID_PATTERN, { error: 'an id (1 to 40 letters, digits, "_" or "-")' }),
  z.refine((id: string) => id !== 'p1' && id !== 'p2', {
    error: 'the ids "p1" and "p2" name the players; choose another id',
  }),
);

/** A reference by id to an entry, or (where allowed) to a player: matches {@link ID_PATTERN}. */
export const IdRef = z.string().check(z.regex(ID_PATTERN, { error: 'an id (1 to 40 letters, digits, "_" or "-")' }));

/** A name: 1–141 characters without control characters. Markup is kept as plain text. */
export const Name = z.string().check(
  z.minLength(1),
  z.maxLength(LIMITS.nameLength),
  z.refine((name: string) => !CONTROL.test(name), {
    error: 'a name must not contain line breaks or other control characters',
  }),
);

/** Free text of at most `max` characters (default {@link LIMITS.textLength}). */
export function text(max: number = LIMITS.textLength) {
  return z.string().check(z.maxLength(max));
}

/** A whole number from 0 to {@link LIMITS.bigNumber}. */
export const Count = z.int().check(z.minimum(0), z.maximum(LIMITS.bigNumber));
