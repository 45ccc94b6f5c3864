/**
 * Binding a game store to a classroom room (room.ts): the teacher's store publishes its line
 * of play; a student's store follows it step by step — each new step of the teacher is
 * performed on the student's board (so it animates as it would for the teacher), undo and
 * scrubbing jump, and a new scenario is opened like a link. A student may detach (acting on
 * the board does it too) and re-join, which brings the board back to the teacher's step.
 *
 * Whatever the room holds is checked (readRoom, then the same restore and replay as links);
 * a problem is reported once, in plain words, and the student's board stays as it was.
 */
import type * as Y from 'yjs';
import type { Action } from '../../engine';
import { openDocWithActions, type OpenedLink } from '../../scenario/link/open-link';
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

/** Teacher: writes the store's line into the room now and after every change; returns a stop function. */
export function publishStore(api: GameStoreApi, doc: Y.Doc): () => void {
  const push = () => {
    const s = api.getState();
    if (!s.scenario || s.history.cursor < 0) return;
    writeRoom(doc, {
      scenario: s.scenario.loaded.doc,
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

/** How a follower shows what happens. */
export interface FollowOptions {
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

  const apply = () => {
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
    applying = true;
    try {
      const s = api.getState();
      if (r.scenarioText !== appliedScenario || !s.scenario || s.scenario !== appliedView) {
        const opened = openDocWithActions(r.scenario, r.actions, 'classroom.actions');
        if (!opened.ok) {
          report(opened.problems);
          return;
        }
        if (!opts.open(opened, r.cursor)) return;
        appliedScenario = r.scenarioText;
        appliedView = api.getState().scenario;
      } else {
        const mine = lineActions(s);
        const shared = sharedSteps(mine, r.actions);
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
      }
      // Notes and the line's name change rarely: the store (and what shows it) is left alone otherwise.
      const st = api.getState();
      const history = withNotes(st.history, r.notes);
      if (history !== st.history || st.lineName !== r.line) api.setState({ history, lineName: r.line });
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
