/**
 * A reflexive triggered ability (CR 603.12): "You may pay {1}. When you do, …" creates an
 * ability that triggers on the instruction before it being done, during the resolution of the
 * spell or ability that created it. It waits with the other triggered abilities and is put on
 * the stack the next time a player would receive priority (603.3), choosing its own targets then
 * (603.3d). It has the same source and controller as what created it, and keeps that one's
 * trigger data and named results ("that creature", "the sacrificed creature").
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runReflexive(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'reflexive'>): StepResult {
  const name = sourceName(ctx, r);
  ctx.s.pendingTriggers.push({
    source: r.source,
    sourceName: name,
    def: '',
    abilityIndex: -1,
    controller: r.controller,
    trigger: { ...(r.ability?.trigger ?? {}) },
    steps: step.steps,
    ownTargets: step.targets,
    condition: null,
    text: step.text,
    targets: [],
    ...(Object.keys(r.vars).length ? { vars: { ...r.vars } } : {}),
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: r.source,
    player: r.controller,
    rule: RULE.reflexiveTrigger,
    objects: [r.source],
    cards: [],
    text: `${name}'s reflexive trigger triggered: "${step.text}"`,
  });
  return 'next';
}

export const reflexiveSteps: Pick<StepTable, 'reflexive'> = {
  reflexive: { rule: RULE.reflexiveTrigger, run: runReflexive },
};
