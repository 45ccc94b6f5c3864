/**
 * Hostile card text through the Oracle compiler (issue 23, item 4): each crafted family
 * (src/fuzz/hostile-oracle.ts) at 40 repeats and at 5,000 characters, compiled as a creature's
 * ability and as an instant's text — the slower of the two shapes, best of 5 runs (target ≤ 50 ms;
 * the issue measured 17.7 s at 16 repeats, over 60 s at 18 or 40) — and the compiler's work on it
 * in units per character of text (work.ts: linear means a constant here; its bound is 1,000 a
 * character plus 200,000).
 */
import type { CardData } from '../src/cards/data/card-data';
import { compileCard } from '../src/cards/oracle/compile';
import { lastCardWork } from '../src/cards/oracle/work';
import { HOSTILE_FAMILIES, hostileText } from '../src/fuzz/hostile-oracle';
import { figure, type Figure } from './stats';

function shapes(text: string): CardData[] {
  return [
    {
      name: 'Hostile Text',
      mana_cost: '{1}',
      type_line: 'Creature — Bear',
      oracle_text: text,
      power: '2',
      toughness: '2',
      layout: 'normal',
    },
    { name: 'Hostile Text', mana_cost: '{1}', type_line: 'Instant', oracle_text: text, layout: 'normal' },
  ];
}

/** Compile time and work per character for each family and size. */
export function hostileCardFigures(): Figure[] {
  const out: Figure[] = [];
  for (const family of HOSTILE_FAMILIES) {
    for (const [size, n] of [
      ['40 repeats', 40],
      ['5,000 characters', 1_000],
    ] as const) {
      const text = hostileText(family, n);
      let ms = 0;
      let perChar = 0;
      for (const data of shapes(text)) {
        let best = Infinity;
        for (let run = 0; run < 5; run++) {
          const t0 = performance.now();
          compileCard(data);
          best = Math.min(best, performance.now() - t0);
        }
        ms = Math.max(ms, best);
        perChar = Math.max(perChar, lastCardWork().spent / text.length);
      }
      const name = `"${family.name}" at ${size} (${text.length} characters)`;
      out.push(
        figure('hostile', `compile ${name}`, ms, 'ms', 50, 'the slower of a creature and an instant, best of 5'),
      );
      out.push(figure('hostile', `work on ${name}`, perChar, 'units/char', 40, 'work.ts units per character of text'));
    }
  }
  return out;
}
