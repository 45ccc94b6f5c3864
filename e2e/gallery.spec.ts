import { expect, test } from '@playwright/test';
import { Gallery } from './pages/gallery';

test.use({ viewport: { width: 1440, height: 1000 } });

test('the gallery finds lessons by card name and by rule number, browses by rule, and says when nothing matches', async ({
  page,
}) => {
  const gallery = new Gallery(page);
  await gallery.open();
  const all = await gallery.lessons().count();
  await gallery.screenshot('gallery-01-by-card');

  // A card that is only on a lesson's board, not in its title.
  await gallery.find('Pili-Pala');
  await expect(gallery.lesson('The untap symbol {Q}: Pili-Pala and Order of Whiteclay')).toBeVisible();
  await expect(gallery.lessons()).not.toHaveCount(all);

  await gallery.find('704.5m');
  await expect(
    gallery.lesson('No other instant card: the Volute is attached to nothing and goes to the graveyard'),
  ).toBeVisible();
  await expect(page.getByTestId('lesson-count')).toContainText('match “704.5m”');
  await gallery.browseBy('rule');
  const rule = page.getByRole('region', { name: 'Rule 704.5m' });
  await expect(rule).toContainText('Auras fall off');
  await expect(rule).toContainText(
    "An Aura attached to an illegal object or player, or to nothing, goes to its owner's graveyard.",
  );
  await expect(page.getByRole('region', { name: /^Rule / })).toHaveCount(1);
  await gallery.screenshot('gallery-02-by-rule-704.5m');

  await gallery.find('xyzzy');
  await expect(page.getByTestId('no-results')).toContainText('No lesson matches “xyzzy”');
  await gallery.screenshot('gallery-03-no-results');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(gallery.search()).toBeFocused();
  await gallery.browseBy('card');
  await expect(gallery.lessons()).toHaveCount(all);
});

test('opening a lesson shows its text beside the board, and Restart resets it', async ({ page }) => {
  const gallery = new Gallery(page);
  await gallery.open();
  await gallery.find('copy cast graveyard');
  await gallery.lesson('The copy is made in the graveyard and cast from there').click();
  const lesson = page.getByRole('region', { name: 'Lesson' });
  await expect(lesson).toContainText('Casting a sorcery makes the Volute copy the instant card it enchants');
  const next = page.getByTestId('next-step');
  await next.click();
  await next.click();
  await expect(next).toHaveText('Next step (3/6)');
  await expect(page.getByTestId('history-label')).toHaveText(/^2\/2/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await gallery.screenshot('gallery-04-lesson-two-steps');
  await lesson.getByRole('button', { name: 'Restart' }).click();
  await expect(next).toHaveText('Next step (1/6)');
  await expect(page.getByTestId('history-label')).toHaveText(/^0\/0/);
  await expect(page.getByTestId('stack-item')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(lesson.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
});

test('the lesson index and each lesson load on demand: when they cannot be fetched, the gallery says so and nothing else changes', async ({
  page,
}) => {
  // The built app's gallery search index (a chunk), and the file of one lesson (public/lessons/).
  await page.route(/\/assets\/gallery-index-[\w-]+\.js$/, (route) => route.abort());
  await page.route(/\/lessons\/volute-copy-cast\.json(\?|$)/, (route) => route.abort());
  const gallery = new Gallery(page);
  await gallery.open();
  const all = await gallery.lessons().count();
  expect(all).toBeGreaterThan(40);

  // A search needs the index (rulings, steps, cards): no partial answer, a message instead.
  await gallery.find('Pili-Pala');
  await expect(page.getByTestId('lesson-count')).toHaveText(
    'The lesson index could not be loaded: check the connection and reload the page.',
  );
  await expect(page.getByTestId('gallery-loading')).toBeVisible();
  await expect(gallery.lessons()).toHaveCount(0);
  await page.getByTestId('lesson-search').fill('');
  await expect(gallery.lessons()).toHaveCount(all);

  // A lesson whose file can't be fetched: one message, and the lesson list stays.
  await gallery.lesson('The copy is made in the graveyard and cast from there').click();
  const failure = page.getByRole('alertdialog');
  await expect(failure).toContainText("This lesson can't be opened");
  await expect(failure).toContainText('could not be loaded');
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByTestId('table')).toHaveCount(0);
  await expect(gallery.lessons()).toHaveCount(all);
  expect(new URL(page.url()).hash).toBe('');
});

test('offline after the list has loaded: a lesson that can’t be fetched says so even though the dialog’s own code can’t load either; the list stays usable', async ({
  page,
}) => {
  const gallery = new Gallery(page);
  await gallery.open();
  const all = await gallery.lessons().count();
  // The connection goes: no script or file can be fetched any more (the lesson, the table, the dialogs).
  await page.route(/\.(js|json)(\?|$)/, (route) => route.abort());
  await gallery.lesson('The Volute leaves first, then the card: the card is still copied').click();
  const failure = page.getByRole('alertdialog');
  await expect(failure).toContainText("This lesson can't be opened");
  await expect(failure).toContainText('could not be loaded');
  await expect(page.getByTestId('crash')).toHaveCount(0);
  await expect(failure.getByRole('button', { name: 'OK' })).toBeFocused();
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByTestId('table')).toHaveCount(0);
  await expect(gallery.lessons()).toHaveCount(all);
  expect(new URL(page.url()).hash).toBe('');
});
