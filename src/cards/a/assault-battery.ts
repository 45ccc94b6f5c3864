/** Assault // Battery — Sorcery // Sorcery. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, anyTarget } from '../dsl';

export const assaultBattery: CardDef = {
  name: 'Assault // Battery',
  manaCost: '{R} // {3}{G}',
  typeLine: 'Sorcery // Sorcery',
  oracle: 'Assault deals 2 damage to any target.\n//\nCreate a 3/3 green Elephant creature token.',
  scryfallId: '0ec6a889-c941-4898-a2f6-4d3863faf535',
  halves: [
    {
      name: 'Assault',
      manaCost: '{R}',
      typeLine: 'Sorcery',
      oracle: 'Assault deals 2 damage to any target.',
      spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: 2, to: FIRST_TARGET }] },
    },
    {
      name: 'Battery',
      manaCost: '{3}{G}',
      typeLine: 'Sorcery',
      oracle: 'Create a 3/3 green Elephant creature token.',
      spell: {
        targets: [],
        steps: [
          {
            do: 'createToken',
            token: { typeLine: 'Token Creature — Elephant', colors: ['G'], power: 3, toughness: 3 },
          },
        ],
      },
    },
  ],
};
