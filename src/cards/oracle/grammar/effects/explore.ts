/**
 * Explore and connive (CR 701.44a, 701.50a): "~ explores", "it explores, then it explores
 * again", "target creature you control explores", "~ connives", "connives 2" (701.50e). The
 * subject must be one object (an ability's source, its target, the object a trigger names);
 * several at once ("each Merfolk you control explores", ordered by 701.44/701.50d) stays text.
 */
import { alt, map, opt, seq, w } from '../peg';
import { countWord } from '../words';
import type { Ref } from '../../../../engine';
import { actedOn } from '../lower-nouns';
import { isOneObject, type LowerTable, type VerbCtx, type VerbEntry } from './verb';

export type ExploreVp = { k: 'explore' } | { k: 'connive'; n: number };

export const EXPLORE_VERBS: VerbEntry<ExploreVp>[] = [
  {
    subject: 'object',
    parse: alt(
      map(seq(w('explores', 'explore'), opt(w('again'))), () => ({ k: 'explore' }) as ExploreVp),
      map(seq(w('connives', 'connive'), opt(countWord)), ([, n]) => ({ k: 'connive', n: n ?? 1 }) as ExploreVp),
    ),
  },
];

/**
 * The object that explores or connives: the subject, acted on — after "Return target creature
 * card … to the battlefield", "that creature" is the new permanent (CR 400.7), not the card.
 */
function acting(c: VerbCtx): Ref | null {
  const what = actedOn(c.b, c.actor);
  return what && isOneObject(c.b, what) ? what : null;
}

export const LOWER_EXPLORE: LowerTable<ExploreVp> = {
  explore: (_v, c) => {
    const what = acting(c);
    if (!what) return false;
    c.b.steps.push({ do: 'explore', what });
    return true;
  },
  connive: (v, c) => {
    const what = acting(c);
    if (!what) return false;
    c.b.steps.push({ do: 'connive', what, ...(v.n !== 1 ? { count: v.n } : {}) });
    return true;
  },
};
