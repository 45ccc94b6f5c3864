/**
 * A permanent's owner putting it into their library (CR 108.3, 400.3): "The owner of target
 * nonland permanent puts it on their choice of the top or bottom of their library" — the owner
 * chooses (CR 608.2d), asked as a yes/no question: top, or else bottom (401.1) — and "The owner of
 * target permanent shuffles it into their library" (701.20). Only when the subject is the owner
 * of the one target that "it" names, and that target is a permanent (a spell or a card in
 * another zone stays text). "… puts it into their library second from the top or on the bottom":
 * the same choice, the upper place below the top card (its only card if the library was empty).
 */
import type { Ref } from '../../../../engine';
import { freshVar, type Build } from '../../build';
import { lowerNP } from '../lower-nouns';
import { objectRef, objects, type NP } from '../nouns';
import { lit, lits, map, seq, w } from '../peg';
import type { LowerTable, VerbCtx, VerbEntry } from './verb';

export type OwnerLibraryVp =
  | { k: 'ownerTopOrBottom'; what: NP; upper: 'top' | 'second' }
  | { k: 'ownerShufflesIn'; what: NP }
  /**
   * "Shuffle up to four target cards from your graveyard into your library", "… any number of
   * target creature cards …" (CR 401.1, 701.20a): the cards go to your library, then you shuffle it.
   */
  | { k: 'shuffleOwnCardsIn'; what: NP };

export const OWNER_LIBRARY_VERBS: VerbEntry<OwnerLibraryVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('puts', 'put'), objectRef, lit('on their choice of the top or bottom of their library')),
      ([, what]) => ({ k: 'ownerTopOrBottom', what, upper: 'top' }) as OwnerLibraryVp,
    ),
  },
  {
    subject: 'player',
    parse: map(
      seq(w('puts', 'put'), objectRef, lit('into their library second from the top or on the bottom')),
      ([, what]) => ({ k: 'ownerTopOrBottom', what, upper: 'second' }) as OwnerLibraryVp,
    ),
  },
  {
    subject: 'player',
    parse: map(
      seq(w('shuffles'), objectRef, lits('into their library', "into its owner's library")),
      ([, what]) => ({ k: 'ownerShufflesIn', what }) as OwnerLibraryVp,
    ),
  },
  {
    subject: 'player',
    parse: map(
      seq(w('shuffle'), objects, lit('into your library')),
      ([, what]) => ({ k: 'shuffleOwnCardsIn', what }) as OwnerLibraryVp,
    ),
  },
];

/** The one target permanent the actor owns and "it" names: the subject is "the owner of target …". */
function ownedTarget(b: Build, c: VerbCtx, what: NP): Ref | null {
  if (c.actor.ref !== 'ownerOf' || c.actor.of.ref !== 'target') return null;
  const r = lowerNP(b, what, 'object');
  if (!r || r.ref !== 'target' || r.slot !== c.actor.of.slot) return null;
  const t = b.targets[r.slot];
  const f = t?.filter;
  if (!t || !f?.objects || f.players || f.spells || f.abilities || f.objects.zone || t.max !== 1 || t.countIsX)
    return null;
  return r;
}

export const LOWER_OWNER_LIBRARY: LowerTable<OwnerLibraryVp> = {
  ownerTopOrBottom: (v, c) => {
    const what = ownedTarget(c.b, c, v.what);
    if (!what) return false;
    const top = freshVar(c.b, 'top');
    c.b.steps.push(
      {
        do: 'may',
        prompt:
          v.upper === 'top'
            ? 'Put it on the top of your library? (No: on the bottom.)'
            : 'Put it into your library second from the top? (No: on the bottom.)',
        as: top,
        player: c.actor,
      },
      { do: 'moveTo', what, zone: 'library', position: v.upper, when: { var: top } },
      { do: 'moveTo', what, zone: 'library', position: 'bottom', when: { not: { var: top } } },
    );
    return true;
  },
  ownerShufflesIn: (v, c) => {
    const what = ownedTarget(c.b, c, v.what);
    if (!what) return false;
    c.b.steps.push({ do: 'moveTo', what, zone: 'library' }, { do: 'shuffle', player: c.actor });
    return true;
  },
  shuffleOwnCardsIn: (v, c) => {
    // Only "you" doing it, and only target cards in your own graveyard: a card goes to its owner's
    // library (CR 400.3), which is then "your library" (a card from another graveyard stays text).
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!what) return false;
    const slots =
      what.ref === 'target'
        ? [what.slot]
        : what.ref === 'union'
          ? what.of.map((r) => (r.ref === 'target' ? r.slot : -1))
          : [-1];
    for (const slot of slots) {
      const t = c.b.targets[slot];
      const f = t?.filter;
      if (
        !t ||
        !f?.objects ||
        f.players ||
        f.spells ||
        f.abilities ||
        f.objects.zone !== 'graveyard' ||
        f.objects.owner !== 'you'
      )
        return false;
    }
    c.b.steps.push({ do: 'moveTo', what, zone: 'library' }, { do: 'shuffle', player: { ref: 'you' } });
    return true;
  },
};
