/**
 * Keyword abilities as data (CR 702). A keyword without a parameter is its name in lowercase,
 * as Oracle text prints it (`flying`, `first strike`); one with a parameter is a small record
 * (`{ protection: { color: 'B' } }` for "protection from black", `{ landwalk: 'Island' }` for
 * islandwalk). Keywords that are costs or abilities of their own — kicker, flashback, cycling,
 * equip, enchant — are written where those live: `additionalCosts`, `altCosts`, `activated`,
 * `enchant` (see abilities.ts and card.ts). Banding (702.22) is knowingly not modelled.
 */
import type { ManaType } from '../ids';

/** Keyword abilities without a parameter that the engine enforces, with their rules (see derived/keywords.ts). */
export const SIMPLE_KEYWORDS = [
  'flying',
  'reach',
  'trample',
  'haste',
  'vigilance',
  'defender',
  'first strike',
  'double strike',
  'deathtouch',
  'lifelink',
  'menace',
  'hexproof',
  'shroud',
  'indestructible',
  'flash',
  'fear',
  'intimidate',
  'shadow',
  'horsemanship',
  'wither',
  'infect',
  'convoke',
  'improvise',
  'delve',
  'assist',
  'rebound',
  'split second',
  'skulk',
  'umbra armor',
  'ascend',
  'start your engines',
] as const;

/** A keyword ability without a parameter. */
export type SimpleKeyword = (typeof SIMPLE_KEYWORDS)[number];

/**
 * Keyword abilities that are triggered abilities (CR 603): flanking (702.25a). The definition of a
 * card that has one carries it twice over: its triggered ability, written out in `triggered`,
 * does what the keyword does; the keyword, in `keywords`, is what rules asking about it read ("a
 * creature without flanking", 702.25a). An effect that gives one of these alone would give no
 * trigger, so only a card's own keyword line and a static ability that gives the triggered
 * ability with it (`grants`, CR 613.1f) do.
 */
export const TRIGGER_KEYWORDS = ['flanking'] as const;

/** A keyword ability that is a triggered ability written out on its card (see {@link TRIGGER_KEYWORDS}). */
export type TriggerKeyword = (typeof TRIGGER_KEYWORDS)[number];

/**
 * A quality protection is from (CR 702.16a): a colour, a card type ("from artifacts",
 * "from creatures"), a subtype, multicolored/monocolored, or everything.
 */
export type Quality =
  | { color: Exclude<ManaType, 'C'> }
  | { type: string }
  | { subtype: string }
  | { multicolored: true }
  | { monocolored: true }
  | { everything: true }
  /**
   * "protection from the color of your choice" in an instruction (CR 608.2d): the colour its
   * controller chose as it resolved, kept in the resolution variable named; the pump step puts the
   * chosen `{ color }` in the effect it creates, so no object ever has this form.
   */
  | { colorChosen: string };

/** "Protection from [quality]" (CR 702.16). */
export interface ProtectionKeyword {
  protection: Quality;
}

/**
 * Landwalk (CR 702.14): unblockable while the defending player controls a land of that kind:
 * a land subtype (`Island` for islandwalk, `Desert`), or `nonbasic` / `legendary`.
 */
export interface LandwalkKeyword {
  landwalk: string;
}

/**
 * Toxic N (CR 702.164): combat damage the creature deals to a player also gives that player
 * poison counters equal to its total toxic value (702.164c). Each instance is its own ability.
 */
export interface ToxicKeyword {
  toxic: number;
}

/** Any keyword ability an object can have. */
export type Keyword = SimpleKeyword | TriggerKeyword | ProtectionKeyword | LandwalkKeyword | ToxicKeyword;

/** Whether two keywords are the same ability (parameterised ones compare their parameter). */
export function sameKeyword(a: Keyword, b: Keyword): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}
