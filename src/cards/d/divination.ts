/** Divination — Sorcery. */
import type { CardDef } from '../../engine';
import { YOU } from '../dsl';

export const divination: CardDef = {
  name: 'Divination',
  manaCost: '{2}{U}',
  typeLine: 'Sorcery',
  oracle: 'Draw two cards.',
  scryfallId: '3102cec9-1cdc-4946-a2dd-caf04eaa8b97',
  spell: { targets: [], steps: [{ do: 'draw', player: YOU, count: 2 }] },
};
