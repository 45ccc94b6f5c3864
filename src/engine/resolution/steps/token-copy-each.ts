/**
 * "For each creature token you control, create a token that's a copy of that creature" (Rhys the
 * Redeemed), "For each creature target player controls, create a token that's a copy of that
 * creature" (Clone Legion): the objects are the ones the words name as the instruction starts
 * (CR 608.2c: tokens it creates are not among them), and for each, in turn, the tokens a
 * "create a token that's a copy of it" would create (707.2, 111.1) — with its "as enters"
 * choices and what each attacks asked as there (resolution/steps/token-copy.ts). Loaded with
 * the cards that use it (every-step.ts), not with the engine.
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/ids';
import { isPlayerId } from '../../state/types';
import { refIds, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { runCreateTokenCopy } from './token-copy';

const EACH = '_copyEach';
const AT = '_copyEachAt';
const MADE = '_copyEachMade';

function runEach(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'createTokenCopyEach'>): StepResult {
  if (!Array.isArray(r.vars[EACH])) {
    const ids = refIds(ctx, r, step.of).filter((id) => !isPlayerId(id));
    if (!ids.length) {
      nothing(ctx, r, `${sourceName(ctx, r)}: there is nothing to copy, so no token is created.`, RULE.copy);
      if (step.as) r.vars[step.as] = [];
      return 'next';
    }
    r.vars[EACH] = ids;
    r.vars[AT] = 0;
    r.vars[MADE] = [];
  }
  const ids = r.vars[EACH] as ObjectId[];
  for (;;) {
    const at = r.vars[AT] as number;
    const id = ids[at];
    if (id === undefined) break;
    // One object at a time, under names of its own (its choices are asked under them).
    r.vars._copyEachOne = id;
    const one = `_copyEachTokens${at}`;
    const res = runCreateTokenCopy(ctx, r, t, { ...step.step, of: { ref: 'var', name: '_copyEachOne' }, as: one });
    if (res !== 'next') return res;
    const got = r.vars[one];
    r.vars[MADE] = [
      ...(r.vars[MADE] as ObjectId[]),
      ...(Array.isArray(got) ? got : typeof got === 'string' ? [got] : []),
    ];
    r.vars[one] = null;
    r.vars[AT] = at + 1;
  }
  if (step.as) r.vars[step.as] = r.vars[MADE] as ObjectId[];
  r.vars[EACH] = null;
  r.vars[AT] = null;
  r.vars[MADE] = null;
  r.vars._copyEachOne = null;
  return 'next';
}

export const tokenCopyEachSteps: Pick<StepTable, 'createTokenCopyEach'> = {
  createTokenCopyEach: { rule: RULE.copy, run: runEach },
};
