/**
 * Earthbend (CR 701.66a): "earthbend 2", "Earthbend X, where X is …". To earthbend N, target land
 * you control becomes a 0/0 creature with haste that's still a land (an effect with no duration,
 * 611.2a); put N +1/+1 counters on it; "When it dies or is exiled, return it to the battlefield
 * tapped" — a delayed triggered ability (603.7) that waits for as long as that land is that object
 * (400.7) and returns the card under its owner's control (110.2). Only you earthbend here. "that
 * land" after it names the land chosen.
 */
import type { Amount, Ref, StepSpec, TargetSpec } from '../../../../engine';
import { lowerAmount, type AmountNode } from '../amounts';
import { map, seq, w } from '../peg';
import { countOrX } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type EarthbendVp = { k: 'earthbend'; n: AmountNode };

export const EARTHBEND_VERBS: VerbEntry<EarthbendVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('earthbend', 'earthbends'), countOrX),
      ([, n]) => ({ k: 'earthbend', n: n === 'X' ? { k: 'x' } : { k: 'n', n } }) as EarthbendVp,
    ),
  },
];

/** "target land you control" (CR 701.66a). */
const LAND_YOU_CONTROL: TargetSpec = {
  filter: { objects: { types: ['land'], controller: 'you' } },
  min: 1,
  max: 1,
  label: 'target land you control',
};

/** The delayed trigger's text, as the reminder writes it. */
const RETURN_TEXT = 'When it dies or is exiled, return it to the battlefield tapped.';

/** The steps of earthbending the land `land` with `count` counters (CR 701.66a). */
function earthbendSteps(land: Ref, count: Amount): StepSpec[] {
  return [
    {
      do: 'becomes',
      what: land,
      addTypes: { types: ['creature'] },
      setBase: { power: 0, toughness: 0 },
      gains: ['haste'],
    },
    { do: 'addCounters', what: land, counter: '+1/+1', count },
    {
      do: 'delayedDies',
      what: land,
      orExiled: true,
      // The card in the zone it went to (trigger data `card`), under its owner's control (110.2).
      steps: [
        { do: 'moveTo', what: { ref: 'trigger', key: 'card' }, zone: 'battlefield', tapped: true, controller: 'owner' },
      ],
      text: RETURN_TEXT,
    },
  ];
}

export const LOWER_EARTHBEND: LowerTable<EarthbendVp> = {
  earthbend: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    c.b.targets.push({ ...LAND_YOU_CONTROL });
    const land: Ref = { ref: 'target', slot: c.b.targets.length - 1 };
    c.b.steps.push(...earthbendSteps(land, n));
    c.b.it = land;
    return true;
  },
};
