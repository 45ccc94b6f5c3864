/**
 * Mana abilities (CR 605.1a): an activated ability with no target that adds mana: "Add {G}",
 * "Add {C}{C}", "Add {B} or {R}", "Add one mana of any color", "Add three mana of any one color".
 */
import type { Amount, Condition, ManaProduce, ManaRider, ManaType, StepSpec } from '../../../engine';
import { amountNode, forEachNode, lowerAmount } from '../grammar/amounts';
import { LexError, tokenize } from '../grammar/lexer';
import { BudgetError, parseAll } from '../grammar/peg';
import { newBuild, type CardFacts } from '../build';
import { buildEffect } from '../effects';
import { manaSymbols } from '../phrases/mana';
import { parseCount } from '../phrases/numbers';
import { parseCondition } from '../phrases/conditions';

/**
 * What an "Add …" effect produces, or null when it isn't a plain mana effect. `removedCounter`:
 * the kind of counter the cost removes "any number" of, for "then add an additional {U} for
 * each charge counter removed this way" and "Add {W} for each storage counter removed this way".
 */
export function parseManaEffect(effect: string, removedCounter?: string, card?: CardFacts): ManaProduce | null {
  const e = effect.replace(/\.$/, '');
  // "Add {W} for each storage counter removed this way" (the storage lands): once for each counter
  // the cost's "Remove any number of storage counters from ~" removed (CR 601.2h, 605.3b).
  const removedOnly = /^Add ((?:\{[WUBRGC]\})+) for each (\w+) counter removed this way$/.exec(e);
  if (removedOnly) {
    const mana = manaSymbols(removedOnly[1] as string);
    return mana && removedOnly[2] === removedCounter ? { kind: 'fixed', mana, perRemoved: true } : null;
  }
  // "Add {G} for each creature you control", "Add an amount of {G} equal to ~'s power".
  const each =
    /^Add ((?:\{[WUBRGC]\})+) for each (.+)$/.exec(e) ?? /^Add an amount of (\{[WUBRGC]\}) equal to (.+)$/.exec(e);
  if (each) {
    const mana = manaSymbols(each[1] as string);
    const times = card ? countedAmount(each[2] as string, e.includes(' for each '), card) : null;
    return mana && times !== null ? { kind: 'fixed', mana, times } : null;
  }
  // "Add X mana of any one color, where X is the number of Allies you control."
  const anyX = /^Add X mana of any one color, where X is (.+)$/.exec(e);
  if (anyX) {
    const times = card ? countedAmount(anyX[1] as string, false, card) : null;
    return times !== null ? { kind: 'anyOneColor', count: 1, times } : null;
  }
  const instead = /^Add ((?:\{[WUBRGC]\})+)\. If (.+), add ((?:\{[WUBRGC]\})+|\w+ \{[WUBRGC]\}) instead$/.exec(e);
  if (instead) {
    // "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
    // "… add six {G} instead" (Undermountain Adventurer): that many of the one symbol.
    const mana = manaSymbols(instead[1] as string);
    const more = manyOf(instead[3] as string);
    const condition = parseCondition(instead[2] as string, { ref: 'source' });
    const one = new Set([...(mana ?? []), ...(more ?? [])]);
    return mana && more && condition && one.size === 1
      ? { kind: 'fixed', mana, instead: { condition, mana: more } }
      : null;
  }
  const perRemoved =
    /^Add (\{[WUBRGC]\}), then add an additional (\{[WUBRGC]\}) for each (\w+) counter removed this way$/.exec(e);
  if (perRemoved) {
    const mana = manaSymbols(perRemoved[1] as string);
    return mana && perRemoved[1] === perRemoved[2] && perRemoved[3] === removedCounter
      ? { kind: 'fixed', mana, plusPerRemoved: true }
      : null;
  }
  const fixed = /^Add ((?:\{[WUBRGC]\})+)$/.exec(e);
  if (fixed) {
    const mana = manaSymbols(fixed[1] as string);
    return mana ? { kind: 'fixed', mana } : null;
  }
  const oneOf = /^Add ((?:\{[WUBRGC]\}, )*\{[WUBRGC]\},? or \{[WUBRGC]\})$/.exec(e);
  if (oneOf) {
    const options = [...(oneOf[1] as string).matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType);
    return { kind: 'oneOf', options };
  }
  // "Add {W}{W}, {W}{U}, or {U}{U}" (filter lands): one of the combinations, each of one size.
  const combos = /^Add ((?:\{[WUBRGC]\}){2,}(?:, (?:\{[WUBRGC]\}){2,})*,? or (?:\{[WUBRGC]\}){2,})$/.exec(e);
  if (combos) {
    const options = (combos[1] as string).split(/,? or |, /).map((c) => manaSymbols(c) ?? []);
    return options.every((c) => c.length === options[0]?.length) ? { kind: 'combos', options } : null;
  }
  // "Add two mana in any combination of colors", "… of {R} and/or {G}" (CR 106.1).
  // "… of {U}, {B}, and/or {R}" (Relic of Sauron) too.
  const anyCombo =
    /^Add (\w+) mana in any combination of (colors|(?:\{[WUBRG]\}, )*\{[WUBRG]\},? and\/or \{[WUBRG]\})$/.exec(e);
  if (anyCombo) {
    const n = parseCount(anyCombo[1] as string);
    const from =
      anyCombo[2] === 'colors' ? COLORS : (manaSymbols((anyCombo[2] as string).replace(/,? and\/or |, /g, '')) ?? []);
    return n && n <= 5 && from.length ? { kind: 'combos', options: multisets(from, n) } : null;
  }
  if (e === 'Add one mana of any color') return { kind: 'anyColor' };
  // "Add one mana of any type that a land you control could produce" (Reflecting Pool), "… of any
  // color that a land an opponent controls could produce" (Exotic Orchard): CR 106.7.
  const could = /^Add one mana of any (type|color) that a land (you control|an opponent controls) could produce$/.exec(
    e,
  );
  if (could)
    return {
      kind: 'couldProduce',
      lands: could[2] === 'you control' ? 'you' : 'opponent',
      colorsOnly: could[1] === 'color',
    };
  // "Add two mana of different colors" (Firemind Vessel): any two colours, not the same one twice.
  if (e === 'Add two mana of different colors') return { kind: 'combos', options: distinctPairs(COLORS) };
  // "Add one mana of any color in your commander's color identity" (Command Tower, CR 903.4).
  if (e === "Add one mana of any color in your commander's color identity") return { kind: 'commanderColors' };
  // "Add one mana of the chosen color" (Coldsteel Heart): read only on a card that chooses a
  // color as it enters (CR 614.12); its source's choice, never another's.
  if (e === 'Add one mana of the chosen color') return card?.choosesColor ? { kind: 'chosenColor' } : null;
  // "Add {B} or one mana of the chosen color" (Thriving Moor, Black Dragon Gate): {B}, or its
  // source's chosen colour (CR 614.12, 106.1).
  const orChosen = /^Add \{([WUBRGC])\} or one mana of the chosen color$/.exec(e);
  if (orChosen)
    return card?.choosesColor ? { kind: 'oneOf', options: [orChosen[1] as ManaType], orChosen: true } : null;
  const anyOne = /^Add (\w+) mana of any one color$/.exec(e);
  if (anyOne) {
    const n = parseCount(anyOne[1] as string);
    return n ? { kind: 'anyOneColor', count: n } : null;
  }
  return null;
}

