/**
 * Plays a built-in lesson through the real pipeline, for the lesson tests: the document is
 * restored, built and started by `open()` (pool.ts) and its script replayed by `replay()`
 * (script.ts), exactly as the app and the runner do. The result keeps the state after every
 * step, so a test can check the moment a ruling is about (a decision, the stack mid-resolution)
 * as well as the outcome. Not used by the app.
 */
import {
  abilityOptions,
  castOptions,
  type AbilityOption,
  type GameEvent,
  type GameObject,
  type GameState,
  type PlayerId,
  type ZoneName,
} from '../../engine';
import type { LoadedScenario } from '../build';
import { engine, open } from '../pool';
import { objectNames, resolveRef } from '../refs';
import { replay, type Replay } from '../script';
import { LESSONS, type LessonEntry } from '.';
import { getObject } from '../../engine';

export interface PlayedLesson {
  entry: LessonEntry;
  loaded: LoadedScenario;
  replay: Replay;
  /** The state after the last script step. */
  final: GameState;
  /** Every event: loading and starting the game, then each step in order. */
  events: GameEvent[];
  /** The events of script step `i`. */
  eventsOf(i: number): GameEvent[];
  /** The state after script step `i`; -1 is the state before the first step. */
  stateAfter(i: number): GameState;
  /** Names in a zone (battlefield: controlled by the player; stack: bottom first). Copies end in " (copy)", tokens in " (token)". */
  names(player: PlayerId, zone: ZoneName | 'stack', state?: GameState): string[];
  /** Names on the stack, bottom first; abilities as "<source> ability". */
  stack(state?: GameState): string[];
  /** The live object a scenario id (following the physical card) or a name (first match, p1's zones first) names in `state`. */
  obj(id: string, state?: GameState): GameObject | undefined;
  /** Like {@link obj}, but throws if there is none. */
  get(id: string, state?: GameState): GameObject;
  /** Events of a type, optionally with a rule number, among `events` (default: all). */
  find<T extends GameEvent['type']>(type: T, rule?: string, events?: GameEvent[]): Extract<GameEvent, { type: T }>[];
  /** The activated abilities of `player`'s permanents with whether they can be activated (the app's query). */
  abilities(player: PlayerId, state?: GameState): AbilityOption[];
  /** The legal targets of each target slot of casting the object a scenario id names (the app's query). */
  castTargets(player: PlayerId, id: string, state?: GameState): string[][];
}

/** The lesson with this id. Throws if there is none. */
export function lessonEntry(id: string): LessonEntry {
  const entry = LESSONS.find((l) => l.id === id);
  if (!entry) throw new Error(`no lesson "${id}"`);
  return entry;
}

function nameOf(s: GameState, id: string): string {
  const a = s.abilities[id];
  if (a) return `${a.sourceName} ability`;
  const o = getObject(s, id);
  if (!o) return '?';
  const name =
    o.zone === 'stack' && o.spell?.half ? o.spell.half : (objectNames(s, o, (k) => engine.registry.get(k))[0] ?? o.def);
  return o.token ? `${name} (token)` : o.copyOf ? `${name} (copy)` : name;
}

/** Loads and replays a lesson document (by default the registered lesson `id`). Throws on load problems. */
export function playLesson(id: string, doc: unknown = lessonEntry(id).doc): PlayedLesson {
  const entry = { ...lessonEntry(id), doc };
  const r = open(doc);
  if (!r.ok)
    throw new Error(`lesson ${id} doesn't load:\n${r.problems.map((p) => `${p.path}: ${p.message}`).join('\n')}`);
  const loaded = r.loaded;
  const rp = replay(engine, loaded);
  const events = [...loaded.events, ...rp.steps.flatMap((s) => s.events)];
  const stateAfter = (i: number): GameState => {
    if (i < 0) return loaded.initial;
    const step = rp.steps[i];
    if (!step) throw new Error(`lesson ${id} has no step ${i} (it replayed ${rp.steps.length})`);
    return step.state;
  };
  const lesson: PlayedLesson = {
    entry,
    loaded,
    replay: rp,
    final: rp.final,
    events,
    eventsOf: (i) => {
      const step = rp.steps[i];
      if (!step) throw new Error(`lesson ${id} has no step ${i}`);
      return step.events;
    },
    stateAfter,
    names(player, zone, state = rp.final) {
      const ids =
        zone === 'battlefield'
          ? state.battlefield.filter((o) => getObject(state, o)?.controller === player)
          : zone === 'stack'
            ? state.stack
            : (state.players[player][zone] ?? []);
      return ids.map((o) => nameOf(state, o));
    },
    stack: (state = rp.final) => state.stack.map((o) => nameOf(state, o)),
    obj(key, state = rp.final) {
      const objectId = resolveRef({ state, loaded, defName: (k) => engine.registry.get(k) }, key, 'p1');
      return objectId && objectId !== 'p1' && objectId !== 'p2' ? getObject(state, objectId) : undefined;
    },
    get(key, state = rp.final) {
      const o = lesson.obj(key, state);
      if (!o) throw new Error(`lesson ${id}: no live object for "${key}"`);
      return o;
    },
    find(type, rule, list = events) {
      return list.filter(
        (e): e is Extract<GameEvent, { type: typeof type }> =>
          e.type === type && (rule === undefined || e.rule === rule),
      );
    },
    abilities: (player, state = rp.final) => abilityOptions(engine.registry, state, player),
    castTargets(player, key, state = rp.final) {
      const { options } = castOptions(engine.registry, state, player, lesson.get(key, state).id);
      return options[0]?.targets.map((t) => t.candidates) ?? [];
    },
  };
  return lesson;
}
