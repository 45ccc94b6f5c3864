/** Giant Spider — Creature — Spider. */
import type { CardDef } from '../../engine';

export const giantSpider: CardDef = {
  name: 'Giant Spider',
  manaCost: '{3}{G}',
  typeLine: 'Creature \u2014 Spider',
  oracle: 'Reach (This creature can block creatures with flying.)',
  power: 2,
  toughness: 4,
  scryfallId: '77636b4c-faea-4bf5-b88c-dd5bb88dc930',
  keywords: ['reach'],
};
