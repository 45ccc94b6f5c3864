/**
 * Test harness: build a scenario inline, replay a script, and read the result by name.
 * Shared by engine, card and lesson tests (STYLE: one scenario fixture for every test level).
 */
import {
  createEngine,
  type Action,
  type CardDef,
  type Engine,
  type GameEvent,
  type GameObject,
  type GameState,
  type PlayerId,
  type ZoneName,
} from '../engine';
import { engine as poolEngine, open } from '../scenario/pool';
import { loadScenario, type LoadedScenario, type LoadResult } from '../scenario/build';
import { restoreScenario } from '../scenario/restore';
import { ALL_CARDS } from '../cards/all';
import { createRegistry } from '../cards/registry';
import { objectNames } from '../scenario/refs';
import { replay, toEngineAction } from '../scenario/script';
import type { ScriptAction } from '../scenario/schema';
import { getObject, allObjects } from '../engine';

export interface Game {
  state: GameState;
  /** The engine this game runs on (the pool's, or the pool plus the test's cards), for queries. */
  engine: Engine;
  loaded: LoadedScenario;
  events: GameEvent[];
  /** Error of the first failing script step, if any. */
  error: string | null;
  /** Performs a script action (throws on illegal ones). */
  act(step: ScriptAction): GameEvent[];
  /** Performs an engine action. */
  perform(action: Action): GameEvent[];
  /** Names of the objects in a zone (battlefield: controlled by the player). */
  names(player: PlayerId, zone: ZoneName): string[];
  /** The live object for a scenario id or the first object with a name. */
  get(ref: string): GameObject;
  find(ref: string): GameObject | undefined;
  /** Names of the stack, bottom first. */
  stack(): string[];
  rules(): string[];
  has(type: GameEvent['type'], rule?: string): boolean;
}

/** Options of {@link game}: `cards`, definitions a test adds to the pool (real cards written in the test). */
export interface GameOptions {
  cards?: readonly CardDef[];
}

const engines = new WeakMap<readonly CardDef[], Engine>();

/** The engine over the pool plus `cards` (one per list), or the pool's own engine. */
function engineWith(cards: readonly CardDef[] | undefined): Engine {
  if (!cards?.length) return poolEngine;
  let e = engines.get(cards);
  if (!e) {
    e = createEngine(createRegistry([...ALL_CARDS, ...cards]));
    engines.set(cards, e);
  }
  return e;
}

function openWith(engine: Engine, input: object): LoadResult {
  if (engine === poolEngine) return open(input);
  const r = restoreScenario(input, { cardNames: engine.registry.names() });
  return r.ok ? loadScenario(r.scenario, engine) : { ok: false, problems: r.problems };
}

/**
 * Builds `doc` (a scenario without `format`, which is added; shape `ScenarioInput` — checked
 * at run time by the restore step), replays its script, and returns a {@link Game}. Throws on
 * load problems. With `opts.cards` the game knows those definitions too (a test's own real
 * cards, registered beside the pool).
 */
export function game(doc: object, script?: ScriptAction[], opts: GameOptions = {}): Game {
  const engine = engineWith(opts.cards);
  const r = openWith(engine, { format: 'stackyard/scenario@1', ...doc, ...(script ? { script } : {}) });
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  const loaded = r.loaded;
  const rp = replay(engine, loaded);
  const g: Game = {
    engine,
    state: rp.final,
    loaded,
    events: [...loaded.events, ...rp.steps.flatMap((s) => s.events)],
    error: rp.error ? rp.error.message : null,
    act(step) {
      const res = engine.perform(g.state, toEngineAction(step, g.state, loaded, engine.registry));
      g.state = res.state;
      g.events.push(...res.events);
      return res.events;
    },
    perform(action) {
      const res = engine.perform(g.state, action);
      g.state = res.state;
      g.events.push(...res.events);
      return res.events;
    },
    names(player, zone) {
      const s = g.state;
      const ids =
        zone === 'battlefield'
          ? s.battlefield.filter((id) => getObject(s, id)?.controller === player)
          : zone === 'stack'
            ? s.stack
            : (s.players[player][zone] ?? []);
      return ids.map((id) => nameOf(engine, s, id));
    },
    find(ref) {
      const card = loaded.cardIds.get(ref);
      const objs = allObjects(g.state);
      if (card) return objs.find((o) => o.cardId === card);
      const obj = loaded.objectIds.get(ref);
      if (obj && getObject(g.state, obj)) return getObject(g.state, obj);
      return objs.find((o) => objectNames(g.state, o, (k) => engine.registry.get(k)).includes(ref));
    },
    get(ref) {
      const o = g.find(ref);
      if (!o) throw new Error(`no live object ${ref}`);
      return o;
    },
    stack: () => g.state.stack.map((id) => nameOf(engine, g.state, id)),
    rules: () => g.events.map((e) => e.rule),
    has: (type, rule) => g.events.some((e) => e.type === type && (rule === undefined || e.rule === rule)),
  };
  return g;
}

function nameOf(engine: Engine, s: GameState, id: string): string {
  const a = s.abilities[id];
  if (a) return `${a.sourceName} ability`;
  const o = getObject(s, id);
  if (!o) return '?';
  if (o.zone === 'stack' && o.spell?.half) return o.spell.half;
  const name = objectNames(s, o, (k) => engine.registry.get(k))[0] ?? o.def;
  return o.copyOf ? `${name} (copy)` : o.token ? `${name} (token)` : name;
}
