/**
 * Replacement effects that change how a permanent enters the battlefield (CR 614.1c–d), applied
 * to every permanent entering by any route (a resolving spell, a land played, a card put onto
 * the battlefield, a token created), looking at the permanent as it exists there (CR 614.12):
 * a planeswalker's loyalty counters (its printed loyalty, CR 306.5b), a Saga's lore counter (714.3a),
 * "enters with N counters" (its own; `{ x: true }` is the X of the spell it was, CR 107.3m, 0
 * if it wasn't cast), "enters tapped" (its own, unless a condition holds as it enters; or another
 * permanent's for what matches, Kismet),
 * "as this enters, choose an opponent" (CR 614.12; with two players, the only opponent), "choose a
 * nonland card name / a color" and "you may pay 2 life / reveal a … card. If you don't, it enters tapped" as its controller decided
 * before it moved (entering-ask.ts; on a path that can't ask, as if they declined, and nothing is chosen).
 * The entering object is changed before its zone change is announced, so abilities that trigger
 * on it entering see it as it entered.
 */
import type { Amount, Condition, EntersChoice, ReplacementSpec } from '../state/card-def';
import { READER, displayName, hasSubtype, hasType } from '../derived/characteristics';
import { matchesObjectFilter } from '../derived/object-filter';
import { amountOf, conditionHolds } from '../derived/static-values';
import { staticIndex } from '../derived/statics';
import { defOf, emit, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import { noteEntered } from '../state/turn-record';
import type { GameEvent } from '../state/events';
import { opponentOf, type GameObject, type ObjectId } from '../state/types';
import {
  COLOR_WORDS,
  decidedEnteringChoices,
  LAZY_ENTERING,
  OPTION_WORDS,
  type EnteringAnswers,
  type OptionChoice,
} from './entering-ask';
import { changeLife } from './permanents';
import { countersToPut } from './counters';

/**
 * A condition of "enters tapped unless …" as it is checked: before the permanent is on the
 * battlefield (CR 614.12), so no count includes the permanent itself.
 */
function without(c: Condition): Condition {
  if ('count' in c) return { ...c, count: { ...c.count, notSource: true } };
  if ('not' in c) return { not: without(c.not) };
  if ('all' in c) return { all: c.all.map(without) };
  if ('any' in c) return { any: c.any.map(without) };
  return c;
}

/** An amount of "enters with … counters" as it is read: as it would enter (CR 614.12), like {@link without}. */
function amountWithout(a: Amount): Amount {
  if (typeof a !== 'object') return a;
  if ('count' in a) return { ...a, count: { ...a.count, notSource: true } };
  if ('sum' in a) return { sum: a.sum.map(amountWithout) };
  if ('times' in a) return { times: [amountWithout(a.times[0]), a.times[1]] };
  return a;
}

/** The "as enters" choices of a definition, as a list. */
export function entersChoices(choice: EntersChoice | EntersChoice[] | undefined): EntersChoice[] {
  return choice === undefined ? [] : Array.isArray(choice) ? choice : [choice];
}

type Event = GameEvent;

/**
 * Changes `permanent` (just put onto the battlefield, writable) as its entering replacements say;
 * returns the events that say so, to be emitted after the zone change. `x`: the X of the spell it
 * was (CR 107.3m), when it was one.
 */
export function applyEnteringReplacements(
  ctx: Ctx,
  permanent: GameObject,
  x: number | undefined,
  kicked = false,
  withCounters?: { counter: string; count: number },
  answers?: EnteringAnswers,
  from?: ObjectId,
): Event[] {
  const out: Event[] = [];
  // CR 702.145b: at night a daybound card enters transformed (turn/day-night.ts).
  LAZY_ENTERING.dayNight?.(ctx, permanent, out);
  // "Return it to the battlefield with a +1/+1 counter on it" (CR 122.6, 614.1c): the effect that
  // puts it there gives it the counters as it enters.
  const withN = withCounters ? countersToPut(ctx, permanent, withCounters.counter, withCounters.count, out) : 0;
  if (withCounters && withN > 0) {
    const n = withN;
    permanent.counters[withCounters.counter] = (permanent.counters[withCounters.counter] ?? 0) + n;
    out.push({
      type: 'CountersAdded',
      objectId: permanent.id,
      counter: withCounters.counter,
      count: n,
      after: permanent.counters[withCounters.counter] ?? n,
      rule: RULE.entersWith,
      objects: [permanent.id],
      cards: permanent.cardId ? [permanent.cardId] : [],
      text: `${displayName(ctx, permanent)} entered with ${n} ${withCounters.counter} counter${n === 1 ? '' : 's'} on it.`,
    });
  }
  noteEntered(ctx, permanent.id);
  const name = displayName(ctx, permanent);
  const def = defOf(ctx, permanent);
  const base = { objects: [permanent.id], cards: permanent.cardId ? [permanent.cardId] : [] };
  const tapped = (by: GameObject, why: string): void => {
    if (permanent.tapped) return;
    permanent.tapped = true;
    out.push({
      type: 'ReplacementApplied',
      source: by.id,
      rule: RULE.entersTapped,
      ...base,
      text: `${name} entered tapped (${why}).`,
    });
  };
  intrinsicCounters(ctx, permanent, out);
  for (const rep of def.replacements ?? []) {
    if (rep.kind === 'entersTapped' && !rep.what) {
      if (!rep.unless) tapped(permanent, 'its own ability');
      else if (!conditionHolds(ctx, READER, { you: permanent.controller, source: permanent.id }, without(rep.unless)))
        tapped(permanent, 'its own ability: its condition to enter untapped did not hold');
    }
    if (rep.kind === 'entersWithCounters' && !rep.what) countersOnEntering(ctx, permanent, rep, x, kicked, out, from);
    if (rep.kind === 'entersPrepared') LAZY_ENTERING.prepared?.(ctx, permanent, out);
  }
  for (const id of staticIndex(ctx).replacementSources) {
    const src = id === permanent.id ? undefined : peek(ctx, id);
    if (!src) continue;
    for (const rep of defOf(ctx, src).replacements ?? []) {
      if (
        rep.kind === 'entersTapped' &&
        rep.what &&
        matchesObjectFilter(ctx, READER, permanent, rep.what, src.controller, src.id)
      ) {
        tapped(src, `${displayName(ctx, src)}'s ability`);
      }
      // "Each other Warrior creature you control enters with an additional +1/+1 counter" (CR 614.1c).
      if (rep.kind === 'entersWithCounters') LAZY_ENTERING.more?.(ctx, permanent, src, rep, out);
    }
  }
  for (const choice of decidedEnteringChoices(ctx, permanent)) {
    if (typeof choice === 'string') {
      chosenOnEntering(ctx, permanent, choice, answers, out);
      continue;
    }
    if ('mayCounter' in choice) {
      LAZY_ENTERING.mayCounter?.(ctx, permanent, choice, answers?.tookCounter, out);
      continue;
    }
    if ('pick' in choice) {
      LAZY_ENTERING.applyPick?.(ctx, permanent, choice, answers?.picked?.[choice.pick], out);
      continue;
    }
    if ('filter' in choice) {
      LAZY_ENTERING.apply?.(ctx, permanent, choice, answers?.chosen, out);
      continue;
    }
    // CR 614.12: "you may pay N life / reveal a … card from your hand. If you don't, it enters tapped."
    const pay = 'payLifeOrTapped' in choice;
    const did = pay ? answers?.paidLife : answers?.revealed === undefined ? undefined : answers.revealed !== null;
    if (did && pay) changeLife(ctx, permanent.controller, -choice.payLifeOrTapped, `as ${name} entered`, RULE.payLife);
    else if (!did)
      tapped(
        permanent,
        `its own ability: its controller ${did === undefined ? "couldn't be asked on this path and " : ''}didn't ${pay ? 'pay the life' : 'reveal a card'}`,
      );
  }
  if (entersChoices(def.asEnters).includes('chooseOpponent') && !permanent.chosenPlayer) {
    // CR 614.12: chosen as it enters; in a two-player game there is one opponent to choose.
    permanent.chosenPlayer = opponentOf(permanent.controller);
    out.push({
      type: 'Note',
      rule: RULE.asEnters,
      ...base,
      text: `As ${name} entered, ${permanent.controller} chose ${permanent.chosenPlayer} as the opponent.`,
    });
  }
  return out;
}

/**
 * "As ~ enters, choose a nonland card name / a color / a creature type" (CR 614.12): the answer its controller gave
 * before it moved. On a path that couldn't ask, nothing is chosen (abilities reading the chosen
 * value find none) and the log says so, rather than a value nobody chose.
 */
function chosenOnEntering(
  ctx: Ctx,
  permanent: GameObject,
  choice: OptionChoice,
  answers: EnteringAnswers | undefined,
  out: Event[],
): void {
  const name = displayName(ctx, permanent);
  const base = { objects: [permanent.id], cards: permanent.cardId ? [permanent.cardId] : [] };
  const { words, answer } = OPTION_WORDS[choice];
  const value = answers?.[answer];
  if (value === undefined) {
    out.push({
      type: 'Note',
      rule: RULE.asEnters,
      ...base,
      text: `${name} entered by a path that couldn't ask its controller to choose ${words}: nothing is chosen.`,
    });
  } else if (choice === 'chooseCreatureType') {
    permanent.chosenType = value;
    out.push({ type: 'Note', rule: RULE.asEnters, ...base, text: `${name} entered with ${value} chosen.` });
  } else if (choice === 'chooseColor') {
    permanent.chosenColor = value as NonNullable<GameObject['chosenColor']>;
    out.push({
      type: 'Note',
      rule: RULE.asEnters,
      ...base,
      text: `${name} entered with ${COLOR_WORDS[value] ?? value} chosen.`,
    });
  } else {
    permanent.chosenName = value;
    out.push({
      type: 'NameChosen',
      objectId: permanent.id,
      chosen: value,
      rule: RULE.asEnters,
      ...base,
      text: `${name} entered with the name "${value}" chosen.`,
    });
  }
}

/** Puts `n` counters of `counter` on the entering `permanent`, with the event that says so. */
export function putOnEntering(
  ctx: Ctx,
  permanent: GameObject,
  counter: string,
  n: number,
  rule: string,
  why: string,
  out: Event[],
): void {
  n = countersToPut(ctx, permanent, counter, n, out);
  if (n <= 0) return;
  permanent.counters[counter] = (permanent.counters[counter] ?? 0) + n;
  out.push({
    type: 'CountersAdded',
    objectId: permanent.id,
    counter,
    count: n,
    after: permanent.counters[counter],
    rule,
    objects: [permanent.id],
    cards: permanent.cardId ? [permanent.cardId] : [],
    text: `${displayName(ctx, permanent)} entered with ${n} ${counter} counter${n === 1 ? '' : 's'} (${why}).`,
  });
}

/**
 * The counters a permanent enters with by the rules of its card type: a planeswalker, as many
 * loyalty counters as its printed loyalty (CR 306.5b); a Saga, a lore counter (714.3a), which
 * triggers its chapter I (714.2b); a battle, its defense counters and protector (310.4b, 310.11a,
 * turn/battles.ts).
 */
function intrinsicCounters(ctx: Ctx, permanent: GameObject, out: Event[]): void {
  const def = defOf(ctx, permanent);
  if (def.loyalty !== undefined && hasType(ctx, permanent, 'planeswalker'))
    putOnEntering(ctx, permanent, 'loyalty', def.loyalty, RULE.loyaltyEnters, 'its printed loyalty', out);
  if (hasSubtype(ctx, permanent, 'Saga'))
    putOnEntering(ctx, permanent, 'lore', 1, RULE.sagaEnters, 'a Saga enters with a lore counter', out);
  if (def.defense !== undefined) LAZY_ENTERING.battle?.(ctx, permanent, out);
}

function countersOnEntering(
  ctx: Ctx,
  permanent: GameObject,
  rep: Extract<ReplacementSpec, { kind: 'entersWithCounters' }>,
  x: number | undefined,
  kicked: boolean,
  out: Event[],
  from?: ObjectId,
): void {
  const usesX = typeof rep.count === 'object' && 'x' in rep.count;
  // Counts of graveyard cards as they were just before it entered (CR 614.12; zones/for-counters.ts).
  const amount = LAZY_ENTERING.asBefore?.(ctx, permanent, from);
  const at = { you: permanent.controller, source: permanent.id, x: x ?? 0, kicked, amount };
  if (rep.if && !conditionHolds(ctx, READER, at, without(rep.if))) return;
  const n = amountOf(ctx, READER, at, amountWithout(rep.count));
  // "If ~ was kicked, it enters with two +1/+1 counters on it": nothing when it wasn't.
  if (n <= 0 && typeof rep.count === 'object' && 'kicked' in rep.count) return;
  const name = displayName(ctx, permanent);
  const base = { objects: [permanent.id], cards: permanent.cardId ? [permanent.cardId] : [] };
  out.push({
    type: 'ReplacementApplied',
    source: permanent.id,
    rule: usesX ? RULE.xEtbException : RULE.entersWith,
    ...base,
    text: usesX
      ? `${name} enters with X ${rep.counter} counters, and X is the X of the spell it was: ${n} (CR 107.3m). Its own X, and so its mana value on the battlefield, counts as 0.`
      : `${name} enters with ${n} ${rep.counter} counter${n === 1 ? '' : 's'} on it${typeof rep.count === 'object' && 'kicked' in rep.count ? ` (it was kicked, CR ${RULE.kicked})` : ''}.`,
  });
  // CR 122.6: counters it enters with are put on it; effects that change their number apply.
  const put = countersToPut(ctx, permanent, rep.counter, n, out);
  if (put <= 0) return;
  permanent.counters[rep.counter] = (permanent.counters[rep.counter] ?? 0) + put;
  out.push({
    type: 'CountersAdded',
    objectId: permanent.id,
    counter: rep.counter,
    count: put,
    after: permanent.counters[rep.counter] ?? put,
    rule: usesX ? RULE.xEtbException : RULE.entersWith,
    ...base,
    text: `${name} got ${put} ${rep.counter} counter${put === 1 ? '' : 's'} as it entered.`,
  });
  if (rep.gains) LAZY_ENTERING.gains?.(ctx, permanent, rep.gains, 'it was kicked', out);
}

/** Emits the events of {@link applyEnteringReplacements}. */
export function emitAll(ctx: Ctx, events: Event[]): void {
  for (const ev of events) emit(ctx, ev);
}
