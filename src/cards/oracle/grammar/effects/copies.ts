/**
 * Copying a spell (CR 707.10): "Copy target instant or sorcery spell", "Copy target spell you
 * control", "Copy target instant or sorcery spell twice", and in a cast trigger "copy that spell"
 * / "copy it" (the spell whose casting triggered it, CR 601.2i) — the controller of the effect puts a
 * copy on the stack (not cast, 707.10); it keeps the original's choices (modes, X, targets,
 * costs paid) and is controlled by the player who copied it; a copy of a permanent spell becomes
 * a token as it resolves (707.10f, 111.1). The sentence "You may choose new targets for the copy"
 * after it (sentence.ts `newTargets`) lets that player change any of the copy's targets
 * (707.10c, 115.7d); without it the copy keeps them.
 *
 * "Copy target activated or triggered ability you control [twice]" (Lithoform Engine, Strionic
 * Resonator, Mister Fantastic) copies an ability on the stack the same way (707.10,
 * resolution/steps/copy-ability.ts). Not read: "from a colorless source" and other source filters,
 * "except that the copy is red", "that wasn't cast", or copying a spell another player chooses.
 */
import type { Ref } from '../../../../engine';
import type { Build } from '../../build';
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { alt, map, opt, seq, w } from '../peg';
import { times } from '../words';
import type { LowerTable, VerbEntry } from './verb';

/** "copy target instant or sorcery spell [twice]": `times` copies (1, 2 or 3). */
export type CopiesVp = { k: 'copySpell'; what: NP; times: number };

export const COPIES_VERBS: VerbEntry<CopiesVp>[] = [
  {
    subject: 'player',
    parse: map(seq(w('copy'), alt(targetNP, objectRef), opt(times)), ([, what, n]): CopiesVp => ({
      k: 'copySpell',
      what,
      times: n ?? 1,
    })),
  },
];

export const LOWER_COPIES: LowerTable<CopiesVp> = {
  copySpell: (v, c) => {
    // An instruction to the controller of the spell or ability (CR 608.2c): they copy it (707.10).
    if (c.actor.ref !== 'you') return false;
    if (v.what.k !== 'target') {
      // "copy that spell", "copy it" in a cast trigger: the spell whose casting triggered it (CR 601.2i).
      const what = lowerNP(c.b, v.what, 'object');
      // "copy that ability" in an activation trigger: the ability activated (CR 602.2i, 707.10).
      if (what?.ref === 'trigger' && what.key === c.b.trigger?.ability) {
        c.b.steps.push({ do: 'copyAbility', what, newTargets: false, ...(v.times > 1 ? { count: v.times } : {}) });
        return true;
      }
      if (what?.ref !== 'trigger' || what.key !== 'spell' || c.b.trigger?.object !== 'spell') return false;
      return pushCopy(c.b, what, v.times);
    }
    const f = v.what.filter;
    if (v.what.max !== 1 || v.what.min !== 1 || f.objects || f.players) return false;
    // "Copy target activated or triggered ability you control" (707.10): the copy is the copier's.
    if (f.abilities && !f.spells) {
      const what = lowerNP(c.b, v.what, 'any');
      if (!what) return false;
      c.b.steps.push({ do: 'copyAbility', what, newTargets: false, ...(v.times > 1 ? { count: v.times } : {}) });
      return true;
    }
    // A spell only: a spell or an ability together, or a permanent, is another instruction.
    if (!f.spells || f.abilities) return false;
    const what = lowerNP(c.b, v.what, 'any');
    return !!what && pushCopy(c.b, what, v.times);
  },
};

/** The copy step: `times` copies, each keeping the original's targets until a rider says otherwise. */
function pushCopy(b: Build, what: Ref, times: number): true {
  b.steps.push({
    do: 'copySpell',
    what,
    newTargets: false,
    permanentGainsHaste: false,
    ...(times > 1 ? { count: times } : {}),
  });
  return true;
}
