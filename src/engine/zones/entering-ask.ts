/**
 * Choices a permanent's controller makes as it enters (CR 614.12, 614.1c): "As this creature
 * enters, choose a nonland card name" (Meddling Mage), "… choose a color", "… choose a creature type"; "As this land enters,
 * you may pay 2 life. If you don't, it enters tapped"; "As this land enters, you may reveal a Giant
 * card from your hand. If you don't, this land enters tapped". They are asked before the permanent
 * moves, by whatever puts it onto the battlefield (a land played, an effect putting it there), and
 * handed to `moveObject` as `enterAnswers`, so it enters already as the choice says and anything
 * that sees it entering sees it that way.
 */
import { displayName } from '../derived/characteristics';
import { defOf, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { Amount, CopyException, EntersChoice, Keyword, ReplacementSpec } from '../state/card-def';
import type { GameEvent as Event } from '../state/events';
import { creatureTypes } from '../state/creature-type-list';
import { COLORS, type GameObject, type ObjectId, type PlayerId } from '../state/types';

/** What the controller chose as the permanent entered. */
export interface EnteringAnswers {
  /** "As ~ enters, choose a nonland card name" (Meddling Mage). */
  chosenName?: string;
  /** "As ~ enters, choose a color": W, U, B, R or G. */
  chosenColor?: string;
  /** "As ~ enters, choose a creature type" (CR 205.3m). */
  chosenType?: string;
  /** "you may pay N life": whether it was paid (CR 119.4). */
  paidLife?: boolean;
  /** "you may reveal a … card from your hand": the card revealed, or null. */
  revealed?: ObjectId | null;
  /** "You may have ~ enter with a +1/+1 counter on it": whether its controller took the counter. */
  tookCounter?: boolean;
  /** "You may have ~ enter as a copy of …" (CR 707.2): the permanent chosen, or null for none. */
  copied?: ObjectId | null;
  /** That choice's exceptions to the copiable values (CR 707.9b). */
  copyExcept?: CopyException;
  /** Devour (CR 702.82a) or amplify (702.38a): the permanents to sacrifice / cards revealed. */
  chosen?: ObjectId[];
  /** A named option picked (`{ pick, options }`, CR 614.12): the mode or the counter chosen, by kind. */
  picked?: Partial<Record<PickChoice['pick'], string>>;
}

/** A choice of one named option as it enters: a mode (the Sieges) or a kind of counter. */
export type PickChoice = Extract<EntersChoice, { pick: string }>;

/** A place a task keeps answers between runs (a resolve task's `vars`, a land play's own). */
export type AnswerStore = Record<string, unknown>;

type Asked = Exclude<EntersChoice, 'chooseOpponent'>;

/** The colour words of the colour choice. */
export const COLOR_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/**
 * The "as enters" choices of `obj` that need its controller's decision ("choose an opponent" has
 * one answer in a two-player game and is made by `applyEnteringReplacements`).
 */
export function decidedEnteringChoices(ctx: Ctx, obj: GameObject): Asked[] {
  const c = defOf(ctx, obj).asEnters;
  const list = c === undefined ? [] : Array.isArray(c) ? c : [c];
  return list.filter((x): x is Asked => x !== 'chooseOpponent');
}

/** Nonland card names a player may choose (CR 201.4b: a split card offers each of its names). */
function nonlandNames(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const name of ctx.reg.names()) {
    const def = ctx.reg.get(name);
    if (!def || (/\bLand\b/.test(def.typeLine) && !def.halves)) continue;
    if (def.halves) out.push(...def.halves.map((h) => h.name));
    else out.push(def.name);
  }
  return out.sort();
}

/** A choice of one value as a permanent enters: what is asked, and the values offered. */
export type OptionChoice = 'chooseNonlandCardName' | 'chooseColor' | 'chooseCreatureType';

/** Each option choice: the decision's purpose, its words, and where its answer is kept. */
export const OPTION_WORDS: Record<
  OptionChoice,
  { purpose: string; words: string; answer: 'chosenName' | 'chosenColor' | 'chosenType' }
