import { engine, open } from '../src/scenario/pool';
import { benchBoard } from './boards';
const r = open(benchBoard(1000));
if (!r.ok) throw new Error('x');
const s0 = r.loaded.initial;
const bolt = s0.players.p1.hand[0]!;
const hosts = new Set(Object.values(s0.objects).map((a) => a.attachedTo));
const target = Object.values(s0.objects).find((o) => o.zone === 'battlefield' && hosts.has(o.id))!.id;
const land = s0.battlefield.find((id) => s0.objects[id]!.def === 'Mountain' && s0.objects[id]!.controller === 'p1')!;
const cast = engine.perform(s0, { type: 'cast', player: 'p1', object: bolt, targets: [target] }).state;
const mode = process.argv[2];
for (let i = 0; i < 300; i++) {
  if (mode === 'cast') engine.perform(s0, { type: 'cast', player: 'p1', object: bolt, targets: [target] });
  else if (mode === 'tap') engine.perform(s0, { type: 'activate', player: 'p1', object: land, ability: 0 });
  else engine.perform(cast, { type: 'pass' });
}
