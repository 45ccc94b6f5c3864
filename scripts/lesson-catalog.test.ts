/** The generated lesson catalogue, restored lessons and gallery index are up to date with the lessons (scripts/lesson-catalog.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../src/scenario/lessons';
import { LESSON_CATALOG } from '../src/scenario/lessons/catalog';
import { LESSON_FILES } from '../src/scenario/lessons/lesson-files';
import { openRestored } from '../src/scenario/link/open-restored';
import { openScenarioValue } from '../src/scenario/link/open-link';
import { POOL_CARDS } from '../src/scenario/pool';
import { POOL_ENGINE } from '../src/scenario/pool-engine';
import type { ScenarioDoc } from '../src/scenario/schema';
import { lessonEngine } from '../src/scenario/registry-book';
import { replay } from '../src/scenario/script';
import {
  catalogSource,
  galleryIndexSource,
  lessonFilesSource,
  lessonCards,
  lessonCardsSource,
  restoredLesson,
  restoredSource,
} from './lesson-catalog';

const files = (id: string) => {
  const f = LESSON_FILES.get(id);
  if (!f) throw new Error(`no files for lesson ${id}`);
  return f;
};

const LESSONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/scenario/lessons');

describe('the lesson catalogue (npm run lessons:catalog)', () => {
  it('src/scenario/lessons/catalog.ts is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'catalog.ts'), 'utf8'),
      'src/scenario/lessons/catalog.ts is stale: run `npm run lessons:catalog`',
    ).toBe(catalogSource(LESSONS));
  });

  it('src/scenario/lessons/lesson-files.ts is what the script writes from the lessons', () => {
    expect(
      readFileSync(join(LESSONS_DIR, 'lesson-files.ts'), 'utf8'),
      'src/scenario/lessons/lesson-files.ts is stale: run `npm run lessons:catalog`',
    ).toBe(lessonFilesSource(LESSONS));
    expect([...LESSON_FILES.keys()]).toEqual(LESSONS.map((l) => l.id));
  });

  it('src/scenario/lessons/restored/ holds each lesson as the restore step gives it, and nothing else', () => {
    expect(readdirSync(join(LESSONS_DIR, 'restored')).sort()).toEqual(LESSONS.map((l) => `${l.id}.json`).sort());
    for (const l of LESSONS)
      expect(
        readFileSync(join(LESSONS_DIR, 'restored', `${l.id}.json`), 'utf8'),
        `src/scenario/lessons/restored/${l.id}.json is stale: run \`npm run lessons:catalog\``,
      ).toBe(restoredSource(l));
  });

  it('src/scenario/lessons/cards/ holds the scripted cards each lesson names, and nothing else', () => {
    expect(readdirSync(join(LESSONS_DIR, 'cards')).sort()).toEqual(LESSONS.map((l) => `${l.id}.json`).sort());
    for (const l of LESSONS)
      expect(
        readFileSync(join(LESSONS_DIR, 'cards', `${l.id}.json`), 'utf8'),
        `src/scenario/lessons/cards/${l.id}.json is stale: run \`npm run lessons:catalog\``,
      ).toBe(lessonCardsSource(l));
  });

  it('a lesson played with only the cards it names plays as with the whole pool (board, script, every event)', async () => {
    for (const [i, entry] of LESSON_CATALOG.entries()) {
      const cards = await files(entry.id).cards();
      // Plain data: the definitions survive JSON exactly.
      expect(cards).toEqual(lessonCards(LESSONS[i]!));
      const doc = (await files(entry.id).load()) as ScenarioDoc;
      const small = lessonEngine(cards);
      const few = openRestored(doc, [], [], 'actions', small);
      const all = openRestored(doc, [], [], 'actions', POOL_ENGINE);
      expect(few.ok && all.ok, entry.id).toBe(true);
      if (!few.ok || !all.ok) continue;
      expect(few.loaded.initial).toEqual(all.loaded.initial);
      expect(few.steps.map((s) => s.state)).toEqual(all.steps.map((s) => s.state));
      const played = replay(small, few.loaded);
      const expected = replay(POOL_ENGINE, all.loaded);
      expect(played.error, entry.id).toEqual(expected.error);
      expect(played.steps, entry.id).toEqual(expected.steps);
    }
    // Every lesson opened and played twice: generous for a loaded 2-core machine.
  }, 120_000);

  it('refuses card definitions that are not a list of named cards', () => {
    expect(() => lessonEngine({ name: 'Island' })).toThrow(/not a list of cards/);
    expect(() => lessonEngine([{ oracle: '' }])).toThrow(/not a list of cards/);
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
      expect(r.ok && r.scenario).toEqual(await files(entry.id).load());
    }
  });

  it('a lesson opened from its restored document builds the same board as opening it through the restore step', async () => {
    for (const [i, entry] of LESSON_CATALOG.entries()) {
      const direct = openRestored((await files(entry.id).load()) as ScenarioDoc, [], [], 'actions', POOL_ENGINE);
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
