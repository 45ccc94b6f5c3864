/**
 * Engine timings in Node (tinybench): one `perform` for (a) tapping a land for mana, (b) casting
 * a spell and resolving it with a trigger (Lightning Bolt kills a creature enchanted with
 * Rancor: state-based actions, then Rancor's trigger), and (c) the state-based-action check on
 * its own, on boards of 10, 100 and 1,000 permanents. Target at 1,000 permanents: ≤ 1 ms
 * (6% of a 16.7 ms frame).
 */
import { Bench } from 'tinybench';
import type { GameState } from '../src/engine';
import { checkStateBasedActionsForBench } from '../src/engine/bench-hooks';
import { engine, open } from '../src/scenario/pool';
import { benchBoard } from './boards';
import { figure, percentile, type Figure } from './stats';
import { getObject, allObjects } from '../src/engine';

function setup(n: number) {
  const r = open(benchBoard(n));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  const s0 = r.loaded.initial;
  const land = s0.battlefield.find(
    (id) => getObject(s0, id)?.def === 'Mountain' && getObject(s0, id)?.controller === 'p1',
  ) as string;
  const bolt = s0.players.p1.hand[0] as string;
  const target = allObjects(s0).find(
    (o) => o.zone === 'battlefield' && allObjects(s0).some((a) => a.attachedTo === o.id),
  )?.id as string;
  const cast = engine.perform(s0, { type: 'cast', player: 'p1', object: bolt, targets: [target] }).state;
  return { s0, land, bolt, target, cast };
}

export async function engineFigures(sizes = [10, 100, 1000], time = 400): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const n of sizes) {
    const { s0, land, bolt, target, cast } = setup(n);
    let sink: GameState | null = null;
    const bench = new Bench({ time, warmupTime: 100, retainSamples: true });
    bench.add(`tap a land (${n})`, () => {
      sink = engine.perform(s0, { type: 'activate', player: 'p1', object: land, ability: 0 }).state;
    });
    bench.add(`cast a spell (${n})`, () => {
      sink = engine.perform(s0, { type: 'cast', player: 'p1', object: bolt, targets: [target] }).state;
    });
    bench.add(`resolve it: SBA + trigger (${n})`, () => {
      sink = engine.perform(cast, { type: 'pass' }).state;
    });
    bench.add(`SBA check (${n})`, () => {
      checkStateBasedActionsForBench(engine, s0);
    });
    await bench.run();
    void sink;
    for (const task of bench.tasks) {
      const r = task.result;
      const samples = r && 'latency' in r ? [...(r.latency.samples ?? [])] : [];
      samples.sort((a, b) => a - b);
      const target1 = n === 1000 ? 1 : null;
      out.push(figure('engine', `${task.name} median`, percentile(samples, 0.5), 'ms', target1));
      out.push(figure('engine', `${task.name} p95`, percentile(samples, 0.95), 'ms', target1));
    }
  }
  return out;
}
