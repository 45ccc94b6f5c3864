/**
 * The headless scenario runner (DESIGN: "The headless runner").
 *
 *   npm run -s scenario -- FILE.json        build, replay the script, print a JSON summary
 *   npm run -s scenario -- PUZZLE.pzl       import a Forge puzzle, print the summary of its board
 *   npm run -s scenario -- -                read the scenario from stdin
 *   npm run -s scenario -- FILE.json --cards CARDS.json    real cards from a JSON array of
 *                                           Scryfall card objects (then the offline catalogue:
 *                                           every real card, public/pool/)
 *   npm run -s scenario -- FILE.json --script STEPS.json  then play a JSON array of script steps
 *   npm run -s scenario -- FILE.json --link [--base URL]   print the share link instead
 *
 * Unknown options and extra arguments are errors; the input is read with a size cap.
 * Exit codes: 0 success; 1 an invalid file or an illegal/unresolvable script step (the message
 * names the step, why and the rule on stderr; the summary of the state before that step still
 * goes to stdout); 2 bad usage. Uses engine + cards + scenario only, never React.
 */
import { readCapped } from '../src/cli/read-capped';
import { diskPool } from '../src/cli/disk-pool';
import { runScenarioCli } from '../src/cli/run-scenario';

const code = runScenarioCli(process.argv.slice(2), {
  readFile: readCapped,
  catalogue: () => diskPool()?.source,
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
process.exitCode = code;
