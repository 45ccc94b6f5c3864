/**
 * Branches side by side and notes on steps (issue 13): the Volute ruling played to the end,
 * then from step 1 a second outcome (the card leaves first, via Cremate), compared side by side
 * with the differences highlighted; a note travels in the copied link with both lines.
 */
import { expect, test } from '@playwright/test';

test('two outcomes of the Volute ruling side by side, with the differences highlighted; notes and branches travel in links', async ({
  page,
}) => {
  await page.goto('/?anim=0#lesson=volute-leaves-first');
  const label = page.getByTestId('history-label');
  for (let i = 1; i <= 10; i++) {
    await page.getByTestId('next-step').click();
    await expect(label).toHaveText(new RegExp(`^${i}/${i} · `));
  }
  await expect(page.getByTestId('life-p2')).toContainText('17');
  // A note on step 3.
  await page.getByTestId('scrubber').fill('3');
  await expect(label).toHaveText(/^3\/10 · /);
  await page.getByTestId('note-open').click();
  await page.getByTestId('note-text').fill('The Volute is gone; its ability is not (CR 113.7a)');
  await page.getByTestId('note-save').click();
  await expect(page.getByTestId('step-note')).toHaveText(/The Volute is gone; its ability is not/);
  await expect(page.getByTestId('note-ticks').locator('option')).toHaveCount(1);

  // Branch from step 1 and play the other order: Cremate exiles the card before the trigger resolves.
  await page.getByTestId('scrubber').fill('1');
  await page.getByTestId('branch-here').click();
  await expect(label).toHaveText(/^1\/1 · /);
  await page.evaluate(() => {
    const store = window.__stackyard!.store;
    const s = window.__stackyard!.state()!;
    const find = (def: string, zone: string) =>
      Object.values(s.objects)
        .flatMap((chunk) => Object.values(chunk as Record<string, { id: string; def: string; zone: string }>))
        .find((o) => o && o.def === def && o.zone === zone)?.id;
    store.getState().perform({
      type: 'cast',
      player: 'p2',
      object: find('Cremate', 'hand')!,
      targets: [find('Lightning Bolt', 'graveyard')!],
    });
    while (window.__stackyard!.state()!.stack.length) store.getState().perform({ type: 'pass' });
  });
  await expect(page.getByTestId('life-p2')).toContainText('20');

  await page.getByTestId('lines-menu').click();
  await expect(page.getByTestId('branch-item')).toHaveCount(1);
  await page.getByTestId('branch-compare').click();
  const view = page.getByTestId('compare-view');
  await expect(view).toBeVisible();
  await expect(view).toContainText('They share the first 1 step');
  // The saved line is looked at where it was (step 1): move it to its end.
  await view.getByRole('slider', { name: 'Step of Line 1' }).fill('10');
  const left = page.getByTestId('compare-left');
  const right = page.getByTestId('compare-right');
  await expect(left.getByTestId('life-p2')).toHaveText(/life 17/);
  await expect(right.getByTestId('life-p2')).toHaveText(/life 20/);
  await expect(left.getByTestId('life-p2')).toHaveClass(/differs/);
  // Disenchant: cast in the first line (p2's graveyard), still in p2's hand in the second.
  await expect(left.getByTestId('card-differs').filter({ hasText: 'Disenchant' })).toHaveCount(1);
  await expect(right.getByTestId('card-differs').filter({ hasText: 'Disenchant' })).toHaveCount(1);
  await expect(left.getByTestId('log-differs').filter({ hasText: /cop/i }).first()).toBeVisible();
  await expect(left).toContainText('step 3: The Volute is gone; its ability is not');
  await page.screenshot({ path: 'test-results/screenshots/branches-compare.png' });
  await view.getByRole('button', { name: 'Close' }).click();

  // The link carries both lines and the notes: a fresh tab opens them.
  await page.getByTestId('copy-link').click();
  await expect(page).toHaveURL(/#s=2/);
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url.replace('/#', '/?anim=0#'));
  await expect(other.getByTestId('history-label')).toHaveText(/^\d+\/\d+ · /);
  await other.getByTestId('lines-menu').click();
  await expect(other.getByTestId('branch-item')).toHaveCount(1);
  await other.getByTestId('branch-compare').click();
  await other.getByTestId('compare-view').getByRole('slider').fill('10');
  await expect(other.getByTestId('compare-left')).toContainText('step 3: The Volute is gone; its ability is not');
});
