/** Spider-Man Noir — Legendary Creature — Spider Human Hero. */
import type { CardDef } from '../../engine';

export const spiderManNoir: CardDef = {
  name: 'Spider-Man Noir',
  manaCost: '{4}{B}',
  typeLine: 'Legendary Creature \u2014 Spider Human Hero',
  oracle:
    'Menace\nWhenever a creature you control attacks alone, put a +1/+1 counter on it. Then surveil X, where X is the number of counters on it. (Look at the top X cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)',
  power: 4,
  toughness: 4,
  scryfallId: 'bc64366c-2691-48cd-bb4b-a4b088c6f16b',
  keywords: ['menace'],
  triggered: [
    {
      on: { event: 'attacks', what: { filter: { types: ['creature'], controller: 'you' } }, alone: true },
      steps: [
        { do: 'addCounters', what: { ref: 'trigger', key: 'attacker' }, counter: '+1/+1', count: 1 },
        { do: 'surveil', count: { countersOn: { ref: 'trigger', key: 'attacker' } } },
      ],
      text: 'Whenever a creature you control attacks alone, put a +1/+1 counter on it. Then surveil X, where X is the number of counters on it.',
    },
  ],
};
