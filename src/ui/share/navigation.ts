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
 * comes from the person (Back, Forward, an edited address) and there is no loop.
 */
import { LINK_FILE_THRESHOLD, payloadOf } from '../../scenario/link/fragment';
import { openScenarioValue, type OpenedLink } from '../../scenario/link/open-link';
import { LESSONS } from '../../scenario/lessons';
import type { Problem } from '../../scenario/problem';
import { actionsToCursor, shareExtras, createAutosave, gameStore, openSession, type Autosave, type GameStore, type SavedSession, type SessionMeta, type SessionOrigin } from '../../store';
import { linkCodecNow, loadLinkCodec, preloadLinkCodec } from './link-codec';
import { shareStore } from './share-store';

const NAV_KEY = 'stackyard';

/** Real-card resolution (store/real-cards.ts), loaded when a link or a session is opened. */
const realCards = () => import('../../store/real-cards');
const APP_NAME = 'Stackyard';

interface Pending { meta: SessionMeta; url: string | null; mode: 'push' | 'replace' }

/** How the next load is to be recorded (set just before calling the store's `load`). */
let pending: Pending | null = null;
/** The pending record the autosave took for the load just made. */
let taken: Pending | null = null;
let autosave: Autosave | null = null;
let installed = false;

const here = () => window.location.pathname + window.location.search;
/** The state of a history entry: our key, beside whatever else a replaced entry held. */
const entryState = (sid: string | null, keep = false) => ({ ...(keep && isRecord(history.state) ? history.state : {}), [NAV_KEY]: { sid } });

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The session named by the current history entry: an id, null (the lesson list), or undefined (none). */
function entrySid(): string | null | undefined {
  const nav = isRecord(history.state) ? history.state[NAV_KEY] : undefined;
  if (!isRecord(nav)) return undefined;
  return typeof nav.sid === 'string' ? nav.sid : nav.sid === null ? null : undefined;
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
  return payload.length + here().length + 3 <= LINK_FILE_THRESHOLD ? `${here()}#s=${payload}` : `${here()}#session=${encodeURIComponent(sid)}`;
}

export function titleFor(title: string | null): string {
  return title ? `${title} — ${APP_NAME}` : APP_NAME;
}

function refreshRecent(): void {
  const a = autosave;
  if (!a) return;
  void a.recent().then((recent) => shareStore.setState({ recent, persistent: a.persistent }));
}

/** Shows the one message about input that could not be opened (the board stays as it was). */
export function reportFailure(title: string, problems: Problem[]): void {
  shareStore.setState({ failure: { title, problems } });
}

interface ShowOptions {
  origin: SessionOrigin;
  mode: 'push' | 'replace';
  /** The session to continue (reopening); default a new one. */
  id?: string;
  url?: string | null;
  lessonId?: string;
  cursor?: number;
}

/** Puts an opened scenario on the table (or reports why it can't be). True if it is shown. */
export function show(opened: OpenedLink, failureTitle: string, o: ShowOptions): boolean {
  if (!opened.ok) {
    reportFailure(failureTitle, opened.problems);
    return false;
  }
  pending = { meta: { id: o.id ?? autosave?.newId() ?? String(Date.now()), origin: o.origin }, url: o.url ?? null, mode: o.mode };
  const problems = gameStore.getState().load(null, { open: () => opened, ...(o.lessonId ? { lessonId: o.lessonId } : {}), ...(o.cursor !== undefined ? { cursor: o.cursor } : {}) });
  pending = null;
  if (problems) {
    reportFailure(failureTitle, problems);
    return false;
  }
  return true;
}

export function openLesson(id: string, mode: 'push' | 'replace' = 'push'): boolean {
  const lesson = LESSONS.find((l) => l.id === id);
  if (!lesson) {
    reportFailure('This lesson can\'t be opened', [{ path: 'lesson', message: `there is no lesson "${id}"`, suggestion: 'pick one from the lesson list' }]);
    return false;
  }
  return show(openScenarioValue(lesson.doc), 'This lesson can\'t be opened', { origin: 'lesson', mode, lessonId: id, url: `${here()}#lesson=${encodeURIComponent(id)}` });
}

/** Opens a share link's payload (loading the link codec first). True if it is shown. */
export async function openLink(payload: string, mode: 'push' | 'replace'): Promise<boolean> {
  let opened: OpenedLink;
  try {
    // Links carry card names only: the cards are resolved (catalogue, cache, Scryfall) first.
    const [codec, { cardsFor }] = await Promise.all([loadLinkCodec(), realCards()]);
    opened = await codec.openLinkPayloadWith(payload, cardsFor);
  } catch {
    reportFailure('This link can\'t be opened', [{ path: 'link', message: 'the part of Stackyard that reads links could not be loaded', suggestion: 'check the connection and reload the page' }]);
    return false;
  }
  const ok = show(opened, 'This link can\'t be opened', { origin: 'link', mode, url: `${here()}#s=${payload}` });
  // Opened, with notes (an older format migrated, a card name respelled): listed, not hidden.
  if (ok && opened.ok && opened.warnings.length) {
    shareStore.setState({ notes: { title: `Opened “${opened.loaded.doc.title ?? 'Untitled scenario'}”`, intro: 'The link opened, with these notes:', notes: opened.warnings } });
  }
  return ok;
}

/** Reopens a saved session where it was left (its whole history, same cursor), its cards resolved first. */
export async function reopen(saved: SavedSession, mode: 'push' | 'replace', url?: string): Promise<boolean> {
  // Without the resolver's code (offline after an update), the pool alone: pool boards still open.
  const resolved = await realCards().then((m) => m.cardsForDoc(saved.doc), () => null);
  return show(openSession(saved, resolved?.cards), `“${saved.title}” can't be reopened`, {
    origin: saved.origin, mode, id: saved.id, cursor: saved.cursor, url: url ?? null, ...(saved.lessonId ? { lessonId: saved.lessonId } : {}),
  });
}

