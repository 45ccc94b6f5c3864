/**
 * Monstrosity N (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it
 * becomes monstrous." Monstrous is a designation (701.37b), not an ability: it stays while the
 * permanent is on the battlefield, whatever happens to its counters or abilities, and a new object
 * has none (400.7). A permanent already monstrous, or no longer on the battlefield, gets nothing
 * and its "When ~ becomes monstrous" abilities don't trigger; N = 0 still makes it monstrous.
 * Loaded with the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, liveObject, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { addCounters } from '../../zones/game-actions';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runMonstrosity(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'monstrosity'>): StepResult {
  const name = sourceName(ctx, r);
  const n = Math.max(0, amount(ctx, r, step.count));
  for (const o of refObjects(ctx, r, step.what)) {
    const obj = o.zone === 'battlefield' ? liveObject(ctx, o.id) : undefined;
    if (!obj) continue;
    if (obj.monstrous) {
      nothing(
        ctx,
        r,
        `${displayName(ctx, obj)} is already monstrous: monstrosity does nothing (CR 701.37a).`,
        RULE.monstrosity,
      );
      continue;
    }
    if (n > 0) addCounters(ctx, obj, '+1/+1', n, RULE.monstrosity, `from ${name}'s monstrosity`);
    obj.monstrous = true;
    // Abilities that read it ("as long as ~ is monstrous") are read again.
    boardChanged(ctx);
    emit(ctx, {
      type: 'PermanentKeywordAction',
      action: 'monstrous',
      objectId: obj.id,
      player: obj.controller,
      amount: n,
      rule: RULE.monstrosity,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} becomes monstrous (${name}).`,
    });
  }
  return 'next';
}

export const monstrositySteps: Pick<StepTable, 'monstrosity'> = {
  monstrosity: { rule: RULE.monstrosity, run: runMonstrosity },
};
