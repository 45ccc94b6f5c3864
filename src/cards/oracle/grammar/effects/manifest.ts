/**
 * Manifest (CR 701.40a), manifest dread (701.62a) and cloak (701.58a): "manifest the top card of
 * your library", "manifest the top two cards of your library", "manifest dread", "Its controller
 * manifests dread", "cloak the top card of your library" (the `manifest` step). The player
 * manifests from their own library and controls what they manifest; what was manifested is
 * "it" / "that creature" next ("Manifest the top card of your library, then put two +1/+1
 * counters on it"; "manifest dread, then attach this Equipment to that creature"). Another
 * player's library ("the top card of that player's library", Thieving Amalgam), cards from a
 * hand ("Manifest a card from your hand", 701.40a too) and "manifest dread X times" stay text.
 */
import { lowerAmount, type AmountNode } from '../amounts';
import { freshVar } from '../../build';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { count } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type ManifestVp = {
  k: 'manifest';
  /** How many cards (from the top), or how many times to manifest dread. */
  n: AmountNode;
  dread: boolean;
  cloak: boolean;
  /** The library's possessive as written: "your" (the actor is you) or "their". */
  whose: 'your' | 'their' | null;
};

const one: AmountNode = { k: 'n', n: 1 };

/** "the top card", "the top two cards" (a number written out; not X). */
const topCards = alt(
  as(lit('the top card'), one),
  map(seq(lit('the top'), count, w('cards')), ([, c]) => ({ k: 'n', n: c }) as AmountNode),
);

export const MANIFEST_VERBS: VerbEntry<ManifestVp>[] = [
  {
    subject: 'player',
    // "manifest dread", "manifests dread", "manifest dread twice" (CR 701.62a).
    parse: map(seq(w('manifest', 'manifests'), w('dread'), opt(w('twice'))), ([, , twice]) => ({
      k: 'manifest',
      n: twice ? { k: 'n', n: 2 } : one,
      dread: true,
      cloak: false,
      whose: null,
    })),
  },
  {
    subject: 'player',
    // "manifest the top card of your library", "cloaks the top card of their library" (CR 701.40a, 701.58a).
    parse: map(
      seq(w('manifest', 'manifests', 'cloak', 'cloaks'), topCards, lit('of'), w('your', 'their'), w('library')),
      ([verb, n, , whose]) => ({
        k: 'manifest',
        n,
        dread: false,
        cloak: verb.startsWith('cloak'),
        whose: whose as 'your' | 'their',
      }),
    ),
  },
];

export const LOWER_MANIFEST: LowerTable<ManifestVp> = {
  manifest: (v, c) => {
    const you = c.actor.ref === 'you';
    // The library is the manifesting player's own: "your" for you, "their" for another player.
    if (v.whose && v.whose !== (you ? 'your' : 'their')) return false;
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    const as = freshVar(c.b, 'manifested');
    c.b.steps.push({
      do: 'manifest',
      ...(you ? {} : { player: c.actor }),
      ...(n === 1 ? {} : { count: n }),
      ...(v.dread ? { dread: true as const } : {}),
      ...(v.cloak ? { cloak: true as const } : {}),
      as,
    });
    // "it" / "that creature" / "those creatures" now name what was manifested (a public zone, CR 400.7j).
    c.b.it = { ref: 'var', name: as };
    c.b.itUnnamed = false;
    return true;
  },
};
