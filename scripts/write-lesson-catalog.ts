/** Writes src/scenario/lessons/catalog.ts, lesson-files.ts, gallery-index.json and public/lessons/<id>.json from the lessons (see lesson-catalog.ts). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSONS } from '../src/scenario/lessons';
import { catalogSource, galleryIndexSource, lessonFileSource, lessonFilesSource } from './lesson-catalog';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lessonsDir = join(root, 'src/scenario/lessons');
const filesDir = join(root, 'public/lessons');
mkdirSync(filesDir, { recursive: true });
const names = new Set(LESSONS.map((l) => `${l.id}.json`));
for (const f of readdirSync(filesDir)) if (!names.has(f)) rmSync(join(filesDir, f));
for (const l of LESSONS) writeFileSync(join(filesDir, `${l.id}.json`), lessonFileSource(l));
writeFileSync(join(lessonsDir, 'catalog.ts'), catalogSource(LESSONS));
writeFileSync(join(lessonsDir, 'lesson-files.ts'), lessonFilesSource(LESSONS));
writeFileSync(join(lessonsDir, 'gallery-index.json'), galleryIndexSource(LESSONS));
process.stdout.write(
  `src/scenario/lessons/catalog.ts, lesson-files.ts, gallery-index.json, public/lessons/*.json: ${LESSONS.length} lessons\n`,
);
