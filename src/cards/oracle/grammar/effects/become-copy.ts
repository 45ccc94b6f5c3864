/**
 * "… becomes a copy of …" (CR 707.2, 613.2a layer 1): "This artifact becomes a copy of target
 * artifact, creature, enchantment, or land until end of turn" (Mirage Mirror), "Each other
 * creature becomes a copy of target nonlegendary creature until end of turn" (Mirrorweave),
 * "Target artifact or creature becomes a copy of another target artifact or creature" (True
 * Polymorph), "Target Shapeshifter becomes a copy of target creature until your next turn"
 * (Shapesharer), "… until end of turn, except it's an artifact in addition to its other types"
 * (707.9b), "Until end of turn, ~ becomes a copy of …" (the sentence's duration).
 *
 * Read only when the copied object is certainly a permanent on the battlefield: a target
 * permanent (no zone, not a card elsewhere), one named by an earlier target ("that creature",
 * "it"), the chosen creature, or the source if it is a permanent. A card in a graveyard or in
 * exile, the trigger's object, "that card", the exceptions the copy-exceptions grammar doesn't
 * read ("except it has this ability", "except his name is …"), and the durations "for as long
 * as …" stay text. With no duration stated the effect lasts for as long as the permanent is the
 * same object (611.2a, 400.7).
 */
import type { CopyException, Duration, Ref } from '../../../../engine';
import type { Build } from '../../build';
import { copyExceptions } from '../copy-exceptions';
import { actedOn, lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { objectsOnly } from './lasting';
import type { LowerTable, MaybeLasting, VerbEntry } from './verb';

/** "becomes a copy of <object> [until …] [, except …]". */
export type BecomeCopyVp = { k: 'becomeCopy'; of: NP; until?: Duration; except?: CopyException } & MaybeLasting;

const until = alt(
  as(lit('until end of turn'), 'endOfTurn' as Duration),
  as(lit('until your next turn'), 'yourNextTurn' as Duration),
);

export const BECOME_COPY_VERBS: VerbEntry<BecomeCopyVp>[] = [
  {
    subject: 'object',
    parse: map(
      seq(w('becomes', 'become'), lit('a copy of'), alt(targetNP, objectRef), opt(until), opt(copyExceptions)),
      ([, , of, d, except]): BecomeCopyVp => ({
        k: 'becomeCopy',
        of,
        ...(d ? { until: d, lasting: true } : { durationless: true }),
        ...(except ? { except } : {}),
      }),
    ),
  },
];

/** Whether `r` certainly names one permanent on the battlefield (a card elsewhere is not read). */
function onePermanent(b: Build, r: Ref): boolean {
  if (r.ref === 'source') return b.card.types.some((t) => t !== 'instant' && t !== 'sorcery');
  if (r.ref !== 'target') return false;
  const t = b.targets[r.slot];
  const f = t?.filter;
  return (
    !!t &&
    !!f?.objects &&
    !f.players &&
    !f.spells &&
    !f.abilities &&
    !f.objects.zone &&
    !f.objects.cardOnly &&
    t.max === 1 &&
    !t.countIsX
  );
}

export const LOWER_BECOME_COPY: LowerTable<BecomeCopyVp> = {
  becomeCopy: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!objectsOnly(c.b, what)) return false;
    // Only a permanent becomes a copy: "~" of an instant or sorcery names a spell.
    if (what.ref === 'source' && !onePermanent(c.b, what)) return false;
    // "Until end of turn, ~ becomes a copy of …": the sentence's duration (CR 611.2a).
    const d = v.until ?? c.until;
    if (d && d !== 'endOfTurn' && d !== 'yourNextTurn') return false;
    if (what.ref === 'target') {
      const f = c.b.targets[what.slot]?.filter;
      // A permanent becomes a copy: never a player, a spell or a card elsewhere.
      if (!f?.objects || f.players || f.spells || f.objects.zone || f.objects.cardOnly) return false;
    }
    // The copied object's values are read as it resolves (last known, CR 608.2h).
    const of = lowerNP(c.b, v.of, 'object', true);
    if (!of || !onePermanent(c.b, of)) return false;
    // "Each other creature becomes a copy of target creature" (Mirrorweave): other than the one
    // copied. From a permanent, "other" could mean other than the permanent: not read.
    const other = c.subject?.k === 'each' && c.subject.other;
    if (other && onePermanent(c.b, { ref: 'source' })) return false;
    c.b.steps.push({
      do: 'becomeCopy',
      what,
      of,
      ...(d ? { until: d } : {}),
      ...(v.except ? { except: v.except } : {}),
      ...(other ? { otherThanCopied: true as const } : {}),
    });
    return true;
  },
};
