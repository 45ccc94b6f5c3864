/** Fire // Ice — Instant // Instant. */
import type { CardDef } from '../../engine';
import { ANY_TARGET } from '../../engine';
import { FIRST_TARGET, YOU, target } from '../dsl';

export const fireIce: CardDef = {
  name: 'Fire // Ice',
  manaCost: '{1}{R} // {1}{U}',
  typeLine: 'Instant // Instant',
  oracle:
    'Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.',
  scryfallId: 'f98f4538-5b5b-475d-b98f-49d01dae6f04',
  halves: [
    {
      name: 'Fire',
      manaCost: '{1}{R}',
      typeLine: 'Instant',
      oracle: 'Fire deals 2 damage divided as you choose among one or two targets.',
      // With two targets each gets 1 (CR 601.2d: each target gets at least 1).
      spell: {
        targets: [target(ANY_TARGET, 'one or two targets', 1, 2)],
        steps: [{ do: 'damage', amount: 2, to: FIRST_TARGET, divided: true }],
      },
    },
    {
      name: 'Ice',
      manaCost: '{1}{U}',
      typeLine: 'Instant',
      oracle: 'Tap target permanent.\nDraw a card.',
      spell: {
        targets: [target({ objects: {} }, 'target permanent')],
        steps: [
          { do: 'tap', what: FIRST_TARGET },
          { do: 'draw', player: YOU, count: 1 },
        ],
      },
    },
  ],
};
