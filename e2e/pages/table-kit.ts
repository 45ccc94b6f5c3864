/**
 * The table's kit (drag and drop, animations: src/ui/table/table-kit.ts) as the network sees it:
 * its chunk's address, and a route that holds it back so a test can act before it arrives.
 */
import type { Page } from '@playwright/test';

/** The built chunk holding the table's kit. */
export const KIT = /\/assets\/table-kit-module-[^/]*\.js$/;

/** Holds back the kit's code until the returned function is called. */
export async function holdKit(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((ok) => (release = ok));
  await page.route(KIT, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
