/**
 * Proliferate (CR 701.34a): "Proliferate.", "proliferate twice", "proliferate three times",
 * "…, then proliferate again" — an instruction to the controller of the spell or ability
 * (608.2c); each time, the engine asks which permanents and players with counters get another
 * one. Another player proliferating ("target player proliferates") and "proliferate X times" stay
 * text.
 */
import { alt, as, map, seq, w } from '../peg';
import { times } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type ProliferateVp = { k: 'proliferate'; times: number };

export const PROLIFERATE_VERBS: VerbEntry<ProliferateVp>[] = [
  {
    subject: 'player',
    parse: alt(
      map(seq(w('proliferate'), times), ([, n]): ProliferateVp => ({ k: 'proliferate', times: n })),
      // "proliferate, then proliferate again": the second is one more proliferate.
      map(seq(w('proliferate'), w('again')), (): ProliferateVp => ({ k: 'proliferate', times: 1 })),
      as(w('proliferate'), { k: 'proliferate', times: 1 } as ProliferateVp),
    ),
  },
];

export const LOWER_PROLIFERATE: LowerTable<ProliferateVp> = {
  proliferate: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    for (let i = 0; i < v.times; i++) c.b.steps.push({ do: 'proliferate' });
    return true;
  },
};