const COLORS: ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/** "{C}{C}" as symbols, or "six {G}": a count word and one symbol, that many times (CR 106.1). */
function manyOf(text: string): ManaType[] | null {
  const words = /^(\w+) (\{[WUBRGC]\})$/.exec(text);
  if (!words) return manaSymbols(text);
  const n = parseCount(words[1] as string);
  const one = manaSymbols(words[2] as string);
  return n && n > 0 && n <= 20 && one ? Array<ManaType>(n).fill(one[0] as ManaType) : null;
}

/** The references a mana ability can read as it resolves, with no stack object (CR 605.3b). */
const STATIC_REFS = new Set(['source', 'you', 'enchanted', 'equipped']);

/** Whether every reference in `a` is one a mana ability can read as it resolves. */
function readsNow(a: Amount): boolean {
  if (typeof a === 'number') return true;
  if ('x' in a || 'kicked' in a || 'triggerAmount' in a || 'varAmount' in a) return false;
  if ('sum' in a) return a.sum.every(readsNow);
  if ('minus' in a) return a.minus.every(readsNow);
  if ('times' in a) return readsNow(a.times[0]);
  if ('half' in a) return readsNow(a.half);
  if ('count' in a) return !a.relativeTo;
  for (const v of Object.values(a))
    if (v && typeof v === 'object' && 'ref' in v && !STATIC_REFS.has(v.ref)) return false;
  return true;
}

