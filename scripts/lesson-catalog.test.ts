/** The generated lesson catalogue and gallery index are up to date with the lessons (scripts/lesson-catalog.ts). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../src/scenario/lessons';
import { LESSON_CATALOG } from '../src/scenario/lessons/catalog';
import { catalogSource, galleryIndexSource, lessonFiles } from './lesson-catalog';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const LESSONS_DIR = join(SRC, 'scenario/lessons');

describe('the lesson catalogue (npm run lessons:catalog)', () => {
  it('src/scenario/lessons/catalog.ts is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'catalog.ts'), 'utf8'),
      'src/scenario/lessons/catalog.ts is stale: run `npm run lessons:catalog`',
    ).toBe(catalogSource(LESSONS, lessonFiles(LESSONS_DIR)));
  });

  it('src/scenario/lessons/gallery-index.json is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'gallery-index.json'), 'utf8'),
      'src/scenario/lessons/gallery-index.json is stale: run `npm run lessons:catalog`',
    ).toBe(galleryIndexSource(LESSONS));
  });

  it('lists every lesson once, in order, and each loader gives that lesson’s own document', async () => {
    expect(LESSON_CATALOG.map((l) => [l.id, l.group, l.title])).toEqual(LESSONS.map((l) => [l.id, l.group, l.title]));
    for (const [i, entry] of LESSON_CATALOG.entries()) expect(await entry.load()).toEqual(LESSONS[i]!.doc);
  });

  it('throws for a lesson whose document is in no file, rather than write a wrong loader', () => {
    const stray = { ...LESSONS[0]!, id: 'stray', doc: { title: 'not a file' } };
    expect(() => catalogSource([stray], lessonFiles(LESSONS_DIR))).toThrow(/stray: no file/);
  });
});
