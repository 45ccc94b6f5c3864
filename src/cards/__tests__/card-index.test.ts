/** The generated card index is up to date with the card folders (STYLE "Cards found, not listed"). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardIndexSource, findCardFiles } from '../../../scripts/card-index';
import { ALL_CARDS } from '../all';

const CARDS = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('src/cards/all.ts', () => {
  it('is what `npm run cards:index` writes from the card folders (run it after adding a card)', () => {
    const want = cardIndexSource(findCardFiles(CARDS));
    expect(readFileSync(join(CARDS, 'all.ts'), 'utf8'), 'src/cards/all.ts is stale: run `npm run cards:index`').toBe(
      want,
    );
  });

  it('lists one definition per card file, each under its own name', () => {
    const files = findCardFiles(CARDS);
    expect(ALL_CARDS).toHaveLength(files.length);
    expect(new Set(ALL_CARDS.map((c) => c.name)).size).toBe(ALL_CARDS.length);
  });
});
