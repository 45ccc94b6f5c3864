/** Bone Splinters — Sorcery. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, creatureYouControl, targetCreature } from '../dsl';

export const boneSplinters: CardDef = {
  name: 'Bone Splinters',
  manaCost: '{B}',
  typeLine: 'Sorcery',
  oracle: 'As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.',
  scryfallId: 'd4a4b3a3-b7ae-4210-8037-098fdf5808d0',
  additionalCosts: [{ kind: 'sacrifice', filter: creatureYouControl, label: 'a creature to sacrifice' }],
  spell: { targets: [targetCreature], steps: [{ do: 'destroy', what: FIRST_TARGET }] },
};
