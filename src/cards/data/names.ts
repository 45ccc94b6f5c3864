/**
 * Card-name comparison for every source of card data: the pool, a scenario's cards, a `--cards`
 * file, the catalogue, the cache and Scryfall all answer to the same spellings.
 */

/**
 * The comparison key of a card name: Unicode NFC, lowercase, single spaces, and split-card
 * names in one spelling (`Fire/Ice`, `fire // ice` → `fire // ice`). Apostrophes and other
 * punctuation still count.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s*\/\/?\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ASCII = /^[\x20-\x7e]*$/;
const NOT_ALNUM_ASCII = /[^a-z0-9]+/g;

/**
 * The loose form of a name: Unicode-decomposed, accents removed, "æ" spelled "ae",
 * lowercase, and everything but letters and digits removed. `"Lim-Dûl's Vault"` and
 * `"Lim-Dul's Vault"` → `"limdulsvault"`; `"Fire // Ice"` → `"fireice"`.
 */
export function looseName(name: string): string {
  // Plain ASCII (nearly every card name) needs no Unicode decomposition.
  if (ASCII.test(name)) return name.toLowerCase().replace(NOT_ALNUM_ASCII, '');
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
