// One card cut out of a shard's text is the card the whole shard's JSON holds (issue 20: the app
// keeps shards as text and parses only the cards a game asks for).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { shardFile, shardOf } from './format';
import { shardText } from './shard-text';

const POOL = new URL('../../../../public/pool/', import.meta.url);
const shardOfName = (name: string) =>
  gunzipSync(readFileSync(new URL(shardFile(shardOf(name)), POOL))).toString('utf8');

describe('a card out of a shard’s text', () => {
  it('every card of a committed shard is the same as in the parsed shard (braces and quotes in text too)', () => {
    // Kongming's name has quotes; Tarmogoyf's shard holds rules text with {braces}.
    for (const name of ['Kongming, "Sleeping Dragon"', 'Tarmogoyf']) {
      const text = shardOfName(name);
      const all = JSON.parse(text) as { name: string }[];
      const shard = shardText(text);
      expect(all.some((c) => c.name === name)).toBe(true);
      for (const card of all) expect(shard.card(card.name)).toEqual(card);
    }
  });

  it("a card named as another card's face is the card, not the face", () => {
    const text = JSON.stringify([
      {
        name: 'Infirmary Healer // Stream of Life',
        card_faces: [
          { name: 'Infirmary Healer', type_line: 'Creature — Cat Cleric' },
          { name: 'Stream of Life', type_line: 'Sorcery — Adventure' },
        ],
      },
      { name: 'Stream of Life', mana_cost: '{X}{G}', type_line: 'Sorcery' },
    ]);
    expect(shardText(text).card('Stream of Life')).toEqual({
      name: 'Stream of Life',
      mana_cost: '{X}{G}',
      type_line: 'Sorcery',
    });
    expect(shardText(text).card('Infirmary Healer')).toBeUndefined();
  });

  it('a card not in the shard is undefined; text that is no list is refused', () => {
    expect(shardText('[{"name":"Grizzly Bears","type_line":"Creature — Bear"}]').card('Tarmogoyf')).toBeUndefined();
    expect(() => shardText('{"name":"Grizzly Bears"}', 'shard-001.json.gz')).toThrow(
      'shard-001.json.gz is not a list of cards',
    );
  });
});
