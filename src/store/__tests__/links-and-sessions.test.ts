// Links, files and autosave at the store level: a bad input never changes the board; the link
// or file of the current moment reopens the same state at the same cursor; sessions round-trip.
import lz from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePayload } from '../../scenario/link/codec';
import { openScenarioValue } from '../../scenario/link/open-link';
import { openLinkPayload } from '../../scenario/link/open-payload';
import { openScenarioFile, scenarioFileText } from '../../scenario/scenario-file';
import {
  createAutosave,
  memoryBackend,
  RECENT_KEY,
  sessionKey,
  type AutosaveNotice,
  type SessionBackend,
} from '../autosave';
import { openTabChannel, type TabChannel, type TabMessage } from '../tab-channel';
import { createGameStore, type GameStore } from '../game-store';
import { actionsToCursor, parseSession, sessionOf } from '../session';
import { openSession } from '../session-open';
import { voluteBoard } from './fixtures';

type Api = ReturnType<typeof createGameStore>;

/** No other tabs. */
const quiet = (): TabChannel => ({ post: () => undefined, close: () => undefined });

function played(steps: number): Api {
  const store = createGameStore(openScenarioValue);
  expect(store.getState().load(voluteBoard)).toBeNull();
  for (let i = 0; i < steps; i++) expect(store.getState().nextStep()).toBe(true);
  return store;
}

const snapshot = (s: GameStore) => ({
  state: JSON.stringify(s.history.state),
  cursor: s.history.cursor,
  length: s.history.entries.length,
  title: s.scenario?.title,
});

