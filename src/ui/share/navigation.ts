/**
 * Where the app is, in the browser's history. Every scenario loaded (lesson, link, file, Forge
 * puzzle, Recent, or anything that calls the game store's `load`) is a history entry, and so is
 * the lesson list; Back/Forward move between them. Each entry's `history.state` names its
 * session (autosave.ts), so going back reopens a scenario exactly where it was left (its whole
 * history, at the same cursor), also after a reload. The URL says what a fresh tab would open:
 *
 * - no fragment: the lesson list (with an offer to resume the last session);
 * - `#lesson=<id>`: a built-in lesson;
 * - `#s=<payload>`: a share link (the scenario plus the steps taken so far);
 * - `#session=<id>`: a session stored on this device (a file too large for a link).
 *
 * Only pushState/replaceState change the URL here; they fire no event, so a `popstate` always
 * comes from the person (Back, Forward, an edited address) and there is no loop. An address
 * that can't be opened (a damaged link, a malformed fragment, a session that is gone) shows one
 * message, and the address goes back to what is on screen, so a reload shows the last good
 * board. Long histories open in slices with a busy panel (busy.ts).
 */
import { parseFragment } from '../../scenario/link/address';
import { LINK_FILE_THRESHOLD } from '../../scenario/link/fragment';
import { CANCELLED } from '../../scenario/link/cancelled';
import type { OpenedLink } from '../../scenario/link/open-link';
import { fetchLessonFile, isLessonId } from '../../scenario/lessons/lesson-file';
import type { Problem } from '../../scenario/problem';
import type { ScenarioDoc } from '../../scenario/schema';
import {
  actionsToCursor,
  shareExtras,
  gameStore,
  newSessionId,
  type Autosave,
  type GameStore,
  type SavedSession,
  type SessionMeta,
  type SessionOrigin,
} from '../../store';
import { linkCodecNow, preloadLinkCodec } from './link-codec';
import { shareStore } from './share-store';
import { entrySid, entryState, here } from './history-entry';

export { here };

const APP_NAME = 'Stackyard';

interface Pending {
  meta: SessionMeta;
  url: string | null;
  mode: 'push' | 'replace';
}

/** How the next load is to be recorded (set just before calling the store's `load`). */
let pending: Pending | null = null;
/** The session shown (its meta as recorded when it was loaded), or null on the lesson list. */
let shown: SessionMeta | null = null;
/** Autosave, once its code has loaded (it loads after the first board: {@link autosaveReady}). */
let autosave: Autosave | null = null;
let autosaving: Promise<Autosave | null> | null = null;
let installed = false;
/** The newest navigation's number (see {@link navigation}). */
let latest = 0;

/**
 * Starts a navigation (an address followed, a lesson or link opened, Back/Forward, the lesson
 * list): returns a check that stays true while no newer navigation has started. A lesson or link
 * still loading when the person goes elsewhere (another address, even one that can't be opened)
 * is then dropped, never shown over what they asked for last.
 */
export function navigation(): () => boolean {
  const mine = ++latest;
  return () => mine === latest;
}

/**
 * The URL a scenario in the store stands at: its lesson, its share link, or (a link too long,
 * or the link codec not loaded yet) its session on this device.
 */
function urlFor(s: GameStore, sid: string): string {
  const lessonId = s.scenario?.lessonId;
  if (lessonId) return `${here()}#lesson=${encodeURIComponent(lessonId)}`;
  if (!s.scenario) return here();
  const codec = linkCodecNow();
  if (!codec) return `${here()}#session=${encodeURIComponent(sid)}`;
  const payload = codec.encodePayload(s.scenario.loaded.doc, actionsToCursor(s), shareExtras(s));
  return payload.length + here().length + 3 <= LINK_FILE_THRESHOLD
    ? `${here()}#s=${payload}`
    : `${here()}#session=${encodeURIComponent(sid)}`;
}

export function titleFor(title: string | null): string {
  return title ? `${title} — ${APP_NAME}` : APP_NAME;
}

export function refreshRecent(): void {
  const a = autosave;
  if (!a) return;
  void a.recent().then((recent) => shareStore.setState({ recent, persistent: a.persistent }));
}

