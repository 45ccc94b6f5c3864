/**
 * The share and file commands, one function each, used by the toolbar buttons, the keyboard
 * shortcuts, the drop overlay, the paste dialog and the tests alike. Files (and the Forge
 * importer) and links load their code on first use or when the browser is idle.
 */
import { LINK_FILE_THRESHOLD } from '../../scenario/link/fragment';
import { actionsToCursor, gameStore, shareExtras, tableBook } from '../../store';
import { preloadable } from '../idle';
import { CANCELLED } from '../../scenario/link/cancelled';
import { withBusy } from './busy';
import { loadLinkCodec } from './link-codec';
import { reportFailure, show } from './navigation';
import { shareStore } from './share-store';

/** Scenario files and the Forge importer, loaded on first use or when idle ({@link preloadFiles}). */
const files = preloadable(() => import('../../scenario/scenario-file'));

/** Starts loading the file code (export, import, Forge puzzles) when the browser is idle. */
export const preloadFiles: () => void = files.preload;

/** The file module, or null after telling the person it could not be loaded. */
async function fileModule(): Promise<typeof import('../../scenario/scenario-file') | null> {
  try {
    return await files.load();
  } catch {
    gameStore
      .getState()
      .toast(
        'error',
        "Files can't be opened or saved right now: part of Stackyard failed to load. Check the connection and reload the page.",
      );
    return null;
  }
}

/** The share link of the board shown: the scenario plus the steps up to the cursor. */
export async function currentLink(): Promise<string | null> {
  const { encodeLink } = await loadLinkCodec();
  const s = gameStore.getState();
  if (!s.scenario) return null;
  return encodeLink(
    s.scenario.loaded.doc,
    actionsToCursor(s),
    window.location.origin + window.location.pathname,
    shareExtras(s),
  );
}

/**
 * "Copy link": puts the link into the address bar and the clipboard; where the clipboard is
 * not allowed, a dialog shows it ready to copy. Past 8,000 characters, offers the file instead.
 */
export async function copyLink(): Promise<void> {
  let url: string | null;
  try {
    url = await currentLink();
  } catch {
    gameStore
      .getState()
      .toast(
        'error',
        'The link could not be made: part of Stackyard failed to load. Check the connection and reload; "Export" saves the scenario as a file meanwhile.',
      );
    return;
  }
  if (!url) return;
  if (url.length > LINK_FILE_THRESHOLD) {
    shareStore.setState({ linkDialog: { kind: 'too-long', length: url.length } });
    return;
  }
  history.replaceState(
    history.state,
    '',
    window.location.pathname + window.location.search + url.slice(url.indexOf('#')),
  );
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    gameStore
      .getState()
      .toast('info', `Link copied (${url.length.toLocaleString('en')} characters): it opens this board at this step.`);
  } catch {
    shareStore.setState({ linkDialog: { kind: 'copy', url } });
  }
}

/** "Export": downloads the scenario with the steps up to the cursor as a `.stackyard.json` file. */
export async function exportFile(): Promise<void> {
  const mod = await fileModule();
  const s = gameStore.getState();
  if (!s.scenario || !mod) return;
  const { scenarioFileName, scenarioFileText } = mod;
  // The file carries the data of its real cards, so it opens the same anywhere, offline too.
  const text = scenarioFileText(s.scenario.loaded.doc, actionsToCursor(s), { ...shareExtras(s), book: tableBook() });
  if (text.length > mod.MAX_FILE_CHARS) {
    gameStore
      .getState()
      .toast(
        'error',
        `This scenario is too large for a file (${text.length.toLocaleString('en')} characters; a file is read up to ${mod.MAX_FILE_CHARS.toLocaleString('en')}), so none was made.`,
      );
    return;
  }
  const href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = scenarioFileName(s.scenario.loaded.doc.title);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Opens the text of a file (or pasted text): a scenario document or a Forge puzzle. */
export async function openText(name: string, text: string, source: string): Promise<boolean> {
  const mod = await fileModule();
  if (!mod) return false;
  // Real cards are resolved first (catalogue, cache, Scryfall); without that code, the pool alone.
  const real = await import('../../store/real-cards').catch(() => null);
  const opened = await withBusy(`Opening “${name}”`, (pace) =>
    real ? mod.openScenarioFileWith(name, text, real.cardsFor, pace) : mod.openScenarioFilePaced(name, text, pace),
  );
  if (!opened.ok && opened.problems[0] === CANCELLED) {
    gameStore.getState().toast('info', `Opening “${name}” was cancelled; nothing was changed.`);
    return false;
  }
  const what = opened.kind === 'forge' ? 'puzzle' : 'file';
  const ok = show(opened, `${source} can't be opened`, {
    origin: opened.kind === 'forge' ? 'forge' : 'file',
    mode: 'push',
  });
  if (!ok || !opened.ok) return false;
  const { fidelity } = opened;
  const notes = [...opened.importWarnings.filter((w) => w !== fidelity), ...opened.warnings];
  const title = opened.loaded.doc.title ?? 'Untitled scenario';
  if (notes.length || fidelity) {
    shareStore.setState({
      notes: {
        title: opened.kind === 'forge' ? `Imported “${title}” from a Forge puzzle` : `Opened “${title}”`,
        // Said as it opens, before anything is played, and never folded away (issue 22).
        ...(fidelity ? { lead: `${fidelity.message}${fidelity.suggestion ? ` — ${fidelity.suggestion}` : ''}.` } : {}),
        intro:
          opened.kind === 'forge'
            ? `The ${what} opened; these parts of it are not modelled exactly (cards that could not be found are proxies: name, types and P/T only):`
            : `The ${what} opened, with these notes:`,
        notes,
      },
    });
  } else {
    shareStore.setState({ notes: null });
    gameStore.getState().toast('info', `Opened “${title}”.`);
  }
  return true;
}

/** Opens the first of some files (Import button or a drop). */
export async function openFiles(files: FileList | readonly File[]): Promise<boolean> {
  const list = [...files];
  const file = list[0];
  if (!file) return false;
  const source = `The file “${file.name}”`;
  const mod = await fileModule();
  if (!mod) return false;
  if (file.size > mod.MAX_FILE_CHARS * 2) {
    reportFailure(`${source} can't be opened`, [
      {
        path: '',
        message: `the file is too large (${file.size.toLocaleString('en')} bytes); scenario files and puzzles are far smaller`,
        suggestion: 'choose a .stackyard.json scenario or a Forge .pzl puzzle',
      },
    ]);
    return false;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    reportFailure(`${source} can't be opened`, [{ path: '', message: 'the file could not be read' }]);
    return false;
  }
  const ok = await openText(file.name, text, source);
  if (ok && list.length > 1)
    gameStore
      .getState()
      .toast(
        'info',
        `Opened “${file.name}”; ${list.length - 1} other file${list.length > 2 ? 's were' : ' was'} not opened (one at a time).`,
      );
  return ok;
}
