/**
 * Extra turns (CR 500.7): "Take an extra turn after this one" adds a turn for each player named
 * directly after the current one; the most recently created is taken first (turn/turn.ts).
 * Skipped turns (CR 614.10): "You skip your next turn": the next turn that player would take
 * (an extra turn included) doesn't happen; a turn that has begun can't be skipped, so on their own
 * turn it is the one after. Two such effects skip the next two (614.10a).
 * Additional land plays (CR 305.2): "You may play an additional land this turn".
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { noteExtraLandPlays } from '../../state/turn-record';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runExtraTurn(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'extraTurn'>): StepResult {
  for (const p of refPlayers(ctx, r, step.player)) {
    ctx.s.turn.extraTurns = [...(ctx.s.turn.extraTurns ?? []), p];
    emit(ctx, {
      type: 'Note',
      rule: RULE.extraTurn,
      objects: [p, r.item],
      cards: [],
      text: `${p} will take an extra turn after this one (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

function runSkipTurns(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'skipTurns'>): StepResult {
  for (const p of refPlayers(ctx, r, step.player)) {
    ctx.s.turn.skipTurns = [...(ctx.s.turn.skipTurns ?? []), ...Array<typeof p>(step.count).fill(p)];
    emit(ctx, {
      type: 'Note',
      rule: RULE.skipStep,
      objects: [p, r.item],
      cards: [],
      text: `${p} will skip their next ${step.count === 1 ? 'turn' : `${step.count} turns`} (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

function runExtraLandPlays(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'extraLandPlays'>): StepResult {
  for (const p of refPlayers(ctx, r, step.player)) {
    noteExtraLandPlays(ctx, p, step.count);
    emit(ctx, {
      type: 'Note',
      rule: RULE.oneLandPerTurn,
      objects: [p, r.item],
      cards: [],
      text: `${p} may play ${step.count === 1 ? 'an additional land' : `${step.count} additional lands`} this turn (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

export const turnSteps: Pick<StepTable, 'extraTurn' | 'skipTurns' | 'extraLandPlays'> = {
  extraTurn: { rule: RULE.extraTurn, run: runExtraTurn },
  skipTurns: { rule: RULE.skipStep, run: runSkipTurns },
  extraLandPlays: { rule: RULE.oneLandPerTurn, run: runExtraLandPlays },
};
