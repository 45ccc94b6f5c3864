/** The frame colour of a card, from its mana cost and types (drawn from data, no images). */
import type { ObjectFacts } from '../../scenario/object-view';
import { symbolsOf } from './mana';

export type FrameColor = 'white' | 'blue' | 'black' | 'red' | 'green' | 'gold' | 'colorless' | 'land';

const COLOR_OF: Record<string, FrameColor> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export function frameColor(facts: ObjectFacts): FrameColor {
  if (facts.types.includes('land')) return 'land';
  const costs = facts.halves.length ? facts.halves.map((h) => h.manaCost).join('') : facts.manaCost;
  const colors = new Set<FrameColor>();
  for (const sym of symbolsOf(costs)) {
    for (const ch of sym.split('/')) {
      const c = COLOR_OF[ch.toUpperCase()];
      if (c) colors.add(c);
    }
  }
  if (colors.size > 1) return 'gold';
  return [...colors][0] ?? 'colorless';
}
