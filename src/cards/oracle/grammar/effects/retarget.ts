/**
 * "Change the target of target spell with a single target" (Bolt Bend, Misdirection, Deflection,
 * Redirect Lightning, Reroute), "… to this creature" (Hydroelectric Specimen): the controller of
 * this effect gives that spell or ability another legal target, or this permanent when that one
 * is legal (CR 115.7a). Only a target spell or ability "with a single target": one naming
 * several, "the targets", or a condition on the new target ("The new target must be a player")
 * stays text.
 */
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { lit, map, opt, seq, w } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

/** "change the target of <target spell or ability with a single target> [to ~]". */
export type RetargetVp = { k: 'changeTarget'; what: NP; to: NP | null };

export const RETARGET_VERBS: VerbEntry<RetargetVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(lit('change the target of'), targetNP, opt(seq(w('to'), objectRef))),
      ([, what, to]): RetargetVp => ({ k: 'changeTarget', what, to: to?.[1] ?? null }),
    ),
  },
];

export const LOWER_RETARGET: LowerTable<RetargetVp> = {
  changeTarget: (v, c) => {
    // An instruction to the controller of the spell or ability (CR 608.2c).
    if (c.actor.ref !== 'you' || v.what.k !== 'target' || !v.what.filter.singleTarget) return false;
    if (v.to && v.to.k !== 'self') return false;
    const what = lowerNP(c.b, v.what, 'any');
    if (!what) return false;
    c.b.steps.push({ do: 'changeTarget', what, ...(v.to ? { to: { ref: 'source' } } : {}) });
    return true;
  },
};
