/** Writes src/scenario/lessons/catalog.ts, restored/<id>.json, cards/<id>.json and gallery-index.json from the lessons (see lesson-catalog.ts). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSONS } from '../src/scenario/lessons';
import {
  catalogSource,
  galleryIndexSource,
  lessonCardsSource,
  lessonFilesSource,
  restoredSource,
} from './lesson-catalog';

const lessonsDir = join(dirname(fileURLToPath(import.meta.url)), '../src/scenario/lessons');
const restoredDir = join(lessonsDir, 'restored');
mkdirSync(restoredDir, { recursive: true });
const names = new Set(LESSONS.map((l) => `${l.id}.json`));
for (const f of readdirSync(restoredDir)) if (!names.has(f)) rmSync(join(restoredDir, f));
for (const l of LESSONS) writeFileSync(join(restoredDir, `${l.id}.json`), restoredSource(l));
const cardsDir = join(lessonsDir, 'cards');
mkdirSync(cardsDir, { recursive: true });
for (const f of readdirSync(cardsDir)) if (!names.has(f)) rmSync(join(cardsDir, f));
for (const l of LESSONS) writeFileSync(join(cardsDir, `${l.id}.json`), lessonCardsSource(l));
writeFileSync(join(lessonsDir, 'catalog.ts'), catalogSource(LESSONS));
writeFileSync(join(lessonsDir, 'lesson-files.ts'), lessonFilesSource(LESSONS));
writeFileSync(join(lessonsDir, 'gallery-index.json'), galleryIndexSource(LESSONS));
process.stdout.write(
  `src/scenario/lessons/catalog.ts, lesson-files.ts, restored/*.json, cards/*.json, gallery-index.json: ${LESSONS.length} lessons\n`,
);
