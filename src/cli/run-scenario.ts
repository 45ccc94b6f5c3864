/**
 * The runner's logic, separate from process I/O so tests can call it: parse arguments, restore
 * the file, build the game, replay the script, print the summary (or the link).
 */
import { formatProblems } from '../scenario/format-problems';
import { MAX_TEXT_LENGTH } from '../scenario/restore';
import { httpUrl, parseArgs, usage, type FlagSpec } from './args';
import { loadScenario } from '../scenario/build';
import { replay, type Replay } from '../scenario/script';
import type { LoadedScenario } from '../scenario/build';
import type { Engine, GameEvent, GameState } from '../engine';
import { ScriptAction } from '../scenario/schema';
import { problemsFromIssues } from '../scenario/zod-problems';
import { goalSummary } from '../scenario/forge/goal-summary';
import * as z from 'zod/mini';
import { summarize } from '../scenario/summary';
import { encodeLink, LINK_FILE_THRESHOLD } from '../scenario/link/codec';
import { splitTeaching } from '../scenario/teaching/open-teaching';
import { openRestored, splitActions } from '../scenario/link/open-link';
import { readRunnerInput, type CardFiles } from './runner-cards';

export interface CliIo extends CardFiles {
  /**
   * The UTF-8 text of `path` (`-`: standard input), read with a cap: throws (an Error whose
   * message says so) once more than `maxBytes` have been read, without reading the rest.
   */
  readFile(path: string, maxBytes: number): string;
  stdout(s: string): void;
  stderr(s: string): void;
}

/** The runner's options (see {@link FLAGS}). */
export interface RunnerOptions {
  link?: boolean;
  base?: string;
  cards?: string;
  script?: string;
}

/** The runner's flags: one record each (args.ts); a new flag is one more line here. */
export const FLAGS: readonly FlagSpec<keyof RunnerOptions>[] = [
  { name: '--link', key: 'link', help: 'print the share link of the scenario instead of its summary' },
  {
    name: '--cards',
    key: 'cards',
    value: 'CARDS.json',
    help: 'real cards from a JSON array of Scryfall card objects (then the offline catalogue)',
  },
  {
    name: '--script',
    key: 'script',
    value: 'FILE.json',
    help: "a JSON array of script steps, played after the scenario's own script (or saved moment)",
  },
  {
    name: '--base',
    key: 'base',
    value: 'URL',
    help: "the app's address for --link (http or https; default http://localhost:5173/)",
    parse: httpUrl,
  },
];

const DEFAULT_BASE = 'http://localhost:5173/';

/** A `--script` file's shape: an array of script steps. */
const ScriptSteps = z.array(ScriptAction);

/**
 * Most bytes read: enough for {@link MAX_TEXT_LENGTH} characters of any script (3 bytes each in
 * UTF-8 at most), so the character limit decides, and nothing past it is read.
 */
export const MAX_INPUT_BYTES = MAX_TEXT_LENGTH * 3;

/** Runs the CLI; returns the exit code (0 done, 1 a bad file or step, 2 bad usage). */
export function runScenarioCli(argv: string[], io: CliIo): number {
  const parsed = parseArgs(argv, FLAGS);
  if (!parsed.ok) {
    io.stderr(`${parsed.message}\n${usage(FLAGS)}`);
    return 2;
  }
  const file = parsed.args.input;
  const options = parsed.args.options as RunnerOptions;
  if (options.base !== undefined && !options.link) {
    io.stderr(`--base is only used with --link\n${usage(FLAGS)}`);
    return 2;
  }
  if (options.script !== undefined && options.link) {
    io.stderr(`--script is not used with --link (a link carries the scenario's own script)\n${usage(FLAGS)}`);
    return 2;
  }
  let text: string;
  try {
    text = io.readFile(file, MAX_INPUT_BYTES);
  } catch (e) {
    io.stderr(`cannot read ${file === '-' ? 'standard input' : file}: ${(e as Error).message}\n`);
    return 1;
  }
  let extra: ScriptAction[] = [];
  if (options.script !== undefined) {
    const read = readScriptFile(options.script, io);
    if (!read.ok) {
      io.stderr(`${read.message}\n`);
      return 1;
    }
    extra = read.steps;
  }
  try {
    return runText(file, text, options, extra, io);
  } catch (e) {
    // Never a stack trace: one line saying what failed (a bug to report, not the user's fault).
    io.stderr(
      `${file} could not be run: Stackyard failed on it (${e instanceof Error ? e.message : String(e)}); please report this with the file\n`,
    );
    return 1;
  }
}

/**
 * Says on stderr where a run of passes was stopped (a loop may be under way, CR 104.4b) and the
 * choices: declare a draw (a saved moment's action `{"type":"declareDraw"}`, or "It's a draw"
 * in the app) if only mandatory actions repeat, or go on and make the choice that stops it.
 */
function noteLoops(final: GameState, events: readonly GameEvent[], io: CliIo): void {
  const stopped = events.filter((e) => e.type === 'LoopStopped');
  for (const e of stopped) io.stderr(`note: ${e.text}\n`);
  if (stopped.length && final.loopStopped)
    io.stderr(
      `note: the choices (CR 104.4b): a loop of only mandatory actions is a draw — add {"type":"declareDraw"} to the saved moment's actions, or press "It's a draw" in the app; a loop a player can stop goes on with that player's choice\n`,
    );
}

