/**
 * Scenario files: what "Export" writes and "Import" (button, drop, paste) reads.
 *
 * A file is ONE scenario document (docs/scenario-format.md, "Files"): the starting board, its
 * script and lesson text as loaded, plus `actions`, the engine actions taken up to the moment
 * it was saved. Opening it builds the board and replays those actions, exactly as a link does,
 * so a file is a link that does not fit in a URL. A Forge puzzle (.pzl) is imported into the
 * same format first (cards outside the pool become proxies; what we do not model comes back as
 * warnings, never dropped silently).
 */
import type { Action } from '../engine';
import type { CardBook } from '../cards/data/card-book';
import {
  cardRequest,
  namesRequest,
  resolveGameCardsSync,
  withEmbeddedCards,
  type CardRequest,
  type ResolvedGameCards,
} from './cards/game-cards';
import { FORGE_LESSON_GROUP, importForgePuzzle, type PzlWarning } from './forge/import-pzl';
import { fidelityNote, puzzleFidelity } from './forge/puzzle-fidelity';
import { FACE_DOWN_PREFIX } from './forge/pzl-board';
import { openRestored, openRestoredPaced, type OpenedLink, type Pace } from './link/open-link';
import type { Problem } from './problem';
import type { RestoreResult } from './restore';
import type { ScenarioDoc } from './schema';
import type { SavedBranch, StepNote } from './teaching/schema-teaching';

/**
 * How a file's cards are resolved: the app's resolver (the cache and Scryfall, asynchronous)
 * or the runner's (a `--cards` file and the catalogue read from disk). See cards/game-cards.ts.
 */
export type CardsFor = (request: CardRequest) => ResolvedGameCards | Promise<ResolvedGameCards>;

/** The pool alone: names outside it are unknown (JSON) or proxies (Forge). */
const poolOnly: CardsFor = (request) => resolveGameCardsSync(request, []);

/** The name every exported file ends with. */
export const SCENARIO_FILE_SUFFIX = '.stackyard.json';
/** Largest file read, in characters (the restore step's own limit). */
export const MAX_FILE_CHARS = 2_000_000;

export type FileKind = 'scenario' | 'forge';

/** An opened file: as a link, plus which kind it was and what an import could not carry over. */
export type OpenedFile =
  | (Extract<OpenedLink, { ok: true }> & {
      kind: FileKind;
      importWarnings: Problem[];
      /** A puzzle that can't be played exactly as written: the note saying so (also first in `importWarnings`). */
      fidelity: Problem | null;
    })
  | (Extract<OpenedLink, { ok: false }> & { kind: FileKind });

/**
 * The text of a file for a restored document, the engine actions taken so far, and the notes
 * and saved branches (optional). With the game's card `book`, the data of the real cards it
 * names goes in `cards`, so the file opens the same anywhere, offline too. Indented, or without
 * indentation where that would pass {@link MAX_FILE_CHARS} (check the length: a text still past
 * it can't be opened again).
 */
export function scenarioFileText(
  doc: ScenarioDoc,
  actions: readonly Action[],
  extras: { notes?: readonly StepNote[]; branches?: readonly SavedBranch[]; book?: CardBook } = {},
): string {
  const { actions: _old, notes: _n, branches: _b, ...rest } = extras.book ? withEmbeddedCards(doc, extras.book) : doc;
  const notes = extras.notes?.length ? { notes: extras.notes } : {};
  const branches = extras.branches?.length ? { branches: extras.branches } : {};
  const value = { ...rest, ...(actions.length ? { actions } : {}), ...notes, ...branches };
  const pretty = `${JSON.stringify(value, null, 2)}\n`;
  // A file must open again: past the reading limit, the same JSON without indentation.
  return pretty.length <= MAX_FILE_CHARS ? pretty : `${JSON.stringify(value)}\n`;
}

