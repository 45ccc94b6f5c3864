/**
 * The live classroom in the browser (loaded on demand: Yjs and y-websocket are not part of the
 * first load). A teacher presents the board on the table: its scenario, line of play, step and
 * notes go into a Yjs document synced by y-websocket; students open the join link and follow.
 * Presence (who is watching, who follows, at which step) is y-websocket's awareness.
 *
 * The app keeps working without the server: an unreachable or vanished server is a message,
 * the board stays, and y-websocket keeps retrying with its exponential backoff (capped by
 * {@link RETRY_CAP_MS}; "Try now" tries at once); on reconnecting, a following student's board
 * goes to the teacher's current step.
 */
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { followRoom, publishStore, type Follower, type RoomOpener } from '../../store/classroom/bind';
import { boardKey, gameStore, scriptWaypoints } from '../../store';
import { cardsForDoc } from '../../store/real-cards';
import { CANCELLED, openDocWithActionsPaced } from '../../scenario/link/open-link';
import type { Problem } from '../../scenario/problem';
import { whenIdle } from '../idle';
import { withBusy } from '../share/busy';
import { reportFailure, show } from '../share/navigation';
import { newTeacherKey, roomOfKey } from '../../scenario/classroom/teacher-key';
import { classroomState, INITIAL_CLASSROOM, type Peer } from './classroom-state';
import { guardProvider } from './guard';
import { joinFragment, parseJoinLink, type JoinTarget } from './join-link';

/** How long a class may stay empty after syncing before a student is told the link may be old. */
const STALE_AFTER_MS = 3000;
/**
 * The longest wait between two attempts to reach the server, in ms: y-websocket doubles its wait
 * after each failed attempt (0.2, 0.4, 0.8 … s) up to this, so a server that is not running is
 * tried a handful of times a minute (each failed attempt is also a line in the browser's
 * console), and one that comes back is found within seconds.
 */
export const RETRY_CAP_MS = 10_000;

interface Active {
  doc: Y.Doc;
  provider: WebsocketProvider;
  stop: () => void;
  follower: Follower | null;
}

let active: Active | null = null;

const set = (patch: Partial<typeof INITIAL_CLASSROOM>) => classroomState.setState(patch);
const toast = (kind: 'error' | 'info', text: string) => gameStore.getState().toast(kind, text);
/** A connection message: a notice too, unless the classroom panel (which shows it) is open. */
const tellConnection = (text: string) => {
  if (!classroomState.getState().panelOpen) toast('error', text);
};

