/** Fellwar Stone — Artifact. */
import type { CardDef } from '../../engine';

export const fellwarStone: CardDef = {
  name: 'Fellwar Stone',
  manaCost: '{2}',
  typeLine: 'Artifact',
  oracle: '{T}: Add one mana of any color that a land an opponent controls could produce.',
  scryfallId: 'dc47e322-f8b8-4685-b035-fda0cc433e6b',
  activated: [
    {
      cost: { tap: true },
      mana: { kind: 'couldProduce', lands: 'opponent', colorsOnly: true },
      text: '{T}: Add one mana of any color that a land an opponent controls could produce.',
    },
  ],
};
