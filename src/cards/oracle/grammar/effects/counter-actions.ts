/**
 * Keyword actions and instructions that put +1/+1 counters by a rule of their own:
 * - "Support N" (CR 701.41a): "Put a +1/+1 counter on each of up to N other target creatures"
 *   when a permanent supports, "… up to N target creatures" for an instant or sorcery (701.41b).
 * - "Bolster N" (CR 701.39a): N +1/+1 counters on a creature you control with the least toughness
 *   among them, chosen on resolution (the engine's bolster step); "bolster X, where X is …" too.
 * - "Adapt N" (CR 701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1
 *   counters on it."
 * - "Monstrosity N", "Monstrosity X" (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1
 *   counters on it and it becomes monstrous" — the engine's monstrosity step, on the ability's
 *   own permanent only (a spell has no "this permanent").
 * - "Double the number of +1/+1 counters on it" (CR 701.10e): put on it as many of those
 *   counters as it already has — only on one object (a set of objects, each with its own count,
 *   stays text).
 * - "Blight N" (the card's reminder: "put N -1/-1 counters on a creature you control", CR 122.1):
 *   the engine's blight step, one creature chosen on resolution.
 * Each other one is lowered as the instruction its rule writes out, through the counters family's own
 * lowering (misc.ts), so it means exactly what the written-out text would.
 *
 * Also "Distribute three +1/+1 counters among one, two, or three target creatures", "… among any
 * number of target creatures you control", "… among up to two target creatures" (the engine's
 * distributeCounters step): the division is announced as the spell is cast or the ability put on
 * the stack, each target getting at least one (CR 601.2d, 602.2b, 603.3d), so the number must be
 * written or the X chosen then ("where X is …" stays text).
 */
import type { Condition } from '../../../../engine';
import { counterKindModelled } from '../../../../engine';
import { freshVar } from '../../build';
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { alt, lit, map, parseAll, seq, w } from '../peg';
import { tokenize } from '../lexer';
import { count, countOrX, counterKindWord } from '../words';
import { lowerAmount } from '../amounts';
import { LOWER_MISC } from './misc';
import { isOneObject, type LowerTable, type VerbEntry } from './verb';

export type CounterActionVp =
  | { k: 'support'; n: number }
  | { k: 'adapt'; n: number }
  | { k: 'monstrosity'; n: number | 'X' }
  | { k: 'bolster'; n: number | 'X' }
  /** "blight N": N -1/-1 counters on a creature the player controls, chosen on resolution. */
  | { k: 'blight'; n: number }
  /** "double the number of <kind> counters on <one object>". */
  | { k: 'doubleCounters'; counter: string; on: NP }
  /** "distribute N <kind> counters among <several targets>" (CR 601.2d). */
  | { k: 'distribute'; n: number | 'X'; counter: string; to: NP };

const NUMBER_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The target phrase support writes out (CR 701.41a/b), read by the grammar's own target rule. */
function supportTargets(n: number, permanent: boolean): NP | null {
  const words = `up to ${NUMBER_NAMES[n] ?? String(n)} ${permanent ? 'other ' : ''}target creatures`;
  const r = parseAll(targetNP, tokenize(words));
  return r.ok ? r.v : null;
}

/** A counter kind as printed whose rules the engine models (CR 122.1). */
const counterKind = map(counterKindWord, (k) => (counterKindModelled(k) ? k : null));

export const COUNTER_ACTION_VERBS: VerbEntry<CounterActionVp>[] = [
  {
    subject: 'player',
    parse: alt(
      map(seq(w('support'), count), ([, n]): CounterActionVp => ({ k: 'support', n })),
      map(seq(w('adapt'), count), ([, n]): CounterActionVp => ({ k: 'adapt', n })),
      map(seq(w('monstrosity'), countOrX), ([, n]): CounterActionVp => ({ k: 'monstrosity', n })),
      map(seq(w('bolster'), countOrX), ([, n]): CounterActionVp => ({ k: 'bolster', n })),
      map(seq(w('blight'), count), ([, n]): CounterActionVp => ({ k: 'blight', n })),
      map(
        seq(lit('double the number of'), counterKind, w('counters'), w('on'), alt(objectRef, targetNP)),
        ([, counter, , , on]): CounterActionVp => ({ k: 'doubleCounters', counter, on }),
      ),
      map(
        seq(w('distribute'), countOrX, counterKind, w('counters'), w('among'), targetNP),
        ([, n, counter, , , to]): CounterActionVp => ({ k: 'distribute', n, counter, to }),
      ),
    ),
  },
];

