/**
 * Work in progress as plain data (DESIGN: "Effects as steps"): casting, activating, mana
 * abilities, resolving, state-based actions, putting triggers on the stack, pre-game actions.
 * Tasks form a stack in `state.tasks` (top last). The driver runs the top task until it
 * finishes, pushes a child, or stops for a decision; when no task is left it performs the
 * priority checkpoint of CR 117.5 / 704.3: state-based actions until none apply, then waiting
 * triggers onto the stack, repeated until stable.
 */
import { runActivateTask, type ActivateTask } from './activate';
import { runCastTask, type CastTask } from './cast';
import { runCombatDamageTask, type CombatDamageTask } from './combat';
import type { Ctx } from './context';
import { runManaTask, type ManaTask } from './mana-abilities';
import { runPregameTask, type PregameTask } from './pregame';
import { runResolveTask, type ResolveTask } from './resolve';
import { findStateBasedActions, performStateBasedActions, runSbaTask, type SbaTask } from './sba';
import { runTriggersTask, triggersTask, type TriggersTask } from './triggers';
import { shuffleLibraries } from './pregame';

/** Shuffling the libraries as the game starts (CR 103.3), after any pre-game actions. */
export interface ShuffleTask { kind: 'shuffle'; answer?: undefined }

export type Task = CastTask | ResolveTask | ManaTask | ActivateTask | SbaTask | TriggersTask | PregameTask | ShuffleTask | CombatDamageTask;

function runTask(ctx: Ctx, t: Task): 'done' | 'wait' | 'continue' {
  switch (t.kind) {
    case 'cast': return runCastTask(ctx, t);
    case 'resolve': return runResolveTask(ctx, t);
    case 'mana': return runManaTask(ctx, t);
    case 'activate': return runActivateTask(ctx, t);
    case 'sba': return runSbaTask(ctx, t);
    case 'triggers': return runTriggersTask(ctx, t);
    case 'pregame': return runPregameTask(ctx, t);
    case 'shuffle': return shuffleLibraries(ctx);
    case 'combatDamage': return runCombatDamageTask(ctx, t);
  }
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
      if (r === 'wait') {
        if (!ctx.s.pendingDecision) throw new Error(`task ${task.kind} stopped without a decision`);
        return;
      }
      if (r === 'done') tasks.splice(tasks.lastIndexOf(task), 1);
      continue;
    }
    // CR 704.3: perform all applicable state-based actions at once, then check again.
    if (cleanAt !== ctx.events.length) {
      const { plan, groups } = findStateBasedActions(ctx);
      if (groups.length) { tasks.push({ kind: 'sba', plan, groups }); continue; }
      if (plan.length) { performStateBasedActions(ctx, plan); continue; }
      cleanAt = ctx.events.length;
    }
    // CR 603.3: then waiting triggered abilities go on the stack.
    if (ctx.s.pendingTriggers.length) { tasks.push(triggersTask(ctx)); continue; }
    return;
  }
  throw new Error('the engine did not settle after 20,000 steps');
}
