/** The generated lesson catalogue and gallery index are up to date with the lessons (scripts/lesson-catalog.ts). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../src/scenario/lessons';
import { LESSON_CATALOG } from '../src/scenario/lessons/catalog';
import { explainRule } from '../src/ui/rules-glossary';
import { catalogSource, galleryIndex, galleryIndexSource, lessonFiles } from './lesson-catalog';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const LESSONS_DIR = join(SRC, 'scenario/lessons');

describe('the lesson catalogue (npm run lessons:catalog)', () => {
  it('src/scenario/lessons/catalog.ts is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'catalog.ts'), 'utf8'),
      'src/scenario/lessons/catalog.ts is stale: run `npm run lessons:catalog`',
    ).toBe(catalogSource(LESSONS, lessonFiles(LESSONS_DIR)));
  });

  it('src/ui/lessons/gallery-index.json is what the script writes from the lessons and the glossary', () => {
    expect(
      readFileSync(join(SRC, 'ui/lessons/gallery-index.json'), 'utf8'),
      'src/ui/lessons/gallery-index.json is stale: run `npm run lessons:catalog`',
    ).toBe(galleryIndexSource(LESSONS));
  });

  it('lists every lesson once, in order, and each loader gives that lesson’s own document', async () => {
    expect(LESSON_CATALOG.map((l) => [l.id, l.group, l.title])).toEqual(LESSONS.map((l) => [l.id, l.group, l.title]));
    for (const [i, entry] of LESSON_CATALOG.entries()) expect(await entry.load()).toEqual(LESSONS[i]!.doc);
  });

  it('keeps the glossary entry of every rule a lesson shows, falling back to the parent rule', () => {
    const { glossary, lessons } = galleryIndex(LESSONS);
    const rules = new Set(lessons.flatMap((l) => l.rules));
    for (const rule of rules) expect(glossary[rule] ?? null).toEqual(explainRule(rule));
    // 704.5m (an Aura not attached to a legal object) has an entry of its own in the glossary.
    expect(glossary['704.5m']?.rule).toBe('704.5m');
  });

  it('throws for a lesson whose document is in no file, rather than write a wrong loader', () => {
    const stray = { ...LESSONS[0]!, id: 'stray', doc: { title: 'not a file' } };
    expect(() => catalogSource([stray], lessonFiles(LESSONS_DIR))).toThrow(/stray: no file/);
  });
});
