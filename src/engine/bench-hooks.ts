/**
 * Entry points for benchmarks only: internal steps of the engine timed on their own.
 */
import type { Engine } from './engine';
import { findStateBasedActions } from './sba/sba';
import { readContext } from './state/context';
import type { GameState } from './state/types';

/** Runs the state-based-action check (CR 704.3) on `state` without performing anything. */
export function checkStateBasedActionsForBench(engine: Engine, state: GameState): number {
  const { plan, groups } = findStateBasedActions(readContext(state, engine.registry));
  return plan.length + groups.length;
}