/**
 * Whether a condition of a mana ability ("if you control a Nissa planeswalker") or a triggered
 * mana ability ("if there are three or more tide counters on ~", "while you're the monarch") reads
 * only its source and its controller, as it resolves with no stack object (CR 605.3b, 605.4a).
 */
export function readsOnlyNow(c: Condition): boolean {
  for (const m of JSON.stringify(c).matchAll(/"ref":"([^"]+)"/g)) if (m[1] !== 'source' && m[1] !== 'you') return false;
  return true;
}

/**
 * What "for each …" (`each`) or an amount phrase counts, read by the grammar, as an amount a
 * mana ability counts as it resolves; null if not read.
 */
export function countedAmount(text: string, each: boolean, card: CardFacts): Amount | null {
  let r;
  try {
    r = parseAll(each ? forEachNode : amountNode, tokenize(text));
  } catch (e) {
    if (e instanceof BudgetError || e instanceof LexError) return null;
    throw e;
  }
  if (!r.ok) return null;
  const b = newBuild(card);
  const a = lowerAmount(b, r.v);
  return a !== null && !b.usesX && readsNow(a) ? a : null;
}

/** Every pair of two different types from `types`, order ignored (WU = UW). */
function distinctPairs(types: readonly ManaType[]): ManaType[][] {
  return types.flatMap((t, i) => types.slice(i + 1).map((u) => [t, u]));
}

/** Every combination of `n` mana from `types`, repetition allowed, order ignored (WU = UW). */
function multisets(types: readonly ManaType[], n: number): ManaType[][] {
  if (n === 0) return [[]];
  return types.flatMap((t, i) => multisets(types.slice(i), n - 1).map((rest) => [t, ...rest]));
}

/**
 * The rider a step read by the grammar is, or null: "~ deals N damage to you" (its source, a
 * fixed N), "You gain N life", "Draw a card", "Put a time counter on ~".
 */
function riderOf(step: StepSpec): ManaRider | null {
  if (step.when) return null;
  const delayed = delayedRider(step);
  if (delayed) return delayed;
  if (step.do === 'damage' && !step.by && !step.divided && step.to.ref === 'you')
    return typeof step.amount === 'number' ? { kind: 'damagesYou', amount: step.amount } : null;
  if (step.do === 'gainLife' && step.player.ref === 'you' && typeof step.amount === 'number')
    return { kind: 'gainLife', amount: step.amount };
  if (step.do === 'draw' && step.player.ref === 'you' && typeof step.count === 'number')
    return { kind: 'draw', count: step.count };
  if (step.do === 'addCounters' && step.what.ref === 'source' && typeof step.count === 'number')
    return { kind: 'counterOnSource', counter: step.counter, count: step.count };
  if (
    step.do === 'gainLife' &&
    step.player.ref === 'players' &&
    step.player.which === 'opponents' &&
    typeof step.amount === 'number'
  )
    return { kind: 'opponentsGainLife', amount: step.amount };
  if (
    step.do === 'restrict' &&
    step.what.ref === 'source' &&
    step.until === 'nextUntapStep' &&
    step.cant.length === 1 &&
    step.cant[0] === 'untap'
  )
    return { kind: 'doesntUntapNext' };
  return null;
}

