import { expect, test } from '@playwright/test';
import { voluteFromHandBoard } from '../src/store/__tests__/fixtures';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 1000 } });

test('the Volute, played by dragging and dialogs: cast onto a graveyard card, copy, exile, re-attach by choice', async ({
  page,
}) => {
  test.setTimeout(60_000); // seven full-page screenshots: near 30 s on a loaded 2-core machine
  const table = new Table(page);
  await table.open(voluteFromHandBoard);
  await table.screenshot('volute-01-start');

  // The Aura spell targets an instant card in a graveyard (CR 115.1b): drop it on Lightning Bolt.
  await table.castOnto('Spellweaver Volute', 'Lightning Bolt');
  await expect(table.stack.top()).toHaveAccessibleName(
    /^Spellweaver Volute, spell, controlled by Player 1, top of the stack, targeting Lightning Bolt/,
  );
  await table.stack.resolveTop();
  const volute = table.card('Spellweaver Volute', 'Player 1 battlefield');
  await expect(volute).toHaveAccessibleName('Spellweaver Volute, attached to Lightning Bolt in Player 2 graveyard');
  await expect(table.card('Lightning Bolt', 'Player 2 graveyard')).toHaveAccessibleName(
    /enchanted by Spellweaver Volute/,
  );
  await table.screenshot('volute-02-enchanting-graveyard-card');

  // A sorcery: the Volute triggers; its ability goes on the stack above Divination.
  await table.cast('Divination');
  await expect(table.stack.items()).toHaveCount(2);
  await expect(table.stack.top()).toHaveAccessibleName(
    /^Spellweaver Volute ability, triggered ability, controlled by Player 1/,
  );
  await table.screenshot('volute-03-trigger-on-stack');

  // It resolves: the copy is made in the graveyard (707.12) and may be cast.
  await table.stack.resolveTop();
  await table.decision.expectFor('Player 1', /cast the copy of Lightning Bolt/);
  await expect(table.card('Lightning Bolt', 'Player 2 graveyard').filter({ hasText: 'Copy' })).toHaveAccessibleName(
    /^Lightning Bolt, copy of Lightning Bolt/,
  );
  await table.screenshot('volute-04-copy-in-graveyard');
  // Keyboard focus starts on the answers, not on the rule chip in the prompt.
  await expect(table.decision.dialog().getByRole('button', { name: 'Yes', exact: true })).toBeFocused();
  await table.decision.yes();

  // The cast copy needs a target.
  await table.decision.expectFor('Player 1', /Choose .* for Lightning Bolt/);
  await table.decision.choose('Player 2');

  // The enchanted card is exiled; the Aura must go to another instant card in a graveyard: a choice (115.10).
  await table.decision.expectFor('Player 1');
  await expect(table.decision.options()).toHaveCount(2);
  await expect(table.decision.dialog()).toContainText('Shock');
  await expect(table.decision.dialog()).toContainText('Think Twice');
  await table.screenshot('volute-05-reattach-choice');
  await table.decision.choose('Think Twice');
  await expect(table.decision.dialog()).toHaveCount(0);
  // The dialog gone, focus comes back to the table (the pass button), not to the page body.
  await expect(page.getByTestId('pass')).toBeFocused();

  await expect(table.card('Lightning Bolt', 'Player 2 exile')).toBeVisible();
  await expect(volute).toHaveAccessibleName('Spellweaver Volute, attached to Think Twice in Player 1 graveyard');
  await expect(table.card('Think Twice', 'Player 1 graveyard')).toHaveAccessibleName(/enchanted by Spellweaver Volute/);
  await expect(table.stack.top()).toHaveAccessibleName(
    /^Lightning Bolt, copy of a spell, controlled by Player 1, top of the stack, targeting Player 2/,
  );
  await table.screenshot('volute-06-copy-on-stack-volute-moved');

  // The copy resolves, goes to the graveyard and ceases to exist (704.5e); then Divination resolves.
  await table.stack.resolveTop();
  await expect(table.life('p2')).toContainText('17');
  await expect(table.zone('Player 1 graveyard').getByRole('button', { name: /copy/ })).toHaveCount(0);
  await expect(table.log()).toContainText('704.5e');
  await table.stack.resolveTop();
  await expect(table.stack.items()).toHaveCount(0);
  await expect(table.zone('Player 1 hand').getByRole('button')).toHaveCount(2);
  await table.screenshot('volute-07-done');
});
