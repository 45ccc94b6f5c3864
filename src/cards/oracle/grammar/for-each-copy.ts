/**
 * "For each creature token you control, create a token that's a copy of that creature" (Rhys the
 * Redeemed), "For each token you control, create a token that's a copy of that permanent" (Second
 * Harvest), "For each creature target player controls, create a token that's a copy of that
 * creature" (Clone Legion), "…, except it isn't legendary" (CR 707.9b): one instruction done for
 * each permanent the count names — the permanents as it starts (608.2c), each copied in turn
 * (707.2, 111.1). Only the count written first, of permanents on the battlefield, and one
 * instruction to you whose "that creature" / "it" / "that token" is the permanent counted; "its
 * controller creates" (a player per permanent) or another instruction stays text.
 */
import type { Build } from '../build';
import { freshVar, nameTokens } from '../build';
import { lowerAmount } from './amounts';
import { copyException } from './effects/tokens';
import type { Sentence } from './sentence';

type ForEach = Extract<Sentence, { k: 'forEach' }>;

/**
 * The steps of "For each <permanents>, create a token that's a copy of that creature": true when
 * pushed, false when the words are this form but can't be read, null when they are another form.
 */
export function lowerForEachCopy(b: Build, s: ForEach): boolean | null {
  if (!s.before || s.first || s.then || s.per.k !== 'count' || s.inner.k !== 'do') return null;
  const [clause, ...more] = s.inner.clauses;
  const vp = clause?.vps.length === 1 ? clause.vps[0] : undefined;
  if (!clause || more.length || vp?.k !== 'createTokenCopy') return null;
  const per = s.per;
  const of = vp.of;
  if (of.k !== 'pronoun' || !['it', 'that creature', 'that token'].includes(of.word)) return false;
  // Instructions to you only ("its controller creates …" names a player for each permanent).
  if (clause.subject !== null || vp.attacking) return false;
  // Permanents on the battlefield only (a card elsewhere is "that card", read another way).
  if (per.filter.zone || per.filter.cardOnly || per.namedSelf) return false;
  if (of.word === 'that token' && !per.filter.token) return false;
  const count = lowerAmount(b, per);
  const n = lowerAmount(b, vp.n);
  if (!count || typeof count !== 'object' || !('count' in count) || n === null) return false;
  const except = vp.except ? copyException(vp.except, b.card) : undefined;
  if (except === null) return false;
  const each = {
    ref: 'all' as const,
    filter: count.count,
    ...('relativeTo' in count && count.relativeTo ? { relativeTo: count.relativeTo } : {}),
  };
  const as = freshVar(b, 'token');
  b.steps.push({
    do: 'createTokenCopyEach',
    of: each,
    step: {
      do: 'createTokenCopy',
      of: each,
      ...(n !== 1 ? { count: n } : {}),
      ...(vp.tapped ? { tapped: true } : {}),
      ...(except ? { except } : {}),
    },
    as,
  });
  // "Those tokens gain haste", "Exile them at the beginning of the next end step": the tokens made.
  nameTokens(b, as, false);
  return true;
}
