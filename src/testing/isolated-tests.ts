/**
 * Unit test files that run in a fresh module graph each (vite.config.ts, project "isolated"); every
 * other file shares its worker's module cache (project "shared", `isolate: false`), so the engine and
 * its step table are imported once per worker rather than once per file. A file belongs here when it
 * resets or mocks modules (`vi.resetModules`, `vi.mock`, `vi.doMock`) or stubs globals, the
 * environment or timers (`vi.stubGlobal`, `vi.stubEnv`, `vi.useFakeTimers`): what it changes must
 * not reach another file. `isolated-tests.test.ts` checks the list against the files.
 *
 * Shape: globs relative to the project root: `*` matches within one path segment, a `**` segment any
 * number of folders, `{a,b}` either word.
 */
export const ISOLATED_TESTS: readonly string[] = [
  // The app's stores are singletons (store/editor.ts, store/index.ts): a file that opens the editor
  // or loads a game there would change what the next file sees.
  'src/store/**/*.test.{ts,tsx}',
  'src/ui/**/*.test.{ts,tsx}',
  'src/engine/__tests__/*-ready.test.ts',
  'src/engine/__tests__/core-steps.test.ts',
  'src/engine/__tests__/core-detectors.test.ts',
];

/** The API calls that make a test file need its own module graph (see {@link ISOLATED_TESTS}). */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers)\b/;

/** Whether a project-relative path (forward slashes) matches a glob of {@link ISOLATED_TESTS}'s shape. */
export function globMatches(glob: string, path: string): boolean {
  const part = (text: string) =>
    text
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, words: string) => `(?:${words.split(',').join('|')})`)
      .replace(/\*/g, '[^/]*');
  return new RegExp(`^${glob.split('**/').map(part).join('(?:[^/]+/)*')}$`).test(path);
}

/** Whether a project-relative path (forward slashes) matches one of {@link ISOLATED_TESTS}. */
export function isIsolatedTest(path: string): boolean {
  return ISOLATED_TESTS.some((glob) => globMatches(glob, path));
}
