/** The generated lesson catalogue, lesson files and gallery index are up to date with the lessons (scripts/lesson-catalog.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../src/scenario/lessons';
import { LESSON_CATALOG } from '../src/scenario/lessons/catalog';
import { LESSON_IDS } from '../src/scenario/lessons/lesson-files';
import { fetchLessonFile, lessonFileUrl, type LessonFileDeps } from '../src/scenario/lessons/lesson-file';
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
  lessonCards,
  lessonFileSource,
  lessonFilesSource,
  restoredLesson,
} from './lesson-catalog';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LESSONS_DIR = join(ROOT, 'src/scenario/lessons');
const PUBLIC_DIR = join(ROOT, 'public');

/** A fake fetch serving public/ as `vite preview` does (404 for a missing file); it records each address asked. */
function publicFetch(asked: string[] = []): LessonFileDeps {
  return {
    baseUrl: '/app/',
    fetch: async (input) => {
      asked.push(input);
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/app\//, '');
      try {
        return new Response(readFileSync(join(PUBLIC_DIR, decodeURIComponent(path))));
      } catch {
        return new Response('not found', { status: 404 });
      }
    },
  };
}

const files = (id: string) => fetchLessonFile(id, publicFetch());

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
    expect([...LESSON_IDS]).toEqual(LESSONS.map((l) => l.id));
  });

  it('public/lessons/ holds each lesson as the restore step gives it with the cards it names, and nothing else', () => {
    expect(readdirSync(join(PUBLIC_DIR, 'lessons')).sort()).toEqual(LESSONS.map((l) => `${l.id}.json`).sort());
    for (const l of LESSONS)
      expect(
        readFileSync(join(PUBLIC_DIR, 'lessons', `${l.id}.json`), 'utf8'),
        `public/lessons/${l.id}.json is stale: run \`npm run lessons:catalog\``,
      ).toBe(lessonFileSource(l));
  });

  it('a lesson file is fetched from the base URL with the files’ version, and a changed lesson changes the version', async () => {
    const asked: string[] = [];
    const id = LESSONS[0]!.id;
    const file = await fetchLessonFile(id, publicFetch(asked));
    expect(asked).toEqual([lessonFileUrl(id, '/app/')]);
    expect(asked[0]).toMatch(new RegExp(`^/app/lessons/${id}\\.json\\?v=[0-9a-f]{12}$`));
    expect(file.doc).toEqual(restoredLesson(LESSONS[0]!));
    const changed = [
      {
        ...LESSONS[0]!,
        title: `${LESSONS[0]!.title} (changed)`,
        doc: { ...(LESSONS[0]!.doc as object), title: 'changed' },
      },
      ...LESSONS.slice(1),
    ];
    const version = (src: string) => /LESSON_FILES_VERSION = "([0-9a-f]+)"/.exec(src)?.[1];
    expect(version(lessonFilesSource(changed))).not.toBe(version(lessonFilesSource(LESSONS)));
  });

  it('refuses an unknown lesson, a missing file and a file that is not a lesson, with the reason', async () => {
    await expect(fetchLessonFile('no-such-lesson', publicFetch())).rejects.toThrow(
      'there is no lesson "no-such-lesson"',
    );
    const id = LESSONS[0]!.id;
    const answering = (body: string, status = 200): LessonFileDeps => ({
      baseUrl: '/',
      fetch: async () => new Response(body, { status }),
    });
    await expect(fetchLessonFile(id, answering('gone', 404))).rejects.toThrow(`the lesson "${id}" answered HTTP 404`);
    await expect(fetchLessonFile(id, answering('{"doc":{}}'))).rejects.toThrow(/is not a lesson/);
    await expect(fetchLessonFile(id, answering('[1,2]'))).rejects.toThrow(/is not a lesson/);
    await expect(fetchLessonFile(id, answering('<html>'))).rejects.toThrow(SyntaxError);
  });

  it('a lesson played with only the cards it names plays as with the whole pool (board, script, every event)', async () => {
    for (const [i, entry] of LESSON_CATALOG.entries()) {
      const file = await files(entry.id);
      const cards = file.cards;
      // Plain data: the definitions survive JSON exactly.
      expect(cards).toEqual(lessonCards(LESSONS[i]!));
      const doc = file.doc as ScenarioDoc;
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
      expect(r.ok && r.scenario).toEqual((await files(entry.id)).doc);
    }
  });

  it('a lesson opened from its restored document builds the same board as opening it through the restore step', async () => {
    for (const [i, entry] of LESSON_CATALOG.entries()) {
      const direct = openRestored((await files(entry.id)).doc as ScenarioDoc, [], [], 'actions', POOL_ENGINE);
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
