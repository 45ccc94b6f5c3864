/**
 * Writing a fuzz failure as a scenario file the runner can replay: the engine actions (with
 * object ids) become script actions whose references are scenario ids (every generated card
 * has one), re-resolved step by step against the replayed state.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action, EntityId, GameState } from '../engine';
import { loadScenario } from '../scenario/build';
import { engine, restore } from '../scenario/pool';
import type { FuzzFailure } from './run';
import { getObject } from '../engine';

function refFor(state: GameState, byCard: Map<string, string>, id: EntityId): unknown {
  if (id === 'p1' || id === 'p2') return id;
  const o = getObject(state, id);
  const key = o?.cardId ? byCard.get(o.cardId) : undefined;
  if (key) return key;
  const name = o ? (state.proxies[o.def]?.name ?? o.def) : id;
  return o ? { name, zone: o.zone === 'outside' ? 'sideboard' : o.zone, player: o.zonePlayer } : id;
}

/** The scenario document of a failure, with its actions as a script. */
export function failureToScenario(f: FuzzFailure): Record<string, unknown> {
  const r = restore(f.doc);
  if (!r.ok) throw new Error('fuzz doc does not restore');
  const loaded = loadScenario(r.scenario, engine);
  if (!loaded.ok) throw new Error('fuzz doc does not load');
  const byCard = new Map([...loaded.loaded.cardIds].map(([k, c]) => [c, k]));
  let state = loaded.loaded.initial;
  const script: unknown[] = [];
  for (const a of f.actions) {
    const ref = (id: EntityId) => refFor(state, byCard, id);
    script.push(toStep(a, ref));
    try {
      state = engine.perform(state, a).state;
    } catch {
      break;
    }
  }
  return { ...(r.scenario as object), title: `Fuzz regression: ${f.message.slice(0, 150)}`, script };
}

function toStep(a: Action, ref: (id: EntityId) => unknown): unknown {
  switch (a.type) {
    case 'cast':
      return {
        cast: ref(a.object),
        player: a.player,
        ...(a.targets ? { targets: a.targets.map(ref) } : {}),
        ...(a.half ? { half: a.half } : {}),
        ...(a.x !== undefined ? { x: a.x } : {}),
        ...(a.cost && a.cost !== 'mana' && a.cost !== 'free' ? { alt: a.cost } : {}),
      };
    case 'play':
      return { cast: ref(a.object), player: a.player };
    case 'activate':
      return { activate: ref(a.object), player: a.player, ability: a.ability, ...(a.mana ? { mana: a.mana } : {}) };
    case 'pass':
      return { pass: true };
    case 'decide': {
      const ans = a.answer;
      const conv = Array.isArray(ans)
        ? ans.map((x) => (/^o\d+$/.test(x) || x === 'p1' || x === 'p2' ? ref(x) : x))
        : typeof ans === 'string' && /^o\d+$/.test(ans)
          ? ref(ans)
          : ans;
      return { decide: conv, player: a.player };
    }
    case 'move':
      return { move: ref(a.object), to: a.to === 'outside' ? 'sideboard' : a.to };
    case 'advance':
      return { advance: a.to };
    case 'attack':
      return {
        attack: a.attackers.map(ref),
        ...(a.at ? { at: Object.fromEntries(Object.entries(a.at).map(([x, pw]) => [ref(x), ref(pw)])) } : {}),
        player: a.player,
      };
    case 'block':
      return {
        block: Object.fromEntries(
          Object.entries(a.blocks).map(([b, x]) => [ref(b), Array.isArray(x) ? x.map(ref) : ref(x)]),
        ),
        player: a.player,
      };
    case 'sandbox':
      throw new Error(
        'a sandbox toggle has no script form (scenarios set options.sandbox); the fuzzer never makes one',
      );
    case 'addMana':
    case 'draw':
    case 'setLife':
      throw new Error(`a sandbox shortcut (${a.type}) has no script form; the fuzzer never makes one`);
  }
}

/** Writes the failure to test-results/fuzz/<n>.json and returns the path. */
export function writeRegression(f: FuzzFailure): string {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const dir = join(root, 'test-results', 'fuzz');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `failure-${Date.now().toString(36)}.json`);
  writeFileSync(file, `${JSON.stringify(failureToScenario(f), null, 2)}\n`);
  return file;
}
