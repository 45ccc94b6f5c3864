/**
 * What every step handler shares: its shape in the step table, its result, and the
 * sentences it most often says.
 */
import type { StepKind, StepSpec } from '../../state/card-def';
import { displayName } from '../../derived/characteristics';
import { emit, type Ctx } from '../../state/context';
import { RULE, type RuleNumber } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';

/** 'next': go on; 'wait': a decision is pending; 'child': a child task was pushed; 'stop': end. */
export type StepResult = 'next' | 'wait' | 'child' | 'stop';

/** The step of kind `K`. */
export type StepOf<K extends StepKind> = Extract<StepSpec, { do: K }>;

/**
 * How one kind of step is carried out: the rule it follows and the function that does it
 * for the resolving object `r` (task `t` holds the cursor, `t.sub` the progress inside a step
 * that takes several decisions, and `r.vars` the named results).
 */
export interface StepHandler<K extends StepKind> {
  rule: RuleNumber;
  run(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<K>): StepResult;
}

/** The step table: one handler per kind, so a new kind can't compile unwired. */
export type StepTable = { [K in StepKind]: StepHandler<K> };

/** Says that an instruction did nothing, and why. */
export function nothing(ctx: Ctx, r: Resolving, why: string, rule: string = RULE.resolve): void {
  emit(ctx, { type: 'NothingHappened', rule, objects: [r.item, r.source], cards: [], text: why });
}

/** The name of what is resolving, for sentences. */
export function sourceName(ctx: Ctx, r: Resolving): string {
  if (r.ability) return r.ability.sourceName;
  return r.spell ? displayName(ctx, r.spell) : 'the spell';
}

/**
 * Creatures put onto the battlefield attacking (CR 508.4; ./enter-attacking.ts installs both as it
 * loads, with the cards that do it: a token step's `attacking`, sneak, ninjutsu).
 */
export const ATTACKING: {
  choose?: typeof import('./enter-attacking').chooseAttacked;
  enter?: typeof import('./enter-attacking').enterAttacking;
} = {};
