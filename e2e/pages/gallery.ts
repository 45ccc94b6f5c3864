/** Page object for the lesson gallery: search, browse by card or rule, open a lesson. */
import { expect, type Locator, type Page } from '@playwright/test';

export class Gallery {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/?anim=0');
    await expect(this.search()).toBeVisible();
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search lessons' });
  }

  async find(query: string): Promise<void> {
    await this.search().fill(query);
  }

  lessons(): Locator {
    return this.page.getByTestId('lesson-link');
  }

  lesson(title: string | RegExp): Locator {
    return this.lessons().filter({ hasText: title });
  }

  async browseBy(view: 'card' | 'rule'): Promise<void> {
    await this.page.getByRole('radio', { name: view === 'card' ? 'By card' : 'By rule' }).check();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  }
}
