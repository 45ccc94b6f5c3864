/** Writes src/scenario/lessons/catalog.ts and gallery-index.json from the lessons (see lesson-catalog.ts). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSONS } from '../src/scenario/lessons';
import { catalogSource, galleryIndexSource, lessonFiles } from './lesson-catalog';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const lessonsDir = join(src, 'scenario/lessons');
writeFileSync(join(lessonsDir, 'catalog.ts'), catalogSource(LESSONS, lessonFiles(lessonsDir)));
writeFileSync(join(lessonsDir, 'gallery-index.json'), galleryIndexSource(LESSONS));
process.stdout.write(
  `src/scenario/lessons/catalog.ts, src/scenario/lessons/gallery-index.json: ${LESSONS.length} lessons\n`,
);
