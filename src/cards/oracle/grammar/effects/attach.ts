/**
 * An Equipment attaching itself (CR 701.3a, 301.5c): "When this Equipment enters, attach it to
 * target creature you control", "… is turned face up, attach it to …". The Equipment becomes
 * attached to the object named; if it has left the battlefield, or the object is gone or can't
 * be equipped by it, nothing moves (701.3b, 301.5c). Only an Equipment's own text, and only where
 * "it" or "~" is the Equipment (the ability's source); an Aura's or another object's attaching
 * stays text. "Unattach ~" (reconfigure's second ability, CR 702.151a): the Equipment becomes attached to
 * nothing and stays on the battlefield (701.3d).
 */
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { map, seq, w } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

export type AttachVp = { k: 'attachSource'; what: NP; to: NP } | { k: 'unattachSource'; what: NP };

export const ATTACH_VERBS: VerbEntry<AttachVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('attach'), objectRef, w('to'), targetNP),
      ([, what, , to]) => ({ k: 'attachSource', what, to }) as AttachVp,
    ),
  },
  {
    // "Unattach ~" (reconfigure's second ability, CR 702.151a; 701.3d).
    subject: 'player',
    parse: map(seq(w('unattach'), objectRef), ([, what]) => ({ k: 'unattachSource', what }) as AttachVp),
  },
];

export const LOWER_ATTACH: LowerTable<AttachVp> = {
  attachSource: (v, c) => {
    if (c.actor.ref !== 'you' || !c.b.card.isEquipment) return false;
    // "~" / "this Equipment", or "it" naming the permanent whose entering (or turning face up)
    // triggered the Equipment's own ability: the Equipment itself.
    const what = lowerNP(c.b, v.what, 'object');
    if (!what || (what.ref !== 'source' && !(what.ref === 'trigger' && what.key === 'permanent'))) return false;
    const to = lowerNP(c.b, v.to, 'object');
    if (!to || to.ref !== 'target') return false;
    c.b.steps.push({ do: 'attach', what, to });
    return true;
  },
  unattachSource: (v, c) => {
    // Only an Equipment unattaching itself.
    if (c.actor.ref !== 'you' || !c.b.card.isEquipment) return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!what || what.ref !== 'source') return false;
    c.b.steps.push({ do: 'unattach', what });
    return true;
  },
};
