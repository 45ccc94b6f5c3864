/** Plains — Basic Land — Plains. */
import type { CardDef } from '../../engine';
import { tapForMana } from '../dsl';

export const plains: CardDef = {
  name: 'Plains',
  manaCost: '',
  typeLine: 'Basic Land \u2014 Plains',
  oracle: '({T}: Add {W}.)',
  scryfallId: '7cfd53b2-3991-4a57-81b5-46618aecce4a',
  activated: [tapForMana('W')],
};
