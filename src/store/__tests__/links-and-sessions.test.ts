// Links, files and autosave at the store level: a bad input never changes the board; the link
// or file of the current moment reopens the same state at the same cursor; sessions round-trip.
import lz from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePayload } from '../../scenario/link/codec';
import { openScenarioValue } from '../../scenario/link/open-link';
import { openLinkPayload } from '../../scenario/link/open-payload';
import { openScenarioFile, scenarioFileText } from '../../scenario/scenario-file';
import { createAutosave, memoryBackend, RECENT_KEY, sessionKey, type SessionBackend } from '../autosave';
import { createGameStore, type GameStore } from '../game-store';
import { actionsToCursor, openSession, parseSession, sessionOf } from '../session';
import { voluteBoard } from './fixtures';

type Api = ReturnType<typeof createGameStore>;

function played(steps: number): Api {
  const store = createGameStore(openScenarioValue);
  expect(store.getState().load(voluteBoard)).toBeNull();
  for (let i = 0; i < steps; i++) expect(store.getState().nextStep()).toBe(true);
  return store;
}

const snapshot = (s: GameStore) => ({ state: JSON.stringify(s.history.state), cursor: s.history.cursor, length: s.history.entries.length, title: s.scenario?.title });

const BAD_LINKS: [string, string][] = [
  ['empty', ''],
  ['truncated', encodePayload({ format: 'stackyard/scenario@1', players: {} }).slice(0, 12)],
  ['corrupted', `1L${'x!'.repeat(40)}`],
  ['oversized', `1L${'A'.repeat(50_000)}`],
  ['newer version', '9Labc'],
  ['hostile', `1L${lz.compressToEncodedURIComponent('{"d":{"__proto__":{"polluted":1},"t":"<img src=x onerror=alert(1)>"}}')}`],
  ['unknown card', encodePayload({ format: 'stackyard/scenario@1', players: { p1: { hand: ['Lightning Blot'] } } })],
  ['illegal action', encodePayload({ format: 'stackyard/scenario@1', players: {} }, [{ type: 'cast', player: 'p1', object: 'o99' }])],
];

describe('a bad link or file leaves the board exactly as it was', () => {
  it.each(BAD_LINKS)('link: %s', (_kind, payload) => {
    const store = played(3);
    const before = snapshot(store.getState());
    const history = store.getState().history;
    const opened = openLinkPayload(payload);
    expect(opened.ok).toBe(false);
    const problems = store.getState().load(null, { open: () => opened });
    expect(problems?.length).toBeGreaterThan(0);
    expect(snapshot(store.getState())).toEqual(before);
    expect(store.getState().history).toBe(history);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['not JSON', 'x.json', '{"format": "stackyard/scenario@1", "players": '],
    ['wrong version', 'x.json', '{"format": "stackyard/scenario@9"}'],
    ['a bad saved action', 'x.json', '{"format": "stackyard/scenario@1", "actions": [{"type": "cast", "player": "p1"}]}'],
    ['an illegal saved action', 'x.json', '{"format": "stackyard/scenario@1", "actions": [{"type": "cast", "player": "p1", "object": "o4"}]}'],
    ['a broken Forge puzzle', 'x.pzl', '[metadata]\nName:x\n'],
    ['empty', 'x.json', '   '],
  ])('file: %s', (_kind, name, text) => {
    const store = played(2);
    const before = snapshot(store.getState());
    const opened = openScenarioFile(name, text);
    expect(opened.ok).toBe(false);
    expect(store.getState().load(null, { open: () => opened })).not.toBeNull();
    expect(snapshot(store.getState())).toEqual(before);
  });
});

describe('the link and the file of the current moment', () => {
  it('a link reopens the same state, the same cursor, and every earlier step can be undone', () => {
    const a = played(4);
    a.getState().undo(); // cursor 3 of 4: the link carries the steps up to the cursor only
    const payload = encodePayload(a.getState().scenario!.loaded.doc, actionsToCursor(a.getState()));
    const opened = openLinkPayload(payload);
    expect(opened.ok).toBe(true);
    const b = createGameStore(openScenarioValue);
    expect(b.getState().load(null, { open: () => opened })).toBeNull();
    expect(JSON.stringify(b.getState().history.state)).toBe(JSON.stringify(a.getState().history.state));
    expect(b.getState().history.cursor).toBe(3);
    expect(b.getState().history.entries).toHaveLength(4);
    // The script position follows the replayed steps: the next lesson step is the 4th.
    expect(b.getState().history.entries[3]!.scriptIndex).toBe(3);
    expect(b.getState().history.entries.map((e) => e.label)).toEqual(a.getState().history.entries.slice(0, 4).map((e) => e.label));
    for (let i = 0; i < 3; i++) b.getState().undo();
    expect(JSON.stringify(b.getState().history.state)).toBe(JSON.stringify(a.getState().history.initial));
  });

  it('an exported file is the scenario document with its actions, and opens at the same moment', () => {
    const a = played(3);
    const text = scenarioFileText(a.getState().scenario!.loaded.doc, actionsToCursor(a.getState()));
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed.format).toBe('stackyard/scenario@1');
    expect(parsed.actions).toHaveLength(3);
    const opened = openScenarioFile('volute.stackyard.json', text);
    expect(opened.ok).toBe(true);
    const b = createGameStore(openScenarioValue);
    b.getState().load(null, { open: () => opened });
    expect(JSON.stringify(b.getState().history.state)).toBe(JSON.stringify(a.getState().history.state));
    expect(b.getState().scenario!.loaded.doc).not.toHaveProperty('actions');
    // The default opener (lessons, the test hook) replays a document's actions too.
    const c = createGameStore(openScenarioValue);
    c.getState().load(parsed);
    expect(c.getState().history.cursor).toBe(3);
  });
});

