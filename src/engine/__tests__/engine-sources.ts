/**
 * What the split-table tests read (core-steps.test.ts, core-detectors.test.ts): the engine's own
 * source files, and the cards of every built-in lesson.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '..');
const LESSONS = join(ENGINE, '../../public/lessons');

/**
 * The engine's source files (paths relative to src/engine), without tests, the card vocabulary
 * (state/vocabulary) and the folders `skip` names (relative paths, e.g. `resolution/steps`).
 */
export function engineSources(skip: readonly string[]): { path: string; text: string }[] {
  const skipped = new Set(['state/vocabulary', ...skip].map((d) => join(ENGINE, d)));
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '__tests__' && !skipped.has(full)) walk(full);
      } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        out.push({ path: relative(ENGINE, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(ENGINE);
  return out;
}

/** Each built-in lesson's file name and its cards (definitions as plain data). */
export function lessonCards(): { file: string; cards: unknown }[] {
  return readdirSync(LESSONS)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({
      file,
      cards: (JSON.parse(readFileSync(join(LESSONS, file), 'utf8')) as { cards?: unknown }).cards,
    }));
}