/**
 * "If there are no depletion counters on this land, sacrifice it." as read: the check of "no
 * `K` counters on ~" and the sacrifice of the source it guards (CR 701.21a); null otherwise.
 */
function sacrificeIfNoCounters(check: StepSpec, then: StepSpec | undefined): ManaRider | null {
  if (check.do !== 'check' || then?.do !== 'sacrifice' || then.what.ref !== 'source') return null;
  if (!then.when || !('var' in then.when) || then.when.var !== check.as) return null;
  const c = check.condition;
  if (!('compare' in c)) return null;
  const [lhs, op, rhs] = c.compare;
  if (op !== '=' || rhs !== 0 || typeof lhs !== 'object' || !lhs || !('countersOn' in lhs)) return null;
  if (lhs.countersOn.ref !== 'source' || typeof lhs.counter !== 'string') return null;
  return { kind: 'sacrificeSource', ifNoCounters: lhs.counter };
}

/**
 * A mana ability's further instructions after its "Add …" sentence (CR 605.3b), read by the
 * grammar: each must be an instruction the engine does at once as the ability resolves
 * ({@link ManaRider}). Returns the reason it stays text otherwise.
 */
export function manaRidersOf(text: string, card: CardFacts): ManaRider[] | string {
  const b = newBuild(card);
  b.activated = true;
  const failed = buildEffect(text, b);
  const why = `a mana ability's further instruction "${text}" is not enforced yet`;
  if (failed !== null || b.targets.length || !b.steps.length) return why;
  const riders: (ManaRider | null)[] = [];
  // "If you control a Nissa planeswalker, you gain 2 life.": the instructions that hang on a
  // condition about the source or its controller (checked as it resolves, CR 605.3b).
  const conditions = new Map<string, Condition>();
  for (let i = 0; i < b.steps.length; i++) {
    let step = b.steps[i] as StepSpec;
    const sacrifice = sacrificeIfNoCounters(step, b.steps[i + 1]);
    if (sacrifice) {
      i++;
      riders.push(sacrifice);
      continue;
    }
    if (step.do === 'check' && !step.when && readsOnlyNow(step.condition)) {
      conditions.set(step.as, step.condition);
      continue;
    }
    const when = step.when && 'var' in step.when ? conditions.get(step.when.var) : undefined;
    if (when) {
      const { when: _w, ...rest } = step;
      void _w;
      step = rest as StepSpec;
    }
    const rider = riderOf(step);
    riders.push(rider && when ? { ...rider, if: when } : rider);
  }
  return riders.length && riders.every((r): r is ManaRider => r !== null) ? riders : why;
}

/** The references a delayed trigger's instructions may make: its controller, its source (CR 603.7d–e). */
const DELAYED_REFS = new Set(['you', 'source']);

/**
 * "Draw a card at the beginning of the next turn's upkeep." (Astrolabe), "When you next cast an
 * instant or sorcery spell this turn, copy that spell." (Ether, "that spell" the one cast): a
 * delayed triggered ability a mana ability creates (CR 603.7), whose instructions name only its
 * controller, its source or, after a cast, that spell; null otherwise.
 */
function delayedRider(step: StepSpec): ManaRider | null {
  if (step.do !== 'delayed' && step.do !== 'delayedNextCast') return null;
  const json = JSON.stringify(step.steps);
  if (/"(?:var|slot|as)":/.test(json)) return null;
  for (const m of json.matchAll(/"ref":"([^"]+)"(?:,"key":"([^"]+)")?/g)) {
    const spell = step.do === 'delayedNextCast' && m[1] === 'trigger' && m[2] === 'spell';
    if (!spell && !DELAYED_REFS.has(m[1] as string)) return null;
  }
  return step.do === 'delayed'
    ? { kind: 'delayed', at: step.at, steps: step.steps, text: step.text }
    : { kind: 'delayed', nextCast: step.spell, steps: step.steps, text: step.text };
}
