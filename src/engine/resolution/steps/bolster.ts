/**
 * Bolster N (CR 701.39a): the controller of the resolving spell or ability chooses a creature
 * they control with the least toughness (or tied for it) among the creatures they control, and
 * puts N +1/+1 counters on it. The creature is chosen on resolution, not targeted (115.10); with
 * one candidate there is nothing to ask, and with no creature nothing happens (608.2c, 101.3).
 */
import { characteristics, displayName } from '../../derived/characteristics';
import { objectsMatching } from '../../derived/filters';
import { liveObject, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { addCounters } from '../../zones/game-actions';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The creatures the controller controls with the least toughness among them (CR 701.39a). */
export function bolsterCandidates(ctx: Ctx, r: Resolving): ObjectId[] {
  const mine = objectsMatching(ctx, { types: ['creature'], controller: 'you' }, r.controller, null);
  const tough = mine.map((o) => characteristics(ctx, o).toughness ?? 0);
  const least = Math.min(...tough);
  return mine.filter((_o, i) => tough[i] === least).map((o) => o.id);
}

function runBolster(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'bolster'>): StepResult {
  const name = sourceName(ctx, r);
  const n = amount(ctx, r, step.count);
  const cands = bolsterCandidates(ctx, r);
  if (!cands.length) {
    nothing(ctx, r, `${name}: you control no creature, so bolster puts no counters (CR 701.39a).`, RULE.bolster);
    return 'next';
  }
  let chosen: ObjectId | undefined = cands.length === 1 ? cands[0] : undefined;
  if (!chosen) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseObjects',
        purpose: 'bolster',
        rule: RULE.bolster,
        about: r.item,
        prompt: `${name}: bolster ${n} — choose one of your creatures tied for the least toughness; it gets ${n} +1/+1 counter${n === 1 ? '' : 's'} (a choice, not a target).`,
        candidates: cands,
        min: 1,
        max: 1,
      });
    }
    chosen = ans.find((id) => cands.includes(id as ObjectId)) as ObjectId | undefined;
  }
  const obj = chosen ? liveObject(ctx, chosen) : undefined;
  if (obj && n > 0)
    addCounters(
      ctx,
      obj,
      '+1/+1',
      n,
      RULE.bolster,
      `from ${name}'s bolster (${displayName(ctx, obj)} had the least toughness)`,
    );
  return 'next';
}

export const bolsterSteps: Pick<StepTable, 'bolster'> = {
  bolster: { rule: RULE.bolster, run: runBolster },
};
