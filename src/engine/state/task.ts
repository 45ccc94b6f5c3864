/**
 * Work in progress as plain data (DESIGN "Effects as steps"): every kind of task the driver
 * (`tasks.ts`) can run, by kind. The state knows no feature: each feature that adds a kind of
 * task declares it here by declaration merging, from its own file —
 *
 * ```ts
 * declare module '../state/task' { interface TaskKinds { cast: CastTask } }
 * ```
 *
 * — so `GameState.tasks` is typed without the state importing any feature.
 */
import type { DecisionAnswer } from './types';

/** What every task has: its kind, and the answer to the decision it asked for, once given. */
export interface TaskBase {
  kind: string;
  /** The checked answer to this task's pending decision (see `decisions.ts`). */
  answer?: DecisionAnswer | undefined;
}

/** Task kind → task shape; extended by each feature (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TaskKinds {}

/** Any task. */
export type Task = TaskKinds[keyof TaskKinds];

/** What running a task step gave: finished, waiting for a decision, or pushed a child task. */
export type TaskResult = 'done' | 'wait' | 'continue';
