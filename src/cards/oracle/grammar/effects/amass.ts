/**
 * Amass (CR 701.47a): "amass Zombies 2", "Amass Orcs X", "amass Goblins 1". To amass [subtype]
 * N: if you don't control an Army creature, create a 0/0 black [subtype] Army creature token;
 * choose an Army creature you control; put N +1/+1 counters on it; if it isn't a [subtype], it
 * becomes one in addition to its other types (for as long as it is that object, 611.2a). The
 * token is created with no counters and gets them in the same instruction, before state-based
 * actions are checked (704.3), so a 0/0 Army survives. "The amassed Army" is the Army chosen
 * (701.47b). Only you amass here: "Its controller
 * amasses …" stays text.
 */
import type { Amount, ObjectFilter, StepSpec } from '../../../../engine';
import { RULE } from '../../../../engine';
import { lowerAmount, type AmountNode } from '../amounts';
import { freshVar } from '../../build';
import { map, seq, w } from '../peg';
import { countOrX, subtype } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type AmassVp = { k: 'amass'; subtype: string; n: AmountNode };

export const AMASS_VERBS: VerbEntry<AmassVp>[] = [
  {
    subject: 'player',
    // "amass Zombies 2": the subtype is written in the plural (CR 701.47a).
    parse: map(seq(w('amass', 'amasses'), subtype, countOrX), ([, sub, n]) =>
      sub.plural ? ({ k: 'amass', subtype: sub.subtype, n: n === 'X' ? { k: 'x' } : { k: 'n', n } } as AmassVp) : null,
    ),
  },
];

/** An Army creature you control (CR 701.47a). */
const ARMY: ObjectFilter = { types: ['creature'], subtypes: ['Army'], controller: 'you' };

/** The steps of "amass [subtype] N" (CR 701.47a), the chosen Army kept in `army`. */
export function amassSteps(sub: string, count: Amount, army: string): StepSpec[] {
  const chosen = { ref: 'var', name: army } as const;
  return [
    {
      do: 'createToken',
      token: {
        name: `${sub} Army Token`,
        typeLine: `Token Creature — ${sub} Army`,
        colors: ['B'],
        power: 0,
        toughness: 0,
      },
      when: { count: ARMY, range: { max: 0 } },
    },
    {
      do: 'choose',
      from: { matching: ARMY },
      as: army,
      prompt: 'choose an Army creature you control to get the counters (amass)',
      rule: RULE.amass,
    },
    { do: 'addCounters', what: chosen, counter: '+1/+1', count, when: { var: army } },
    {
      do: 'becomes',
      what: chosen,
      addTypes: { subtypes: [sub], inAddition: true },
      when: { all: [{ var: army }, { not: { is: chosen, matches: { subtypes: [sub] } } }] },
    },
  ];
}

export const LOWER_AMASS: LowerTable<AmassVp> = {
  amass: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    const army = freshVar(c.b, 'army');
    c.b.steps.push(...amassSteps(v.subtype, n, army));
    // "the amassed Army" / "the Army you amassed" after it: the Army chosen (CR 701.47b).
    c.b.amassed = army;
    return true;
  },
};
