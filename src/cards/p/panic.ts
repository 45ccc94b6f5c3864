/** Panic — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, YOU, targetCreature } from '../dsl';

export const panic: CardDef = {
  name: 'Panic',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracle:
    "Cast this spell only during combat before blockers are declared.\nTarget creature can't block this turn.\nDraw a card at the beginning of the next turn's upkeep.",
  scryfallId: 'a9ab85ac-311c-4e36-943a-817e43a3c8a8',
  castRestriction: 'duringCombatBeforeBlockers',
  spell: {
    targets: [targetCreature],
    steps: [
      { do: 'restrict', what: FIRST_TARGET, cant: ['block'], until: 'endOfTurn' },
      {
        do: 'delayed',
        at: 'nextUpkeep',
        steps: [{ do: 'draw', player: YOU, count: 1 }],
        text: "Draw a card at the beginning of the next turn's upkeep.",
      },
    ],
  },
};
