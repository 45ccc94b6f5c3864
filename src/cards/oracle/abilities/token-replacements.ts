/**
 * Static replacement effects on tokens about to be created (CR 111.2, 614.1a), one
 * `tokensReplaced` each (engine/zones/token-replacements.ts):
 *
 * - "If one or more tokens would be created under your control, twice that many of those tokens
 *   are created instead" (Adrix and Nev), "If an effect would create one or more tokens under
 *   your control, it creates twice that many of those tokens instead" (Parallel Lives); without
 *   "under your control", anyone's tokens (Primal Vigor).
 * - "If one or more tokens would be created under your control, those tokens plus an additional
 *   Food token are created instead" (Peregrin Took), "… those tokens plus a 1/1 green Frog
 *   creature token …" (Quina), "If one or more creature tokens would be created …" (Queen
 *   Allenal: only when one of them is a creature), "… those tokens plus that many 1/1 green
 *   Squirrel creature tokens …" (Chatterfang: one for each token).
 * - "If you would create one or more Treasure tokens, instead create those tokens plus an
 *   additional Treasure token" (Xorn, Tippy-Toe).
 *
 * The token added is read as "Create <it>." is (the effect grammar's token phrase), and must be
 * one plain token. Not read (left as text): "you may create that many Clue tokens instead"
 * (Flitwing), "that many 4/4 white Angel creature tokens … instead" (Divine Visitation), "The
 * first time you would create one or more tokens each turn" (Esix), "instead create one of each"
 * (Academy Manufactor), effects "until end of turn" (Kaya).
 */
import type { ReplacementSpec, StepSpec, TokenSpec } from '../../../engine';
import { newBuild, type CardFacts } from '../build';
import { buildEffect } from '../effects';

/** The card types a token kind may name ("creature tokens", "artifact tokens"); others are subtypes ("Treasure"). */
const TYPES = new Set(['artifact', 'creature', 'enchantment', 'land']);

/** "creature " / "Treasure " before "tokens": the types or subtypes one of the tokens must have. */
function kindOf(word: string | undefined): { types?: string[]; subtypes?: string[] } | null {
  if (word === undefined) return {};
  const w = word.trim();
  if (TYPES.has(w)) return { types: [w] };
  return /^[A-Z][a-z]+$/.test(w) ? { subtypes: [w] } : null;
}

/**
 * "an additional Food token", "a 1/1 green Frog creature token", "that many 1/1 green Squirrel
 * creature tokens": the one token added (read as "Create a … token."), and whether one is added
 * for each token created. Null when not one plain token.
 */
function addedToken(words: string, card: CardFacts): { plus: TokenSpec; thatMany?: true } | null {
  const many = /^that many (.+) tokens( with .+)?$/.exec(words);
  const one = /^(?:an additional|an?) (.+) token( with .+)?$/.exec(words);
  const m = many ?? one;
  if (!m) return null;
  const what = m[1] as string;
  const b = newBuild(card);
  const text = `Create ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} token${m[2] ?? ''}.`;
  if (buildEffect(text, b) !== null) return null;
  const [step, ...rest] = b.steps as StepSpec[];
  if (rest.length || b.targets.length || step?.do !== 'createToken') return null;
  const { do: _do, token, as: _as, ...other } = step;
  if (Object.keys(other).length) return null;
  return { plus: token, ...(many ? { thatMany: true as const } : {}) };
}

/** The token replacement the sentence (its final period dropped) states, or null. */
export function tokenReplacement(s: string, card: CardFacts): ReplacementSpec | null {
  const twice =
    /^If (?:one or more (\w+ )?tokens would be created|an effect would create one or more (\w+ )?tokens)( under your control)?, (?:twice that many of those tokens are created|it creates twice that many of those tokens) instead$/.exec(
      s,
    );
  if (twice) {
    const kind = kindOf(twice[1] ?? twice[2]);
    if (!kind) return null;
    return { kind: 'tokensReplaced', who: twice[3] ? 'you' : 'each', ...kind, times: 2 };
  }
  const created =
    /^If one or more (\w+ )?tokens would be created( under your control)?, those tokens plus (.+) are created instead$/.exec(
      s,
    );
  const create = /^If you would create one or more (\w+ )?tokens, instead create those tokens plus (.+)$/.exec(s);
  const m = created ?? create;
  if (!m) return null;
  const kind = kindOf(m[1]);
  const added = addedToken((created ? created[3] : (create as RegExpExecArray)[2]) as string, card);
  if (!kind || !added) return null;
  // "If you would create …": the tokens you create are created under your control (CR 111.2).
  const who = create || created?.[2] ? 'you' : 'each';
  return { kind: 'tokensReplaced', who, ...kind, ...added };
}
