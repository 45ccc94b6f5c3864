/**
 * What the split-table tests read (core-steps.test.ts, core-detectors.test.ts): the engine's own
 * source files, and the cards of every built-in lesson.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * The engine's source files that load with it (paths relative to src/engine): those ./index.ts
 * imports, directly or through other modules, for their values. Type-only imports and the
 * dynamic `import()` of the rest of the tables (../steps-ready.ts) are not followed, so a module
 * only ../every-step.ts brings is not among them.
 */
export function eagerEngineSources(): { path: string; text: string }[] {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?'(\.[^']+)'/gm)) {
      if (m[1]) continue;
      const base = join(dirname(file), m[2] as string);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f));
      if (target) visit(target);
    }
  };
  visit(join(ENGINE, 'index.ts'));
  return [...seen]
    .filter(([file]) => file.startsWith(ENGINE))
    .map(([file, text]) => ({ path: relative(ENGINE, file), text }));
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