/** A file name for a scenario title: `volute-falls-off.stackyard.json`. */
export function scenarioFileName(title: string | undefined): string {
  const slug = (title ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'scenario'}${SCENARIO_FILE_SUFFIX}`;
}

/** Whether a file (by its name, else its text) is a Forge puzzle rather than scenario JSON. */
export function isForgePuzzle(name: string, text: string): boolean {
  if (/\.pzl$/i.test(name)) return true;
  if (/\.json$/i.test(name)) return false;
  const body = text.replace(/^\uFEFF/, '').trimStart();
  return !body.startsWith('{') && /^\s*\[(state|metadata)\]\s*$/im.test(text);
}

const LINE_PREFIX = /^line (\d+): /;

/** A Forge message ("line 12: ...") as a problem whose path is the line. */
function forgeProblem(message: string): Problem {
  const m = LINE_PREFIX.exec(message);
  return m ? { path: `line ${m[1]}`, message: message.slice(m[0].length) } : { path: '', message };
}

function forgeWarning(w: PzlWarning): Problem {
  const p = forgeProblem(w.message);
  return w.kind === 'proxied-cards'
    ? { ...p, suggestion: 'proxies keep the name, types and P/T; their abilities do nothing' }
    : p;
}

/** A Forge import that knows no card: every name it uses becomes a proxy, so all of them are listed. */
function forgeNames(text: string): string[] {
  const imported = importForgePuzzle(text, { isKnownCard: () => false });
  if (!imported.ok) return [];
  const names: string[] = [];
  for (const setup of Object.values(imported.scenario.players)) {
    for (const list of Object.values(setup ?? {})) {
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        if (typeof entry !== 'object' || !entry.proxy) continue;
        // A token read from a Forge token spec has its characteristics already: no card to look up.
        if (entry.token && (entry.proxy.predefined || entry.proxy.typeLine?.startsWith('Token'))) continue;
        // A face-down permanent has no characteristics of its card (CR 708.2a): nothing to look up.
        if (entry.proxy.name.startsWith(FACE_DOWN_PREFIX)) continue;
        names.push(entry.proxy.name);
      }
    }
  }
  return names;
}

/** What a file asks of the resolver: a puzzle's card names, or a scenario's names and card data. */
export function fileCardRequest(name: string, text: string): CardRequest {
  if (typeof text !== 'string' || text.length > MAX_FILE_CHARS) return namesRequest([]);
  if (isForgePuzzle(name, text)) return namesRequest(forgeNames(text));
  try {
    return cardRequest(JSON.parse(text.replace(/^\uFEFF/, '')) as unknown);
  } catch {
    return namesRequest([]); // the restore step reports the syntax error with its position
  }
}

/** A Forge puzzle imported and restored with a game's cards (names it knows become real cards). */
export type RestoredForge =
  | { ok: true; restored: Extract<RestoreResult, { ok: true }>; importWarnings: Problem[]; fidelity: Problem | null }
  | { ok: false; problems: Problem[] };

/**
 * Imports a Forge puzzle with `resolved` (a card the resolver found is that card, with its real
 * name, types, cost, P/T and text; a name it did not find, or only a stand-in for, is a proxy),
 * then restores it. Restore warnings about the gallery group in `lesson.card` are left out. The
 * first import warning says when the puzzle can't be played exactly as written: the cards whose
 * text Stackyard does not enforce in full, the stand-ins, tokens with abilities left out and
 * face-down permanents (forge/puzzle-fidelity.ts).
 */
export function restoreForge(text: string, resolved: ResolvedGameCards): RestoredForge {
  const { book } = resolved.cards;
  const known = (name: string) => {
    const canonical = book.canonicalName(name);
    return canonical !== undefined && book.info(canonical)?.source !== 'unavailable' ? canonical : undefined;
  };
  const imported = importForgePuzzle(text, {
    isKnownCard: (name) => known(name) === name,
    knownCardName: known,
    unknownWhere: resolved.resolution.missing[0]?.reason,
  });
  if (!imported.ok) return { ok: false, problems: imported.errors.map(forgeProblem) };
  const restored = resolved.cards.restore(imported.scenario);
  if (!restored.ok) return { ok: false, problems: restored.problems };
  // The importer files puzzles under a gallery group named in `lesson.card`; not a card, by design.
  const warnings = restored.warnings.filter(
    (w) => !(w.path === 'lesson.card' && restored.scenario.lesson?.card === FORGE_LESSON_GROUP),
  );
  // Said first, when the puzzle opens: the cards whose text does not all play (issue 22).
  const fidelity = fidelityNote(puzzleFidelity(restored.scenario, book));
  const importWarnings = [...(fidelity ? [fidelity] : []), ...imported.warnings.map(forgeWarning)];
  return { ok: true, restored: { ...restored, warnings }, importWarnings, fidelity };
}

/** A file read and restored, ready to build and replay with its engine; or every problem found. */
type PreparedFile =
  | {
      ok: true;
      kind: FileKind;
      scenario: ScenarioDoc;
      warnings: Problem[];
      importWarnings: Problem[];
      fidelity: Problem | null;
    }
  | { ok: false; kind: FileKind; problems: Problem[] };

/** Restores a file's text with the cards `resolved` for it (a Forge puzzle is imported first). */
function prepareResolved(name: string, text: string, resolved: ResolvedGameCards): PreparedFile {
  const kind: FileKind = isForgePuzzle(name, text) ? 'forge' : 'scenario';
  if (kind === 'forge') {
    const r = restoreForge(text, resolved);
    if (!r.ok) return { ok: false, kind, problems: r.problems };
    return {
      ok: true,
      kind,
      scenario: r.restored.scenario,
      warnings: r.restored.warnings,
      importWarnings: r.importWarnings,
      fidelity: r.fidelity,
    };
  }
  const restored = resolved.cards.restoreText(text);
  if (!restored.ok) return { ok: false, kind, problems: restored.problems };
  return {
    ok: true,
    kind,
    scenario: restored.scenario,
    warnings: [...resolved.warnings, ...restored.warnings],
    importWarnings: [],
    fidelity: null,
  };
}

const withKind = (prepared: Extract<PreparedFile, { ok: true }>, opened: OpenedLink): OpenedFile =>
  opened.ok
    ? { ...opened, kind: prepared.kind, importWarnings: prepared.importWarnings, fidelity: prepared.fidelity }
    : { ...opened, kind: prepared.kind };

/** Opens a file's text with the cards `resolved` for it (see {@link openScenarioFileWith}). */
export function openResolvedFile(name: string, text: string, resolved: ResolvedGameCards): OpenedFile {
  const prepared = prepareResolved(name, text, resolved);
  return prepared.ok
    ? withKind(prepared, openRestored(prepared.scenario, [], prepared.warnings, 'actions', resolved.cards.engine))
    : prepared;
}

/** As {@link openResolvedFile}, replaying the saved steps as `pace` says (the app's busy state). */
export async function openResolvedFilePaced(
  name: string,
  text: string,
  resolved: ResolvedGameCards,
  pace: Pace,
): Promise<OpenedFile> {
  const prepared = prepareResolved(name, text, resolved);
  return prepared.ok
    ? withKind(
        prepared,
        await openRestoredPaced(prepared.scenario, [], prepared.warnings, pace, 'actions', resolved.cards.engine),
      )
    : prepared;
}

function fileProblem(name: string, text: string): OpenedFile | null {
  const kind: FileKind = isForgePuzzle(name, text) ? 'forge' : 'scenario';
  if (typeof text !== 'string')
    return { ok: false, kind, problems: [{ path: '', message: 'the file could not be read as text' }] };
  if (text.length > MAX_FILE_CHARS) {
    return {
      ok: false,
      kind,
      problems: [
        {
          path: '',
          message: `the file is too large (${text.length.toLocaleString('en')} characters; at most ${MAX_FILE_CHARS.toLocaleString('en')})`,
        },
      ],
    };
  }
  if (!text.trim()) return { ok: false, kind, problems: [{ path: '', message: 'the file is empty' }] };
  if (
    kind === 'scenario' &&
    !/\.json$/i.test(name) &&
    !text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('{')
  )
    return { ok: false, kind, problems: [NEITHER] };
  return null;
}

/**
 * Text that is neither kind of file (a file not named .json, or pasted text, that is not a
 * JSON object and has no Forge section): saying "invalid JSON at line 1" would blame a format
 * the person may never have meant, so both are named, with what each looks like.
 */
const NEITHER: Problem = {
  path: '',
  message: 'this is neither a Forge puzzle nor a Stackyard scenario file',
  suggestion:
    'a Forge puzzle (.pzl) has a "[metadata]" and a "[state]" section, with lines such as "humanlife=20" and "humanbattlefield=Forest"; a Stackyard scenario file (.stackyard.json, from Export) is JSON beginning with "{" and holding "format": "stackyard/scenario@1"',
};

/**
 * Opens a file's text: a Forge puzzle or a scenario document (with the actions it was saved
 * at), its cards resolved by `cardsFor` first, its steps replayed as `pace` says when given
 * (the app's busy state). Never throws for any string; on failure, every problem with where it is.
 */
export async function openScenarioFileWith(
  name: string,
  text: string,
  cardsFor: CardsFor,
  pace?: Pace,
): Promise<OpenedFile> {
  const bad = fileProblem(name, text);
  if (bad) return bad;
  const resolved = await cardsFor(fileCardRequest(name, text));
  return pace ? openResolvedFilePaced(name, text, resolved, pace) : openResolvedFile(name, text, resolved);
}

/** {@link openScenarioFileWith} with the pool alone (synchronous). */
export function openScenarioFile(name: string, text: string): OpenedFile {
  return (
    fileProblem(name, text) ?? openResolvedFile(name, text, poolOnly(fileCardRequest(name, text)) as ResolvedGameCards)
  );
}

/** {@link openScenarioFileWith} with the pool alone, replaying as `pace` says. */
export function openScenarioFilePaced(name: string, text: string, pace: Pace): Promise<OpenedFile> {
  return openScenarioFileWith(name, text, poolOnly, pace);
}