/** Shows the one message about input that could not be opened (the board stays as it was). */
export function reportFailure(title: string, problems: Problem[], outcome?: string): void {
  shareStore.setState({ failure: { title, problems, ...(outcome ? { outcome } : {}) } });
}

/**
 * After an address that could not be opened: the address goes back to what is on screen (the
 * board's own URL and session, or the lesson list), so a reload shows the last good board.
 */
export function restoreAddress(): void {
  const s = gameStore.getState();
  const sid = autosave?.current?.id ?? shown?.id;
  if (s.scenario && sid) history.replaceState(entryState(sid), '', urlFor(s, sid));
  else history.replaceState(entryState(null), '', here());
}

export interface ShowOptions {
  origin: SessionOrigin;
  mode: 'push' | 'replace';
  /** The session to continue (reopening); default a new one. */
  id?: string;
  url?: string | null;
  lessonId?: string;
  cursor?: number;
  /** The session's own title (a reopened copy), if not the scenario's. */
  title?: string;
  /** Report a failure (default) or leave that to the caller. */
  quiet?: boolean;
}

/** Puts an opened scenario on the table, or returns why it can't be (reported unless `quiet`). */
export function tryShow(opened: OpenedLink, failureTitle: string, o: ShowOptions): Problem[] | null {
  let problems: Problem[] | null;
  if (!opened.ok) problems = opened.problems;
  else {
    pending = {
      meta: {
        id: o.id ?? newSessionId(),
        origin: o.origin,
        ...(o.title ? { title: o.title } : {}),
      },
      url: o.url ?? null,
      mode: o.mode,
    };
    try {
      problems = gameStore.getState().load(null, {
        open: () => opened,
        ...(o.lessonId ? { lessonId: o.lessonId } : {}),
        ...(o.cursor !== undefined ? { cursor: o.cursor } : {}),
      });
    } catch (e) {
      problems = [{ path: '', message: `it could not be shown: ${e instanceof Error ? e.message : String(e)}` }];
    }
    pending = null;
  }
  if (problems && !o.quiet) reportFailure(failureTitle, problems);
  return problems;
}

/** Puts an opened scenario on the table (or reports why it can't be). True if it is shown. */
export function show(opened: OpenedLink, failureTitle: string, o: ShowOptions): boolean {
  return tryShow(opened, failureTitle, o) === null;
}

export const cancelled = (opened: OpenedLink) =>
  !opened.ok && opened.problems.length === 1 && opened.problems[0] === CANCELLED;

/**
 * The code that opens a restored document (no schema code: lessons are restored when they are
 * written) with the engine over the scripted cards the lesson names (not the whole pool).
 */
const lessonOpener = () =>
  Promise.all([import('../../scenario/link/open-restored'), import('../../scenario/registry-book')]).then(
    ([m, books]) =>
      async (doc: unknown, cards: unknown) =>
        m.openRestored(doc as ScenarioDoc, [], [], 'actions', await books.lessonEngineReady(cards, doc)),
  );

/** The browser's way to the lesson files (public/lessons/, under the app's base URL). */
const LESSON_FILE_DEPS = {
  fetch: (input: string, init?: RequestInit) => fetch(input, init),
  baseUrl: import.meta.env.BASE_URL,
};

/**
 * Opens a built-in lesson: its file (public/lessons/<id>.json: the document, restored when the
 * lesson catalogue is written, and its scripted cards) and the code that builds it are fetched
 * first. Resolves true if it is
 * shown; an unknown id or a file that can't be fetched is reported and leaves the board as it was.
 */
export async function openLesson(id: string, mode: 'push' | 'replace' = 'push'): Promise<boolean> {
  const current = navigation();
  if (!isLessonId(id)) {
    reportFailure("This lesson can't be opened", [
      { path: 'lesson', message: `there is no lesson "${id}"`, suggestion: 'pick one from the lesson list' },
    ]);
    restoreAddress();
    return false;
  }
  let opened: OpenedLink;
  try {
    const [file, open] = await Promise.all([fetchLessonFile(id, LESSON_FILE_DEPS), lessonOpener()]);
    if (!current()) return false;
    opened = await open(file.doc, file.cards);
  } catch (error) {
    if (!current()) return false;
    const why = error instanceof Error && !(error instanceof TypeError) ? ` (${error.message})` : '';
    reportFailure("This lesson can't be opened", [
      {
        path: 'lesson',
        message: `the lesson "${id}" could not be loaded${why}`,
        suggestion: 'check the connection and reload the page',
      },
    ]);
    restoreAddress();
    return false;
  }
  if (!current()) return false;
  return show(opened, "This lesson can't be opened", {
    origin: 'lesson',
    mode,
    lessonId: id,
    url: `${here()}#lesson=${encodeURIComponent(id)}`,
  });
}

