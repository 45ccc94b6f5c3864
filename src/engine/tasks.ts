/**
 * Work in progress as plain data (DESIGN: "Effects as steps"): casting, activating, mana
 * abilities, resolving, state-based actions, putting triggers on the stack, pre-game actions.
 * Tasks form a stack in `state.tasks` (top last). The driver runs the top task until it
 * finishes, pushes a child, or stops for a decision; when no task is left it performs the
 * priority checkpoint of CR 117.5 / 704.3: state-based actions until none apply, then waiting
 * triggers onto the stack, repeated until stable.
 */
import { runActivateTask } from './casting/activate';
import { runCastTask } from './casting/cast';
import { runPlayLandTask } from './casting/play-land';
import { LAZY_ATTACK, runCombatDamageTask } from './turn/combat';
import { endStep } from './turn/turn';
import { runUntapTask } from './turn/untap';
import { runCleanupDiscardTask } from './turn/cleanup';
import type { Ctx } from './state/context';
import { applyControlEffects } from './zones/control';
import { runManaTask } from './mana/mana-abilities';
import { LAZY_PREGAME, shuffleLibraries } from './turn/pregame';
import { runResolveTask } from './resolution/resolve';
import { findStateBasedActions, performStateBasedActions, runSbaTask } from './sba/sba';
import { runTriggersTask, triggersTask } from './triggers/triggers';
import { checkStateTriggers } from './triggers/state-check';
import type { Task, TaskKinds, TaskResult } from './state/task';

export type { Task } from './state/task';

/** How to run each kind of task: one entry per kind, so a new kind can't compile unwired. */
const RUNNERS: { [K in keyof TaskKinds]: (ctx: Ctx, t: TaskKinds[K]) => TaskResult } = {
  cast: runCastTask,
  resolve: runResolveTask,
  mana: runManaTask,
  activate: runActivateTask,
  sba: runSbaTask,
  triggers: runTriggersTask,
  // Pre-game actions (loaded with the cards that have them, turn/pregame-reveal.ts).
  pregame: (ctx, t) => LAZY_PREGAME.run?.(ctx, t) ?? 'done',
  shuffle: shuffleLibraries,
  combatDamage: runCombatDamageTask,
  playLand: runPlayLandTask,
  // Choices made as creatures attack (loaded with the cards that have them, turn/exert-attacking.ts).
  exertAttack: (ctx, t) => LAZY_ATTACK.run?.(ctx, t) ?? 'done',
  // The untap step's choices made, the turn goes on (no priority in the untap step, CR 502.4).
  untap: (ctx, t) => {
    const r = runUntapTask(ctx, t);
    if (r === 'done') endStep(ctx);
    return r;
  },
  // The discard to hand size made and the cleanup done, the turn goes on (CR 514.1–514.3).
  cleanupDiscard: (ctx, t) => {
    const r = runCleanupDiscardTask(ctx, t);
    if (r === 'done') endStep(ctx);
    return r;
  },
};

/** The kinds of task the driver runs (for the handler-table test). */
export const TASK_KINDS = Object.keys(RUNNERS) as (keyof TaskKinds)[];

function runTask(ctx: Ctx, t: Task): TaskResult {
  return (RUNNERS[t.kind] as (ctx: Ctx, t: Task) => TaskResult)(ctx, t);
}

/** Runs tasks and the priority checkpoint until the game waits for a player (CR 117.5). */
export function run(ctx: Ctx): void {
  // Events mark every change; a check that found nothing needn't be repeated until another one.
  let cleanAt = -1;
  for (let i = 0; i < 20000; i++) {
    if (ctx.s.pendingDecision) return;
    const tasks = ctx.s.tasks;
    const task = tasks[tasks.length - 1];
    if (task) {
      const r = runTask(ctx, task);
      applyControlEffects(ctx);
      if (r === 'wait') {
        if (!ctx.s.pendingDecision) throw new Error(`task ${task.kind} stopped without a decision`);
        return;
      }
      if (r === 'done') tasks.splice(tasks.lastIndexOf(task), 1);
      continue;
    }
    // CR 704.3: perform all applicable state-based actions at once, then check again.
    if (cleanAt !== ctx.events.length) {
      applyControlEffects(ctx);
      const { plan, groups } = findStateBasedActions(ctx);
      if (groups.length) {
        tasks.push({ kind: 'sba', plan, groups });
        continue;
      }
      if (plan.length) {
        performStateBasedActions(ctx, plan);
        continue;
      }
      cleanAt = ctx.events.length;
      // CR 603.8: state triggers look at the state as it now is.
      if (checkStateTriggers(ctx)) continue;
    }
    // CR 603.3: then waiting triggered abilities go on the stack.
    if (ctx.s.pendingTriggers.length) {
      tasks.push(triggersTask(ctx));
      continue;
    }
    return;
  }
  throw new Error('the engine did not settle after 20,000 steps');
}
