import { expect, test, type Locator, type Page } from '@playwright/test';
import { Table, tableKitLoaded } from './pages/table';

/** Opens a lesson by its link and waits until the table shows it at its start. */
async function openLesson(page: Page, href: string): Promise<void> {
  const id = href.replace(/^#lesson=/, '');
  await page.evaluate((h) => {
    window.location.hash = h;
  }, href);
  await page.waitForFunction((want) => window.__stackyard?.store.getState().scenario?.lessonId === want, id);
  await expect(page.getByTestId('history-label')).toHaveText(/^0\/0/);
  // The first table of the page re-creates its elements once its kit arrives: measure after that.
  await tableKitLoaded(page);
}

async function lessonHrefs(page: Page): Promise<string[]> {
  await page.goto('/?anim=0');
  await expect(page.getByTestId('lesson-link').first()).toBeVisible();
  return page.getByTestId('lesson-link').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
}

/** Whether the element lies wholly inside the viewport. */
async function inViewport(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const vp = page.viewportSize()!;
  return (
    !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height + 0.5 && box.x + box.width <= vp.width + 0.5
  );
}

test.describe('1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Endless One cast by drag and X answered 2 follows the script; the turn bar's Attackers then Next step attacks in this turn", async ({
    page,
  }) => {
    const table = new Table(page);
    await page.goto('/?anim=0#lesson=spider-verse-permanent-copy-token');
    await expect(page.getByTestId('table')).toBeVisible();
    await table.cast('Endless One', 'Player 1 graveyard');
    await table.decision.expectFor('Player 1', /X/);
    await table.decision.dialog().getByRole('spinbutton').fill('2');
    await table.decision.dialog().getByRole('button', { name: 'Choose' }).click();
    const lesson = page.getByRole('region', { name: 'Lesson' });
    await expect(lesson.getByText('You have left the script')).toHaveCount(0);
    await expect(page.getByTestId('next-step')).toHaveText('Next step (2/8)');
    for (let i = 0; i < 4; i++) await page.getByTestId('next-step').click();
    await expect(page.getByTestId('next-step')).toHaveText('Next step (6/8)');
    // Any way to combat: the turn bar's Attackers step.
    await page.getByRole('toolbar', { name: 'Turn' }).getByRole('button', { name: 'Attackers', exact: true }).click();
    await expect(page.getByTestId('next-step')).toHaveText('Next step (7/8)');
    await page.getByTestId('next-step').click();
    await expect(page.getByTestId('turn-info')).toContainText('Turn 3');
    await expect(table.card('Endless One', 'Player 1 battlefield').filter({ hasText: 'Token' })).toHaveAccessibleName(
      /attacking/,
    );
    await page.getByTestId('next-step').click();
    await expect(table.life('p2')).toContainText('18');
    await expect(page.getByTestId('next-step')).toHaveText('Lesson complete');
    await expect(page.getByTestId('turn-info')).toContainText('Turn 3');
  });

  test('leaving the script offers "continue from here" and "back to the script"', async ({ page }) => {
    const table = new Table(page);
    await page.goto('/?anim=0#lesson=general-untap-symbol');
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByRole('toolbar', { name: 'Turn' }).getByRole('button', { name: 'End', exact: true }).click();
    const lesson = page.getByRole('region', { name: 'Lesson' });
    await expect(lesson).toContainText('You have left the script');
    await expect(page.getByTestId('next-step')).toHaveCount(0);
    await page.getByTestId('continue-here').click();
    await expect(lesson).toContainText('Playing freely from here');
    await page.getByTestId('pass').click();
    await page.getByTestId('back-to-script').click();
    await expect(page.getByTestId('next-step')).toHaveText('Next step (1/8)');
    await expect(page.getByRole('toolbar', { name: 'Turn' }).locator('[aria-current="step"]')).toHaveText('Main 1');
    void table;
  });

  test('in every lesson, Next step and the current step are in view, also half-way through', async ({ page }) => {
    test.setTimeout(180_000);
    const hrefs = await lessonHrefs(page);
    const missing: string[] = [];
    for (const href of hrefs) {
      await openLesson(page, href);
      const steps = await page.getByRole('list', { name: 'Steps', exact: true }).getByRole('listitem').count();
      for (let i = 0; i < Math.floor(steps / 2); i++) await page.getByTestId('next-step').click();
      if (!(await inViewport(page, page.getByTestId('next-step')))) missing.push(`${href}: Next step`);
      const currentStep = page.getByRole('list', { name: 'Steps', exact: true }).locator('[aria-current="step"]');
      const box = await currentStep.boundingBox();
      const panel = await page.getByRole('region', { name: 'Lesson' }).boundingBox();
      if (!box || !panel || box.y < panel.y - 1 || box.y + box.height > panel.y + panel.height + 1)
        missing.push(`${href}: current step`);
    }
    expect(missing).toEqual([]);
  });
});

test.describe('1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("every lesson shows Player 1's hand", async ({ page }) => {
    test.setTimeout(120_000);
    const hrefs = await lessonHrefs(page);
    const cut: string[] = [];
    for (const href of hrefs) {
      await openLesson(page, href);
      if (!(await inViewport(page, page.getByRole('region', { name: 'Player 1 hand' })))) cut.push(href);
    }
    expect(cut).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/lesson-1366.png' });
  });
});
