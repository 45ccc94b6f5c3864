/** Counterspell — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, target } from '../dsl';

export const counterspell: CardDef = {
  name: 'Counterspell',
  manaCost: '{U}{U}',
  typeLine: 'Instant',
  oracle: 'Counter target spell.',
  scryfallId: '0df55e3f-14de-46ef-b6b1-616618724d9e',
  spell: { targets: [target({ spells: true }, 'target spell')], steps: [{ do: 'counterSpell', what: FIRST_TARGET }] },
};
