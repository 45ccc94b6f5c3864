/** Contamination — Enchantment. */
import type { CardDef } from '../../engine';
import { SOURCE, creatureYouControl } from '../dsl';

export const contamination: CardDef = {
  name: 'Contamination',
  manaCost: '{2}{B}',
  typeLine: 'Enchantment',
  oracle:
    'At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature.\nIf a land is tapped for mana, it produces {B} instead of any other type and amount.',
  scryfallId: '86067dfe-65c3-4c96-bccd-b3915d6663f9',
  triggered: [
    {
      on: { event: 'step', step: 'upkeep', whose: 'you' },
      steps: [
        {
          do: 'may',
          prompt: 'sacrifice a creature to keep this enchantment?',
          as: 'keep',
          onlyIf: { matching: creatureYouControl },
        },
        { do: 'sacrificeChosen', filter: creatureYouControl, as: 'sacrificed', when: { var: 'keep' } },
        { do: 'sacrifice', what: SOURCE, when: { not: { var: 'keep' } } },
      ],
      text: 'At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature.',
    },
  ],
  replacements: [{ kind: 'landManaBecomes', mana: 'B' }],
};
