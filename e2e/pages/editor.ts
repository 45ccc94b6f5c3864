/**
 * Page object for the board editor, with a person's verbs: `editor.addCard('Spellweaver
 * Volute', 'p1', 'battlefield')`, `editor.attach('Spellweaver Volute', 'Lightning Bolt')`,
 * `editor.play()`. Selects by ARIA roles and names (cards are buttons named for the card and its
 * state), data-testid where there is no better handle.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { cardName } from './table';

export type Seat = 'p1' | 'p2';
export type EditZone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'sideboard';

const seat = (p: Seat) => (p === 'p1' ? 'Player 1' : 'Player 2');

export class Editor {
  constructor(readonly page: Page) {}

  board(): Locator {
    return this.page.getByTestId('editor-board');
  }

  /** From the lesson list: "New board". */
  async openNew(): Promise<void> {
    if (!this.page.url().includes('anim=0')) await this.page.goto('/?anim=0');
    await this.page.getByTestId('new-board').click();
    await expect(this.board()).toBeVisible();
  }

  /** From a game on the table: "Edit board" (its starting board). */
  async openFromGame(): Promise<void> {
    await this.page.getByTestId('edit-board').click();
    await expect(this.board()).toBeVisible();
  }

  zone(player: Seat, zone: EditZone): Locator {
    return this.board().getByRole('region', { name: `${seat(player)} ${zone}`, exact: true });
  }

  card(name: string, player?: Seat, zone?: EditZone): Locator {
    const within = player && zone ? this.zone(player, zone) : this.board();
    return within.getByRole('button', { name: cardName(name) });
  }

  /** Types the name in "Add a card" (player and zone chosen first) and picks it from the list. */
  async addCard(name: string, player: Seat, zone: EditZone): Promise<void> {
    const before = await this.card(name, player, zone).count();
    await this.page.getByTestId('add-player').selectOption(player);
    await this.page.getByTestId('add-zone').selectOption(zone);
    const field = this.page.getByRole('combobox', { name: 'Card name' });
    await field.fill(name);
    await this.page.getByRole('listbox', { name: 'Cards' }).getByRole('option', { name, exact: true }).click();
    await expect(this.card(name, player, zone)).toHaveCount(before + 1);
  }

  /** Adds a proxy: a name the pool lacks, with a type line and P/T. */
  async addProxy(
    name: string,
    player: Seat,
    zone: EditZone,
    spec: { typeLine?: string; manaCost?: string; power?: number; toughness?: number } = {},
  ): Promise<void> {
    await this.page.getByTestId('add-player').selectOption(player);
    await this.page.getByTestId('add-zone').selectOption(zone);
    await this.page.getByRole('combobox', { name: 'Card name' }).fill(name);
    await this.page.getByRole('option', { name: `Add "${name}" as a proxy…` }).click();
    const form = this.page.getByRole('form', { name: 'Proxy card' });
    if (spec.typeLine) await form.getByLabel('Type line').fill(spec.typeLine);
    if (spec.manaCost) await form.getByLabel('Mana cost').fill(spec.manaCost);
    if (spec.power !== undefined) await form.getByLabel('Power').fill(String(spec.power));
    if (spec.toughness !== undefined) await form.getByLabel('Toughness').fill(String(spec.toughness));
    await form.getByRole('button', { name: 'Add proxy' }).click();
    await expect(this.card(name, player, zone).first()).toBeVisible();
  }

  /** Selects a card: its settings show beside the board. */
  async select(name: string, player?: Seat, zone?: EditZone): Promise<Locator> {
    await this.card(name, player, zone).first().click();
    const inspector = this.inspector();
    await expect(inspector.getByTestId('inspector-name')).toHaveText(name);
    return inspector;
  }

  inspector(): Locator {
    return this.page.getByTestId('inspector');
  }

  /** The keyboard path: select the Aura, "Attach to…", pick the host. */
  async attach(aura: string, host: string): Promise<void> {
    const inspector = await this.select(aura);
    await inspector.getByTestId('attach-menu').click();
    await this.page
      .getByRole('menu', { name: 'Attach to' })
      .getByRole('menuitem', { name: new RegExp(`^${host}( |$)`) })
      .click();
    await expect(inspector.getByTestId('attached-to')).toContainText(host);
  }

  /** Drags a card onto another card (an Aura: attach it) with the mouse; `whileOver` runs before the drop. */
  async dragOnto(card: string, target: string, whileOver?: () => Promise<void>): Promise<void> {
    const from = this.card(card).first();
    const to = this.card(target).first();
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('dragOnto: card not visible');
    const mouse = this.page.mouse;
    await mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await mouse.down();
    await mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 3 });
    await mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2 + 1);
    if (whileOver) await whileOver();
    await mouse.up();
  }

  /** The last refusal, with its reason. */
  notice(): Locator {
    return this.page.getByTestId('editor-notice');
  }

  problems(): Locator {
    return this.page.getByTestId('problems');
  }

  async setLife(player: Seat, life: number): Promise<void> {
    await this.page
      .getByRole('region', { name: `${seat(player)} setup` })
      .getByLabel('Life')
      .fill(String(life));
  }

  /** "Play from here": the board goes to the table. */
  async play(): Promise<void> {
    await this.page.getByTestId('play-from-here').click();
    await expect(this.page.getByTestId('table')).toBeVisible();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  }
}
