import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Editor } from './pages/editor';
import { Table, tableKitLoaded } from './pages/table';
import { startClassroomServer } from '../scripts/classroom-server';

test.use({ viewport: { width: 1440, height: 900 } });

/** Critical and serious axe findings on the page as it is now, one line each (rule, impact, where). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    );
}

test('axe finds nothing critical or serious on the lesson list, a table, a decision dialog, an open menu and the editor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?anim=0');
  await expect(page.getByTestId('lesson-link').first()).toBeVisible();
  expect(await seriousFindings(page), 'lesson list').toEqual([]);

  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await expect(page.getByTestId('table')).toBeVisible();
  expect(await seriousFindings(page), 'table').toEqual([]);

  const table = new Table(page);
  const menu = await table.openMenu('Divination', 'Player 1 hand');
  await expect(menu).toBeVisible();
  expect(await seriousFindings(page), 'open card menu').toEqual([]);
  await page.keyboard.press('Escape');

  for (let i = 0; i < 2; i++) await page.getByTestId('next-step').click();
  await table.decision.expectFor('Player 1');
  expect(await seriousFindings(page), 'decision dialog').toEqual([]);

  await page.keyboard.press('?');
  await expect(page.getByTestId('help')).toBeVisible();
  expect(await seriousFindings(page), 'help overlay').toEqual([]);
  await page.keyboard.press('Escape');

  const editor = new Editor(page);
  await editor.openFromGame();
  expect(await seriousFindings(page), 'editor').toEqual([]);
});

test('axe finds nothing critical or serious on the classroom panel when its server is unreachable, nor on a phone’s lesson list', async ({
  page,
}) => {
  // A port where no server runs: one the classroom server had, closed again.
  const closed = await startClassroomServer({ port: 0 });
  const url = `ws://127.0.0.1:${closed.port}`;
  await closed.close();
  await page.goto(`/?anim=0&classroom=${encodeURIComponent(url)}#lesson=volute-copy-cast`);
  await expect(page.getByTestId('table')).toBeVisible();
  await tableKitLoaded(page);
  await page.getByTestId('classroom-button').click();
  await page.getByTestId('classroom-start').click();
  await expect(page.getByRole('button', { name: 'Try now' })).toBeVisible();
  expect(await seriousFindings(page), 'classroom panel, server unreachable').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?anim=0');
  await expect(page.getByTestId('lesson-link').first()).toBeVisible();
  expect(await seriousFindings(page), 'lesson list on a phone').toEqual([]);
});

test('axe finds nothing critical or serious on the crash screen, offline, with its reload offer', async ({
  page,
  context,
}) => {
  // The help overlay's code can't be fetched: opening it falls to the crash screen.
  await page.route(/\/assets\/HelpOverlay-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  const listLoaded = page.waitForResponse(/\/assets\/LessonGallery-[^/]*\.js$/);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await expect(page.getByTestId('table')).toBeVisible();
  await tableKitLoaded(page);
  await listLoaded;
  await context.setOffline(true);
  await page.keyboard.press('?');
  await page.getByRole('button', { name: 'Go to the lesson list' }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeDisabled();
  expect(await seriousFindings(page), 'crash screen, offline').toEqual([]);
});
