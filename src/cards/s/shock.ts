/** Shock — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, anyTarget } from '../dsl';

export const shock: CardDef = {
  name: 'Shock',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracle: 'Shock deals 2 damage to any target.',
  scryfallId: 'f9b2ff2a-6dfe-4635-8da2-22d525e82b94',
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: 2, to: FIRST_TARGET }] },
};
