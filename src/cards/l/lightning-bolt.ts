/** Lightning Bolt — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, anyTarget } from '../dsl';

export const lightningBolt: CardDef = {
  name: 'Lightning Bolt',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracle: 'Lightning Bolt deals 3 damage to any target.',
  scryfallId: 'd573ef03-4730-45aa-93dd-e45ac1dbaf4a',
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: 3, to: FIRST_TARGET }] },
};
