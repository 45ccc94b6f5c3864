/**
 * Memory retained by 1,000 undo steps (with the table of paths their deltas share), compared with one
 * full copy of the state (target ≤ 2×).
 * Needs `node --expose-gc` (the bench script passes it). The history is built by performing
 * 1,000 actions on the 1,000-permanent board — alternately tapping a land for mana and passing,
 * so turns go by — and keeping what the app keeps for undo (src/store/history.ts).
 */
import type { Action, GameEvent, GameState } from '../src/engine';
import { forgetPaths } from '../src/store/delta';
import { push, startHistory, stateOf, type History } from '../src/store/history';
import { engine, open } from '../src/scenario/pool';
import { benchBoard } from './boards';
import { figure, type Figure } from './stats';
import { getObject } from '../src/engine';

function heap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Alternately taps a land of the active player for mana and passes (so mana doesn't pile up). */
function nextAction(s: GameState, i: number): Action {
  if (i % 2) return { type: 'pass' };
  const land = s.battlefield.find((id) => {
    const o = getObject(s, id);
    return o && o.controller === s.turn.active && !o.tapped && /^(Forest|Island|Mountain|Plains|Swamp)$/.test(o.def);
  });
  return land ? { type: 'activate', player: s.turn.active, object: land, ability: 0 } : { type: 'pass' };
}

/** Builds the undo history of `steps` actions from `start`, as the app does; also returns the logs. */
function build(start: GameState, steps: number): { h: History; logs: GameEvent[][] } {
  let h: History = startHistory({
    state: start,
    action: null,
    events: [],
    label: 'Start',
    scriptIndex: 0,
    offScript: false,
  });
  const logs: GameEvent[][] = [];
  for (let i = 0; i < steps; i++) {
    const s = stateOf(h);
    const action = nextAction(s, i);
    const r = engine.perform(s, action);
    logs.push(r.events);
    h = push(h, { state: r.state, action, events: [], label: action.type, scriptIndex: 0, offScript: false });
  }
  return { h, logs };
}

/** The board after the same actions without any history: what the app holds anyway. */
function boardOnly(start: GameState, steps: number): GameState {
  let s = start;
  for (let i = 0; i < steps; i++) s = engine.perform(s, nextAction(s, i)).state;
  return s;
}

/** One measurement's bytes (heap readings after full GCs). */
interface Measured {
  copyBytes: number;
  boardBytes: number;
  undoBytes: number;
  pathTable: number;
  logBytes: number;
  entries: number;
}

/** Heap readings are noisy (±100 KiB): each figure is the median of this many measurements. */
const RUNS = 3;

function measure(start: GameState, steps: number): Measured {
  // Earlier deltas (the warm-up's) filled the table of shared paths: empty it, so the measured history
  // makes (and is charged for) its own path strings.
  forgetPaths();
  // One copy's size, averaged over several copies (a single heap reading is noisy).
  const h0 = heap();
  const copies = Array.from({ length: 5 }, () => structuredClone(start));
  const h1 = h0 + (heap() - h0) / copies.length;
  const h2a = heap();
  const board = boardOnly(start, steps);
  const h2b = heap();
  const h2 = h2b;
  // What the app's undo history keeps (src/store/history.ts): the state at the cursor and one
  // delta per step (with each step's action and label). The log's events are measured apart.
  const { h, logs } = build(start, steps);
  const h3 = heap();
  logs.length = 0;
  const h4 = heap();
  // The table of shared paths (delta.ts) is memory the undo history costs too: its own bytes
  // (the strings themselves are held by the deltas, so counted above) are added to the figure.
  forgetPaths();
  const h5 = heap();
  const pathTable = Math.max(0, h4 - h5);
  void copies;
  void board;
  return {
    copyBytes: h1 - h0,
    boardBytes: h2b - h2a,
    undoBytes: h4 - h2 - (h2b - h2a) + pathTable,
    pathTable,
    logBytes: h3 - h4,
    entries: h.entries.length,
  };
}

/** Retained bytes of one structured copy of the state, and of the undo history. */
export function historyFigures(steps = 1000, n = 1000): Figure[] {
  const r = open(benchBoard(n));
  if (!r.ok) throw new Error('board');
  const start = r.loaded.initial;
  // Warm up first: compiled code and inline caches live on the same heap and would be counted.
  build(start, steps);
  boardOnly(start, steps);
  const runs = Array.from({ length: RUNS }, () => measure(start, steps));
  const median = (pick: (m: Measured) => number) => {
    const xs = runs.map(pick).sort((x, y) => x - y);
    return xs[Math.floor(xs.length / 2)] as number;
  };
  const copyBytes = median((m) => m.copyBytes);
  const boardBytes = median((m) => m.boardBytes);
  const undoBytes = median((m) => m.undoBytes);
  const pathTable = median((m) => m.pathTable);
  const logBytes = median((m) => m.logBytes);
  const ratio = median((m) => m.undoBytes / m.copyBytes);
  const entries = runs[0]!.entries;
  return [
    figure('history', `one full copy of the state (${n} permanents)`, copyBytes / 1024, 'KiB', null),
    figure(
      'history',
      `the board after ${steps} actions, beyond the start`,
      boardBytes / 1024,
      'KiB',
      null,
      'held by the app with or without undo',
    ),
    figure(
      'history',
      `${steps} undo steps, retained beyond the board`,
      undoBytes / 1024,
      'KiB',
      null,
      `deltas, actions, labels, and the table of shared paths (${(pathTable / 1024).toFixed(0)} KiB)`,
    ),
    figure(
      'history',
      `${steps} undo steps ÷ one copy`,
      ratio,
      '×',
      2,
      `${entries} entries; actions alternate tapping a land and passing; median of ${RUNS} measurements`,
    ),
    figure(
      'history',
      `${steps} steps of rules-log events, retained`,
      logBytes / 1024,
      'KiB',
      null,
      'kept by the app for the log; not needed to undo',
    ),
  ];
}
