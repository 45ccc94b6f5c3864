/**
 * Regeneration and prevention shields (CR 614.8, 615, 701.19) from resolving spells and
 * abilities. Placeholder: the combat helper's version (with the damage pipeline in
 * zones/damage.ts) replaces this file; until then these kinds can't be used.
 */
import type { StepSpec } from '../../state/card-def';
import type { Ctx } from '../../state/context';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepResult } from './common';

/** Marks this file as the placeholder (the handler-coverage test asks for a use once it's gone). */
export const placeholder = true;

/** "Regenerate it": a regeneration shield until end of turn (CR 701.19, 614.8). Not implemented yet. */
export function runRegenerateStep(_ctx: Ctx, _r: Resolving, _t: ResolveTask, _step: Extract<StepSpec, { do: 'regenerate' }>): StepResult {
  throw new Error('the regenerate step is not implemented yet');
}

/** "Prevent the next N damage ..." / "Prevent all damage ...": a prevention shield (CR 615). Not implemented yet. */
export function runPreventStep(_ctx: Ctx, _r: Resolving, _t: ResolveTask, _step: Extract<StepSpec, { do: 'prevent' }>): StepResult {
  throw new Error('the prevent step is not implemented yet');
}
