/** Think Twice — Instant. */
import type { CardDef } from '../../engine';
import { YOU } from '../dsl';

export const thinkTwice: CardDef = {
  name: 'Think Twice',
  manaCost: '{1}{U}',
  typeLine: 'Instant',
  oracle:
    'Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
  scryfallId: '352d99db-de6d-4405-90ec-b144abbaa5a4',
  spell: { targets: [], steps: [{ do: 'draw', player: YOU, count: 1 }] },
  altCosts: [{ kind: 'flashback', mana: '{2}{U}' }],
};
