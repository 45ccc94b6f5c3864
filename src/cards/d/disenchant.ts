/** Disenchant — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, target } from '../dsl';

export const disenchant: CardDef = {
  name: 'Disenchant',
  manaCost: '{1}{W}',
  typeLine: 'Instant',
  oracle: 'Destroy target artifact or enchantment.',
  spell: {
    targets: [target({ objects: { types: ['artifact', 'enchantment'] } }, 'target artifact or enchantment')],
    steps: [{ do: 'destroy', what: FIRST_TARGET }],
  },
};
