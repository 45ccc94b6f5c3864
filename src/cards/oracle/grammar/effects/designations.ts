/**
 * Designations an effect gives (CR 702.112b): "~ becomes renowned", "it becomes renowned". The
 * subject must be one object; the engine's `becomeRenowned` step marks it while it is on the
 * battlefield. "~ becomes prepared" (a prepare card, Secrets of Strixhaven): only the source.
 */
import { lit, map } from '../peg';
import { actedOn } from '../lower-nouns';
import { isOneObject, type LowerTable, type VerbEntry } from './verb';

export type DesignationVp = { k: 'becomeRenowned' } | { k: 'becomePrepared' };

export const DESIGNATION_VERBS: VerbEntry<DesignationVp>[] = [
  { subject: 'object', parse: map(lit('becomes renowned'), () => ({ k: 'becomeRenowned' }) as DesignationVp) },
  { subject: 'object', parse: map(lit('becomes prepared'), () => ({ k: 'becomePrepared' }) as DesignationVp) },
];

export const LOWER_DESIGNATION: LowerTable<DesignationVp> = {
  becomeRenowned: (_v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!what || !isOneObject(c.b, what)) return false;
    c.b.steps.push({ do: 'becomeRenowned', what });
    return true;
  },
  // "… this creature becomes prepared" (Secrets of Strixhaven): only the source itself is read.
  becomePrepared: (_v, c) => {
    const what = actedOn(c.b, c.actor);
    if (what?.ref !== 'source') return false;
    c.b.steps.push({ do: 'becomePrepared', what });
    return true;
  },
};
