/**
 * Creatures put onto the battlefield attacking by an instruction that moved them ("Return target
 * creature card from your graveyard to the battlefield tapped and attacking", "You may put a
 * creature card from among them onto the battlefield tapped and attacking", CR 508.4): the step
 * after the move, in the same resolution (no trigger is put on the stack and no state-based action
 * is checked between them, 608.2), makes each creature it names that is still on the battlefield
 * under the resolving ability's controller an attacking creature; its controller chooses what it
 * attacks (./enter-attacking.ts). Outside combat it isn't attacking (508.4a). Loaded with the
 * cards that use it.
 */
import { peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject } from '../../state/types';
import { refIds, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';
import { chooseAttacked, enterAttacking } from './enter-attacking';

function runEnterAttacking(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'enterAttacking'>): StepResult {
  const creatures = refIds(ctx, r, step.what)
    .map((id) => peek(ctx, id))
    .filter((o): o is GameObject => !!o && o.zone === 'battlefield' && o.controller === r.controller);
  if (!creatures.length) return 'next';
  const attacked = chooseAttacked(ctx, r, t, r.controller, creatures.length, 'enterAttacking');
  if (attacked === 'wait') return 'wait';
  creatures.forEach((o, i) => enterAttacking(ctx, o, attacked[i] ?? null));
  return 'next';
}

/** The handler of `enterAttacking`. */
export const putAttackingSteps: Pick<StepTable, 'enterAttacking'> = {
  enterAttacking: { rule: RULE.enterAttacking, run: runEnterAttacking },
};
