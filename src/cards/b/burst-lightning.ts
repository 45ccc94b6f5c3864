/** Burst Lightning — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, anyTarget } from '../dsl';

export const burstLightning: CardDef = {
  name: 'Burst Lightning',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracle:
    'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.',
  scryfallId: '2dc16614-5cf8-444d-a5ae-cac25018af68',
  additionalCosts: [{ kind: 'kicker', mana: '{4}' }],
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: { kicked: [2, 4] }, to: FIRST_TARGET }] },
};
