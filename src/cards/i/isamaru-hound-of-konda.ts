/** Isamaru, Hound of Konda — Legendary Creature — Dog. */
import type { CardDef } from '../../engine';

export const isamaruHoundOfKonda: CardDef = {
  name: 'Isamaru, Hound of Konda',
  manaCost: '{W}',
  typeLine: 'Legendary Creature \u2014 Dog',
  oracle: '',
  power: 2,
  toughness: 2,
  scryfallId: '2e7f9919-0713-4ef9-96eb-3e0c444e47f4',
};