> = {
  chooseNonlandCardName: { purpose: 'name', words: 'a nonland card name', answer: 'chosenName' },
  chooseColor: { purpose: 'color', words: 'a color', answer: 'chosenColor' },
  chooseCreatureType: { purpose: 'creature-type', words: 'a creature type', answer: 'chosenType' },
};

/** The values a name, colour or creature-type choice offers (CR 614.12, 205.3m). */
export function optionsOf(ctx: Ctx, choice: OptionChoice): { value: string; label: string }[] {
  if (choice === 'chooseColor') return COLORS.map((c) => ({ value: c, label: COLOR_WORDS[c] ?? c }));
  // CR 205.3m: one of the creature types the rules list.
  if (choice === 'chooseCreatureType') return creatureTypes().map((t) => ({ value: t, label: t }));
  return nonlandNames(ctx).map((n) => ({ value: n, label: n }));
}

/** Asks a name, a colour or a creature type (CR 614.12), kept in `store` under `key`; undefined while asking. */
function askOption(
  ctx: Ctx,
  task: Asking,
  store: AnswerStore,
  key: string,
  obj: GameObject,
  player: PlayerId,
  choice: OptionChoice,
): string | undefined {
  if (typeof store[key] === 'string') return store[key] as string;
  const ans = takeAnswer(task);
  if (typeof ans === 'string') return (store[key] = ans);
  const { purpose, words } = OPTION_WORDS[choice];
  ask(ctx, {
    player,
    kind: 'chooseOption',
    purpose,
    rule: RULE.asEnters,
    about: obj.id,
    prompt: `As ${displayName(ctx, obj)} enters, choose ${words}.`,
    options: optionsOf(ctx, choice),
  });
  return undefined;
}

/** A payment, a reveal, a counter or a copy chosen as a permanent enters (zones/entering-more.ts). */
export type MoreChoice = Extract<
  EntersChoice,
  { payLifeOrTapped: number } | { revealOrTapped: unknown } | { mayCounter: string } | { mayCopy: unknown }
>;

/** Devour's or amplify's choice (CR 702.82a, 702.38a). */
export type ForCountersChoice = Extract<EntersChoice, { devour: number } | { amplify: number }>;

/**
 * The "as enters" choices whose code loads with the cards that have them (devour and amplify,
 * zones/for-counters.ts, installed by every-step.ts): how they are asked and applied. Not
 * installed, nothing is asked and nothing is chosen.
 */
export const LAZY_ENTERING: {
  /** "This creature enters prepared": makes it prepared (resolution/steps/prepare.ts). */
  prepared?(ctx: Ctx, permanent: GameObject, out: Event[]): void;
  /** A battle entering: its defense counters and its protector (CR 310.4b, 310.11a; turn/battles.ts). */
  battle?(ctx: Ctx, permanent: GameObject, out: Event[]): void;
  /** A daybound card entering at night enters transformed (CR 702.145b; turn/day-night.ts). */
  dayNight?(ctx: Ctx, permanent: GameObject, out: Event[]): void;
  ask?(
    ctx: Ctx,
    task: Asking,
    store: AnswerStore,
    obj: GameObject,
    player: PlayerId,
    choice: ForCountersChoice,
  ): ObjectId[] | 'wait';
  /** Applies the choice to the entering `permanent`, adding to `out` the events to emit after it enters. */
  apply?(
    ctx: Ctx,
    permanent: GameObject,
    choice: ForCountersChoice,
    chosen: readonly ObjectId[] | undefined,
    out: Event[],
  ): void;
  /**
   * Another permanent's (`src`) "enters with counters" replacement with `what` (CR 614.1c):
   * applied to the entering `permanent` if it matches (zones/for-counters.ts).
   */
  more?(
    ctx: Ctx,
    permanent: GameObject,
    src: GameObject,
    rep: Extract<ReplacementSpec, { kind: 'entersWithCounters' }>,
    out: Event[],
  ): void;
  /** Asks a named option (a mode, a kind of counter: zones/for-counters.ts); 'wait' while asking. */
  pick?(
    ctx: Ctx,
    task: Asking,
    store: AnswerStore,
    obj: GameObject,
    player: PlayerId,
    choice: PickChoice,
  ): string | 'wait';
  /** Applies the option picked (undefined: a path that couldn't ask) to the entering `permanent`. */
  applyPick?(ctx: Ctx, permanent: GameObject, choice: PickChoice, value: string | undefined, out: Event[]): void;
  /**
   * Asks a payment, a reveal, a counter or a copy as `obj` enters (zones/entering-more.ts): the
   * answer is written into `out`; 'wait' while asking.
   */
  askMore?(
    ctx: Ctx,
    task: Asking,
    store: AnswerStore,
    obj: GameObject,
    player: PlayerId,
    choice: MoreChoice,
    out: EnteringAnswers,
  ): 'wait' | undefined;
  /**
   * The amounts of "~ enters with … counters on it for each creature card in your graveyard" as
   * they were just before `permanent` entered (CR 614.12; zones/for-counters.ts): `from`, its
   * object before it moved, if it left a graveyard, counts there.
   */
  asBefore?(
    ctx: Ctx,
    permanent: GameObject,
    from: ObjectId | undefined,
  ): ((a: Amount) => number | undefined) | undefined;
  /** Keywords the entering `permanent` has for as long as it stays on the battlefield (CR 611.2a; zones/for-counters.ts). */
  gains?(ctx: Ctx, permanent: GameObject, keywords: readonly Keyword[], why: string, out: Event[]): void;
  /** Unleash's or riot's choice applied (CR 702.98a, 702.136a; zones/for-counters.ts): `took` the counter or not. */
  mayCounter?(
    ctx: Ctx,
    permanent: GameObject,
    choice: Extract<EntersChoice, { mayCounter: string }>,
    took: boolean | undefined,
    out: Event[],
  ): void;
} = {};

