/**
 * What every step handler shares: its result, and the two sentences it most often says.
 */
import { displayName } from '../../derived/characteristics';
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';

/** 'next': go on; 'wait': a decision is pending; 'child': a child task was pushed; 'stop': end. */
export type StepResult = 'next' | 'wait' | 'child' | 'stop';

/** Says that an instruction did nothing, and why. */
export function nothing(ctx: Ctx, r: Resolving, why: string, rule: string = RULE.resolve): void {
  emit(ctx, { type: 'NothingHappened', rule, objects: [r.item, r.source], cards: [], text: why });
}

/** The name of what is resolving, for sentences. */
export function sourceName(ctx: Ctx, r: Resolving): string {
  if (r.ability) return r.ability.sourceName;
  return r.spell ? displayName(ctx, r.spell) : 'the spell';
}
