/**
 * The task of resolving the top object of the stack (CR 608), as plain data: its stage, the
 * cursor over its steps, named results ("the copy", "if you do") and the targets still legal.
 */
import type { Asking } from '../state/decisions';
import type { Var } from './refs';
import type { EntityId, ObjectId } from '../state/types';

declare module '../state/task' {
  interface TaskKinds {
    resolve: ResolveTask;
  }
}

export interface ResolveTask extends Asking {
  kind: 'resolve';
  item: ObjectId;
  stage: 'start' | 'steps' | 'enter' | 'finish';
  cursor: number;
  /** Progress inside a step that takes several decisions. */
  sub: number;
  vars: Record<string, Var>;
  targets: EntityId[][];
}

export function resolveTask(item: ObjectId): ResolveTask {
  return { kind: 'resolve', item, stage: 'start', cursor: 0, sub: 0, vars: {}, targets: [] };
}
