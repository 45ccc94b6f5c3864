/** The generated lesson catalogue, restored lessons and gallery index are up to date with the lessons (scripts/lesson-catalog.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../src/scenario/lessons';
import { LESSON_CATALOG } from '../src/scenario/lessons/catalog';
import { openRestored } from '../src/scenario/link/open-restored';
import { openScenarioValue } from '../src/scenario/link/open-link';
import { POOL_CARDS } from '../src/scenario/pool';
import { POOL_ENGINE } from '../src/scenario/pool-engine';
import type { ScenarioDoc } from '../src/scenario/schema';
import { catalogSource, galleryIndexSource, restoredLesson, restoredSource } from './lesson-catalog';

const LESSONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/scenario/lessons');

describe('the lesson catalogue (npm run lessons:catalog)', () => {
  it('src/scenario/lessons/catalog.ts is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'catalog.ts'), 'utf8'),
      'src/scenario/lessons/catalog.ts is stale: run `npm run lessons:catalog`',
    ).toBe(catalogSource(LESSONS));
  });

  it('src/scenario/lessons/restored/ holds each lesson as the restore step gives it, and nothing else', () => {
    expect(readdirSync(join(LESSONS_DIR, 'restored')).sort()).toEqual(LESSONS.map((l) => `${l.id}.json`).sort());
    for (const l of LESSONS)
      expect(
        readFileSync(join(LESSONS_DIR, 'restored', `${l.id}.json`), 'utf8'),
        `src/scenario/lessons/restored/${l.id}.json is stale: run \`npm run lessons:catalog\``,
      ).toBe(restoredSource(l));
  });

  it('src/scenario/lessons/gallery-index.json is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'gallery-index.json'), 'utf8'),
      'src/scenario/lessons/gallery-index.json is stale: run `npm run lessons:catalog`',
    ).toBe(galleryIndexSource(LESSONS));
  });

  it('lists every lesson once, in order, and each loader gives that lesson’s restored document', async () => {
    expect(LESSON_CATALOG.map((l) => [l.id, l.group, l.title])).toEqual(LESSONS.map((l) => [l.id, l.group, l.title]));
    for (const [i, entry] of LESSON_CATALOG.entries()) {
      const r = POOL_CARDS.restore(LESSONS[i]!.doc);
      expect(r.ok && r.scenario).toEqual(await entry.load());
    }
  });

  it('a lesson opened from its restored document builds the same board as opening it through the restore step', async () => {
    for (const [i, entry] of LESSON_CATALOG.entries()) {
      const direct = openRestored((await entry.load()) as ScenarioDoc, [], [], 'actions', POOL_ENGINE);
      const restored = openScenarioValue(LESSONS[i]!.doc);
      expect(direct.ok && restored.ok).toBe(true);
      if (!direct.ok || !restored.ok) continue;
      expect(direct.loaded.doc).toEqual(restored.loaded.doc);
      expect(direct.loaded.initial).toEqual(restored.loaded.initial);
      expect(direct.warnings).toEqual([]);
    }
  });

  it('refuses to write a lesson that the restore step refuses', () => {
    const broken = { ...LESSONS[0]!, id: 'broken', doc: { title: 'no board' } };
    expect(() => restoredLesson(broken)).toThrow(/lesson broken does not restore/);
  });
});