describe('autosave', () => {
  afterEach(() => vi.useRealTimers());

  it('a session (document, every action, cursor) round-trips, redo branch included', () => {
    const a = played(5);
    a.getState().undo();
    a.getState().undo();
    const saved = sessionOf(a.getState(), { id: 's1', origin: 'link', savedAt: 1 })!;
    expect(saved.actions).toHaveLength(5);
    expect(saved.cursor).toBe(3);
    const again = parseSession(JSON.parse(JSON.stringify(saved)));
    expect(again).toEqual(saved);
    const opened = openSession(again!);
    const b = createGameStore(openScenarioValue);
    expect(b.getState().load(null, { open: () => opened, cursor: again!.cursor })).toBeNull();
    expect(snapshot(b.getState())).toEqual(snapshot(a.getState()));
    b.getState().redo();
    a.getState().redo();
    expect(JSON.stringify(b.getState().history.state)).toBe(JSON.stringify(a.getState().history.state));
  });

  it('rejects stored values that are not sessions', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession({ format: 'stackyard/session@0' })).toBeNull();
    expect(parseSession({ format: 'stackyard/session@1', id: 'x', title: 't', doc: {}, actions: 'no', savedAt: 1, cursor: 0 })).toBeNull();
  });

  it('debounces writes, keeps the last 10 sessions, and never overwrites another session', async () => {
    vi.useFakeTimers();
    const backend = memoryBackend();
    const setSpy = vi.spyOn(backend, 'set');
    const store = createGameStore(openScenarioValue);
    let n = 0;
    const autosave = createAutosave({ store, backend, delay: 500, newId: () => `id${++n}` });
    await autosave.ready;
    store.getState().load(voluteBoard);
    for (let i = 0; i < 3; i++) store.getState().nextStep();
    expect(setSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(setSpy).toHaveBeenCalledTimes(2); // the session and the Recent index, once
    const stored = parseSession(await backend.get(sessionKey('id1')));
    expect(stored?.actions).toHaveLength(3);
    for (let i = 0; i < 11; i++) {
      store.getState().load(voluteBoard);
      store.getState().nextStep();
    }
    await autosave.flush();
    await vi.runAllTimersAsync();
    const recent = await autosave.recent();
    expect(recent).toHaveLength(10);
    expect(recent[0]!.id).toBe('id12');
    expect(await backend.get(sessionKey('id1'))).toBeUndefined(); // fell off the list
    expect(await autosave.read('id2')).not.toBeNull(); // still in this page's memory for Back
    autosave.stop();
  });

  it('an unplayed lesson is not a Recent line; leaving a session saves it as it was', async () => {
    const backend = memoryBackend();
    const store = createGameStore(openScenarioValue);
    let n = 0;
    const autosave = createAutosave({ store, backend, delay: 10_000, newId: () => `id${++n}` });
    store.getState().load(voluteBoard, { lessonId: 'volute-x' });
    store.getState().load(voluteBoard, { lessonId: 'volute-x' });
    store.getState().nextStep();
    store.getState().close(); // leaving saves at once, without waiting for the debounce
    expect((await autosave.recent()).map((r) => r.id)).toEqual(['id2']);
    expect(autosave.seen('id1')?.actions).toEqual([]);
    autosave.stop();
  });

  it('an unplayed lesson leaves the save status idle, not "Saving…" forever', async () => {
    vi.useFakeTimers();
    const store = createGameStore(openScenarioValue);
    const autosave = createAutosave({ store, backend: memoryBackend(), delay: 500 });
    await autosave.ready;
    store.getState().load(voluteBoard, { lessonId: 'volute-x' });
    await vi.advanceTimersByTimeAsync(600);
    expect(autosave.status).toBe('idle');
    store.getState().nextStep();
    expect(autosave.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(600);
    expect(autosave.status).toBe('memory'); // stored (in memory: this backend does not persist)
    autosave.stop();
    vi.useRealTimers();
  });

  it('falls back to memory when IndexedDB refuses', async () => {
    const broken: SessionBackend = { persistent: true, get: () => Promise.reject(new Error('private mode')), set: () => Promise.reject(new Error('quota')), del: () => Promise.reject(new Error('x')) };
    const store = createGameStore(openScenarioValue);
    const autosave = createAutosave({ store, backend: broken, delay: 0 });
    await autosave.ready;
    store.getState().load(voluteBoard);
    store.getState().nextStep();
    await autosave.flush();
    expect(autosave.persistent).toBe(false);
    expect(autosave.status).toBe('memory');
    expect((await autosave.recent())).toHaveLength(1);
    autosave.stop();
  });

  it('keeps no key but the Recent index and the sessions', async () => {
    const backend = memoryBackend();
    const store = createGameStore(openScenarioValue);
    const autosave = createAutosave({ store, backend, newId: () => 'only' });
    store.getState().load(voluteBoard);
    await autosave.flush();
    expect(await backend.get(RECENT_KEY)).toHaveLength(1);
    autosave.stop();
  });
});
