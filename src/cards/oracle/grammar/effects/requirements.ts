/**
 * Attack requirements an effect makes (CR 508.1d): "Goad target creature", "goad each creature
 * that player controls", "goad it" (701.15a: until your next turn the creature attacks each
 * combat if able, and attacks a player other than you if able), and "Target creature attacks
 * this turn if able". "Blocks this turn if able" with no attacker named stays text (a block
 * requirement, 509.1c, is obeyed only as far as the engine's search for the best declaration
 * reaches). "It blocks ~ this combat if able" (provoke's, 702.39a), "… blocks target creature this
 * turn if able": a requirement to block one object, `~` or one target, fixed as it resolves.
 * "Suspect it", "suspect up to one target creature" (701.60a): menace and can't block while
 * suspected (701.60c). What reads the designation ("if it's suspected", "no longer suspected",
 * "suspected creatures") stays text.
 */
import { actedOn, lowerNP } from '../lower-nouns';
import { objects, type NP } from '../nouns';
import type { Ref } from '../../../../engine';
import type { Build } from '../../build';
import { alt, as, lit, map, seq, w } from '../peg';
import { objectsOnly } from './lasting';
import type { LowerTable, VerbEntry } from './verb';

export type RequirementVp =
  | { k: 'goad'; what: NP }
  | { k: 'suspect'; what: NP }
  | { k: 'attacksIfAble'; until: 'endOfTurn' | 'endOfCombat' }
  | { k: 'blocksIfAble'; attacker: NP; until: 'endOfTurn' | 'endOfCombat'; cant?: true };

/** "this turn if able", "this combat if able": how long a requirement lasts. */
const IF_ABLE = alt(
  as(lit('this turn if able'), 'endOfTurn' as const),
  as(lit('this combat if able'), 'endOfCombat' as const),
);

export const REQUIREMENT_VERBS: VerbEntry<RequirementVp>[] = [
  { subject: 'player', parse: map(seq(w('goad'), objects), ([, what]): RequirementVp => ({ k: 'goad', what })) },
  // "Suspect it", "suspect up to one target creature" (CR 701.60a).
  { subject: 'player', parse: map(seq(w('suspect'), objects), ([, what]): RequirementVp => ({ k: 'suspect', what })) },
  {
    subject: 'object',
    parse: alt(
      as(alt(lit('attacks this turn if able'), lit('attack this turn if able')), {
        k: 'attacksIfAble',
        until: 'endOfTurn',
      } as RequirementVp),
      as(alt(lit('attacks this combat if able'), lit('attack this combat if able')), {
        k: 'attacksIfAble',
        until: 'endOfCombat',
      } as RequirementVp),
    ),
  },
  {
    // "It blocks ~ this combat if able" (CR 509.1c).
    subject: 'object',
    parse: map(seq(w('blocks', 'block'), objects, IF_ABLE), ([, attacker, until]): RequirementVp => ({
      k: 'blocksIfAble',
      attacker,
      until,
    })),
  },
];

/**
 * "Target creature can't block ~ this turn" (CR 509.1b): a restriction on one blocker and one
 * attacker. Before the lasting effects' "can't block [this turn]" (effects/index.ts), which would
 * otherwise read "can't block" and stop.
 */
export const CANT_BLOCK_IT_VERB: VerbEntry<RequirementVp> = {
  subject: 'object',
  parse: map(
    seq(
      w("can't"),
      w('block'),
      objects,
      alt(as(lit('this turn'), 'endOfTurn' as const), as(lit('this combat'), 'endOfCombat' as const)),
    ),
    ([, , attacker, until]): RequirementVp => ({ k: 'blocksIfAble', attacker, until, cant: true }),
  ),
};

/** The attacker "blocks X" names, `blocker` being the subject (lowered first). */
function attackerOf(b: Build, np: NP, blocker: Ref): Ref | null {
  if (np.k !== 'pronoun' || np.word !== 'it' || b.itBefore?.of !== b.it || b.it !== blocker)
    return lowerNP(b, np, 'object', true);
  const it = b.it;
  b.it = b.itBefore.was;
  const r = lowerNP(b, np, 'object', true);
  b.it = it;
  return r;
}

export const LOWER_REQUIREMENTS: LowerTable<RequirementVp> = {
  goad: (v, c) => {
    // The controller of the spell or ability goads (CR 608.2c, 701.15a).
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!objectsOnly(c.b, what)) return false;
    c.b.steps.push({ do: 'mustAttack', what, until: 'yourNextTurn', goad: true });
    return true;
  },
  suspect: (v, c) => {
    // The controller of the spell or ability suspects (CR 608.2c, 701.60a).
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!objectsOnly(c.b, what)) return false;
    c.b.steps.push({ do: 'suspect', what });
    return true;
  },
  blocksIfAble: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!objectsOnly(c.b, what) || what.ref === 'source') return false;
    // One attacker: the object itself, the event's object or one target (a requirement per object it names). A
    // creature can't block itself: "target creature blocks it" names what "it" named before.
    const attacker = attackerOf(c.b, v.attacker, what);
    const one =
      attacker?.ref === 'source' ||
      attacker?.ref === 'trigger' ||
      (attacker?.ref === 'target' &&
        c.b.targets[attacker.slot]?.max === 1 &&
        !c.b.targets[attacker.slot]?.filter.players);
    if (!attacker || !one || JSON.stringify(attacker) === JSON.stringify(what)) return false;
    // "can't block": only objects named one by one; a group's restriction would apply to
    // creatures that come later too (CR 611.2c), which this effect doesn't.
    if (v.cant && what.ref === 'all') return false;
    c.b.steps.push({ do: 'mustBlock', what, attacker, until: v.until, ...(v.cant ? { cant: true as const } : {}) });
    return true;
  },
  attacksIfAble: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!objectsOnly(c.b, what) || what.ref === 'source') return false;
    c.b.steps.push({ do: 'mustAttack', what, until: v.until });
    return true;
  },
};
