/**
 * Memory retained by 1,000 undo steps, compared with one full copy of the state (target ≤ 2×).
 * Needs `node --expose-gc` (the bench script passes it). The history is built by performing
 * 1,000 actions on the 1,000-permanent board (tapping lands for mana and passing) and keeping
 * what the app keeps for undo.
 */
import type { Action, GameState } from '../src/engine';
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

function nextAction(s: GameState): Action {
  const land = s.battlefield.find((id) => {
    const o = getObject(s, id);
    return o && o.controller === s.turn.active && !o.tapped && /^(Forest|Island|Mountain|Plains|Swamp)$/.test(o.def);
  });
  return land ? { type: 'activate', player: s.turn.active, object: land, ability: 0 } : { type: 'pass' };
}

/** Retained bytes of one structured copy of the state, and of the undo history. */
export function historyFigures(steps = 1000, n = 1000): Figure[] {
  const r = open(benchBoard(n));
  if (!r.ok) throw new Error('board');
  const start = r.loaded.initial;
  const h0 = heap();
  const copy = structuredClone(start);
  const h1 = heap();
  // What the undo history keeps: every state (immutable, structurally shared).
  const history: GameState[] = [start];
  let s = start;
  for (let i = 0; i < steps; i++) {
    s = engine.perform(s, nextAction(s)).state;
    history.push(s);
  }
  const h2 = heap();
  void copy;
  const copyBytes = h1 - h0;
  const histBytes = h2 - h1;
  return [
    figure('history', `one full copy of the state (${n} permanents)`, copyBytes / 1024, 'KiB', null),
    figure('history', `${steps} undo steps, retained`, histBytes / 1024, 'KiB', null),
    figure('history', `${steps} undo steps ÷ one copy`, histBytes / copyBytes, '×', 2, `${history.length} states kept`),
  ];
}
