import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one with `apt-get install -y chromium` or set STACKYARD_CHROMIUM=/path/to/chrome';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Path of the Chromium the e2e tests run in. In order: $STACKYARD_CHROMIUM (or $CHROMIUM_PATH),
 * Playwright's own bundled Chromium if it has been downloaded, then a system Chromium.
 * Throws an Error whose message is the one line NO_CHROMIUM_MESSAGE when there is none.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, systemPaths = SYSTEM_CHROMIUMS): string {
  const fromEnv = env.STACKYARD_CHROMIUM || env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`STACKYARD_CHROMIUM/CHROMIUM_PATH points to a missing file: ${fromEnv}`);
    return fromEnv;
  }
  const candidates = [bundledChromium(), ...systemPaths];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  return found;
}

/** Where `npx playwright install chromium` would put its browser (it may not be there). */
function bundledChromium(): string {
  try {
    // `chromium` is playwright-core's browser type, re-exported by @playwright/test.
    return chromium.executablePath();
  } catch {
    return ''; // no Playwright build for this platform
  }
}
