/**
 * Adding mana from a resolving spell or ability that isn't a mana ability (CR 106.3: Dark
 * Ritual): it goes into its controller's mana pool (106.4).
 */
import { peek, type Ctx } from '../../state/context';
import { addMana } from '../../mana/mana';
import { amountsOf, scaleAmounts } from '../../state/mana-amounts';
import { RULE } from '../../state/rules';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runAddMana(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'addMana'>): StepResult {
  addMana(
    ctx,
    r.controller,
    step.times === undefined
      ? amountsOf(step.mana)
      : scaleAmounts(amountsOf(step.mana), Math.max(0, amount(ctx, r, step.times))),
    r.spell ?? peek(ctx, r.source) ?? null,
    RULE.manaFromEffect,
    `from ${sourceName(ctx, r)}`,
  );
  return 'next';
}

export const manaSteps: Pick<StepTable, 'addMana'> = {
  addMana: { rule: RULE.manaFromEffect, run: runAddMana },
};
