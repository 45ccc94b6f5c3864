/** Forest — Basic Land — Forest. */
import type { CardDef } from '../../engine';
import { tapForMana } from '../dsl';

export const forest: CardDef = {
  name: 'Forest',
  manaCost: '',
  typeLine: 'Basic Land \u2014 Forest',
  oracle: '({T}: Add {G}.)',
  scryfallId: 'd99d5685-538d-4e6a-809b-3ebeab634363',
  activated: [tapForMana('G')],
};
