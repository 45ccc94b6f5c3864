import { chromium, devices } from '@playwright/test';
import lz from 'lz-string';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const sizes = [['phone', devices['iPhone 13']], ['tablet', devices['iPad (gen 7)']], ['laptop', { viewport: { width: 1366, height: 768 } }]];
const lands = Array.from({ length: 500 }, () => 'Island');
const doc = { t: 'Big board', p: { p1: { b: lands, L: lands, h: lands.slice(0, 490) }, p2: { b: lands.slice(0, 10), L: lands } } };
const big = `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: doc, a: Array.from({ length: 5000 }, () => 'p') }))}`;
for (const [name, dev] of sizes) {
  const ctx = await browser.newContext({ ...dev });
  const a = await ctx.newPage();
  await a.goto('http://localhost:4203/?anim=0#lesson=volute-copy-cast');
  await a.getByTestId('next-step').click();
  const b = await ctx.newPage();
  await b.goto('http://localhost:4203/?anim=0');
  await b.getByTestId('resume').click();
  await b.getByTestId('session-notice').waitFor();
  await b.screenshot({ path: `test-results/screenshots/rel-notice-${name}.png` });
  await b.evaluate((h) => { location.hash = h; }, big);
  await b.getByTestId('busy').waitFor();
  await b.screenshot({ path: `test-results/screenshots/rel-busy-${name}.png` });
  await ctx.close();
}
await browser.close();