function describeProblems(problems: Problem[]): string {
  return problems
    .slice(0, 3)
    .map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`)
    .join('; ');
}

/** Most people listed as watching (a hostile server may announce thousands). */
export const MAX_PEERS_SHOWN = 200;

function peersOf(provider: WebsocketProvider): Peer[] {
  const out: Peer[] = [];
  for (const [id, state] of provider.awareness.getStates()) {
    if (out.length >= MAX_PEERS_SHOWN && id !== provider.awareness.clientID) continue;
    const user = (state as { user?: unknown }).user;
    if (!user || typeof user !== 'object') continue;
    const u = user as Record<string, unknown>;
    // Presence comes from other browsers: only well-formed, short values are shown.
    const name = typeof u.name === 'string' ? u.name.slice(0, 40) : 'Someone';
    const role = u.role === 'teacher' ? 'teacher' : 'student';
    const step = typeof u.step === 'number' && Number.isInteger(u.step) && u.step >= 0 ? u.step : null;
    out.push({ id, name, role, following: u.following === true, step, me: id === provider.awareness.clientID });
  }
  return out.sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'teacher' ? -1 : 1));
}

/** Whether two presence lists show the same (so a renewal or an echo re-renders nothing). */
function samePeers(a: readonly Peer[], b: readonly Peer[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => {
      const q = b[i] as Peer;
      return (
        p.id === q.id &&
        p.name === q.name &&
        p.role === q.role &&
        p.following === q.following &&
        p.step === q.step &&
        p.me === q.me
      );
    })
  );
}

/** After the next frame (or a quarter second, in a tab that draws no frames): presence waits for the board. */
function afterNextFrame(fn: () => void): () => void {
  let done = false;
  let frame = 0;
  const run = () => {
    if (done) return;
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    fn();
  };
  frame = window.requestAnimationFrame(() => window.setTimeout(run, 0));
  const fallback = window.setTimeout(run, 250);
  return () => {
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
  };
}

/**
 * Replays the board's script (a lesson's steps) once while the browser is idle, as the first
 * step would: in a class, steps come one after another in front of everyone, so the first one
 * is not made to wait for it. Kept per loaded scenario by the store (scriptWaypoints).
 */
function warmScript(): void {
  whenIdle(() => {
    const scenario = gameStore.getState().scenario;
    if (!scenario?.loaded.doc.script?.length) return;
    const { engine } = scenario.loaded;
    for (const state of scriptWaypoints(engine, scenario.loaded)) boardKey(state, scenario.loaded, engine.registry);
  });
}

/** What an unreachable server (never connected) is called, in the panel and the notice. */
const unreachableText = (server: string) =>
  `The classroom server at ${server} can't be reached (is \`npm run classroom\` running?). No one can join until it is reached. The board stays as it is; Stackyard tries again every few seconds.`;

/**
 * Connects to a class. The teacher's connection carries the teacher key (`?key=`, see
 * scenario/classroom/teacher-key.ts): the server takes lesson changes from it alone.
 */
function connect(target: JoinTarget, role: 'teacher' | 'student', name: string, key?: string): Active {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(target.server, target.room, doc, {
    maxBackoffTime: RETRY_CAP_MS,
    params: key ? { key } : {},
  });
  guardProvider(provider, {
    tooLarge: (bytes) => {
      const text = `The classroom server sent a message of ${(bytes / 1048576).toFixed(1)} MB, more than a class can hold; it was ignored.`;
      set({ message: text });
      toast('error', text);
    },
    denied: (reason) => {
      const text = `The classroom server refused: ${reason}.`;
      set({ message: text });
      toast('error', text);
    },
  });
  let everConnected = false;
  let staleTimer: number | undefined;
  // Presence: a student's step is shown to the teacher; the teacher's step is the room's own
  // cursor, so the teacher's presence does not change (nor travel) with every step.
  const mine = () => {
    const f = active?.follower;
    provider.awareness.setLocalStateField('user', {
      name,
      role,
      following: role === 'teacher' || !!f?.following,
      ...(role === 'student' ? { step: gameStore.getState().history.cursor } : {}),
    });
  };
  // A student's new step goes out after the board has painted it: the teacher's page, which
  // shows it, then draws while this one is not drawing (both may share a machine's cores).
  let cancelMine: (() => void) | null = null;
  const mineSoon = () => {
    cancelMine?.();
    cancelMine = afterNextFrame(() => {
      cancelMine = null;
      mine();
    });
  };
  provider.on('status', ({ status }: { status: string }) => {
    if (status === 'connected') {
      const wasLost = classroomState.getState().status === 'lost' || classroomState.getState().status === 'unreachable';
      everConnected = true;
      set({ status: 'connected', message: wasLost ? 'Reconnected to the classroom.' : null });
    } else if (status === 'disconnected') {
      const was = classroomState.getState().status;
      const next = everConnected ? 'lost' : 'unreachable';
      if (was !== next) {
        const text =
          next === 'lost'
            ? `The connection to the classroom server (${target.server}) was lost. The board stays as it is; reconnecting…`
            : unreachableText(target.server);
        set({ status: next, message: text });
        tellConnection(text);
      }
    }
  });
  // Before the first connection, y-websocket reports failures as closes, not as a status.
  const unreachable = () => {
    if (everConnected || classroomState.getState().status === 'unreachable') return;
    const text = unreachableText(target.server);
    set({ status: 'unreachable', message: text });
    tellConnection(text);
  };
  provider.on('connection-close', unreachable);
  provider.on('connection-error', unreachable);
  provider.on('sync', (synced: boolean) => {
    if (!synced) return;
    active?.follower?.sync();
    mine();
    if (role === 'student') {
      window.clearTimeout(staleTimer);
      staleTimer = window.setTimeout(() => {
        if (active?.follower?.waiting) {
          const text =
            'No board is being presented in this class. The link may be old (a class lasts while its teacher is connected), or the teacher has not started yet. Waiting…';
          set({ message: text, waiting: true });
          toast('info', text);
        }
      }, STALE_AFTER_MS);
    }
  });
  provider.awareness.on('change', () => {
    const peers = peersOf(provider);
    if (!samePeers(peers, classroomState.getState().peers)) set({ peers });
  });
  const unsubscribe = gameStore.subscribe((s, prev) => {
    if (role === 'student' && s.history.cursor !== prev.history.cursor) mineSoon();
  });
  mine();
  return {
    doc,
    provider,
    follower: null,
    stop: () => {
      unsubscribe();
      cancelMine?.();
      window.clearTimeout(staleTimer);
    },
  };
}

/** Leaves the class (teacher or student); the board stays. */
export function leave(): void {
  if (!active) return;
  active.stop();
  active.follower?.stop();
  active.provider.awareness.setLocalState(null);
  active.provider.destroy();
  active.doc.destroy();
  active = null;
  set({ ...INITIAL_CLASSROOM });
}

/** Teacher: presents the board shown on `server`; returns the join link. */
export function present(server: string, name = 'Teacher'): string | null {
  if (!gameStore.getState().scenario) return null;
  leave();
  const key = newTeacherKey();
  const room = roomOfKey(key);
  const target = { room, server };
  const joinUrl = `${window.location.origin}${window.location.pathname}${joinFragment(target)}`;
  set({
    role: 'teacher',
    status: 'connecting',
    server,
    room,
    joinUrl,
    following: true,
    message: null,
    panelOpen: true,
  });
  const a = connect(target, 'teacher', name, key);
  const unpublish = publishStore(gameStore, a.doc);
  warmScript();
  active = {
    ...a,
    stop: () => {
      unpublish();
      a.stop();
    },
  };
  return joinUrl;
}

function syncFollowerState(): void {
  const f = active?.follower;
  if (!f) return;
  set({
    following: f.following,
    waiting: f.waiting,
    teacherStep: f.teacherStep,
    ...(f.waiting ? {} : classroomState.getState().waiting ? { message: null } : {}),
  });
  const user = active?.provider.awareness.getLocalState()?.user as Record<string, unknown> | undefined;
  if (user && user.following !== f.following)
    active?.provider.awareness.setLocalStateField('user', { ...user, following: f.following });
}

/**
 * How a student's browser opens the class's board, as opening a link does: the cards resolved
 * first (the room's own card data, then the catalogue, the cache, Scryfall), then the teacher's
 * line replayed in slices with the busy panel's progress and Cancel (issue 23).
 */
const openClassBoard: RoomOpener = async (scenario, actions) => {
  const { cards } = await cardsForDoc(scenario);
  const opened = await withBusy('Catching up with the class', (pace) =>
    openDocWithActionsPaced(scenario, actions, pace, 'classroom.actions', cards),
  );
  if (!opened.ok && opened.problems[0] === CANCELLED)
    toast(
      'info',
      'Catching up with the class was cancelled: you are exploring on your own. Re-join to follow the teacher.',
    );
  return opened;
};

/** Student: joins the class a join fragment names; a bad link opens nothing and says why. */
export function joinFromHash(hash: string, name = `Student ${Math.floor(Math.random() * 900 + 100)}`): boolean {
  const parsed = parseJoinLink(hash);
  if (!parsed.ok) {
    reportFailure("This join link can't be opened", parsed.problems);
    return false;
  }
  leave();
  const { target } = parsed;
  set({
    role: 'student',
    status: 'connecting',
    server: target.server,
    room: target.room,
    joinUrl: `${window.location.origin}${window.location.pathname}${joinFragment(target)}`,
    following: true,
    message: null,
  });
  const a = connect(target, 'student', name);
  active = a;
  const url = window.location.pathname + window.location.search + joinFragment(target);
  a.follower = followRoom(gameStore, a.doc, {
    openRoom: openClassBoard,
    open: (opened, cursor) => {
      const shown = show(opened, "The class's board can't be opened", { origin: 'link', mode: 'replace', url, cursor });
      if (shown) warmScript();
      return shown;
    },
    report: (problems) => {
      const text = `The classroom sent something that can't be shown (${describeProblems(problems)}). The board stays as it is.`;
      set({ message: text });
      toast('error', text);
    },
    changed: syncFollowerState,
  });
  syncFollowerState();
  return true;
}

/** Tries to reach the classroom server at once, instead of at the next retry. */
export function retryNow(): void {
  active?.provider.connect();
}

/** Student: explore alone (the teacher's steps are no longer applied). */
export function detach(): void {
  active?.follower?.detach();
}

/** Student: follow the teacher again, from the teacher's step. */
export function rejoin(): void {
  active?.follower?.rejoin();
}

/** Test and bench hook: the Yjs document of the class (null when not in one). */
export function classroomDoc(): Y.Doc | null {
  return active?.doc ?? null;
}
