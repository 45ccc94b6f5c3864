/** Llanowar Elves — Creature — Elf Druid. */
import type { CardDef } from '../../engine';
import { tapForMana } from '../dsl';

export const llanowarElves: CardDef = {
  name: 'Llanowar Elves',
  manaCost: '{G}',
  typeLine: 'Creature \u2014 Elf Druid',
  oracle: '{T}: Add {G}.',
  power: 1,
  toughness: 1,
  scryfallId: 'd4f1cc9e-4f99-4c26-ac1b-8ef069fa8ceb',
  activated: [tapForMana('G')],
};
