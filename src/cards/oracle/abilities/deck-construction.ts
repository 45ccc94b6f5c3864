/**
 * Lines that matter only for building a deck: "~ can be your commander." changes the rules for
 * deck construction and works before the game begins (CR 903.3a, 113.6n). So do partner and its
 * variants (CR 702.124: "Partner", "Partner—Friends forever", "Partner—Character select",
 * "Choose a Background", "Doctor's companion"), which say which two commanders a deck may have.
 * A game in Stackyard has no commander and begins after its decks are built, so within it such a
 * line does nothing and leaves nothing to enforce: it compiles to no ability. "Partner with
 * [name]" is not one of them: it also has a triggered ability (702.124j, partner-with.ts).
 */
import type { AbilityCompiler } from './part';

const DECK_CONSTRUCTION_ONLY =
  /^(?:~ can be your commander\.|Choose a Background|Doctor's companion|Partner—[A-Z][A-Za-z &']*)$/;

export const deckConstruction: AbilityCompiler = (text) => (DECK_CONSTRUCTION_ONLY.test(text) ? {} : null);
