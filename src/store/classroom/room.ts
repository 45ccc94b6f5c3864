/**
 * A classroom's shared document (Yjs, issue 13; DESIGN.md "A live classroom"). The engine is
 * deterministic, so the room shares what a link shares — never engine states:
 *
 * - `session` (Y.Map): `scenario` (the scenario document as JSON text: board, script, lesson
 *   text), `cursor` (the teacher's step, 0 = the board), `line` (the name of the teacher's
 *   line of play), `epoch` (a new number each time the teacher puts another scenario up);
 * - `actions` (Y.Array of JSON text): every engine action of the teacher's line, in order;
 * - `notes` (Y.Map): step number (as text) → note;
 * - presence travels in the provider's awareness (who is watching, who follows), not here.
 *
 * Everything read from a room is outside input: {@link readRoom} checks it and returns
 * problems in plain words; the scenario and actions then pass the same restore step and action
 * check as a link. Only the teacher writes the room ({@link writeRoom}).
 */
import * as Y from 'yjs';
import type { Action } from '../../engine';
import { checkActions, MAX_ENGINE_ACTIONS } from '../../scenario/link/actions';
import type { Problem } from '../../scenario/problem';
import { MAX_NOTE_CHARS } from '../../scenario/teaching/schema-teaching';

/** Largest scenario text a room may hold, in characters (the file limit). */
export const MAX_ROOM_SCENARIO = 2_000_000;

/** What a teacher shares: the scenario, the line's actions, the step shown, the notes. */
export interface RoomContent {
  /** The scenario document (restored, without actions, notes or branches). */
  scenario: object;
  actions: readonly Action[];
  cursor: number;
  line: string;
  notes: readonly { step: number; text: string }[];
}

/** A room as read: its checked content (or null when nothing was shared yet), or problems. */
export type RoomRead =
  | { ok: true; empty: true }
  | {
      ok: true;
      empty: false;
      scenarioText: string;
      epoch: number;
      scenario: unknown;
      actions: Action[];
      cursor: number;
      line: string;
      notes: { step: number; text: string }[];
    }
  | { ok: false; problems: Problem[] };

const parts = (doc: Y.Doc) => ({
  session: doc.getMap<unknown>('session'),
  actions: doc.getArray<unknown>('actions'),
  notes: doc.getMap<unknown>('notes'),
});

/**
 * Writes `content` into the room in one transaction, changing only what differs: the actions
 * keep their shared first part (so a student's update is the new step alone), the scenario
 * text only when it changed (then `epoch` goes up).
 */
export function writeRoom(doc: Y.Doc, content: RoomContent): void {
  const { session, actions, notes } = parts(doc);
  const scenarioText = jsonOf(content.scenario);
  const next = content.actions.map(jsonOf);
  doc.transact(() => {
    if (session.get('scenario') !== scenarioText) {
      session.set('scenario', scenarioText);
      session.set('epoch', (typeof session.get('epoch') === 'number' ? (session.get('epoch') as number) : 0) + 1);
    }
    const old = actions.toArray();
    let same = 0;
    while (same < old.length && same < next.length && old[same] === next[same]) same++;
    if (same < old.length) actions.delete(same, old.length - same);
    if (same < next.length) actions.insert(same, next.slice(same));
    if (session.get('cursor') !== content.cursor) session.set('cursor', content.cursor);
    if (session.get('line') !== content.line) session.set('line', content.line);
    const wanted = new Map(content.notes.map((n) => [String(n.step), n.text]));
    for (const key of [...notes.keys()]) if (!wanted.has(key)) notes.delete(key);
    for (const [k, v] of wanted) if (notes.get(k) !== v) notes.set(k, v);
  });
}

/**
 * JSON text of a scenario document or an action, computed once per object: a teacher's store
 * keeps the same objects from step to step (the history's actions, the loaded document), so
 * each step writes only its own action's text instead of the whole line and scenario again.
 */
const texts = new WeakMap<object, string>();
function jsonOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

const bad = (path: string, message: string): RoomRead => ({
  ok: false,
  problems: [{ path: `classroom.${path}`, message }],
});

/**
 * What a reader keeps between reads of one room ({@link readRoom}'s `cache`): the scenario
 * text with its parsed value, and the action texts with their checked actions. A follower
 * reads the room after every update, and an update is usually one new step: with the cache,
 * only the texts that changed are parsed and checked again (the same checks, the same
 * messages). The values handed out are shared between reads: treat them as read-only.
 */
