/** Mountain — Basic Land — Mountain. */
import type { CardDef } from '../../engine';
import { tapForMana } from '../dsl';

export const mountain: CardDef = {
  name: 'Mountain',
  manaCost: '',
  typeLine: 'Basic Land \u2014 Mountain',
  oracle: '({T}: Add {R}.)',
  scryfallId: 'a7aae748-27d8-48f8-beb2-8e0192d7cc5c',
  activated: [tapForMana('R')],
};