export const LOWER_COUNTER_ACTIONS: LowerTable<CounterActionVp> = {
  support: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const on = supportTargets(v.n, !c.b.card.isSpell);
    if (!on) return false;
    return LOWER_MISC.addCounters({ k: 'addCounters', n: { k: 'n', n: 1 }, counter: '+1/+1', on }, c);
  },
  adapt: (v, c) => {
    if (c.actor.ref !== 'you' || c.b.card.isSpell) return false;
    const from = c.b.steps.length;
    if (!LOWER_MISC.addCounters({ k: 'addCounters', n: { k: 'n', n: v.n }, counter: '+1/+1', on: { k: 'self' } }, c))
      return false;
    // CR 701.46a: only if it has no +1/+1 counters on it as the instruction is done.
    const step = c.b.steps[from];
    if (!step || c.b.steps.length !== from + 1) return false;
    const none: Condition = { compare: [{ countersOn: { ref: 'source' }, counter: '+1/+1' }, '=', 0] };
    step.when = step.when ? { all: [none, step.when] } : none;
    return true;
  },
  monstrosity: (v, c) => {
    if (c.actor.ref !== 'you' || c.b.card.isSpell) return false;
    const count = lowerAmount(c.b, v.n === 'X' ? { k: 'x' } : { k: 'n', n: v.n });
    const what = lowerNP(c.b, { k: 'self' }, 'object');
    if (count === null || !what) return false;
    c.b.steps.push({ do: 'monstrosity', what, count });
    return true;
  },
  bolster: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const n = lowerAmount(c.b, v.n === 'X' ? { k: 'x' } : { k: 'n', n: v.n });
    if (n === null) return false;
    c.b.steps.push({ do: 'bolster', count: n });
    // "it" after bolster would name the creature chosen, which no reference names: nothing.
    c.b.it = null;
    c.b.itUnnamed = true;
    return true;
  },
  blight: (v, c) => {
    // Only the controller's own ("you may blight 2"); "If you do" reads whether it was done.
    if (c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'blight', count: v.n, as: freshVar(c.b, 'blighted') });
    c.b.it = null;
    c.b.itUnnamed = true;
    return true;
  },
  doubleCounters: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.on, 'object');
    if (!what || !isOneObject(c.b, what)) return false;
    c.b.steps.push({ do: 'addCounters', what, counter: v.counter, count: { countersOn: what, counter: v.counter } });
    return true;
  },
  distribute: (v, c) => {
    // Among several target objects (not players: CR 122.1 counters on permanents here), with a
    // number of targets that is not X.
    const to = v.to;
    if (c.actor.ref !== 'you' || to.k !== 'target' || to.countIsX || to.max < 2) return false;
    if (to.filter.players || to.filter.spells || to.filter.abilities || !to.filter.objects) return false;
    // Each target gets at least one (CR 601.2d): no more targets than counters. "Among any number
    // of" needs one target to put them on; "among up to two" may choose none (CR 601.2c).
    const upTo = /^up to /.test(to.label);
    const min = upTo ? 0 : Math.max(1, to.min);
    const max = v.n === 'X' ? to.max : Math.min(to.max, v.n);
    if (max < 1 || min > max) return false;
    const count = lowerAmount(c.b, v.n === 'X' ? { k: 'x' } : { k: 'n', n: v.n });
    const what = count === null ? null : lowerNP(c.b, { ...to, min, max }, 'object');
    if (count === null || what?.ref !== 'target') return false;
    c.b.steps.push({ do: 'distributeCounters', to: what, amount: count, counter: v.counter, divided: true });
    return true;
  },
};