export interface RoomCache {
  scenarioText: string | null;
  scenario: unknown;
  raw: readonly unknown[];
  actions: readonly Action[];
}

/** An empty {@link RoomCache}. */
export function createRoomCache(): RoomCache {
  return { scenarioText: null, scenario: undefined, raw: [], actions: [] };
}

const ACTION_PATH = /^classroom\.actions\[(\d+)\]/;

/**
 * Reads and checks a room: `{ ok: true, empty: true }` before the teacher shared anything;
 * problems for anything malformed (scenario text that is not JSON or too long, an action that
 * is not one, a cursor past the actions, a note that is not text). Never throws. With a
 * `cache` (one per room and reader), text already read and checked is not parsed again.
 */
export function readRoom(doc: Y.Doc, cache: RoomCache = createRoomCache()): RoomRead {
  const { session, actions, notes } = parts(doc);
  const scenarioText = session.get('scenario');
  if (scenarioText === undefined) return { ok: true, empty: true };
  if (typeof scenarioText !== 'string') return bad('scenario', 'the shared scenario is not text');
  if (scenarioText.length > MAX_ROOM_SCENARIO)
    return bad('scenario', `the shared scenario is too large (${scenarioText.length} characters)`);
  let scenario: unknown;
  if (cache.scenarioText === scenarioText) scenario = cache.scenario;
  else {
    try {
      scenario = JSON.parse(scenarioText);
    } catch {
      return bad('scenario', 'the shared scenario is not valid JSON');
    }
    cache.scenarioText = scenarioText;
    cache.scenario = scenario;
  }
  const raw = actions.toArray();
  if (raw.length > MAX_ENGINE_ACTIONS)
    return bad('actions', `${raw.length} actions; at most ${MAX_ENGINE_ACTIONS} are read`);
  // The first actions whose text is as last read were checked then.
  let same = 0;
  while (same < raw.length && same < cache.raw.length && raw[same] === cache.raw[same]) same++;
  const parsed: unknown[] = [];
  for (let i = same; i < raw.length; i++) {
    const a = raw[i];
    if (typeof a !== 'string') return bad(`actions[${i}]`, 'an action is not JSON text');
    try {
      parsed.push(JSON.parse(a));
    } catch {
      return bad(`actions[${i}]`, 'an action is not valid JSON');
    }
  }
  const checked = checkActions(parsed, 'classroom.actions');
  if (!checked.ok)
    return {
      ok: false,
      problems: checked.problems.map((p) => ({
        ...p,
        path: p.path.replace(ACTION_PATH, (_m, i: string) => `classroom.actions[${Number(i) + same}]`),
      })),
    };
  const all = [...cache.actions.slice(0, same), ...checked.actions];
  cache.raw = raw;
  cache.actions = all;
  const cursor = session.get('cursor');
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > all.length) {
    return bad(
      'cursor',
      `the teacher's step (${JSON.stringify(cursor)?.slice(0, 20)}) is not a step of the shared line (0 to ${all.length})`,
    );
  }
  const out: { step: number; text: string }[] = [];
  for (const [k, v] of notes.entries()) {
    const step = Number(k);
    if (!/^\d{1,5}$/.test(k) || step > all.length)
      return bad(`notes.${k.slice(0, 20)}`, 'a note is on a step that does not exist');
    if (typeof v !== 'string' || v.length > MAX_NOTE_CHARS)
      return bad(`notes.${k}`, `a note must be text of at most ${MAX_NOTE_CHARS} characters`);
    out.push({ step, text: v });
  }
  out.sort((a, b) => a.step - b.step);
  const line = session.get('line');
  const epoch = session.get('epoch');
  return {
    ok: true,
    empty: false,
    scenarioText,
    epoch: typeof epoch === 'number' ? epoch : 0,
    scenario,
    actions: all,
    cursor,
    line: typeof line === 'string' ? line.slice(0, 60) : 'Teacher',
    notes: out,
  };
}

/** Calls `fn` after every change of the room (local or remote); returns the unsubscribe function. */
export function watchRoom(doc: Y.Doc, fn: () => void): () => void {
  const handler = () => fn();
  doc.on('update', handler);
  return () => doc.off('update', handler);
}
