/** Cremate — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, YOU, target } from '../dsl';

export const cremate: CardDef = {
  name: 'Cremate',
  manaCost: '{B}',
  typeLine: 'Instant',
  oracle: 'Exile target card from a graveyard.\nDraw a card.',
  scryfallId: '1095cdfe-8060-4a73-bacf-9f983152b486',
  spell: {
    targets: [target({ objects: { zone: 'graveyard' } }, 'target card from a graveyard')],
    steps: [
      { do: 'moveTo', what: FIRST_TARGET, zone: 'exile' },
      { do: 'draw', player: YOU, count: 1 },
    ],
  },
};
