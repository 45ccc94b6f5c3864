import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS, NEEDS_ISOLATION, globMatches, isIsolatedTest } from './isolated-tests';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const FILES = [...testFiles('src'), ...testFiles('scripts')].map((p) =>
  relative(ROOT, join(ROOT, p)).split(sep).join('/'),
);

describe('test files that change modules or globals run isolated', () => {
  it('every file that resets, mocks or stubs is in the isolated project', () => {
    const shared = FILES.filter((p) => NEEDS_ISOLATION.test(readFileSync(join(ROOT, p), 'utf8')) && !isIsolatedTest(p));
    expect(shared).toEqual([]);
  });

  it('every isolated glob names at least one file', () => {
    for (const glob of ISOLATED_TESTS)
      expect(
        FILES.some((p) => globMatches(glob, p)),
        glob,
      ).toBe(true);
  });

  it('a glob matches within one path segment only', () => {
    expect(isIsolatedTest('src/engine/__tests__/mana-hooks-ready.test.ts')).toBe(true);
    expect(isIsolatedTest('src/engine/__tests__/deep/mana-hooks-ready.test.ts')).toBe(false);
    expect(isIsolatedTest('src/engine/__tests__/combat.test.ts')).toBe(false);
    expect(globMatches('src/ui/**/*.test.{ts,tsx}', 'src/ui/a/b/c.test.tsx')).toBe(true);
    expect(globMatches('src/ui/**/*.test.{ts,tsx}', 'src/ui/c.test.ts')).toBe(true);
    expect(globMatches('src/ui/**/*.test.{ts,tsx}', 'src/uix/c.test.ts')).toBe(false);
    expect(globMatches('src/ui/**/*.test.{ts,tsx}', 'src/ui/c.test.js')).toBe(false);
  });
});
