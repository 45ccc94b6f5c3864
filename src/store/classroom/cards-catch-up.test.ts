/**
 * Issue 23 items 8 and 9: a class whose board has cards outside the scripted pool (a catalogue
 * card; card data carried by the scenario) is followed with those cards' data, carried by the
 * room; and a student catching up on a long line replays it in slices with progress, not in one
 * freeze.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { allObjects, type Action, type GameState } from '../../engine';
import type { CardBook } from '../../cards/data/card-book';
import { indexCards } from '../../cards/data/card-index';
import { catalogueCards, fixtureCard } from '../../cards/data/test-data';
import { cardRequest, resolveGameCardsSync } from '../../scenario/cards/game-cards';
import {
  CANCELLED,
  openDocWithActionsPaced,
  openScenarioValue,
  type OpenedLink,
  type Pace,
} from '../../scenario/link/open-link';
import type { Problem } from '../../scenario/problem';
import { createGameStore, type GameStoreApi } from '../game-store';
import { stateOf } from '../history';
import { CATCH_UP_STEPS, followRoom, publishStore, type FollowOptions } from './bind';
import { writeRoom } from './room';
import { nextPass, passesOn } from '../../testing/play-on';

function linkedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b, u, 'remote');
  });
  b.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a, u, 'remote');
  });
  return [a, b];
}

const catalogue = indexCards(catalogueCards());
/** A teacher's store that resolves real cards as the app does offline: the scenario's data, then the catalogue. */
const teacherStore = () =>
  createGameStore((input) => openScenarioValue(input, resolveGameCardsSync(cardRequest(input), [], catalogue).cards));

function student(doc: Y.Doc, extra: Partial<FollowOptions> = {}) {
  const api = createGameStore((input) => openScenarioValue(input));
  const problems: Problem[][] = [];
  const follower = followRoom(api, doc, {
    open: (opened, cursor) => api.getState().load(null, { open: () => opened, cursor }) === null,
    report: (p) => problems.push(p),
    ...extra,
  });
  return { api, follower, problems };
}

const onBoard = (api: GameStoreApi, name: string) =>
  allObjects(stateOf(api.getState().history) as GameState).filter((o) => o.def === name && o.zone === 'battlefield');
const bookOf = (api: GameStoreApi) => api.getState().scenario?.loaded.engine.registry as CardBook;

const board = (p1: object, extra: object = {}) => ({
  format: 'stackyard/scenario@1',
  title: 'Real cards in class',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: { p1, p2: { battlefield: ['Island'] } },
  ...extra,
});

describe('classroom: the room carries the card data its board needs', () => {
  it('a catalogue card (Craw Wurm, 6/4) is on the student’s board with its data; the pool’s cards are not copied', () => {
    const [td, sd] = linkedDocs();
    const teacher = teacherStore();
    expect(teacher.getState().load(board({ battlefield: ['Craw Wurm', 'Grizzly Bears'] }))).toBeNull();
    publishStore(teacher, td);
    const s = student(sd);
    expect(s.problems).toEqual([]);
    expect(s.api.getState().scenario?.title).toBe('Real cards in class');
    expect(onBoard(s.api, 'Craw Wurm')).toHaveLength(1);
    // The student's game knows Craw Wurm from the room's data (the catalogue is not asked): a 6/4.
    expect(bookOf(s.api).info('Craw Wurm')).toMatchObject({ source: 'scenario', status: 'full' });
    expect(bookOf(s.api).info('Craw Wurm')?.data).toMatchObject({ power: '6', toughness: '4' });
    const shared = JSON.parse(td.getMap('session').get('scenario') as string) as { cards: { name: string }[] };
    expect(shared.cards.map((c) => c.name)).toEqual(['Craw Wurm']);
  });

  it('card data carried by the scenario (a Scryfall card, Aura Gnarlid) reaches the student too', () => {
    const [td, sd] = linkedDocs();
    const teacher = teacherStore();
    const gnarlid = fixtureCard('Aura Gnarlid');
    expect(teacher.getState().load(board({ battlefield: ['Aura Gnarlid'] }, { cards: [gnarlid] }))).toBeNull();
    publishStore(teacher, td);
    const s = student(sd);
    expect(s.problems).toEqual([]);
    expect(onBoard(s.api, 'Aura Gnarlid')).toHaveLength(1);
    expect(bookOf(s.api).info('Aura Gnarlid')?.data?.oracle_text).toBe(gnarlid.oracle_text);
  });

  it('the teacher plays a step with the real card: the student follows it', () => {
    const [td, sd] = linkedDocs();
    const teacher = teacherStore();
    teacher.getState().load(board({ battlefield: ['Craw Wurm'] }));
    publishStore(teacher, td);
    const s = student(sd);
    expect(teacher.getState().perform({ type: 'pass' })).toBe(true);
    expect(s.api.getState().history.cursor).toBe(1);
    expect(onBoard(s.api, 'Craw Wurm')).toHaveLength(1);
  });
});

