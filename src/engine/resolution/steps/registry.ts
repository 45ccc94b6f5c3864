/**
 * The installed step handlers, and running one step (CR 608.2c). The engine starts with the
 * core handlers (./core.ts); `installSteps` adds the rest of the step table when cards that may
 * use it are loaded (../../every-step.ts). A step whose handler is not installed is refused
 * with an error that says so: the action throws and the state it was given is untouched.
 */
import type { StepKind, StepSpec } from '../../state/card-def';
import type { Ctx } from '../../state/context';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepHandler, StepResult, StepTable } from './common';
import { CORE_STEPS } from './core';

const installed: Partial<Record<StepKind, StepHandler<StepKind>>> = { ...(CORE_STEPS as object) };

/** Adds handlers to the installed ones (the whole step table, when cards that use it load). */
export function installSteps(table: Partial<StepTable>): void {
  Object.assign(installed, table);
}

/** True if a step of kind `kind` can run now. */
export function stepInstalled(kind: string): boolean {
  return Object.prototype.hasOwnProperty.call(installed, kind);
}

/**
 * Runs `step` for the resolving object `r` (task `t` holds cursor and results). Throws if its
 * kind has no installed handler (the cards that use it were not loaded through a card source).
 */
export function runStep(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepSpec): StepResult {
  const handler = installed[step.do];
  if (!handler)
    throw new Error(
      `the instruction "${String(step.do)}" can't be carried out: its part of the rules engine is not loaded`,
    );
  return handler.run(ctx, r, t, step as never);
}