/**
 * Opening share links, reopening saved sessions and joining a class (./reopen.ts): loaded when
 * first needed, so a lesson link's first load doesn't carry them.
 */
const reopening = () => import('./reopen');

const unloaded = (path: string, what: string): Problem => ({
  path,
  message: `the part of Stackyard that ${what} could not be loaded`,
  suggestion: 'check the connection and reload the page',
});

/** Opens a share link's payload (loading the link codec first). True if it is shown. */
export async function openLink(payload: string, mode: 'push' | 'replace'): Promise<boolean> {
  const current = navigation();
  let m: typeof import('./reopen');
  try {
    m = await reopening();
  } catch {
    if (current()) reportFailure("This link can't be opened", [unloaded('link', 'reads links')]);
    return false;
  }
  return m.openLink(payload, mode);
}

/** Reopens a saved session where it was left (its whole history, same cursor). */
export async function reopen(saved: SavedSession, mode: 'push' | 'replace', url?: string): Promise<boolean> {
  let m: typeof import('./reopen');
  try {
    m = await reopening();
  } catch {
    reportFailure(`“${saved.title}” can't be reopened`, [unloaded('session', 'reopens sessions')]);
    return false;
  }
  return m.reopen(saved, mode, url);
}

/** Reopens a session from the list of recent ones (the lesson list's start panel). */
export async function reopenRecent(id: string): Promise<boolean> {
  let m: typeof import('./reopen');
  try {
    m = await reopening();
  } catch {
    reportFailure("This session can't be reopened", [unloaded('session', 'reopens sessions')]);
    return false;
  }
  return m.reopenRecent(id);
}

export const reopenTitle = (title: string) => `“${title}” can't be reopened`;

/** Why a stored session can't be read, as a problem. */
export function unreadable(kind: 'missing' | 'damaged' | 'unavailable', reason: string, where = 'session'): Problem {
  if (kind === 'missing')
    return {
      path: where,
      message: 'it is no longer stored in this browser',
      suggestion: "it may have been cleared with the browser's data; ask for a link or a file instead",
    };
  if (kind === 'damaged')
    return {
      path: where,
      message: `the copy stored in this browser is damaged: ${reason}`,
      suggestion: 'ask for a link or a file instead',
    };
  return {
    path: where,
    message: `the browser's storage could not be read (${reason})`,
    suggestion: 'reload the page; if it happens again, close the other tabs of Stackyard',
  };
}

/** The lesson list, as a history entry of its own. */
export function showLessonList(): void {
  navigation();
  if (!gameStore.getState().scenario) return;
  history.pushState(entryState(null), '', here());
  gameStore.getState().close();
}

/**
 * Back to the lesson list in place, with no page load (the crash screen's way out, which must
 * work offline too): any navigation still loading is dropped, the board is closed (its session
 * stays saved), no dialog of the share tools stays open, and the address is the lesson list's.
 */
export function resetToLessonList(): void {
  navigation();
  history.replaceState(entryState(null), '', here());
  gameStore.getState().close();
  shareStore.setState({ failure: null, linkDialog: null, pasteOpen: false });
}

