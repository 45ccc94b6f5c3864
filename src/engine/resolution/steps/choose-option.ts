/**
 * "Choose a color." / "Choose a creature type." / "Choose a nonland card name." as a spell or
 * ability resolves (CR 608.2d): its controller chooses one (a creature type from the rules' list,
 * 205.3m; a name among the pool's nonland cards, a split card's halves each, 201.4b; "the basic land type of
 * your choice", one of the five, 205.3i, kept only in the ability's variable). The choice is kept on the
 * resolving spell — or, for an ability, on the permanent it comes from — as "the chosen color /
 * type" its later instructions read (object filters' `chosenColor` / `chosenType`); an ability's
 * choice replaces the permanent's earlier one, and a new object has none (400.7). Loaded with the
 * cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { emit, liveObject, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { ensure } from '../../state/errors';
import { RULE } from '../../state/rules';
import type { ManaType } from '../../state/types';
import { OPTION_WORDS, optionsOf, type OptionChoice } from '../../zones/entering-ask';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** "the basic land type of your choice" (CR 205.3i): kept only in the resolving ability's variable. */
const BASIC_LAND_TYPE = {
  purpose: 'basic-land-type',
  words: 'a basic land type',
  answer: null,
  options: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((t) => ({ value: t, label: t })),
} as const;

function runChooseOption(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'chooseOption'>): StepResult {
  const land = step.option === 'chooseBasicLandType';
  const { purpose, words, answer } = land ? BASIC_LAND_TYPE : OPTION_WORDS[step.option as OptionChoice];
  const options = land ? [...BASIC_LAND_TYPE.options] : optionsOf(ctx, step.option as OptionChoice);
  const ans = takeAnswer(t);
  if (typeof ans !== 'string')
    return ask(ctx, {
      player: r.controller,
      kind: 'chooseOption',
      purpose,
      rule: RULE.choiceOnResolution,
      about: r.item,
      prompt: `${sourceName(ctx, r)}: choose ${words}.`,
      options,
    });
  const chosen = options.find((o) => o.value === ans);
  ensure(!!chosen, `${ans} is not ${words}`, RULE.choiceOnResolution);
  if (step.as) {
    r.vars[step.as] = ans;
    emit(ctx, {
      type: 'Note',
      rule: RULE.choiceOnResolution,
      objects: [r.item],
      cards: [],
      text: `${r.controller} chose ${chosen?.label ?? ans} (${sourceName(ctx, r)}).`,
    });
    return 'next';
  }
  const holder = liveObject(ctx, r.source);
  if (holder) {
    if (answer === 'chosenColor') holder.chosenColor = ans as Exclude<ManaType, 'C'>;
    else if (answer === 'chosenType') holder.chosenType = ans;
    else if (answer === 'chosenName') holder.chosenName = ans;
  }
  emit(ctx, {
    type: 'Note',
    rule: RULE.choiceOnResolution,
    objects: [r.item],
    cards: [],
    text: `${r.controller} chose ${chosen?.label ?? ans} for ${holder ? displayName(ctx, holder) : sourceName(ctx, r)}.`,
  });
  return 'next';
}

export const chooseOptionSteps: Pick<StepTable, 'chooseOption'> = {
  chooseOption: { rule: RULE.choiceOnResolution, run: runChooseOption },
};
