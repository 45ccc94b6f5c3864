/**
 * Binding a game store to a classroom room (room.ts): the teacher's store publishes its line
 * of play; a student's store follows it step by step — each new step of the teacher is
 * performed on the student's board (so it animates as it would for the teacher), undo and
 * scrubbing jump, and a new scenario is opened like a link. A student may detach (acting on
 * the board does it too) and re-join, which brings the board back to the teacher's step.
 *
 * Whatever the room holds is checked (readRoom, then the same restore and replay as links);
 * a problem is reported once, in plain words, and the student's board stays as it was: a
 * teacher's step that can't be replayed undoes the steps already replayed in that update.
 *
 * The room carries the card data its board needs (issue 23): the teacher shares the scenario
 * with the data of every card that is not the scripted pool's (a catalogue card, a Scryfall
 * card, the scenario's own `cards`), as an exported file does, so a student's browser builds
 * the same game without looking anything up.
 */
import type * as Y from 'yjs';
import type { CardBook } from '../../cards/data/card-book';
import type { Action } from '../../engine';
import type { LoadedScenario } from '../../scenario/build';
import { cardRequest, resolveGameCardsSync, withEmbeddedCards } from '../../scenario/cards/game-cards';
import { CANCELLED, openDocWithActions, type OpenedLink } from '../../scenario/link/open-link';
import type { Problem } from '../../scenario/problem';
import { sharedSteps } from '../compare';
import type { GameStore, GameStoreApi } from '../game-store';
import { notesOf, seek, truncateAfterCursor, withNote, type History } from '../history';
import { createRoomCache, readRoom, watchRoom, writeRoom } from './room';

/** Every engine action of the line shown (also those after the cursor). */
export function lineActions(s: Pick<GameStore, 'history'>): Action[] {
  const out: Action[] = [];
  for (const e of s.history.entries.slice(1)) if (e.action) out.push(e.action);
  return out;
}

const shared = new WeakMap<object, object>();
/**
 * The scenario document a teacher shares: the loaded one with the data of every card it names
 * that came from card data (withEmbeddedCards), computed once per loaded document.
 */
export function sharedScenario(loaded: LoadedScenario): object {
  let out = shared.get(loaded.doc);
  if (!out) {
    const book = loaded.engine.registry as Partial<CardBook>;
    out = typeof book.info === 'function' ? withEmbeddedCards(loaded.doc, book as CardBook) : loaded.doc;
    shared.set(loaded.doc, out);
  }
  return out;
}

/** Teacher: writes the store's line into the room now and after every change; returns a stop function. */
export function publishStore(api: GameStoreApi, doc: Y.Doc): () => void {
  const push = () => {
    const s = api.getState();
    if (!s.scenario || s.history.cursor < 0) return;
    writeRoom(doc, {
      scenario: sharedScenario(s.scenario.loaded),
      actions: lineActions(s),
      cursor: s.history.cursor,
      line: s.lineName,
      notes: notesOf(s.history),
    });
  };
  push();
  return api.subscribe((s, prev) => {
    if (s.history !== prev.history || s.scenario !== prev.scenario || s.lineName !== prev.lineName) push();
  });
}

/**
 * Opens the class's scenario with the teacher's actions: at once, or in slices (a promise; the
 * app shows its busy panel with progress and a Cancel, whose result is `CANCELLED`).
 */
export type RoomOpener = (scenario: unknown, actions: readonly Action[]) => OpenedLink | Promise<OpenedLink>;

/** The default {@link RoomOpener}: at once, with the pool and the card data the room carries. */
export const openRoomAtOnce: RoomOpener = (scenario, actions) =>
  openDocWithActions(scenario, actions, 'classroom.actions', resolveGameCardsSync(cardRequest(scenario), []).cards);

/**
 * More teacher's steps than this to catch up on (a student re-joining late) and the board is
 * opened again through the {@link RoomOpener} (sliced in the app) instead of performing each step.
 */
export const CATCH_UP_STEPS = 50;

/** How a follower shows what happens. */
export interface FollowOptions {
  /** How the scenario and its actions are opened (default {@link openRoomAtOnce}). */
  openRoom?: RoomOpener;
  /** Puts a freshly opened scenario on the table at `cursor`; false if it could not be shown. */
  open(opened: Extract<OpenedLink, { ok: true }>, cursor: number): boolean;
  /** A problem with the room's content (the board stays as it was). */
  report(problems: Problem[]): void;
  /** The follower's state changed (following, waiting, the teacher's step). */
  changed?(): void;
}

/** A student's binding. */
export interface Follower {
  readonly following: boolean;
  /** Nothing was shared yet (or the room was emptied): a stale link or a class not started. */
  readonly waiting: boolean;
  /** The teacher's step, as last read (null before anything was read). */
  readonly teacherStep: number | null;
  /** The class's board is being opened (a long line replayed in slices). */
  readonly catchingUp: boolean;
  /** Stops following; the board stays and may be played freely. */
  detach(): void;
  /** Follows again: the board goes to the teacher's line and step. */
  rejoin(): void;
  /** Applies the room now (after a reconnect, say). */
  sync(): void;
  stop(): void;
}

function withNotes(h: History, notes: readonly { step: number; text: string }[]): History {
  const wanted = new Map(notes.map((n) => [n.step, n.text]));
  let out = h;
  h.entries.forEach((e, i) => {
    if ((e.note ?? '') !== (wanted.get(i) ?? '')) out = withNote(out, i, wanted.get(i) ?? '');
  });
  return out;
}

