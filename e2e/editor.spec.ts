import { expect, test } from './scryfall';
import { Editor } from './pages/editor';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 1000 } });

test('build the Volute board from empty with the editor, then play it: the copy offer appears', async ({ page }) => {
  const editor = new Editor(page);
  const table = new Table(page);
  await editor.openNew();
  for (let i = 0; i < 3; i++) await editor.addCard('Island', 'p1', 'battlefield');
  await editor.addCard('Spellweaver Volute', 'p1', 'battlefield');
  await editor.addCard('Lightning Bolt', 'p2', 'graveyard');
  await editor.addCard('Divination', 'p1', 'hand');
  await editor.attach('Spellweaver Volute', 'Lightning Bolt');
  await expect(editor.card('Spellweaver Volute', 'p1', 'battlefield')).toHaveAccessibleName(
    'Spellweaver Volute, attached to Lightning Bolt in Player 2 graveyard',
  );
  await expect(editor.card('Lightning Bolt', 'p2', 'graveyard')).toHaveAccessibleName(
    /enchanted by Spellweaver Volute/,
  );
  await expect(editor.problems()).toContainText('ready to play');
  await editor.screenshot('editor-01-volute-board');

  await editor.play();
  await expect(table.card('Spellweaver Volute', 'Player 1 battlefield')).toHaveAccessibleName(
    'Spellweaver Volute, attached to Lightning Bolt in Player 2 graveyard',
  );
  await table.cast('Divination');
  await expect(table.stack.top()).toHaveAccessibleName(/^Spellweaver Volute ability, triggered ability/);
  await table.stack.resolveTop();
  await table.decision.expectFor('Player 1', /cast the copy of Lightning Bolt/);
  await editor.screenshot('editor-02-played-copy-offer');
});

test('an illegal attachment is refused with the reason; problems show live; undo and redo; editing a game starts from its board', async ({
  page,
}) => {
  test.setTimeout(60_000); // a long walk through the editor: about 40 actions
  const editor = new Editor(page);
  await editor.openNew();
  await editor.addCard('Island', 'p1', 'battlefield');
  await editor.addCard('Spellweaver Volute', 'p1', 'battlefield');
  await editor.addCard('Grizzly Bears', 'p2', 'battlefield');
  await editor.addCard('Pacifism', 'p1', 'hand');
  // A proxy needs a name no real card has: every real card (Tarmogoyf too) is in the offline pool.
  await editor.addProxy('Bramble Lurker', 'p2', 'battlefield', {
    typeLine: 'Creature — Lhurgoyf',
    manaCost: '{1}{G}',
    power: 0,
    toughness: 1,
  });

  // Drag the Volute onto the Island: its enchant ability forbids it.
  await editor.dragOnto('Spellweaver Volute', 'Island', async () => {
    await expect(editor.card('Island')).toHaveClass(/drop-refuse/);
    await editor.screenshot('editor-03a-dragging-onto-island');
  });
  await expect(editor.notice()).toContainText(
    'Spellweaver Volute can\'t enchant Island on Player 1 battlefield: its enchant ability says "Enchant instant card in a graveyard"',
  );
  await expect(editor.card('Spellweaver Volute')).toHaveAccessibleName('Spellweaver Volute');
  // The keyboard path lists it too, refused with the reason.
  const inspector = await editor.select('Spellweaver Volute');
  await inspector.getByTestId('attach-menu').click();
  const menu = page.getByRole('menu', { name: 'Attach to' });
  await expect(menu.getByRole('menuitem', { name: /^Island on Player 1 battlefield/ })).toBeDisabled();
  await expect(menu).toContainText('Nothing on this board');
  await editor.screenshot('editor-03-attach-refused');
  await page.keyboard.press('Escape');

  // Drag Pacifism from the hand onto the Bears: it enters attached.
  await editor.dragOnto('Pacifism', 'Grizzly Bears', async () => {
    await expect(editor.card('Grizzly Bears')).toHaveClass(/drop-legal/);
    await expect(editor.card('Bramble Lurker')).toHaveClass(/drop-legal/);
    await expect(editor.card('Island')).not.toHaveClass(/drop-legal/);
    await editor.screenshot('editor-03b-dragging-pacifism');
  });
  await expect(editor.card('Pacifism', 'p1', 'battlefield')).toHaveAccessibleName(
    'Pacifism, attached to Grizzly Bears on Player 2 battlefield',
  );
  // Moving the Bears to the graveyard makes the attachment illegal: a live problem, the edit kept.
  const bears = await editor.select('Grizzly Bears');
  await bears.getByTestId('move-menu').click();
  await page.getByRole('menu', { name: 'Move to' }).getByRole('menuitem', { name: 'Graveyard' }).nth(1).click();
  await expect(editor.card('Grizzly Bears', 'p2', 'graveyard')).toBeVisible();
  await expect(editor.problems()).toContainText("Pacifism can't enchant Grizzly Bears in the graveyard");
  await expect(editor.card('Pacifism')).toHaveAccessibleName(/has a problem/);
  await page.getByTestId('play-from-here').click();
  await expect(editor.notice()).toContainText("can't be played yet");
  await editor.screenshot('editor-04-live-problem');

  // Ctrl+Z undoes the move (the editor's history, not the game's).
  await editor.board().click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(editor.card('Grizzly Bears', 'p2', 'battlefield')).toBeVisible();
  await expect(editor.problems()).toContainText('ready to play');
  await page.keyboard.press('Control+Shift+z');
  await expect(editor.card('Grizzly Bears', 'p2', 'graveyard')).toBeVisible();
  await page.keyboard.press('Control+z');

  await editor.setLife('p2', 7);
  await editor.play();
  await expect(page.getByTestId('life-p2')).toContainText('7');
  // "Edit board" from the game opens its starting board.
  await editor.openFromGame();
  await expect(editor.card('Bramble Lurker', 'p2', 'battlefield')).toHaveAccessibleName(
    /^Bramble Lurker, proxy \(unscripted\)/,
  );
  await expect(page.getByRole('region', { name: 'Player 2 setup' }).getByLabel('Life')).toHaveValue('7');
});