/** Opens what the URL names (a fresh fragment typed or followed). True if something was opened. */
async function openFromUrl(mode: 'push' | 'replace'): Promise<boolean> {
  const hash = window.location.hash;
  const url = here() + hash;
  if (hash.startsWith('#class=')) {
    await joinClass(hash);
    return true;
  }
  const fragment = parseFragment(hash);
  switch (fragment.kind) {
    case 'lesson':
      if (gameStore.getState().scenario?.lessonId === fragment.id && mode === 'replace') return true;
      return openLesson(fragment.id, mode);
    case 'link':
      return openLink(fragment.payload, mode);
    case 'session': {
      const current = navigation();
      const stored = await (await autosaveReady())?.load(fragment.id);
      if (!current()) return false;
      if (stored?.kind === 'ok') {
        const ok = await reopen(stored.session, mode, url);
        if (!ok) restoreAddress();
        return ok;
      }
      reportFailure("This session can't be reopened", [
        stored?.kind === 'missing' || !stored
          ? {
              path: 'session',
              message: 'it is not stored in this browser (sessions stay in the browser that played them)',
              suggestion: 'ask for a link or a file instead',
            }
          : unreadable(stored.kind, stored.reason),
      ]);
      restoreAddress();
      return false;
    }
    case 'bad': {
      const title =
        fragment.of === 'link'
          ? "This link can't be opened"
          : fragment.of === 'lesson'
            ? "This lesson can't be opened"
            : "This session can't be reopened";
      reportFailure(title, [
        {
          path: fragment.of === 'link' ? 'link' : fragment.of,
          message: fragment.message,
          suggestion: 'ask for the link again',
        },
      ]);
      restoreAddress();
      return false;
    }
    case 'none':
      if (gameStore.getState().scenario) {
        // Any other address: the lesson list.
        gameStore.getState().close();
        history.replaceState(entryState(null, true), '', window.location.href);
      }
      return false;
  }
}

/** Joins the class a `#class=` fragment names (the classroom's code loads on demand). */
async function joinClass(hash: string): Promise<void> {
  try {
    (await import('../classroom/session')).joinFromHash(hash);
  } catch {
    reportFailure("This join link can't be opened", [
      {
        path: 'join link',
        message: 'the part of Stackyard that runs the classroom could not be loaded',
        suggestion: 'check the connection and reload the page',
      },
    ]);
  }
}

async function onPopState(): Promise<void> {
  const current = navigation();
  const sid = entrySid();
  if (typeof sid === 'string') {
    if (sid === (autosave?.current?.id ?? shown?.id)) return; // already shown
    const a = await autosaveReady();
    const saved = a?.seen(sid) ?? (await a?.read(sid)) ?? null;
    if (!current()) return;
    if (saved && (await reopen(saved, 'replace', here() + window.location.hash))) return;
  }
  if (sid === null || !window.location.hash) {
    gameStore.getState().close();
    if (sid === undefined) history.replaceState(entryState(null, true), '', window.location.href);
    return;
  }
  await openFromUrl('replace');
}

/**
 * On page load: the session of this tab's history entry (a reload), else what the URL names,
 * else the lesson list. A session that can't be reopened (damaged, gone, storage unreadable)
 * is said, with what was opened instead.
 */
