/**
 * Tokens that are copies (CR 707.2, 111.1): "create a token that's a copy of target creature you
 * control", "create two tokens that are copies of ~", "create a tapped token that's a copy of
 * that creature". What is copied is one object; its exceptions ("…, except it isn't legendary",
 * 707.9b) are read by ../copy-exceptions.ts.
 */
import { RULE, type CopyException, type TokenSpec } from '../../../../engine';
import { tokenCopyExceptions, type ExceptionRead } from '../copy-exceptions';
import { tokenAbilities } from './misc';
import type { AmountNode } from '../amounts';
import { lowerAmount } from '../amounts';
import { freshVar, nameTokens, type Build } from '../../build';
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { countOrX, self } from '../words';
import { isOneObject, type LowerTable, type VerbEntry } from './verb';

export type TokensVp =
  | { k: 'createTokenCopy'; n: AmountNode; tapped: boolean; attacking: boolean; of: NP; except?: ExceptionRead }
  | { k: 'attachSelf'; to: NP }
  | { k: 'populate' };

/** "a token that's a copy of", "two tokens that are copies of" (the count and the nouns agree). */
const tokenCopies = map(
  seq(
    countOrX,
    opt(alt(as(lit('tapped and attacking'), 'attacking' as const), as(w('tapped'), 'tapped' as const))),
    alt(
      map(lit("token that's a copy of"), () => false),
      map(lit('tokens that are copies of'), () => true),
    ),
  ),
  ([c, tapped, plural]) =>
    (c === 1) === !plural
      ? {
          n: (c === 'X' ? { k: 'x' } : { k: 'n', n: c }) as AmountNode,
          tapped: !!tapped,
          attacking: tapped === 'attacking',
        }
      : null,
);

/** "and that's tapped and attacking", "and that are tapped and attacking" (CR 508.4), after the original named. */
const enteringAfter = map(
  seq(w('and'), alt(as(w("that's"), false), as(lit('that are'), true)), lit('tapped and attacking')),
  ([, plural]) => ({ plural }),
);

export const TOKENS_VERBS: VerbEntry<TokensVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('create', 'creates'), tokenCopies, alt(objectRef, targetNP), opt(enteringAfter), opt(tokenCopyExceptions)),
      ([, t, of, after, except]) => {
        // "… tokens that are copies of it and that are tapped and attacking": the number agrees.
        if (after && (after.plural !== (t.n.k !== 'n' || t.n.n !== 1) || t.tapped)) return null;
        return {
          k: 'createTokenCopy',
          ...t,
          ...(after ? { tapped: true, attacking: true } : {}),
          of,
          ...(except ? { except } : {}),
        } as TokensVp;
      },
    ),
  },
  // "Populate", "create a 3/3 green Centaur creature token, then populate" (CR 701.36a).
  { subject: 'player', parse: as(w('populate', 'populates'), { k: 'populate' } as TokensVp) },
  // "create a 1/1 white Soldier creature token, then attach this Equipment to it" (CR 701.3).
  {
    subject: 'player',
    parse: map(seq(w('attach'), self, w('to'), objectRef), ([, , , to]) => ({ k: 'attachSelf', to }) as TokensVp),
  },
];

export const LOWER_TOKENS: LowerTable<TokensVp> = {
  /**
   * "Attach this Equipment to it" (CR 701.3a): the Equipment (if still on the battlefield) becomes
   * attached to the object just named — the token created — if that is still on the battlefield;
   * an illegal attachment is undone by state-based actions (704.5n). Only an Equipment's own text,
   * and only "it" naming what an earlier instruction created.
   */
  attachSelf: (v, c) => {
    if (c.actor.ref !== 'you' || !c.b.card.isEquipment) return false;
    const to = lowerNP(c.b, v.to, 'object');
    // Or the permanent whose entering triggered the ability ("Whenever a Rogue creature enters,
    // you may attach this Equipment to it"): not a target; the attach step checks it may be
    // equipped, or the Equipment doesn't move (CR 701.3b, 301.5c).
    if (to?.ref === 'trigger' && to.key === 'permanent') {
      c.b.steps.push({ do: 'attachEquipment', what: { ref: 'source' }, to });
      return true;
    }
    if (!to || to.ref !== 'var') return false;
    c.b.steps.push({ do: 'attach', what: { ref: 'source' }, to });
    return true;
  },
  /**
   * Populate (CR 701.36a): choose a creature token you control — not a target, chosen as the
   * instruction is followed, so a token created just before may be chosen — and create a token
   * that's a copy of it (its copiable values: what the effect that made it defined, 707.2). With
   * no creature token, no token is created (701.36b).
   */
  populate: (_v, c) => {
    if (c.actor.ref !== 'you') return false;
    const chosen = freshVar(c.b, 'populated');
    c.b.steps.push({
      do: 'choose',
      from: { matching: { types: ['creature'], token: true, controller: 'you' } },
      as: chosen,
      prompt: 'choose a creature token you control to copy (populate)',
      rule: RULE.populate,
    });
    const as = freshVar(c.b, 'token');
    c.b.steps.push({ do: 'createTokenCopy', of: { ref: 'var', name: chosen }, as, when: { var: chosen } });
    nameTokens(c.b, as, true);
    return true;
  },
  createTokenCopy: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    // "a copy of ~" on an instant or sorcery would copy a spell: not a token (CR 111.1).
    if (v.of.k === 'self' && c.b.card.isSpell) return false;
    const n = lowerAmount(c.b, v.n);
    const of = n === null ? null : lowerNP(c.b, v.of, 'object');
    if (n === null || !of || !isOneObject(c.b, of)) return false;
    const except = v.except ? copyException(v.except, c.b.card) : undefined;
    if (except === null) return false;
    const as = freshVar(c.b, 'token');
    c.b.steps.push({
      do: 'createTokenCopy',
      of,
      ...(n !== 1 ? { count: n } : {}),
      ...(v.tapped ? { tapped: true } : {}),
      ...(v.attacking ? { attacking: true as const } : {}),
      ...(except ? { except } : {}),
      as,
    });
    // "it" / "them" after this are the tokens just created.
    nameTokens(c.b, as, n === 1);
    return true;
  },
};

/**
 * The exceptions as the step takes them: quoted triggered abilities compiled as a token's own
 * (CR 113.1b, "this token" the copy); null when one can't be enforced, or is no triggered ability.
 */
export function copyException(read: ExceptionRead, card: Build['card']): CopyException | null {
  const { quotes, ...except } = read;
  if (!quotes) return except;
  const had: TokenSpec = { typeLine: 'Token', colors: [] };
  const got = tokenAbilities.read?.(
    quotes.map((quote) => ({ quote })),
    had,
    card,
  );
  // Triggered abilities only: the engine finds an activated ability by its card's definition.
  if (!got?.text || !got.triggered || got.activated || got.statics || got.keywords || got.everyCreatureType)
    return null;
  return { ...except, abilities: { triggered: got.triggered, text: got.text } };
}
