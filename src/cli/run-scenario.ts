/**
 * The runner's logic, separate from process I/O so tests can call it: parse arguments, restore
 * the file, build the game, replay the script, print the summary (or the link).
 */
import { formatProblems } from '../scenario/format-problems';
import { loadScenario } from '../scenario/build';
import { replay } from '../scenario/script';
import { summarize } from '../scenario/summary';
import { encodeLink, LINK_FILE_THRESHOLD } from '../scenario/link/codec';
import { splitTeaching } from '../scenario/teaching/open-teaching';
import { openRestored, splitActions } from '../scenario/link/open-link';
import { readRunnerInput, type CardFiles } from './runner-cards';

export interface CliIo extends CardFiles {
  readFile(path: string): string;
  stdout(s: string): void;
  stderr(s: string): void;
}

const USAGE = 'usage: npm run -s scenario -- FILE.json|PUZZLE.pzl|- [--cards CARDS.json] [--link [--base URL]]\n';

/** Options that take a value (the value is not the input file). */
const VALUED = ['--base', '--cards'];

/** Runs the CLI; returns the exit code. */
export function runScenarioCli(args: string[], io: CliIo): number {
  const file = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''));
  const cardsIdx = args.indexOf('--cards');
  const cardsPath = cardsIdx >= 0 ? args[cardsIdx + 1] : undefined;
  const wantLink = args.includes('--link');
  const baseIdx = args.indexOf('--base');
  const base = baseIdx >= 0 ? args[baseIdx + 1] : 'http://localhost:5173/';
  if (!file || (baseIdx >= 0 && !base) || (cardsIdx >= 0 && !cardsPath)) { io.stderr(USAGE); return 2; }
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    io.stderr(`cannot read ${file}: ${(e as Error).message}\n`);
    return 1;
  }
  const input = readRunnerInput(file, text, cardsPath, io);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 1;
  }
  const { restored, cards: { engine } } = input;
  if (input.notes.length) io.stderr(`${formatProblems(input.notes).replace(/^/gm, 'note: ')}\n`);
  if (wantLink) {
    // A saved file's `actions` (the moment it was saved at) travel as the link's actions.
    // Its notes and saved branches travel too (link version 2).
    const teaching = splitTeaching(restored.scenario);
    const { doc, actions } = splitActions(teaching.doc);
    const link = encodeLink(doc, actions, base ?? '', { notes: teaching.notes, branches: teaching.branches });
    io.stdout(`${link}\n`);
    if (link.length > LINK_FILE_THRESHOLD) io.stderr(`note: the link is ${link.length} characters long; past ${LINK_FILE_THRESHOLD} share the file instead\n`);
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
