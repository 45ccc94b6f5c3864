/**
 * Voting (CR 701.38a), loaded with the cards that use it (every-step.ts), not with the engine
 * (core.ts).
 */
import { emit, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { opponentOf } from '../../state/ids';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/**
 * "Starting with you, each player votes for A or B" (CR 701.38a): each player still in the game,
 * starting with the controller and proceeding in turn order, votes for one option, knowing the
 * votes before theirs. Each ballot is kept (`as:ballot:N`) so that a resumed step asks the next
 * voter; the counts per option go to `as.0`, `as.1`, ….
 */
function runVote(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'vote'>): StepResult {
  const name = sourceName(ctx, r);
  const voters = [r.controller, opponentOf(r.controller)].filter((p) => !ctx.s.players[p].lost);
  const options = step.options.map((o) => ({ value: o, label: o }));
  for (const [k, p] of voters.entries()) {
    const key = `${step.as}:ballot:${k}`;
    if (typeof r.vars[key] === 'string') continue;
    const ans = takeAnswer(t);
    if (typeof ans !== 'string' || !step.options.includes(ans))
      return ask(ctx, {
        player: p,
        kind: 'chooseOption',
        purpose: step.as,
        rule: RULE.vote,
        about: r.item,
        prompt: `${name}: vote for ${step.options.join(' or ')}.`,
        options,
      });
    r.vars[key] = ans;
    emit(ctx, {
      type: 'Note',
      rule: RULE.vote,
      objects: [r.item, p],
      cards: [],
      text: `${p} voted for ${ans} (${name}).`,
    });
  }
  const ballots = voters.map((_, k) => r.vars[`${step.as}:ballot:${k}`]);
  for (const [i, o] of step.options.entries()) r.vars[`${step.as}.${i}`] = ballots.filter((b) => b === o).length;
  return 'next';
}

export const voteSteps: Pick<StepTable, 'vote'> = {
  vote: { rule: RULE.vote, run: runVote },
};
