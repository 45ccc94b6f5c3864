/**
 * "Put a +1/+1 counter on a creature you control", "put two +1/+1 counters on a creature you
 * control", "put a shield counter on a creature you control", "put a +1/+1 counter on a creature":
 * counters on one permanent chosen as the instruction is followed, not targeted (CR 115.10,
 * 608.2d), by the controller of the spell or ability; none when there is none to choose (122.1).
 * A chosen object in another zone, several ("two creatures") or "another" stay text.
 */
import { counterKindModelled } from '../../../../engine';
import { freshVar } from '../../build';
import { lowerAmount, type AmountNode } from '../amounts';
import { countableNow, objectPhrase, type ObjectPhrase } from '../objects';
import { map, seq, w } from '../peg';
import { countOrX, counterKindWord } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type CountersChosenVp = { k: 'addCountersChosen'; n: AmountNode; counter: string; ph: ObjectPhrase };

export const COUNTERS_CHOSEN_VERBS: VerbEntry<CountersChosenVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('put'), countOrX, counterKindWord, w('counter', 'counters'), w('on'), w('a', 'an'), objectPhrase),
      ([, n, counter, , , , ph]) =>
        ({
          k: 'addCountersChosen',
          n: n === 'X' ? { k: 'x' } : { k: 'n', n },
          counter,
          ph,
        }) as CountersChosenVp,
    ),
  },
];

export const LOWER_COUNTERS_CHOSEN: LowerTable<CountersChosenVp> = {
  addCountersChosen: (v, c) => {
    const f = v.ph.filter;
    if (c.actor.ref !== 'you' || v.ph.plural || v.ph.other || f.zone || !countableNow(f)) return false;
    if (!counterKindModelled(v.counter)) return false;
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    const as_ = freshVar(c.b, 'chosen');
    c.b.steps.push({ do: 'choose', from: { matching: f }, as: as_, prompt: `choose one to put counters on` });
    c.b.steps.push({
      do: 'addCounters',
      what: { ref: 'var', name: as_ },
      counter: v.counter,
      count: n,
      when: { var: as_ },
    });
    // "Put a +1/+1 counter on a creature you control. It gains double strike until end of turn":
    // "it" next names the chosen object (none when nothing was chosen).
    Object.assign(c.b, { it: { ref: 'var', name: as_ }, itUnnamed: false });
    return true;
  },
};
