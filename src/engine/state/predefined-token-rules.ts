/**
 * The rule that defines each predefined token (CR 111.10): Treasure, Food, Clue and Blood have
 * rules of their own (111.10a–d); the newer ones cite 111.10 itself. Apart from the tokens'
 * definitions (./predefined-tokens.ts, which load with the rest of the tables: every-step.ts
 * installs them into {@link PREDEFINED_TABLE}) so creating one cites its rule without them.
 */
import type { PredefinedTokenName, TokenSpec } from './card-def';
import { RULE, type RuleNumber } from './rules';

const OWN_RULES: Partial<Record<PredefinedTokenName, RuleNumber>> = {
  Treasure: RULE.treasureToken,
  Food: RULE.foodToken,
  Clue: RULE.clueToken,
  Blood: RULE.bloodToken,
};

/**
 * The predefined tokens' definitions (./predefined-tokens.ts), installed by every-step.ts: the
 * cards that create one load it, and so does a lesson whose document names one
 * (scenario/registry-book.ts).
 */
export const PREDEFINED_TABLE: { tokens?: Readonly<Record<PredefinedTokenName, { token: TokenSpec }>> } = {};

/** The predefined token `name`'s definition; throws when the table is not loaded. */
export function predefinedToken(name: PredefinedTokenName): TokenSpec {
  if (!PREDEFINED_TABLE.tokens)
    throw new Error('the predefined tokens are not loaded: load every step (engine/every-step.ts) first');
  return PREDEFINED_TABLE.tokens[name].token;
}

/** The rule that defines the predefined token `name`. */
export function predefinedTokenRule(name: PredefinedTokenName): RuleNumber {
  return OWN_RULES[name] ?? RULE.predefinedToken;
}
