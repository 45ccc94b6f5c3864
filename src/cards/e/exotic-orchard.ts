/** Exotic Orchard — Land. */
import type { CardDef } from '../../engine';

export const exoticOrchard: CardDef = {
  name: 'Exotic Orchard',
  manaCost: '',
  typeLine: 'Land',
  oracle: '{T}: Add one mana of any color that a land an opponent controls could produce.',
  scryfallId: '6aae6480-4e71-4d94-a648-f80d3849d792',
  activated: [
    {
      cost: { tap: true },
      mana: { kind: 'couldProduce', lands: 'opponent', colorsOnly: true },
      text: '{T}: Add one mana of any color that a land an opponent controls could produce.',
    },
  ],
};
