/**
 * The runner's logic, separate from process I/O so tests can call it: parse arguments, restore
 * the file, build the game, replay the script, print the summary (or the link).
 */
import { formatProblems } from '../scenario/format-problems';
import { MAX_TEXT_LENGTH } from '../scenario/restore';
import { httpUrl, parseArgs, usage, type FlagSpec } from './args';
import { loadScenario } from '../scenario/build';
import { replay } from '../scenario/script';
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
    name: '--base',
    key: 'base',
    value: 'URL',
    help: "the app's address for --link (http or https; default http://localhost:5173/)",
    parse: httpUrl,
  },
];

const DEFAULT_BASE = 'http://localhost:5173/';

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
  let text: string;
  try {
    text = io.readFile(file, MAX_INPUT_BYTES);
  } catch (e) {
    io.stderr(`cannot read ${file === '-' ? 'standard input' : file}: ${(e as Error).message}\n`);
    return 1;
  }
  try {
    return runText(file, text, options, io);
  } catch (e) {
    // Never a stack trace: one line saying what failed (a bug to report, not the user's fault).
    io.stderr(
      `${file} could not be run: Stackyard failed on it (${e instanceof Error ? e.message : String(e)}); please report this with the file\n`,
    );
    return 1;
  }
}

/** Restores, builds and replays `text` (or prints its link); the exit code. */
function runText(file: string, text: string, options: RunnerOptions, io: CliIo): number {
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
    const final = opened.steps.at(-1)?.state ?? opened.loaded.initial;
    const events = [...opened.loaded.events, ...opened.steps.flatMap((s) => s.events)];
    io.stdout(`${JSON.stringify(summarize(final, opened.loaded, engine.registry, events), null, 2)}\n`);
    return 0;
  }
  const loaded = loadScenario(restored.scenario, engine);
  if (!loaded.ok) {
    io.stderr(`${file} can't be built:\n${formatProblems(loaded.problems)}\n`);
    return 1;
  }
  const rp = replay(engine, loaded.loaded);
  const events = [...loaded.loaded.events, ...rp.steps.flatMap((s) => s.events)];
  io.stdout(`${JSON.stringify(summarize(rp.final, loaded.loaded, engine.registry, events), null, 2)}\n`);
  if (rp.error) {
    const step = restored.scenario.script?.[rp.error.index];
    io.stderr(`script step ${rp.error.index + 1} (${JSON.stringify(step)}) failed: ${rp.error.message}\n`);
    return 1;
  }
  return 0;
}