/**
 * The steps of a `--script` file: a JSON array of script steps (docs/scenario-format.md,
 * "Script"), or why not ("steps.json: step 2: …").
 */
export function readScriptFile(
  path: string,
  io: Pick<CliIo, 'readFile'>,
): { ok: true; steps: ScriptAction[] } | { ok: false; message: string } {
  let text: string;
  try {
    text = io.readFile(path, MAX_INPUT_BYTES);
  } catch (e) {
    return { ok: false, message: `cannot read the --script file ${path}: ${(e as Error).message}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { ok: false, message: `the --script file ${path} is not JSON: ${(e as Error).message}` };
  }
  const parsed = ScriptSteps.safeParse(value);
  if (!parsed.success) {
    const problems = problemsFromIssues(parsed.error.issues, value, ScriptSteps);
    return {
      ok: false,
      message: `the --script file ${path} is not a JSON array of script steps:\n${formatProblems(problems)}`,
    };
  }
  return { ok: true, steps: parsed.data };
}

/** The summary, with the puzzle goal's standing when the scenario has one. */
function summaryText(
  final: GameState,
  loaded: LoadedScenario,
  engine: Engine,
  events: readonly GameEvent[],
  states: readonly GameState[],
): string {
  const summary = summarize(final, loaded, engine.registry, events);
  const goal = loaded.doc.puzzle;
  const out = goal ? { ...summary, goal: goalSummary(goal, engine.registry, states) } : summary;
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** Restores, builds and replays `text` (or prints its link), then `extra` steps; the exit code. */
function runText(file: string, text: string, options: RunnerOptions, extra: ScriptAction[], io: CliIo): number {
  const input = readRunnerInput(file, text, options.cards, io);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 1;
  }
  const {
    restored,
    cards: { engine },
  } = input;
  if (input.notes.length) io.stderr(`${formatProblems(input.notes).replace(/^/gm, 'note: ')}\n`);
  if (options.link) {
    // A saved file's `actions` (the moment it was saved at) travel as the link's actions.
    // Its notes and saved branches travel too (link version 2).
    const teaching = splitTeaching(restored.scenario);
    const { doc, actions } = splitActions(teaching.doc);
    const link = encodeLink(doc, actions, options.base ?? DEFAULT_BASE, {
      notes: teaching.notes,
      branches: teaching.branches,
    });
    io.stdout(`${link}\n`);
    if (link.length > LINK_FILE_THRESHOLD)
      io.stderr(
        `note: the link is ${link.length} characters long; past ${LINK_FILE_THRESHOLD} share the file instead\n`,
      );
    return 0;
  }
  if (restored.scenario.actions?.length) {
    // A saved moment: replay its engine actions (the script is for lessons played from the start).
    const opened = openRestored(restored.scenario, [], restored.warnings, 'actions', engine);
    if (!opened.ok) {
      io.stderr(`${file} can't be opened:\n${formatProblems(opened.problems)}\n`);
      return 1;
    }
    const moment = opened.steps.at(-1)?.state ?? opened.loaded.initial;
    const rp = replay(engine, opened.loaded, extra, moment);
    const events = [
      ...opened.loaded.events,
      ...opened.steps.flatMap((s) => s.events),
      ...rp.steps.flatMap((s) => s.events),
    ];
    const states = [opened.loaded.initial, ...opened.steps.map((s) => s.state), ...rp.steps.map((s) => s.state)];
    io.stdout(summaryText(rp.final, opened.loaded, engine, events, states));
    noteLoops(rp.final, events, io);
    return stepFailure(rp, extra, 0, '--script step', io);
  }
  const own = restored.scenario.script ?? [];
  const doc = extra.length ? { ...restored.scenario, script: [...own, ...extra] } : restored.scenario;
  const loaded = loadScenario(doc, engine);
  if (!loaded.ok) {
    io.stderr(`${file} can't be built:\n${formatProblems(loaded.problems)}\n`);
    return 1;
  }
  const rp = replay(engine, loaded.loaded);
  const events = [...loaded.loaded.events, ...rp.steps.flatMap((s) => s.events)];
  const states = [loaded.loaded.initial, ...rp.steps.map((s) => s.state)];
  io.stdout(summaryText(rp.final, loaded.loaded, engine, events, states));
  noteLoops(rp.final, events, io);
  if (rp.error && rp.error.index >= own.length) return stepFailure(rp, extra, own.length, '--script step', io);
  return stepFailure(rp, own, 0, 'script step', io);
}

/** Reports a replay's failing step (numbered within `steps`, which start at `offset`): exit 1, else 0. */
function stepFailure(rp: Replay, steps: readonly ScriptAction[], offset: number, label: string, io: CliIo): number {
  if (!rp.error) return 0;
  const index = rp.error.index - offset;
  io.stderr(`${label} ${index + 1} (${JSON.stringify(steps[index])}) failed: ${rp.error.message}\n`);
  return 1;
}
