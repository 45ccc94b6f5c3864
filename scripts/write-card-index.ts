/** Writes src/cards/all.ts from the card folders (see card-index.ts). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardIndexSource, findCardFiles } from './card-index';

const cards = join(dirname(fileURLToPath(import.meta.url)), '../src/cards');
const files = findCardFiles(cards);
writeFileSync(join(cards, 'all.ts'), cardIndexSource(files));
process.stdout.write(`src/cards/all.ts: ${files.length} cards\n`);
