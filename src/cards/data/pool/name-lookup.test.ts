// The offline pool's name lookup and search (issue 20): a card's exact name wins over a face's;
// faces and "A // B" find their card; accents and punctuation are read loosely, with a note.
// The names are real cards' (Scryfall's spelling), in the pool's order (sorted).
import { describe, expect, it } from 'vitest';
import { indexCards } from '../card-index';
import { nameLookup } from './name-lookup';
import { nameSearch } from './name-search';
import { faceNamesOf, shardOf, SHARD_COUNT } from './format';

const NAMES = [
  'Delver of Secrets // Insectile Aberration',
  'Fire // Ice',
  'Infirmary Healer // Stream of Life',
  'Lightning Bolt',
  "Lim-Dûl's Vault",
  'SP//dr, Piloted by Peni',
  'Sheoldred, the Apocalypse',
  'Stream of Life',
  'Tarmogoyf',
  'Tarmogoyf Nest',
  'Æther Vial',
];

describe('the name lookup', () => {
  const lookup = nameLookup(NAMES);

  it('an exact card name wins over a face name, whatever the order', () => {
    expect(lookup.find('Stream of Life')).toEqual({ card: 'Stream of Life', via: 'card' });
    expect(nameLookup([...NAMES].reverse()).find('stream of life')?.card).toBe('Stream of Life');
  });

  it('a face name and "A // B" (any spelling of the separator) find the card', () => {
    expect(lookup.find('Insectile Aberration')).toEqual({
      card: 'Delver of Secrets // Insectile Aberration',
      via: 'face',
    });
    expect(lookup.find('Ice')?.card).toBe('Fire // Ice');
    expect(lookup.find('fire/ice')).toEqual({ card: 'Fire // Ice', via: 'card' });
    // A name with "//" but no faces is one name.
    expect(lookup.find('SP//dr, Piloted by Peni')?.card).toBe('SP//dr, Piloted by Peni');
    expect(faceNamesOf('SP//dr, Piloted by Peni')).toEqual([]);
  });

  it('case alone is no difference; accents and punctuation are, read loosely with a note', () => {
    expect(lookup.find('LIGHTNING BOLT')).toEqual({ card: 'Lightning Bolt', via: 'card' });
    for (const spelling of ["Lim-Dul's Vault", "Lim-Dûl's Vault".normalize('NFD'), 'Lim Duls Vault'])
      expect(lookup.find(spelling)?.card, spelling).toBe("Lim-Dûl's Vault");
    expect(lookup.find("Lim-Dul's Vault")).toEqual({
      card: "Lim-Dûl's Vault",
      via: 'loose-card',
      note: 'read as "Lim-Dûl\'s Vault" (the spelling differs only in accents or punctuation)',
    });
    expect(lookup.find('Aether Vial')?.card).toBe('Æther Vial');
    expect(lookup.find('Sheoldred the Apocalypse')?.card).toBe('Sheoldred, the Apocalypse');
    expect(lookup.find('Insectile-Aberration')).toMatchObject({ card: NAMES[0], via: 'loose-face' });
  });

  it('a name no card has, or a misspelling, is not found (suggestions are the search’s job)', () => {
    expect(lookup.find('Tarmogyof')).toBeUndefined();
    expect(lookup.find('')).toBeUndefined();
    expect(lookup.find('---')).toBeUndefined();
  });

  it("a card's shard follows from its name alone, within the shard count", () => {
    for (const name of NAMES) {
      expect(shardOf(name)).toBe(shardOf(name));
      expect(shardOf(name)).toBeGreaterThanOrEqual(0);
      expect(shardOf(name)).toBeLessThan(SHARD_COUNT);
    }
    // FNV-1a of "a" is 0xe40c292c; 0xe40c292c mod 1024 = 0x12c.
    expect(SHARD_COUNT).toBe(1024);
    expect(shardOf('a')).toBe(0x12c);
  });
});

describe('lists of card data (a --cards file, a scenario) keep the same order', () => {
  it("a card's own name wins over another card's face, whichever is listed first", () => {
    const healer = {
      name: 'Infirmary Healer // Stream of Life',
      layout: 'prepare',
      card_faces: [
        { name: 'Infirmary Healer', type_line: 'Creature — Cat Cleric', mana_cost: '{1}{G}' },
        { name: 'Stream of Life', type_line: 'Sorcery', mana_cost: '{X}{G}' },
      ],
    };
    const stream = { name: 'Stream of Life', type_line: 'Sorcery', mana_cost: '{X}{G}{G}' };
    expect(indexCards([healer, stream]).find('Stream of Life')?.mana_cost).toBe('{X}{G}{G}');
    expect(indexCards([stream, healer]).find('Stream of Life')?.mana_cost).toBe('{X}{G}{G}');
    // A prepare card is its creature face outside the stack, as an adventurer is (cards/data/faces.ts).
    const found = indexCards([healer, stream]).find('Infirmary Healer');
    expect(found?.layout).toBe('prepare');
    expect(found?.card_faces?.map((f) => f.name)).toEqual(['Infirmary Healer', 'Stream of Life']);
  });
});

describe('the name search', () => {
  const search = nameSearch(NAMES);
  const names = (typed: string) => search.search(typed).map((h) => `${h.name} (${h.rank})`);

  it('ranks exact, prefix, word prefix, contains, then close spellings', () => {
    expect(names('Tarmogoyf')).toEqual(['Tarmogoyf (exact)', 'Tarmogoyf Nest (prefix)']);
    expect(names('apocalypse')).toEqual(['Sheoldred, the Apocalypse (word)']);
    expect(names('ogoy')).toEqual(['Tarmogoyf (contains)', 'Tarmogoyf Nest (contains)']);
    expect(names('Tarmogyof')).toEqual(['Tarmogoyf (close)']);
    expect(names('lim dul')).toEqual(["Lim-Dûl's Vault (prefix)"]);
  });

  it('an exact card name comes before the face of another card; a face finds its card, listed once', () => {
    expect(names('Stream of Life')).toEqual(['Stream of Life (exact)', 'Infirmary Healer // Stream of Life (exact)']);
    expect(names('delver')).toEqual(['Delver of Secrets // Insectile Aberration (prefix)']);
  });

  it('closest names for an unknown one', () => {
    expect(search.closest('Lightnig Bolt')).toEqual(['Lightning Bolt']);
    expect(search.closest('Qwxz Zzyx')).toEqual([]);
  });
});
