/**
 * Page object for sharing and files, with the person's verbs: copy the link, export, import a
 * file, drop a file on the page, paste a puzzle, read the one message a bad input shows.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export class Share {
  constructor(readonly page: Page) {}

  tools(): Locator {
    return this.page.getByRole('group', { name: 'Share and files' });
  }

  /** Clicks "Copy link" and returns the link (read back from the address bar). */
  async copyLink(): Promise<string> {
    await this.tools().getByRole('button', { name: 'Copy link' }).click();
    await expect(this.page).toHaveURL(/#s=2/);
    const url = new URL(this.page.url());
    return url.hash;
  }

  /** The alert listing the problems of input that could not be opened. */
  failure(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async dismissFailure(): Promise<void> {
    await this.failure().getByRole('button', { name: 'OK' }).click();
    await expect(this.failure()).toHaveCount(0);
  }

  importNotes(): Locator {
    return this.page.getByRole('region', { name: 'Import warnings' });
  }

  /** Drops a file on the page as a person dragging it from their desktop would. */
  async dropFile(path: string, name: string, holdFor?: (page: Page) => Promise<void>): Promise<void> {
    const text = readFileSync(path, 'utf8');
    const data = await this.page.evaluateHandle(
      ({ text, name }) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], name, { type: 'text/plain' }));
        return dt;
      },
      { text, name },
    );
    await this.page.dispatchEvent('body', 'dragenter', { dataTransfer: data });
    await this.page.dispatchEvent('body', 'dragover', { dataTransfer: data });
    await expect(this.page.getByTestId('drop-overlay')).toBeVisible();
    if (holdFor) await holdFor(this.page);
    await this.page.dispatchEvent('body', 'drop', { dataTransfer: data });
    await expect(this.page.getByTestId('drop-overlay')).toHaveCount(0);
  }

  /** Clicks Export and returns the downloaded file's name and text. */
  async exportFile(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.tools().getByRole('button', { name: 'Export' }).click();
    const d = await download;
    const path = await d.path();
    return { name: d.suggestedFilename(), text: readFileSync(path, 'utf8') };
  }

  /** Opens a file through the Import button's file picker. */
  async importFile(name: string, text: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page
      .getByRole('button', { name: /^Import/ })
      .first()
      .click();
    await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  async paste(text: string): Promise<void> {
    await this.tools().getByRole('button', { name: 'Paste puzzle…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Paste a Forge puzzle' });
    await dialog.getByRole('textbox').fill(text);
    await dialog.getByRole('button', { name: 'Open' }).click();
  }

  saved(): Locator {
    return this.page.getByTestId('save-status');
  }
}
