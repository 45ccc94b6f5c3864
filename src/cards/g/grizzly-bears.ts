/** Grizzly Bears — Creature — Bear. */
import type { CardDef } from '../../engine';

export const grizzlyBears: CardDef = {
  name: 'Grizzly Bears',
  manaCost: '{1}{G}',
  typeLine: 'Creature \u2014 Bear',
  oracle: '',
  power: 2,
  toughness: 2,
  scryfallId: 'ce2d603a-3231-4a8c-bf39-1617586ea870',
};
