import { expect, test } from '@playwright/test';
import { Share } from './pages/share';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * A Forge puzzle of the size of Pauper Puzzles #30: 1,005 permanents, 1,003 of them in one zone
 * (identical Llanowar Elves tokens), which used to be refused
 * ("too many entries: 1,003, at most 500").
 */
function bigPuzzle(): string {
  const tokens = Array.from({ length: 1003 }, () => 'Llanowar Elves|Token').join(';');
  return [
    '[metadata]',
    'Name:A board of 1,005 permanents',
    'Goal:Win',
    'Turns:1',
    'Difficulty:Hard',
    '[state]',
    'ActivePlayer=Human',
    'ActivePhase=Main1',
    'HumanLife=20',
    'AILife=20',
    'humanhand=Lightning Bolt',
    'humanbattlefield=Mountain;Grizzly Bears',
    `aibattlefield=${tokens}`,
  ].join('\n');
}

test('a board of 1,005 permanents opens, identical tokens show as one card ×1003 that expands, and play goes on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = new Table(page);
  const share = new Share(page);
  await table.open({ format: 'stackyard/scenario@1', title: 'Before', players: { p1: { battlefield: ['Island'] } } });
  await share.paste(bigPuzzle());
  await expect(page.getByTestId('scenario-title')).toHaveText('A board of 1,005 permanents');
  const theirs = table.zone('Player 2 battlefield');
  await expect(theirs.getByTestId('group-count')).toHaveText('×1003');
  // One card drawn for the 1,003 identical tokens.
  await expect(theirs.getByTestId('card')).toHaveCount(1);
  expect((await table.state()).battlefield).toHaveLength(1005);
  await table.screenshot('scale-1005-grouped');

  // Bolt one token: with 3 damage the 1/1 dies (704.5g) and the group counts 1,002.
  await table.castOnto('Lightning Bolt', 'Llanowar Elves');
  await table.stack.resolveTop();
  await expect(theirs.getByTestId('group-count')).toHaveText('×1002');

  // Expand on demand: every token is a card of its own; gather them again.
  await theirs.getByTestId('group-count').click();
  await expect(theirs.getByTestId('card')).toHaveCount(1002);
  await theirs.getByRole('button', { name: 'Group the 1002 Llanowar Elves again' }).click();
  await expect(theirs.getByTestId('card')).toHaveCount(1);
});
