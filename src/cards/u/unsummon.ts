/** Unsummon — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, targetCreature } from '../dsl';

export const unsummon: CardDef = {
  name: 'Unsummon',
  manaCost: '{U}',
  typeLine: 'Instant',
  oracle: "Return target creature to its owner's hand.",
  scryfallId: '8512f2c1-6361-4b79-843f-80b6bceeeb99',
  spell: { targets: [targetCreature], steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'hand' }] },
};
