/** Spider-Gwen, Free Spirit — Legendary Creature — Spider Human Hero. */
import type { CardDef } from '../../engine';
import { YOU } from '../dsl';

export const spiderGwenFreeSpirit: CardDef = {
  name: 'Spider-Gwen, Free Spirit',
  manaCost: '{2}{R}',
  typeLine: 'Legendary Creature \u2014 Spider Human Hero',
  oracle: 'Reach\nWhenever Spider-Gwen becomes tapped, you may discard a card. If you do, draw a card.',
  power: 2,
  toughness: 3,
  scryfallId: '3bc04fa7-6265-4549-91f6-eebdcd67398a',
  keywords: ['reach'],
  triggered: [
    {
      on: { event: 'becomesTapped', what: 'self' },
      steps: [
        {
          do: 'may',
          prompt: 'discard a card? If you do, draw a card.',
          as: 'discard',
          onlyIf: { matching: { zone: 'hand', owner: 'you' } },
        },
        { do: 'discard', player: YOU, count: 1, as: 'discarded', when: { var: 'discard' } },
        { do: 'draw', player: YOU, count: 1, when: { var: 'discarded' } },
      ],
      text: 'Whenever Spider-Gwen becomes tapped, you may discard a card. If you do, draw a card.',
    },
  ],
};
