/**
 * Predefined tokens (CR 111.10): an effect that says "create a Treasure token" creates a token
 * with the characteristics the rules define, abilities included. Each is a colourless artifact
 * token of one artifact type, named after it ("Treasure Token", CR 111.4).
 */
import type { PredefinedTokenName, TokenSpec } from './card-def';
import { RULE, type RuleNumber } from './rules';

function artifactToken(name: PredefinedTokenName, activated: NonNullable<TokenSpec['activated']>): TokenSpec {
  return { typeLine: `Token Artifact — ${name}`, colors: [], activated, predefined: name };
}

/** The predefined tokens and the rule that defines each. */
export const PREDEFINED_TOKENS: Record<PredefinedTokenName, { token: TokenSpec; rule: RuleNumber }> = {
  // "{T}, Sacrifice this token: Add one mana of any color." — a mana ability (CR 605.1a).
  Treasure: {
    rule: RULE.treasureToken,
    token: artifactToken('Treasure', [
      {
        cost: { tap: true, sacrificeSelf: true },
        mana: { kind: 'anyColor' },
        text: '{T}, Sacrifice this token: Add one mana of any color.',
      },
    ]),
  },
  Food: {
    rule: RULE.foodToken,
    token: artifactToken('Food', [
      {
        cost: { mana: '{2}', tap: true, sacrificeSelf: true },
        steps: [{ do: 'gainLife', player: { ref: 'you' }, amount: 3 }],
        text: '{2}, {T}, Sacrifice this token: You gain 3 life.',
      },
    ]),
  },
  Clue: {
    rule: RULE.clueToken,
    token: artifactToken('Clue', [
      {
        cost: { mana: '{2}', sacrificeSelf: true },
        steps: [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
        text: '{2}, Sacrifice this token: Draw a card.',
      },
    ]),
  },
  Blood: {
    rule: RULE.bloodToken,
    token: artifactToken('Blood', [
      {
        cost: { mana: '{1}', tap: true, discard: { count: 1 }, sacrificeSelf: true },
        steps: [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
        text: '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.',
      },
    ]),
  },
};

/** Whether `name` is a predefined token's (for "a Treasure token"). */
export function isPredefinedToken(name: string): name is PredefinedTokenName {
  return Object.hasOwn(PREDEFINED_TOKENS, name);
}
