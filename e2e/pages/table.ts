/**
 * Page objects with the game's verbs (STYLE: argentum, tldraw): tests read like a person
 * playing — `table.castOnto('Spellweaver Volute', 'Lightning Bolt')`, `stack.resolveTop()`.
 * They select by ARIA roles and names, and data-testid where there is no better handle.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { GameState } from '../../src/engine';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until a table on the page has its kit (drag and drop, animations), which loads once
 * the table shows (src/ui/table/table-kit.ts). Returns at once when no table is shown.
 */
export async function tableKitLoaded(page: Page): Promise<void> {
  if ((await page.getByTestId('table').count()) === 0) return;
  await expect(page.getByTestId('table')).toHaveAttribute('data-kit', 'loaded');
}

/** A card's accessible name starts with its name, then a comma and its state (or ends). */
export const cardName = (name: string) => new RegExp(`^${escape(name)}(,|$)`);

export class Table {
  readonly stack: Stack;
  readonly decision: Decision;
  constructor(readonly page: Page) {
    this.stack = new Stack(page);
    this.decision = new Decision(page);
  }

  /**
   * Opens a scenario document on the table, animations off, and waits until the table is
   * complete (its kit: drag and drop; e2e/table-kit.spec.ts covers the table before that).
   */
  async open(doc: unknown): Promise<void> {
    if (!this.page.url().includes('anim=0')) await this.page.goto('/?anim=0');
    const problems = await this.page.evaluate((d) => window.__stackyard!.load(d), doc);
    expect(problems).toBeNull();
    await expect(this.page.getByTestId('table')).toBeVisible();
    await this.ready();
  }

  zone(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  card(name: string, zone?: string): Locator {
    return (zone ? this.zone(zone) : this.page.getByTestId('table')).getByRole('button', { name: cardName(name) });
  }

  /** Waits until the table can drag and animate (its kit is loaded once the table shows). */
  async ready(): Promise<void> {
    await expect(this.page.getByTestId('table')).toBeVisible();
    await tableKitLoaded(this.page);
  }

  /** Drags with the mouse (dnd-kit's pointer sensor needs a few moves to start a drag). */
  async drag(from: Locator, to: Locator): Promise<void> {
    await this.ready();
    await from.scrollIntoViewIfNeeded();
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('drag: element not visible');
    const mouse = this.page.mouse;
    await mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await mouse.down();
    await mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 3 });
    await mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 40), { steps: 12 });
    await mouse.move(b.x + b.width / 2 + 1, b.y + Math.min(b.height / 2, 40) + 1);
    await mouse.up();
  }

  /** Drags a card from Player 1's hand onto a card (or a player's panel): cast at that target. */
  async castOnto(cardInHand: string, target: string, hand = 'Player 1 hand'): Promise<void> {
    const to =
      target === 'Player 1' || target === 'Player 2'
        ? this.page.getByTestId(`player-${target === 'Player 1' ? 'p1' : 'p2'}`)
        : this.card(target);
    await this.drag(this.card(cardInHand, hand), to.first());
  }

  /** Drags a card from hand onto the stack: cast it (the engine asks for what it needs). */
  async cast(cardInHand: string, hand = 'Player 1 hand'): Promise<void> {
    await this.drag(this.card(cardInHand, hand), this.zone('Stack'));
  }

  /** Drags a card into a zone (a manual move in sandbox mode). */
  async moveTo(card: string, zone: string, from?: string): Promise<void> {
    await this.drag(this.card(card, from), this.zone(zone));
  }

  /** Opens a card's menu with a click. */
  async openMenu(card: string, zone?: string): Promise<Locator> {
    await this.card(card, zone).click();
    const menu = this.page.getByRole('menu');
    await expect(menu.first()).toBeVisible();
    return menu.first();
  }

  life(player: 'p1' | 'p2'): Locator {
    return this.page.getByTestId(`life-${player}`);
  }

  /** The engine state shown (via the store). */
  async state(): Promise<GameState> {
    return (await this.page.evaluate(() => window.__stackyard!.state()))!;
  }

  /** What the table shows, as text: every zone's name with the accessible names of its cards. */
  async snapshot(): Promise<string> {
    return this.page.getByTestId('table').evaluate((table) => {
      const regions = [...table.querySelectorAll('section[aria-label]')];
      return (
        regions
          .map((r) => {
            const cards = [...r.querySelectorAll('[data-testid="card"]')].filter(
              (c) => c.closest('section[aria-label]') === r,
            );
            return `${r.getAttribute('aria-label')}: ${cards.map((c) => c.getAttribute('aria-label')).join(' | ')} ${r.querySelector('.life')?.textContent ?? ''}`;
          })
          .join('\n') +
        `\nstack: ${[...table.querySelectorAll('[data-testid="stack-item"]')].map((i) => i.getAttribute('aria-label')).join(' | ')}`
      );
    });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  }

  log(): Locator {
    return this.page.getByRole('region', { name: 'Rules log' });
  }
}

export class Stack {
  constructor(readonly page: Page) {}
  items(): Locator {
    return this.page.getByTestId('stack-item');
  }
  top(): Locator {
    return this.items().first();
  }
  /** Everyone passes: the top of the stack resolves. */
  async resolveTop(): Promise<void> {
    const button = this.page.getByTestId('pass');
    await expect(button).toHaveText(/^Resolve top/);
    await button.click();
  }
}

export class Decision {
  constructor(readonly page: Page) {}
  dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  async expectFor(player: 'Player 1' | 'Player 2', prompt?: RegExp): Promise<void> {
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByRole('heading', { name: `${player} decides` })).toBeVisible();
    if (prompt) await expect(this.dialog()).toContainText(prompt);
  }
  async yes(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Yes', exact: true }).click();
  }
  async no(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'No', exact: true }).click();
  }
  /** Chooses one candidate (a radio or checkbox whose label starts with `name`) and confirms. */
  async choose(...names: string[]): Promise<void> {
    for (const name of names) {
      const label = new RegExp(`^${escape(name)}( —|,|$)`);
      await this.dialog()
        .getByRole('radio', { name: label })
        .or(this.dialog().getByRole('checkbox', { name: label }))
        .first()
        .check();
    }
    await this.dialog().getByRole('button', { name: 'Choose', exact: true }).click();
  }
  options(): Locator {
    return this.dialog().getByRole('radio').or(this.dialog().getByRole('checkbox'));
  }
}