async function boot(): Promise<void> {
  // A classroom join link (also on reload): join the class, whatever session the tab had.
  if (/^#class=/.test(window.location.hash)) return joinClass(window.location.hash);
  const sid = entrySid();
  let lost: { title: string; problems: Problem[] } | null = null;
  const a = typeof sid === 'string' ? await autosaveReady() : null;
  if (typeof sid === 'string' && a) {
    const stored = await a.load(sid);
    if (stored.kind === 'ok') {
      const problems = await reopening().then(
        (m) => m.tryReopen(stored.session, 'replace', here() + window.location.hash, true),
        () => [unloaded('session', 'reopens sessions')],
      );
      if (!problems) return;
      lost = { title: reopenTitle(stored.session.title), problems };
    } else if (stored.kind !== 'missing' || parseFragment(window.location.hash).kind === 'none') {
      lost = {
        title: "The session of this tab can't be reopened",
        problems: [unreadable(stored.kind, 'reason' in stored ? stored.reason : '')],
      };
    }
  }
  const fragment = parseFragment(window.location.hash);
  const opened = fragment.kind !== 'none' ? await openFromUrl('replace') : false;
  if (!opened && !gameStore.getState().scenario) history.replaceState(entryState(null, true), '', window.location.href);
  if (lost) {
    const what =
      fragment.kind === 'lesson'
        ? 'The lesson was opened from its start instead.'
        : fragment.kind === 'link'
          ? 'The link in the address was opened instead.'
          : 'The lesson list is shown instead.';
    reportFailure(lost.title, lost.problems, opened ? what : 'The lesson list is shown instead.');
  }
}

/**
 * Starts navigation and autosave once: records every load as a history entry and session,
 * keeps the page title, answers Back/Forward, and opens what the page was loaded with.
 */
export function installNavigation(): void {
  if (installed) return;
  installed = true;
  gameStore.subscribe((s, prev) => {
    // The first step taken before autosave's code arrived brings it at once (it then saves
    // the board as it is, steps included).
    if (!autosave && s.scenario === prev.scenario && s.history !== prev.history) void autosaveReady();
    if (s.scenario === prev.scenario) return;
    // How this load is recorded: as the caller said just before loading, else a new session.
    const nav = s.scenario
      ? (pending ?? {
          meta: { id: newSessionId(), origin: s.scenario.lessonId ? 'lesson' : 'other' },
          url: null,
          mode: 'push' as const,
        })
      : null;
    pending = null;
    shown = nav?.meta ?? null;
    document.title = titleFor(s.scenario?.title ?? null);
    // A failure's message ("the board on screen is as it was") is about the board it was shown
    // over: another board on screen makes it untrue, so it goes (a failure about the new board,
    // such as boot's "opened instead", is reported after the load).
    if (shareStore.getState().failure) shareStore.setState({ failure: null });
    if (shareStore.getState().sessionNotice?.kind === 'tab') shareStore.setState({ sessionNotice: null });
    if (!s.scenario || !nav) return;
    const url = nav.url ?? urlFor(s, nav.meta.id);
    if (nav.mode === 'push') history.pushState(entryState(nav.meta.id), '', url);
    else history.replaceState(entryState(nav.meta.id, true), '', url);
  });
  window.addEventListener('popstate', () => {
    void onPopState();
  });
  // Leaving the page: write anything still pending (every step is already written through).
  window.addEventListener('pagehide', () => {
    void autosave?.flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void autosave?.flush();
  });
  void boot()
    .catch((e: unknown) => {
      reportFailure(
        'Stackyard could not open what the address names',
        [{ path: '', message: e instanceof Error ? e.message : String(e) }],
        'The lesson list is shown instead.',
      );
      history.replaceState(entryState(null), '', here());
    })
    .finally(() => {
      shareStore.setState({ booting: false });
      // Autosave's code loads in idle time a second after the first board (or at the first
      // step, above): nothing is saved for a board nobody has touched.
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void autosaveReady());
        else void autosaveReady();
      }, 1000);
      preloadLinkCodec();
    });
}

/**
 * Autosave (store/autosave.ts), created once its code has loaded: subscribed after this page's
 * own listener, so it records each load under the session meta {@link installNavigation} took
 * for it; a board already on screen when it arrives becomes its session, steps included. Null
 * (the page goes on in memory, and says so) if its code can't be loaded.
 */
export function autosaveReady(): Promise<Autosave | null> {
  // What autosave has to say on screen (session-notices.ts) loads with it.
  autosaving ??= Promise.all([import('../../store/autosave'), import('./session-notices')]).then(
    ([{ createAutosave }, { onNotice }]) => {
      const a = createAutosave({
        store: gameStore,
        onNotice,
        adoptShown: true,
        // `shown` is set by this page's own listener, which runs first.
        metaFor: (s) => shown ?? { id: newSessionId(), origin: s.scenario?.lessonId ? 'lesson' : 'other' },
      });
      autosave = a;
      a.subscribe(() => {
        shareStore.setState({ saveStatus: a.status, persistent: a.persistent });
        if (a.status === 'saved' || a.status === 'memory') refreshRecent();
      });
      refreshRecent();
      return a;
    },
    () => {
      // Tried again at the next step; said only when there are steps it could not keep.
      autosaving = null;
      const s = gameStore.getState();
      if (s.scenario && actionsToCursor(s).length > 0)
        shareStore.setState({
          sessionNotice: {
            kind: 'storage',
            title: 'Not saved in this browser',
            text: 'The part of Stackyard that saves sessions in this browser could not be loaded, so the steps taken here are not kept after this tab closes. Export saves a file meanwhile.',
          },
          persistent: false,
        });
      return null;
    },
  );
  return autosaving;
}

/** The autosave, if its code has loaded (tests and the save indicator). */
export function currentAutosave(): Autosave | null {
  return autosave;
}
