/**
 * Which creatures can't block an attacker, for a while (CR 509.1b, 611.2): "can't be blocked by
 * creatures with power 2 or less this turn" (Ghirapur Guide), "can't be blocked by Walls this turn",
 * "can't be blocked this turn except by creatures with haste" (Gingerbrute), "… except by artifact
 * creatures and/or red creatures" (Firefright Mage). The blockers are named by what they are
 * (types, colours, power and toughness, keywords), never by who controls them or by the source
 * ("creatures the monarch controls", "creatures with greater power" stay text): the effect has no
 * source to measure against once it resolved. The duration is lasting.ts's.
 */
import type { ObjectFilter, Restriction } from '../../../../engine';
import { CHARACTERISTIC_KEYS, objectPhrase, type ObjectPhrase } from '../objects';
import { alt, lit, map, seq, w, type P } from '../peg';

/** The keys a filter of blockers may have: what the creature is, nothing relative. */
const BLOCKER_KEYS = new Set([...CHARACTERISTIC_KEYS, 'power', 'toughness', 'withKeyword', 'token']);

function blockersOnly(f: ObjectFilter): boolean {
  return Object.entries(f).every(([k, v]) =>
    k === 'anyOf' ? (v as ObjectFilter[]).every(blockersOnly) : BLOCKER_KEYS.has(k),
  );
}

/** The filter of a plural phrase of blockers ("creatures with haste", "Walls"), or null. */
function blockers(ph: ObjectPhrase): ObjectFilter | null {
  return ph.plural && !ph.other && blockersOnly(ph.filter) ? ph.filter : null;
}

/** "creatures with power 2 or less and/or Walls": either kind. */
const either: P<ObjectPhrase> = map(seq(objectPhrase, w('and/or'), objectPhrase), ([a, , b]) => {
  const fa = blockers(a);
  const fb = blockers(b);
  return fa && fb ? { filter: { anyOf: [fa, fb] }, plural: true, other: false } : null;
});

const whom = alt(either, objectPhrase);

/** "be blocked by Walls", "be blocked except by creatures with haste" (after "can't"). */
export const blockedByWhom: P<Restriction[]> = alt(
  map(seq(lit('be blocked except by'), whom), ([, ph]) => {
    const f = blockers(ph);
    return f ? [{ beBlockedExceptBy: f }] : null;
  }),
  map(seq(lit('be blocked by'), whom), ([, ph]) => {
    const f = blockers(ph);
    return f ? [{ beBlockedBy: f }] : null;
  }),
);

/** "be blocked this turn except by creatures with haste" (after "can't"): the duration inside. */
export const blockedThisTurnExceptBy: P<Restriction[]> = map(
  seq(lit('be blocked this turn except by'), whom),
  ([, ph]) => {
    const f = blockers(ph);
    return f ? [{ beBlockedExceptBy: f }] : null;
  },
);
