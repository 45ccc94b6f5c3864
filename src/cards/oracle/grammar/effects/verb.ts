/**
 * What every effect family shares: a verb phrase of the tree (`k` names it), who its subject
 * may be, and how it is lowered. A clause is a subject and one or more verb phrases
 * ("Target player draws two cards and loses 2 life"); a verb phrase with no subject is an
 * instruction to "you" (CR 608.2c: the controller of the spell or ability does it).
 */
import type { Duration, Ref } from '../../../../engine';
import type { Build } from '../../build';
import { isGroupVar } from '../groups';
import type { NP } from '../nouns';
import type { P } from '../peg';

/** Who may be the subject of a verb phrase: a player (or none: "you"), or an object ("~ deals"). */
export type SubjectKind = 'player' | 'object';

/** A verb phrase parser with the kind of subject it takes. */
export interface VerbEntry<V> {
  subject: SubjectKind;
  parse: P<V>;
}

/** What a verb phrase is lowered with. */
export interface VerbCtx {
  b: Build;
  /** The subject, lowered: a player ("you" when none was written) or an object. */
  actor: Ref;
  /** The subject as written (null: none, "you"). */
  subject: NP | null;
  /** A duration written before the clause ("Until end of turn, …"), for verbs that take one. */
  until?: Duration;
}

/** A lowering: adds steps (and targets) to the build; false when a part can't be lowered. */
export type Lower<V> = (v: V, c: VerbCtx) => boolean;

/** The lowerings of a family, one per verb kind (so a kind can't exist half-wired). */
export type LowerTable<V extends { k: string }> = { [K in V['k']]: Lower<Extract<V, { k: K }>> };

/** Verb phrases that may carry a duration ("until end of turn") and have none: see sentence.ts. */
export interface MaybeLasting {
  /** The phrase could have had a duration and was written without one (CR 611.2a). */
  durationless?: boolean;
  /** The phrase ends with a duration. */
  lasting?: boolean;
}

/** Whether a reference names one object that "its" may mean (not a set, not a player). */
export function isOneObject(b: Build, r: Ref): boolean {
  if (isGroupVar(r)) return false;
  if (r.ref === 'source' || r.ref === 'enchanted' || r.ref === 'equipped' || r.ref === 'trigger' || r.ref === 'var')
    return true;
  if (r.ref !== 'target') return false;
  const t = b.targets[r.slot];
  return !!t && !t.filter.players && t.max === 1 && !t.countIsX;
}