export async function reopenRecent(id: string): Promise<boolean> {
  const saved = await autosave?.read(id);
  if (!saved) {
    reportFailure('This session can\'t be reopened', [{ path: '', message: 'it is no longer stored on this device', suggestion: 'it may have been cleared with the browser\'s data' }]);
    refreshRecent();
    return false;
  }
  return await reopen(saved, 'push');
}

/** The lesson list, as a history entry of its own. */
export function showLessonList(): void {
  if (!gameStore.getState().scenario) return;
  history.pushState(entryState(null), '', here());
  gameStore.getState().close();
}

/** Opens what the URL names (a fresh fragment typed or followed). */
async function openFromUrl(mode: 'push' | 'replace'): Promise<void> {
  const hash = window.location.hash;
  const lesson = /^#lesson=(.+)$/.exec(hash);
  const session = /^#session=(.+)$/.exec(hash);
  const payload = payloadOf(hash);
  const url = here() + hash;
  if (lesson) {
    let id = lesson[1] as string;
    try {
      id = decodeURIComponent(id);
    } catch { /* keep it as written */ }
    if (gameStore.getState().scenario?.lessonId === id && mode === 'replace') return;
    openLesson(id, mode);
  } else if (payload !== null && hash.startsWith('#s=')) {
    await openLink(payload, mode);
  } else if (hash.startsWith('#class=')) {
    await joinClass(hash);
  } else if (session) {
    const saved = await autosave?.read(decodeURIComponent(session[1] as string));
    if (saved) await reopen(saved, mode, url);
    else reportFailure('This session can\'t be reopened', [{ path: 'session', message: 'it is not stored on this device (sessions stay in the browser that played them)', suggestion: 'ask for a link or a file instead' }]);
  } else if (gameStore.getState().scenario) {
    // Any other address: the lesson list.
    gameStore.getState().close();
    history.replaceState(entryState(null, true), '', window.location.href);
  }
}

async function onPopState(): Promise<void> {
  const sid = entrySid();
  if (typeof sid === 'string') {
    if (sid === autosave?.current?.id) return; // already shown
    const saved = autosave?.seen(sid) ?? (await autosave?.read(sid)) ?? null;
    if (saved && await reopen(saved, 'replace', here() + window.location.hash)) return;
  }
  if (sid === null || !window.location.hash) {
    gameStore.getState().close();
    if (sid === undefined) history.replaceState(entryState(null, true), '', window.location.href);
    return;
  }
  await openFromUrl('replace');
}

/** Joins the class a `#class=` fragment names (the classroom's code loads on demand). */
async function joinClass(hash: string): Promise<void> {
  try {
    (await import('../classroom/session')).joinFromHash(hash);
  } catch {
    reportFailure('This join link can\'t be opened', [{ path: 'join link', message: 'the part of Stackyard that runs the classroom could not be loaded', suggestion: 'check the connection and reload the page' }]);
  }
}

/** On page load: the session of this tab's history entry (a reload), else what the URL names, else the lesson list. */
async function boot(): Promise<void> {
  // A classroom join link (also on reload): join the class, whatever session the tab had.
  if (/^#class=/.test(window.location.hash)) return joinClass(window.location.hash);
  const sid = entrySid();
  if (typeof sid === 'string') {
    const saved = await autosave?.read(sid);
    if (saved && await reopen(saved, 'replace', here() + window.location.hash)) return;
  }
  if (/^#(lesson|s|session)=/.test(window.location.hash)) await openFromUrl('replace');
  else if (!gameStore.getState().scenario) history.replaceState(entryState(null, true), '', window.location.href);
}

/**
 * Starts navigation and autosave once: records every load as a history entry and session,
 * keeps the page title, answers Back/Forward, and opens what the page was loaded with.
 */
export function installNavigation(): void {
  if (installed) return;
  installed = true;
  autosave = createAutosave({
    store: gameStore,
    metaFor: (s) => {
      taken = pending ?? { meta: { id: autosave?.newId() ?? String(Date.now()), origin: s.scenario?.lessonId ? 'lesson' : 'other' }, url: null, mode: 'push' };
      pending = null;
      return taken.meta;
    },
  });
  const a = autosave;
  gameStore.subscribe((s, prev) => {
    if (s.scenario === prev.scenario) return;
    document.title = titleFor(s.scenario?.title ?? null);
    const nav = taken;
    taken = null;
    if (!s.scenario || !nav) return;
    const url = nav.url ?? urlFor(s, nav.meta.id);
    if (nav.mode === 'push') history.pushState(entryState(nav.meta.id), '', url);
    else history.replaceState(entryState(nav.meta.id, true), '', url);
  });
  a.subscribe(() => {
    shareStore.setState({ saveStatus: a.status, persistent: a.persistent });
    if (a.status === 'saved' || a.status === 'memory') refreshRecent();
  });
  window.addEventListener('popstate', () => { void onPopState(); });
  // Leaving the page: write what is pending (best effort; writes are otherwise debounced).
  window.addEventListener('pagehide', () => { void a.flush(); });
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') void a.flush(); });
  void boot().finally(() => {
    shareStore.setState({ booting: false });
    refreshRecent();
    preloadLinkCodec();
  });
}

/** The autosave (tests and the save indicator). */
export function currentAutosave(): Autosave | null {
  return autosave;
}
