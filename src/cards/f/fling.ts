/** Fling — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, anyTarget, creatureYouControl } from '../dsl';

export const fling: CardDef = {
  name: 'Fling',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracle:
    "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature's power to any target.",
  scryfallId: '6b144452-2e91-4e46-abe9-ed76b39f8314',
  additionalCosts: [{ kind: 'sacrifice', filter: creatureYouControl, label: 'a creature to sacrifice' }],
  spell: {
    targets: [anyTarget],
    steps: [{ do: 'damage', amount: { powerOf: { ref: 'sacrificed' } }, to: FIRST_TARGET }],
  },
};
