/**
 * Proliferate (CR 701.34a): "Proliferate." — an instruction to the controller of the spell or
 * ability (608.2c); the engine asks which permanents and players with counters get another one.
 * Another player proliferating ("target player proliferates") stays text.
 */
import { as, w } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

export type ProliferateVp = { k: 'proliferate' };

export const PROLIFERATE_VERBS: VerbEntry<ProliferateVp>[] = [
  { subject: 'player', parse: as(w('proliferate'), { k: 'proliferate' } as ProliferateVp) },
];

export const LOWER_PROLIFERATE: LowerTable<ProliferateVp> = {
  proliferate: (_v, c) => {
    if (c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'proliferate' });
    return true;
  },
};
