/** Swamp — Basic Land — Swamp. */
import type { CardDef } from '../../engine';
import { tapForMana } from '../dsl';

export const swamp: CardDef = {
  name: 'Swamp',
  manaCost: '',
  typeLine: 'Basic Land \u2014 Swamp',
  oracle: '({T}: Add {B}.)',
  scryfallId: 'f6497c73-4bbb-4923-8151-8234c98ca6d4',
  activated: [tapForMana('B')],
};
