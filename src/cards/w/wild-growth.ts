/** Wild Growth — Enchantment — Aura. */
import type { CardDef } from '../../engine';

export const wildGrowth: CardDef = {
  name: 'Wild Growth',
  manaCost: '{G}',
  typeLine: 'Enchantment \u2014 Aura',
  oracle: 'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.',
  scryfallId: 'fd896dfa-66c0-4327-8e5b-489bbe350c95',
  enchant: { objects: { types: ['land'] } },
  triggered: [
    {
      on: { event: 'tappedForMana', what: 'enchanted' },
      manaAbility: { adds: 'G' },
      steps: [],
      text: 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.',
    },
  ],
};