const BAD_LINKS: [string, string][] = [
  ['empty', ''],
  ['truncated', encodePayload({ format: 'stackyard/scenario@1', players: {} }).slice(0, 12)],
  ['corrupted', `1L${'x!'.repeat(40)}`],
  ['oversized', `1L${'A'.repeat(50_000)}`],
  ['newer version', '9Labc'],
  [
    'hostile',
    `1L${lz.compressToEncodedURIComponent('{"d":{"__proto__":{"polluted":1},"t":"<img src=x onerror=alert(1)>"}}')}`,
  ],
  ['unknown card', encodePayload({ format: 'stackyard/scenario@1', players: { p1: { hand: ['Lightning Blot'] } } })],
  [
    'illegal action',
    encodePayload({ format: 'stackyard/scenario@1', players: {} }, [{ type: 'cast', player: 'p1', object: 'o99' }]),
  ],
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
    [
      'a bad saved action',
      'x.json',
      '{"format": "stackyard/scenario@1", "actions": [{"type": "cast", "player": "p1"}]}',
    ],
    [
      'an illegal saved action',
      'x.json',
      '{"format": "stackyard/scenario@1", "actions": [{"type": "cast", "player": "p1", "object": "o4"}]}',
    ],
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
    expect(b.getState().history.entries.map((e) => e.label)).toEqual(
      a
        .getState()
        .history.entries.slice(0, 4)
        .map((e) => e.label),
    );
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
    expect(
      parseSession({
        format: 'stackyard/session@1',
        id: 'x',
        title: 't',
        doc: {},
        actions: 'no',
        savedAt: 1,
        cursor: 0,
      }),
    ).toBeNull();
  });

  it('writes each change through within the task that made it, keeps the last 10 sessions, never overwrites another', async () => {
    const backend = memoryBackend();
    const update = vi.spyOn(backend, 'update');
    const store = createGameStore(openScenarioValue);
    let n = 0;
    const autosave = createAutosave({ store, backend, newId: () => `id${++n}`, channel: quiet });
    await autosave.ready;
    store.getState().load(voluteBoard);
    await Promise.resolve(); // the load's write is issued before the next task
    expect(update).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) {
      store.getState().nextStep();
      await Promise.resolve();
      expect(update).toHaveBeenCalledTimes(2 + i); // one write per step, issued at once
    }
    await autosave.flush();
    await vi.waitFor(() => expect(autosave.status).toBe('memory'));
    const stored = parseSession(await backend.get(sessionKey('id1')));
    expect(stored?.actions).toHaveLength(3);
    expect(stored?.rev).toBe(4); // the load and three steps
    for (let i = 0; i < 11; i++) {
      store.getState().load(voluteBoard);
      store.getState().nextStep();
    }
    await vi.waitFor(async () => expect((await autosave.recent())[0]?.id).toBe('id12'));
    const recent = await autosave.recent();
    expect(recent).toHaveLength(10);
    expect(await backend.get(sessionKey('id1'))).toBeUndefined(); // fell off the list
    expect(await autosave.read('id2')).not.toBeNull(); // still in this page's memory for Back
    autosave.stop();
  });

  it('an unplayed lesson is not a Recent line; leaving a session keeps it as it was', async () => {
    const backend = memoryBackend();
    const store = createGameStore(openScenarioValue);
    let n = 0;
    const autosave = createAutosave({ store, backend, newId: () => `id${++n}`, channel: quiet });
    store.getState().load(voluteBoard, { lessonId: 'volute-x' });
    store.getState().load(voluteBoard, { lessonId: 'volute-x' });
    store.getState().nextStep();
    store.getState().close();
    await vi.waitFor(async () => expect((await autosave.recent()).map((r) => r.id)).toEqual(['id2']));
    expect(autosave.seen('id1')?.actions).toEqual([]);
    expect(autosave.seen('id2')?.actions).toHaveLength(1);
    autosave.stop();
  });

  it('an unplayed lesson leaves the save status idle, not "Saving…" forever', async () => {
    const store = createGameStore(openScenarioValue);
    const autosave = createAutosave({ store, backend: memoryBackend(), channel: quiet });
    await autosave.ready;
    store.getState().load(voluteBoard, { lessonId: 'volute-x' });
    await autosave.flush();
    expect(autosave.status).toBe('idle');
    store.getState().nextStep();
    expect(autosave.status).toBe('pending');
    await vi.waitFor(() => expect(autosave.status).toBe('memory')); // stored (in memory: this backend does not persist)
    autosave.stop();
  });

  it('falls back to memory when IndexedDB refuses, and says so once', async () => {
    const broken: SessionBackend = {
      persistent: true,
      get: () => Promise.reject(new Error('private mode')),
      update: () => Promise.reject(new Error('quota')),
    };
    const store = createGameStore(openScenarioValue);
    const notices: AutosaveNotice[] = [];
    const autosave = createAutosave({ store, backend: broken, channel: quiet, onNotice: (n) => notices.push(n) });
    await autosave.ready;
    store.getState().load(voluteBoard);
    store.getState().nextStep();
    await autosave.flush();
    await vi.waitFor(() => expect(autosave.status).toBe('memory'));
    expect(autosave.persistent).toBe(false);
    expect(await autosave.recent()).toHaveLength(1);
    expect(notices).toEqual([
      { kind: 'storage', message: expect.stringMatching(/refused to save \(private mode\).*memory only/) },
    ]);
    autosave.stop();
  });

  it('a hung IndexedDB times out: the page goes on in memory, sessions still open', async () => {
    const never = new Promise<never>(() => undefined);
    const hung: SessionBackend = { persistent: true, get: () => never, update: () => never };
    const store = createGameStore(openScenarioValue);
    const notices: AutosaveNotice[] = [];
    const autosave = createAutosave({
      store,
      backend: hung,
      timeout: 20,
      channel: quiet,
      onNotice: (n) => notices.push(n),
    });
    await autosave.ready; // resolves after the timeout instead of never
    expect(autosave.persistent).toBe(false);
    expect(notices).toEqual([{ kind: 'storage', message: expect.stringMatching(/did not answer within 0\.02 s/) }]);
    expect(await autosave.load('nothing')).toEqual({ kind: 'missing' });
    store.getState().load(voluteBoard);
    store.getState().nextStep();
    await vi.waitFor(() => expect(autosave.status).toBe('memory'));
    expect((await autosave.recent()).map((r) => r.steps)).toEqual([1]);
    autosave.stop();
  });

  it('a damaged stored session is told apart from a missing one, with the reason', async () => {
    const shared = new Map<string, string>();
    const backend = memoryBackend(shared);
    shared.set(
      sessionKey('bad'),
      JSON.stringify({
        format: 'stackyard/session@1',
        id: 'bad',
        title: 't',
        doc: {},
        actions: 'no',
        savedAt: 1,
        cursor: 0,
      }),
    );
    shared.set(sessionKey('future'), JSON.stringify({ format: 'stackyard/session@7' }));
    shared.set(sessionKey('junk'), '"a string"');
    const autosave = createAutosave({ store: createGameStore(openScenarioValue), backend, channel: quiet });
    expect(await autosave.load('bad')).toEqual({ kind: 'damaged', reason: 'its list of steps is missing' });
    expect(await autosave.load('future')).toEqual({
      kind: 'damaged',
      reason: 'it was saved in an unknown format ("stackyard/session@7")',
    });
    expect(await autosave.load('junk')).toEqual({ kind: 'damaged', reason: 'the stored value is not a session' });
    expect(await autosave.load('gone')).toEqual({ kind: 'missing' });
    autosave.stop();
  });

  it("two tabs on one session: each hears of the other, and both tabs' steps are kept", async () => {
    const storage = new Map<string, string>();
    const name = `stackyard-test-${Math.random()}`;
    const channel = (on: (m: TabMessage) => void) => openTabChannel(on, name);
    let n = 0;
    const newId = () => `s${++n}`;
    const aNotices: AutosaveNotice[] = [];
    const bNotices: AutosaveNotice[] = [];
    const a = played(0);
    const aSave = createAutosave({
      store: a,
      backend: memoryBackend(storage),
      channel,
      newId,
      onNotice: (x) => aNotices.push(x),
    });
    a.getState().load(voluteBoard);
    a.getState().nextStep();
    a.getState().nextStep();
    await vi.waitFor(async () => expect((await aSave.recent())[0]?.steps).toBe(2));
    const id = aSave.current!.id;

    // Tab B opens the same session (Resume, or a reload of a duplicated tab).
    const b = createGameStore(openScenarioValue);
    const bSave = createAutosave({
      store: b,
      backend: memoryBackend(storage),
      channel,
      newId,
      metaFor: () => ({ id, origin: 'other' }),
      onNotice: (x) => bNotices.push(x),
    });
    const stored = await bSave.load(id);
    if (stored.kind !== 'ok') throw new Error('not stored');
    expect(
      b.getState().load(null, { open: () => openSession(stored.session), cursor: stored.session.cursor }),
    ).toBeNull();
    await vi.waitFor(() => expect(aNotices).toContainEqual({ kind: 'shared', session: id, title: 'Volute test' }));
    await vi.waitFor(() => expect(bNotices).toContainEqual({ kind: 'shared', session: id, title: 'Volute test' }));

    // B takes a step and saves; then A takes one: A's steps go to a copy, B's stay in the session.
    b.getState().nextStep();
    await vi.waitFor(async () =>
      expect(parseSession(JSON.parse(storage.get(sessionKey(id)) ?? 'null'))?.actions).toHaveLength(3),
    );
    a.getState().undo();
    await vi.waitFor(() => expect(aNotices.some((x) => x.kind === 'forked')).toBe(true));
    const forked = aNotices.find((x) => x.kind === 'forked') as Extract<AutosaveNotice, { kind: 'forked' }>;
    expect(forked).toMatchObject({ from: id, title: 'Volute test (copy)' });
    expect(aSave.current?.id).toBe(forked.to);
    const original = parseSession(JSON.parse(storage.get(sessionKey(id)) as string));
    const copy = parseSession(JSON.parse(storage.get(sessionKey(forked.to)) as string));
    expect([original?.actions.length, original?.cursor]).toEqual([3, 3]); // B's step
    expect([copy?.actions.length, copy?.cursor]).toEqual([2, 1]); // A's undo
    expect((await aSave.recent()).map((r) => r.id).sort()).toEqual([id, forked.to].sort());
    aSave.stop();
    bSave.stop();
  });

  it('merely opening a session in a second tab changes nothing: the tab that writes second makes the copy', async () => {
    const storage = new Map<string, string>();
    let n = 0;
    const newId = () => `t${++n}`;
    const a = played(0);
    const aNotices: AutosaveNotice[] = [];
    const bNotices: AutosaveNotice[] = [];
    const aSave = createAutosave({
      store: a,
      backend: memoryBackend(storage),
      channel: quiet,
      newId,
      onNotice: (x) => aNotices.push(x),
    });
    a.getState().load(voluteBoard);
    a.getState().nextStep();
    await vi.waitFor(async () => expect((await aSave.recent())[0]?.steps).toBe(1));
    const id = aSave.current!.id;
    const b = createGameStore(openScenarioValue);
    const bSave = createAutosave({
      store: b,
      backend: memoryBackend(storage),
      channel: quiet,
      newId,
      metaFor: () => ({ id, origin: 'other' }),
      onNotice: (x) => bNotices.push(x),
    });
    const stored = await bSave.load(id);
    if (stored.kind !== 'ok') throw new Error('not stored');
    b.getState().load(null, { open: () => openSession(stored.session), cursor: stored.session.cursor });
    a.getState().nextStep(); // A writes first: the session is A's
    await vi.waitFor(() =>
      expect(parseSession(JSON.parse(storage.get(sessionKey(id)) as string))?.actions).toHaveLength(2),
    );
    expect(aNotices.filter((x) => x.kind === 'forked')).toEqual([]);
    b.getState().undo(); // B writes second: B's step goes to a copy
    await vi.waitFor(() => expect(bNotices.some((x) => x.kind === 'forked')).toBe(true));
    expect(parseSession(JSON.parse(storage.get(sessionKey(id)) as string))?.actions).toHaveLength(2);
    aSave.stop();
    bSave.stop();
  });

  it('a stale Recent list in one tab never drops the sessions another tab added', async () => {
    const storage = new Map<string, string>();
    let n = 0;
    const newId = () => `s${++n}`;
    const a = played(0);
    const aSave = createAutosave({ store: a, backend: memoryBackend(storage), channel: quiet, newId, max: 3 });
    a.getState().load(voluteBoard);
    await aSave.flush();
    const b = played(0);
    const bSave = createAutosave({ store: b, backend: memoryBackend(storage), channel: quiet, newId, max: 3 });
    for (let i = 0; i < 2; i++) {
      b.getState().load(voluteBoard);
      b.getState().nextStep();
    }
    await vi.waitFor(async () => expect(await bSave.recent()).toHaveLength(3));
    a.getState().nextStep(); // A's list, read at its start, knew only its own session
    await vi.waitFor(async () => expect((await aSave.recent())[0]?.steps).toBe(1));
    expect((await aSave.recent()).map((r) => r.id)).toEqual(['s1', 's3', 's2']);
    for (const id of ['s1', 's2', 's3']) expect(storage.has(sessionKey(id))).toBe(true);
    aSave.stop();
    bSave.stop();
  });

  it('created after a board was loaded and played (its code loads late), it saves that board with its steps', async () => {
    const storage = new Map<string, string>();
    const store = played(2);
    const adopted = createAutosave({
      store,
      backend: memoryBackend(storage),
      newId: () => 'late',
      channel: quiet,
      adoptShown: true,
    });
    await adopted.flush();
    expect(adopted.current?.id).toBe('late');
    expect(parseSession(JSON.parse(storage.get(sessionKey('late')) as string))?.actions).toHaveLength(2);
    adopted.stop();
    // Without adoptShown, a board loaded before autosave is not a session.
    const other = createAutosave({ store: played(1), backend: memoryBackend(new Map()), channel: quiet });
    expect(other.current).toBeNull();
    other.stop();
  });

  it('keeps no key but the Recent index and the sessions', async () => {
    const storage = new Map<string, string>();
    const store = createGameStore(openScenarioValue);
    const autosave = createAutosave({ store, backend: memoryBackend(storage), newId: () => 'only', channel: quiet });
    store.getState().load(voluteBoard);
    await autosave.flush();
    await vi.waitFor(() => expect([...storage.keys()].sort()).toEqual([RECENT_KEY, sessionKey('only')]));
    autosave.stop();
  });
});
