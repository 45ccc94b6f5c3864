/**
 * Card data tools (DESIGN "Real cards").
 *
 *   npm run -s cards -- coverage [FILE.json]  how much of each card's text the compiler enforces
 *                                             (default: the whole offline pool, public/pool/)
 *   npm run -s cards -- show NAME...          cards of the offline pool by any spelling
 *
 * FILE is a JSON array of Scryfall card objects (or a Scryfall list object). Prints one JSON
 * document on stdout; a bad file prints the problems on stderr and exits 1; bad usage exits 2.
 */
import { readCapped } from '../src/cli/read-capped';
import { runCardsCli } from '../src/cli/cards-coverage';
import { diskPool } from '../src/cli/disk-pool';

process.exitCode = runCardsCli(process.argv.slice(2), {
  readFile: readCapped,
  pool: () => diskPool(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
