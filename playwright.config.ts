import { defineConfig } from '@playwright/test';
import { findChromium } from './e2e/find-chromium';

/*
 * End-to-end tests run against the BUILT app (`vite build` + `vite preview`) in a real Chromium.
 * Which Chromium: see e2e/find-chromium.ts and docs/testing.md. Never `npx playwright install`:
 * the machine has no internet for it; a system Chromium is used instead.
 *
 * Convention: specs open pages with `?anim=0` so that animations take no time (the app reads it
 * once the animated table exists; the smoke test does not need it yet).
 */

function chromiumOrExit(): string {
  try {
    return findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error)); // one line, no stack
    process.exit(1);
  }
}

/** The preview server's port: `STACKYARD_E2E_PORT` (parallel checkouts need different ones), else 4173. */
const PORT = Number(process.env.STACKYARD_E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results', // screenshots, traces; specs save named screenshots under test-results/screenshots/
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once (reported as flaky, never hidden): touch timing (tap vs long press)
  // can slip on a loaded 2-core machine; locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumOrExit(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npm run build && npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
