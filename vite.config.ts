import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DEV_HEADERS, SECURITY_HEADERS } from './src/security-headers.ts';
import { ISOLATED_TESTS } from './src/testing/isolated-tests.ts';

// The Content-Security-Policy is a <meta> tag in index.html (it holds in dev and in the build);
// the headers a server must add (framing, nosniff...) are in src/security-headers.ts, sent by
// `vite preview` and `vite dev` here and shipped to static hosts as public/_headers.

const ISOLATED = [...ISOLATED_TESTS];
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const EXCLUDE = ['e2e/**', 'node_modules/**', 'dist/**'];

export default defineConfig({
  plugins: [react()],
  // Every browser Stackyard supports preloads modules itself: no polyfill in the first load.
  // Imported constants (the engine's rule numbers, RULE in src/engine/state/rules.ts) are
  // written where they are used instead of being bound to names: about 0.6 kB less gzipped
  // JavaScript in a lesson link's first load (bench, ui group).
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // The small modules that open a lesson (restore, the registry of its cards, addresses) in
      // one chunk rather than eight: each gzipped file costs its own header and dictionary, about
      // 2 kB in all of a lesson link's first load (bench, ui group). With them the small modules
      // that both the lesson list and a lesson link load at once (scenario limits, the idle
      // helper, the share and editor flags, the file picker, idb-keyval): about 3 kB less in
      // each first load (201.7 → 198.5 kB for a lesson link, 188.1 → 185.3 kB for the list).
      // The card frame, the script's words and the classroom's state, which a lesson link loads
      // at once, are here too rather than two more chunks: 200.2 → 199.6 kB for a lesson link
      // (the list loads them now: 186.9 → 189.3 kB).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'open-lesson',
              test: /src[\\/]scenario[\\/](link[\\/](open-restored|address|cancelled)|registry-book|build|refs|object-view|limits)\.ts$|src[\\/]cards[\\/](create-registry|data[\\/]names)\.ts$|src[\\/]store[\\/]editor-active\.ts$|src[\\/]ui[\\/](idle|share[\\/]share-store|share[\\/]FilePicker|classroom[\\/]classroom-state|hooks|lessons[\\/]script-words|card[\\/](CardFrame|mana|EnforcementBadge|CardImage|frame-colors))\.tsx?$|node_modules[\\/]idb-keyval[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { headers: { ...DEV_HEADERS } },
  preview: { headers: { ...SECURITY_HEADERS } },
  test: {
    // Unit tests only; e2e/ is Playwright's (npm run test:e2e).
    environment: 'node',
    setupFiles: ['src/testing/every-step-setup.ts'],
    // Two projects (docs/testing.md "Speed"): most files share each worker's module cache, so the
    // engine and the step table are imported once per worker instead of once per file (the suite
    // took 17 minutes on two cores, 13 of them importing); the UI's and the store's files (the app's
    // own stores are singletons) and files that reset, mock or stub modules or globals keep a fresh
    // module graph each. `include` and `exclude` are set per project only: `extends` concatenates
    // lists, so a root `include` would put every file in both projects.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: INCLUDE, exclude: [...EXCLUDE, ...ISOLATED] } },
      { extends: true, test: { name: 'isolated', isolate: true, include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
