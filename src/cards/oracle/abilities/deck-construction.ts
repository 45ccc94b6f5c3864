/**
 * Lines that matter only for building a deck: "~ can be your commander." changes the rules for
 * deck construction and works before the game begins (CR 903.3a, 113.6n). A game in Stackyard
 * has no commander and begins after its decks are built, so within it the line does nothing and
 * leaves nothing to enforce: it compiles to no ability.
 */
import type { AbilityCompiler } from './part';

export const deckConstruction: AbilityCompiler = (text) => (text === '~ can be your commander.' ? {} : null);