/** A board 5,000 passes can be played on: each player has 500 cards to draw. */
const islands = () => Array.from({ length: 500 }, () => 'Island');
const LONG = { ...board({}), players: { p1: { library: islands() }, p2: { library: islands() } } };
/** `n` actions playing LONG on: passes, and the cleanup discards they come to (CR 514.1). */
const passes = (n: number): Action[] => passesOn(LONG, n);
/** The teacher plays one step on (a pass, or a pending cleanup discard answered). */
const playOn = (teacher: GameStoreApi): boolean => {
  const state = stateOf(teacher.getState().history);
  return teacher.getState().perform(nextPass(state));
};

/** A pace that records when it paused and what progress it reported (a macrotask per pause, as the app's). */
function recordingPace() {
  const pauses: number[] = [];
  const progress: [number, number][] = [];
  let cancel: (() => void) | null = null;
  const controller = new AbortController();
  const pace: Pace = {
    pause: () => {
      pauses.push(performance.now());
      if (pauses.length === 3 && cancel) cancel();
      return new Promise((r) => setTimeout(r, 0));
    },
    onProgress: (done, total) => progress.push([done, total]),
    signal: controller.signal,
  };
  return { pace, pauses, progress, cancelAtThirdPause: () => (cancel = () => controller.abort()) };
}

describe('classroom: catching up on a long line is sliced, with progress', () => {
  it('2,000 actions: the board opens in slices (progress out of 2,000), then at the teacher’s step (5,000 in e2e/classroom-catch-up.spec.ts)', async () => {
    const doc = new Y.Doc();
    writeRoom(doc, { scenario: LONG, actions: passes(2000), cursor: 2000, line: 'Teacher', notes: [] });
    const rec = recordingPace();
    let finished!: () => void;
    const opened = new Promise<void>((r) => (finished = r));
    const s = student(doc, {
      openRoom: (scenario, actions) =>
        openDocWithActionsPaced(scenario, actions, rec.pace, 'classroom.actions').then((o: OpenedLink) => {
          setTimeout(finished, 0);
          return o;
        }),
    });
    // Nothing was replayed in the call that joined: the student's page is free to draw the busy state.
    expect(s.follower.catchingUp).toBe(true);
    expect(s.api.getState().scenario).toBeNull();
    await opened;
    expect(s.follower.catchingUp).toBe(false);
    expect(s.problems).toEqual([]);
    expect(s.api.getState().history.cursor).toBe(2000);
    // Sliced: many pauses, progress counted out of the 2,000 steps, rising.
    expect(rec.pauses.length).toBeGreaterThan(5);
    expect(rec.progress.every(([, total]) => total === 2000)).toBe(true);
    const done = rec.progress.map(([d]) => d);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  }, 60_000);

  it('a step the teacher takes while the student catches up is applied after', async () => {
    const [td, sd] = linkedDocs();
    const teacher = teacherStore();
    teacher.getState().load(LONG);
    publishStore(teacher, td);
    for (let i = 0; i < 120; i++) playOn(teacher);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const rec = recordingPace();
    const s = student(sd, {
      openRoom: async (scenario, actions) => {
        await gate;
        return openDocWithActionsPaced(scenario, actions, rec.pace, 'classroom.actions');
      },
    });
    expect(s.follower.catchingUp).toBe(true);
    playOn(teacher); // step 121, while the student is still opening
    release();
    await vi_until(() => s.api.getState().history.cursor === 121);
    expect(s.problems).toEqual([]);
  });

  it(`re-joining more than ${CATCH_UP_STEPS} steps behind reopens through the sliced opener; Cancel leaves the student exploring, board unchanged`, async () => {
    const [td, sd] = linkedDocs();
    const teacher = teacherStore();
    teacher.getState().load(LONG);
    publishStore(teacher, td);
    let sliced = 0;
    let rec = recordingPace();
    const s = student(sd, {
      openRoom: (scenario, actions) => {
        sliced++;
        return openDocWithActionsPaced(scenario, actions, rec.pace, 'classroom.actions');
      },
    });
    await vi_until(() => !s.follower.catchingUp && s.api.getState().scenario !== null);
    expect(sliced).toBe(1);
    s.follower.detach();
    for (let i = 0; i < 600; i++) playOn(teacher);
    const before = s.api.getState().history;
    rec = recordingPace();
    rec.cancelAtThirdPause();
    s.follower.rejoin();
    expect(sliced).toBe(2);
    await vi_until(() => !s.follower.catchingUp);
    expect(s.follower.following).toBe(false);
    expect(s.api.getState().history).toBe(before);
    // Again, not cancelled: the teacher's step.
    rec = recordingPace();
    s.follower.rejoin();
    await vi_until(() => s.api.getState().history.cursor === 600);
    expect(sliced).toBe(3);
    expect(s.follower.following).toBe(true);
  }, 60_000);

  it('a cancelled opening is CANCELLED, not a problem shown to the student', async () => {
    const doc = new Y.Doc();
    writeRoom(doc, { scenario: LONG, actions: passes(10), cursor: 10, line: 'Teacher', notes: [] });
    const s = student(doc, { openRoom: async () => ({ ok: false, problems: [CANCELLED] }) });
    await vi_until(() => !s.follower.catchingUp);
    expect(s.problems).toEqual([]);
    expect(s.follower.following).toBe(false);
  });
});

async function vi_until(check: () => boolean, ms = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}
