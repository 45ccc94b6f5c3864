/**
 * Incubate (CR 701.53a): "incubate 3", "Incubate X, where X is …", "Incubate 2 twice". To
 * incubate N, a player creates an Incubator token with N +1/+1 counters on it and "{2}:
 * Transform this token." (older printings: "this artifact"); the token's back face is a 0/0
 * colorless Phyrexian artifact creature (a double-faced token: it transforms like a transforming
 * card, 701.27a, and keeps its counters as it does, 712.18). The token is created with no
 * counters and gets them in the same instruction, before anything else can happen (as amass's
 * Army does, ./amass.ts). "Incubate N twice": the whole instruction twice, two tokens. Only
 * "you" incubate here: "Its controller incubates X" stays text, and so does "incubate 3 X times".
 */
import type { Amount, StepSpec, TokenSpec } from '../../../../engine';
import { freshVar } from '../../build';
import { lowerAmount, type AmountNode } from '../amounts';
import { map, opt, seq, w } from '../peg';
import { countOrX, times } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type IncubateVp = { k: 'incubate'; n: AmountNode; times: number };

export const INCUBATE_VERBS: VerbEntry<IncubateVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('incubate', 'incubates'), countOrX, opt(times)),
      ([, n, t]) => ({ k: 'incubate', n: n === 'X' ? { k: 'x' } : { k: 'n', n }, times: t ?? 1 }) as IncubateVp,
    ),
  },
];

/**
 * The Incubator token (CR 701.53a): a colorless Incubator artifact with "{2}: Transform this
 * token.", its back face a 0/0 colorless Phyrexian artifact creature. Named after their
 * subtypes (111.4): "Incubator Token", "Phyrexian Token".
 */
export const INCUBATOR_TOKEN: TokenSpec = {
  typeLine: 'Token Artifact — Incubator',
  colors: [],
  activated: [
    {
      cost: { mana: '{2}' },
      steps: [{ do: 'transform', what: { ref: 'source' } }],
      text: '{2}: Transform this token.',
    },
  ],
  back: { typeLine: 'Token Artifact Creature — Phyrexian', colors: [], power: 0, toughness: 0 },
};

/** The steps of "`player` incubates `count`" (CR 701.53a), the token made kept in `as`. */
export function incubateSteps(count: Amount, as: string): StepSpec[] {
  return [
    { do: 'createToken', token: INCUBATOR_TOKEN, as },
    { do: 'addCounters', what: { ref: 'var', name: as }, counter: '+1/+1', count },
  ];
}

export const LOWER_INCUBATE: LowerTable<IncubateVp> = {
  incubate: (v, c) => {
    // Only you: "Its controller incubates X" stays text.
    if (c.actor.ref !== 'you') return false;
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    for (let i = 0; i < v.times; i++) c.b.steps.push(...incubateSteps(n, freshVar(c.b, 'incubator')));
    return true;
  },
};
