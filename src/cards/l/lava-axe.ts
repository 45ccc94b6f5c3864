/** Lava Axe — Sorcery. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, target } from '../dsl';

export const lavaAxe: CardDef = {
  name: 'Lava Axe',
  manaCost: '{4}{R}',
  typeLine: 'Sorcery',
  oracle: 'Lava Axe deals 5 damage to target player or planeswalker.',
  scryfallId: 'f2bebbad-76aa-4388-891a-583e8af9509d',
  spell: {
    targets: [target({ players: true, objects: { types: ['planeswalker'] } }, 'target player or planeswalker')],
    steps: [{ do: 'damage', amount: 5, to: FIRST_TARGET }],
  },
};
