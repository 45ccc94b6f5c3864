import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Editor } from './pages/editor';
import { Table } from './pages/table';

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