/**
 * Asks `player` (who will control `obj`) the "as enters" decisions of `obj`, one at a time,
 * keeping each answer in `store` (the task is run again after each); returns the answers once
 * all are made, or 'wait'. A payment the player can't make (CR 119.4) or a reveal with no card
 * to reveal isn't asked: the answer is no.
 */
export function askEntering(
  ctx: Ctx,
  task: Asking,
  store: AnswerStore,
  obj: GameObject,
  player: PlayerId,
): EnteringAnswers | 'wait' {
  const out: EnteringAnswers = {};
  for (const choice of decidedEnteringChoices(ctx, obj)) {
    if (typeof choice === 'string') {
      const a = askOption(ctx, task, store, `enter:${obj.id}:${choice}`, obj, player, choice);
      if (a === undefined) return 'wait';
      out[OPTION_WORDS[choice].answer] = a;
    } else if ('pick' in choice) {
      const v = LAZY_ENTERING.pick?.(ctx, task, store, obj, player, choice);
      if (v === 'wait') return v;
      if (v !== undefined) (out.picked ??= {})[choice.pick] = v;
    } else if ('filter' in choice) {
      const chosen = LAZY_ENTERING.ask?.(ctx, task, store, obj, player, choice) ?? [];
      if (chosen === 'wait') return chosen;
      out.chosen = chosen;
    } else {
      // A payment, a reveal, a counter or a copy (zones/entering-more.ts): loads with its cards.
      if (LAZY_ENTERING.askMore?.(ctx, task, store, obj, player, choice, out) === 'wait') return 'wait';
    }
  }
  return out;
}

/**
 * Asks the "as enters" decisions of each of `ids` about to be put onto the battlefield under
 * `controllerOf(obj)`; returns the answers by id, or 'wait'.
 */
export function askEnteringAll(
  ctx: Ctx,
  task: Asking,
  store: AnswerStore,
  ids: readonly ObjectId[],
  controllerOf: (obj: GameObject) => PlayerId,
): Map<ObjectId, EnteringAnswers> | 'wait' {
  const out = new Map<ObjectId, EnteringAnswers>();
  for (const id of ids) {
    const obj = peek(ctx, id);
    if (!obj || !decidedEnteringChoices(ctx, obj).length) continue;
    const a = askEntering(ctx, task, store, obj, controllerOf(obj));
    if (a === 'wait') return 'wait';
    out.set(id, a);
  }
  return out;
}
