/** Opt — Instant. */
import type { CardDef } from '../../engine';
import { YOU } from '../dsl';

export const opt: CardDef = {
  name: 'Opt',
  manaCost: '{U}',
  typeLine: 'Instant',
  oracle:
    'Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)\nDraw a card.',
  scryfallId: '958262ec-8e52-40cf-a9fd-a60e42643e15',
  spell: {
    targets: [],
    steps: [
      { do: 'scry', count: 1 },
      { do: 'draw', player: YOU, count: 1 },
    ],
  },
};
