/**
 * "… that's a Wolf or a Werewolf", "… that's a token or a Rabbit", "… that's an artifact or
 * Human", "each creature that's a Barbarian, a Warrior, or a Berserker", "creatures you control
 * that are Zombies or Mutants": a qualifier after the head naming what else the object is, any one
 * of the kinds listed (subtypes CR 205.3, card types 205.2, a token 111.1) on top of the head.
 * Subtypes alone add to the head's own (the head must have none); a mix of kinds is one `anyOf`.
 */
import type { ObjectFilter } from '../../../engine';
import type { Mod } from './objects';
import { alt, as, list, map, opt, seq, lit, w, type P } from './peg';
import { cardType, color, subtype } from './words';

type Kind = { subtype: string } | { type: string } | { token: true };

/** One kind, singular ("a Wolf", "Mutant", "an artifact", "a token") or plural ("Zombies", "tokens"). */
function kind(plural: boolean): P<Kind> {
  const noun = alt(
    map(subtype, (s): Kind | null => (s.plural === plural || s.invariant ? { subtype: s.subtype } : null)),
    map(cardType, (t): Kind | null => (t.plural === plural ? { type: t.type } : null)),
    map(w(plural ? 'tokens' : 'token'), (): Kind => ({ token: true })),
  );
  return plural ? noun : map(seq(opt(w('a', 'an')), noun), ([, k]) => k);
}

/** The filter change for "is one of `kinds`"; refused where the head already says as much. */
function isOneOf(kinds: Kind[]): Mod {
  return (f: ObjectFilter) => {
    const subs = kinds.flatMap((k) => ('subtype' in k ? [k.subtype] : []));
    if (subs.length === kinds.length) {
      if (f.subtypes || f.allSubtypes) return false;
      f.subtypes = subs;
      return true;
    }
    if (f.anyOf) return false;
    f.anyOf = kinds.map((k): ObjectFilter =>
      'subtype' in k ? { subtypes: [k.subtype] } : 'type' in k ? { types: [k.type] } : { token: true },
    );
    return true;
  };
}

/** The qualifier (see the module's comment). */
export const kindQualifier: P<Mod> = alt(
  // "that's one or more colors" (CR 105.2: not colorless), "that's green or white" (either colour).
  as(
    lit("that's one or more colors"),
    ((f: ObjectFilter) => !f.colorCount && ((f.colorCount = { min: 1 }), true)) as Mod,
  ),
  map(
    seq(lit("that's"), list(color, 'or')),
    ([, cs]): Mod =>
      (f) =>
        cs.length > 1 && !f.colors && ((f.colors = cs), true),
  ),
  map(seq(lit("that's"), list(kind(false), 'or')), ([, ks]) => isOneOf(ks)),
  map(seq(lit('that are'), list(kind(true), 'or')), ([, ks]) => isOneOf(ks)),
);
