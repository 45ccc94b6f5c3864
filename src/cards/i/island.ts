/** Island — Basic Land — Island. */
import type { CardDef } from '../../engine';
import { tapForMana } from '../dsl';

export const island: CardDef = {
  name: 'Island',
  manaCost: '',
  typeLine: 'Basic Land \u2014 Island',
  oracle: '({T}: Add {U}.)',
  scryfallId: 'b74648fc-587c-4d20-9432-58465bd7dca9',
  activated: [tapForMana('U')],
};
