/**
 * Opening a share link and reopening a saved session (navigation.ts's history and messages):
 * loaded when first needed (a link or a session in the address, Back to a session, a recent
 * session picked), so a lesson link's first load doesn't carry them.
 */
import type { OpenedLink } from '../../scenario/link/open-link';
import type { Problem } from '../../scenario/problem';
import { gameStore, type SavedSession } from '../../store';
import { withBusy } from './busy';
import { loadLinkCodec } from './link-codec';
import {
  cancelled,
  autosaveReady,
  here,
  navigation,
  refreshRecent,
  reopenTitle,
  reportFailure,
  restoreAddress,
  show,
  tryShow,
  unreadable,
} from './navigation';
import { shareStore } from './share-store';

/** Real-card resolution (store/real-cards.ts), loaded when a link or a session is opened. */
const realCards = () => import('../../store/real-cards');

/** Opens a share link's payload (loading the link codec first). True if it is shown. */
export async function openLink(payload: string, mode: 'push' | 'replace'): Promise<boolean> {
  const current = navigation();
  let opened: OpenedLink;
  try {
    // Links carry card names only: the cards are resolved (catalogue, cache, Scryfall) first.
    const [codec, { cardsFor }] = await Promise.all([loadLinkCodec(), realCards()]);
    opened = await withBusy('Opening the link', (pace) => codec.openLinkPayloadWith(payload, cardsFor, pace));
  } catch {
    if (!current()) return false;
    reportFailure("This link can't be opened", [
      {
        path: 'link',
        message: 'the part of Stackyard that reads links could not be loaded',
        suggestion: 'check the connection and reload the page',
      },
    ]);
    return false;
  }
  if (!current()) return false;
  if (cancelled(opened)) {
    gameStore.getState().toast('info', 'Opening the link was cancelled; nothing was changed.');
    restoreAddress();
    return false;
  }
  const ok = show(opened, "This link can't be opened", { origin: 'link', mode, url: `${here()}#s=${payload}` });
  if (!ok) restoreAddress();
  // Opened, with notes (an older format migrated, a card name respelled): listed, not hidden.
  if (ok && opened.ok && opened.warnings.length) {
    shareStore.setState({
      notes: {
        title: `Opened “${opened.loaded.doc.title ?? 'Untitled scenario'}”`,
        intro: 'The link opened, with these notes:',
        notes: opened.warnings,
      },
    });
  }
  return ok;
}

/**
 * Builds a saved session and replays its steps (in slices, with the busy panel), its cards
 * resolved first; without the resolver's code (offline after an update), the pool alone, so
 * pool boards still open.
 */
async function openSaved(saved: SavedSession): Promise<OpenedLink> {
  try {
    const resolved = await realCards().then(
      (m) => m.cardsForDoc(saved.doc),
      () => null,
    );
    const { openSessionPaced } = await import('../../store/session-open');
    return await withBusy(`Reopening “${saved.title}”`, (pace) => openSessionPaced(saved, pace, resolved?.cards));
  } catch (e) {
    return {
      ok: false,
      problems: [
        { path: 'session', message: `it could not be replayed: ${e instanceof Error ? e.message : String(e)}` },
      ],
    };
  }
}

/**
 * Reopens a saved session where it was left (its whole history, same cursor). Null if shown (or
 * if a newer navigation started meanwhile: that one decides what is shown), else its problems.
 */
export async function tryReopen(
  saved: SavedSession,
  mode: 'push' | 'replace',
  url: string | null,
  quiet: boolean,
): Promise<Problem[] | null> {
  const current = navigation();
  const opened = await openSaved(saved);
  if (!current()) return null;
  if (cancelled(opened)) return opened.ok ? null : opened.problems;
  return tryShow(opened, reopenTitle(saved.title), {
    origin: saved.origin,
    mode,
    id: saved.id,
    cursor: saved.cursor,
    url,
    quiet,
    title: saved.title,
    ...(saved.lessonId ? { lessonId: saved.lessonId } : {}),
  });
}

/** Reopens a saved session where it was left (its whole history, same cursor). */
export async function reopen(saved: SavedSession, mode: 'push' | 'replace', url?: string): Promise<boolean> {
  return (await tryReopen(saved, mode, url ?? null, false)) === null;
}

export async function reopenRecent(id: string): Promise<boolean> {
  const stored = await (await autosaveReady())?.load(id);
  if (!stored || stored.kind !== 'ok') {
    reportFailure("This session can't be reopened", [
      unreadable(stored?.kind ?? 'unavailable', stored && 'reason' in stored ? stored.reason : 'no storage'),
    ]);
    refreshRecent();
    return false;
  }
  return reopen(stored.session, 'push');
}