/** Student: follows the room's line on `api`'s board. */
export function followRoom(api: GameStoreApi, doc: Y.Doc, opts: FollowOptions): Follower {
  let following = true;
  let waiting = false;
  let teacherStep: number | null = null;
  let applying = false;
  let appliedScenario: string | null = null;
  let appliedView: GameStore['scenario'] = null;
  let lastProblem = '';
  const cache = createRoomCache();

  const report = (problems: Problem[]) => {
    const key = JSON.stringify(problems);
    if (key === lastProblem) return;
    lastProblem = key;
    opts.report(problems);
  };

  const openRoom = opts.openRoom ?? openRoomAtOnce;
  let opening = false;
  let again = false;

  // Notes and the line's name change rarely: the store (and what shows it) is left alone otherwise.
  const applyNotes = (r: Extract<ReturnType<typeof readRoom>, { ok: true; empty: false }>) => {
    const st = api.getState();
    const history = withNotes(st.history, r.notes);
    if (history !== st.history || st.lineName !== r.line) api.setState({ history, lineName: r.line });
  };

  const showOpened = (r: Extract<ReturnType<typeof readRoom>, { ok: true; empty: false }>, opened: OpenedLink) => {
    applying = true;
    try {
      if (!opened.ok) {
        report(opened.problems);
        return;
      }
      if (!opts.open(opened, r.cursor)) return;
      appliedScenario = r.scenarioText;
      appliedView = api.getState().scenario;
      applyNotes(r);
      lastProblem = '';
    } finally {
      applying = false;
      opts.changed?.();
    }
  };

  /** Opens the room's scenario and line; a sliced opening finishes later (reads arriving meanwhile wait for it). */
  const reopen = (r: Extract<ReturnType<typeof readRoom>, { ok: true; empty: false }>) => {
    const result = openRoom(r.scenario, r.actions);
    if (!(result instanceof Promise)) {
      showOpened(r, result);
      return;
    }
    opening = true;
    opts.changed?.();
    const done = (opened: OpenedLink) => {
      opening = false;
      if (!opened.ok && opened.problems[0] === CANCELLED)
        following = false; // stopped: exploring alone
      else if (following) showOpened(r, opened);
      opts.changed?.();
      if (again) {
        again = false;
        apply();
      }
    };
    result.then(done, (e: unknown) =>
      done({
        ok: false,
        problems: [{ path: 'classroom', message: `the class's board could not be opened: ${String(e)}` }],
      }),
    );
  };

  const apply = () => {
    if (opening) {
      again = true;
      return;
    }
    const r = readRoom(doc, cache);
    if (!r.ok) {
      report(r.problems);
      return;
    }
    waiting = r.empty;
    if (r.empty) {
      opts.changed?.();
      return;
    }
    teacherStep = r.cursor;
    if (!following) {
      opts.changed?.();
      return;
    }
    const s = api.getState();
    const mine = s.scenario === appliedView ? lineActions(s) : [];
    const shared = sharedSteps(mine, r.actions);
    if (
      r.scenarioText !== appliedScenario ||
      !s.scenario ||
      s.scenario !== appliedView ||
      r.actions.length - shared > CATCH_UP_STEPS
    ) {
      reopen(r);
      return;
    }
    applying = true;
    // A teacher's step that can't be replayed leaves the student's board as it was (all or nothing).
    const before = s.history;
    try {
      if (shared < mine.length) {
        api.setState((st) => ({
          history: truncateAfterCursor(seek(st.history, shared)),
          lastChange: 'jump',
          cues: [],
          changeSeq: st.changeSeq + 1,
        }));
      }
      for (let i = shared; i < r.actions.length; i++) {
        if (api.getState().history.cursor !== i) api.getState().seek(i);
        if (!api.getState().perform(r.actions[i] as Action)) {
          api.setState((st) => ({ history: before, lastChange: 'jump', cues: [], changeSeq: st.changeSeq + 1 }));
          report([
            {
              path: `classroom.actions[${i}]`,
              message: `the teacher's step ${i + 1} can't be replayed on this board`,
            },
          ]);
          following = false;
          return;
        }
      }
      if (api.getState().history.cursor !== r.cursor) api.getState().seek(r.cursor);
      applyNotes(r);
      lastProblem = '';
    } finally {
      applying = false;
      opts.changed?.();
    }
  };

  const unwatch = watchRoom(doc, apply);
  // Acting on the board (or moving through its history) while following: exploring alone.
  const unsubscribe = api.subscribe((s, prev) => {
    if (applying || !following) return;
    if (
      s.scenario !== prev.scenario ||
      s.history.cursor !== prev.history.cursor ||
      s.history.entries.length !== prev.history.entries.length
    ) {
      following = false;
      opts.changed?.();
    }
  });
  apply();

  return {
    get following() {
      return following;
    },
    get waiting() {
      return waiting;
    },
    get teacherStep() {
      return teacherStep;
    },
    get catchingUp() {
      return opening;
    },
    detach() {
      following = false;
      opts.changed?.();
    },
    rejoin() {
      following = true;
      lastProblem = '';
      apply();
    },
    sync: apply,
    stop() {
      unwatch();
      unsubscribe();
    },
  };
}
