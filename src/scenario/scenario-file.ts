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
import { cardRegistry } from '../cards/registry';
import { FORGE_LESSON_GROUP, importForgePuzzle, type PzlWarning } from './forge/import-pzl';
import { openRestored, openRestoredPaced, type OpenedLink, type Pace } from './link/open-link';
import { restore, restoreText } from './pool';
import type { Problem } from './problem';
import type { ScenarioDoc } from './schema';
import type { SavedBranch, StepNote } from './teaching/schema-teaching';

/** The name every exported file ends with. */
export const SCENARIO_FILE_SUFFIX = '.stackyard.json';
/** Largest file read, in characters (the restore step's own limit). */
export const MAX_FILE_CHARS = 2_000_000;

export type FileKind = 'scenario' | 'forge';

/** An opened file: as a link, plus which kind it was and what an import could not carry over. */
export type OpenedFile = (Extract<OpenedLink, { ok: true }> & { kind: FileKind; importWarnings: Problem[] }) | (Extract<OpenedLink, { ok: false }> & { kind: FileKind });

/**
 * The text of a file for a restored document, the engine actions taken so far, and the notes
 * and saved branches (optional): indented, or without indentation where that would pass
 * {@link MAX_FILE_CHARS} (check the length: a text still past it can't be opened again).
 */
export function scenarioFileText(doc: ScenarioDoc, actions: readonly Action[], extras: { notes?: readonly StepNote[]; branches?: readonly SavedBranch[] } = {}): string {
  const { actions: _old, notes: _n, branches: _b, ...rest } = doc;
  const notes = extras.notes?.length ? { notes: extras.notes } : {};
  const branches = extras.branches?.length ? { branches: extras.branches } : {};
  const value = { ...rest, ...(actions.length ? { actions } : {}), ...notes, ...branches };
  const pretty = `${JSON.stringify(value, null, 2)}\n`;
  // A file must open again: past the reading limit, the same JSON without indentation.
  return pretty.length <= MAX_FILE_CHARS ? pretty : `${JSON.stringify(value)}\n`;
}

/** A file name for a scenario title: `volute-falls-off.stackyard.json`. */
export function scenarioFileName(title: string | undefined): string {
  const slug = (title ?? '').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
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
  return w.kind === 'proxied-cards' ? { ...p, suggestion: 'proxies keep the name, types and P/T; their abilities do nothing' } : p;
}

/** A file read and restored, ready to build and replay; or every problem found. */
type PreparedFile = { ok: true; kind: FileKind; scenario: ScenarioDoc; warnings: Problem[]; importWarnings: Problem[] } | { ok: false; kind: FileKind; problems: Problem[] };

function prepareForge(text: string): PreparedFile {
  const imported = importForgePuzzle(text, {
    isKnownCard: (name) => cardRegistry.canonicalName(name) === name,
    knownCardName: (name) => cardRegistry.canonicalName(name),
  });
  if (!imported.ok) return { ok: false, kind: 'forge', problems: imported.errors.map(forgeProblem) };
  const restored = restore(imported.scenario);
  if (!restored.ok) return { ok: false, kind: 'forge', problems: restored.problems };
  // The importer files puzzles under a gallery group named in `lesson.card`; not a card, by design.
  const warnings = restored.warnings.filter((w) => !(w.path === 'lesson.card' && restored.scenario.lesson?.card === FORGE_LESSON_GROUP));
  return { ok: true, kind: 'forge', scenario: restored.scenario, warnings, importWarnings: imported.warnings.map(forgeWarning) };
}

function prepareFile(name: string, text: string): PreparedFile {
  const forge = isForgePuzzle(name, text);
  const kind: FileKind = forge ? 'forge' : 'scenario';
  if (typeof text !== 'string') return { ok: false, kind, problems: [{ path: '', message: 'the file could not be read as text' }] };
  if (text.length > MAX_FILE_CHARS) {
    return { ok: false, kind, problems: [{ path: '', message: `the file is too large (${text.length.toLocaleString('en')} characters; at most ${MAX_FILE_CHARS.toLocaleString('en')})` }] };
  }
  if (!text.trim()) return { ok: false, kind, problems: [{ path: '', message: 'the file is empty' }] };
  if (forge) return prepareForge(text);
  const restored = restoreText(text);
  if (!restored.ok) return { ok: false, kind, problems: restored.problems };
  return { ok: true, kind, scenario: restored.scenario, warnings: restored.warnings, importWarnings: [] };
}

const withKind = (prepared: Extract<PreparedFile, { ok: true }>, opened: OpenedLink): OpenedFile =>
  (opened.ok ? { ...opened, kind: prepared.kind, importWarnings: prepared.importWarnings } : { ...opened, kind: prepared.kind });

/**
 * Opens a file's text: a Forge puzzle or a scenario document (with the actions it was saved
 * at). Never throws for any string; on failure, every problem with where it is.
 */
export function openScenarioFile(name: string, text: string): OpenedFile {
  const prepared = prepareFile(name, text);
  return prepared.ok ? withKind(prepared, openRestored(prepared.scenario, [], prepared.warnings)) : prepared;
}

/** As {@link openScenarioFile}, replaying the saved steps as `pace` says (the app's busy state). */
export async function openScenarioFilePaced(name: string, text: string, pace: Pace): Promise<OpenedFile> {
  const prepared = prepareFile(name, text);
  return prepared.ok ? withKind(prepared, await openRestoredPaced(prepared.scenario, [], prepared.warnings, pace)) : prepared;
}
