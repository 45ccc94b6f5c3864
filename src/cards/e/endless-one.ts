/** Endless One — Creature — Eldrazi. */
import type { CardDef } from '../../engine';

export const endlessOne: CardDef = {
  name: 'Endless One',
  manaCost: '{X}',
  typeLine: 'Creature \u2014 Eldrazi',
  oracle: 'This creature enters with X +1/+1 counters on it.',
  power: 0,
  toughness: 0,
  scryfallId: '64820f4f-1f78-4338-beb8-5ed5a447cfe4',
  // CR 614.1c / 107.3m: an ETB replacement that uses the X of the spell it was.
  replacements: [{ kind: 'entersWithCounters', counter: '+1/+1', count: { x: true } }],
};
