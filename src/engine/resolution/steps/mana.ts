/**
 * Adding mana from a resolving spell or ability that isn't a mana ability (CR 106.3: Dark
 * Ritual): it goes into its controller's mana pool (106.4). "Add one mana of any color": its
 * controller chooses the colour as it resolves (CR 608.2d). "Spend this mana only …": the mana keeps its
 * spending restriction in the pool (CR 106.6, mana/spend.ts). "Until end of turn, you don't lose
 * this mana …": it stays as steps end (CR 500.4, ./keep-mana.ts).
 */
import { peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { ensure } from '../../state/errors';
import { COLORS, type ManaType } from '../../state/types';
import { addMana } from '../../mana/mana';
import { fixedSpend } from '../../mana/spend';
import { amountsOf, scaleAmounts } from '../../state/mana-amounts';
import { RULE } from '../../state/rules';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { keepAdded, poolBefore } from './keep-mana';

function runAddMana(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'addMana'>): StepResult {
  let mana = step.mana;
  if (step.oneColor) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'string')
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseOption',
        purpose: 'mana',
        rule: RULE.manaFromEffect,
        about: r.item,
        prompt: `${sourceName(ctx, r)}: choose the colour of mana to add.`,
        options: COLORS.map((m) => ({ value: m, label: `{${m}}` })),
      });
    ensure(COLORS.includes(ans as ManaType), `${ans} is not a colour of mana`, RULE.manaFromEffect);
    mana = Array<ManaType>(step.oneColor).fill(ans as ManaType);
  }
  if (step.combination) {
    // "Add two mana in any combination of colors" (CR 106.1a): one choice of the colours (WU = UW).
    const options = combinations(step.combination);
    const ans = takeAnswer(t);
    if (typeof ans !== 'string')
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseOption',
        purpose: 'mana',
        rule: RULE.manaFromEffect,
        about: r.item,
        prompt: `${sourceName(ctx, r)}: choose the colours of the ${step.combination} mana to add.`,
        options: options.map((m) => ({ value: m, label: [...m].map((c) => `{${c}}`).join('') })),
      });
    ensure(options.includes(ans), `${ans} is not ${step.combination} mana of colours`, RULE.manaFromEffect);
    mana = [...ans] as ManaType[];
  }
  const source = r.spell ?? peek(ctx, r.source) ?? null;
  const before = step.keep ? poolBefore(ctx, r.controller) : null;
  addMana(
    ctx,
    r.controller,
    step.times === undefined ? amountsOf(mana) : scaleAmounts(amountsOf(mana), Math.max(0, amount(ctx, r, step.times))),
    source,
    RULE.manaFromEffect,
    `from ${sourceName(ctx, r)}`,
    // "Spend this mana only to cast instant and sorcery spells" (CR 106.6).
    step.manaSpend ? { spend: fixedSpend(step.manaSpend, source) } : {},
  );
  // "Until end of turn, you don't lose this mana as steps and phases end" (CR 500.4).
  if (before) keepAdded(ctx, r.controller, before, sourceName(ctx, r), step.keep);
  return 'next';
}

/** Every combination of `n` colours of mana, repetition allowed, order ignored ("WU", not also "UW"). */
function combinations(n: number, from: readonly ManaType[] = COLORS): string[] {
  if (n === 0) return [''];
  return from.flatMap((c, i) => combinations(n - 1, from.slice(i)).map((rest) => c + rest));
}

export const manaSteps: Pick<StepTable, 'addMana'> = {
  addMana: { rule: RULE.manaFromEffect, run: runAddMana },
};
