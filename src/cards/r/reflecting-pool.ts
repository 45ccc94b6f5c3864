/** Reflecting Pool — Land. */
import type { CardDef } from '../../engine';

export const reflectingPool: CardDef = {
  name: 'Reflecting Pool',
  manaCost: '',
  typeLine: 'Land',
  oracle: '{T}: Add one mana of any type that a land you control could produce.',
  scryfallId: '7b633ac2-bf98-42bd-8c26-8737a7d8edc7',
  activated: [
    {
      cost: { tap: true },
      mana: { kind: 'couldProduce', lands: 'you', colorsOnly: false },
      text: '{T}: Add one mana of any type that a land you control could produce.',
    },
  ],
};
