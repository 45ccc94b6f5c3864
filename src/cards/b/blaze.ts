/** Blaze — Sorcery. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, anyTarget } from '../dsl';

export const blaze: CardDef = {
  name: 'Blaze',
  manaCost: '{X}{R}',
  typeLine: 'Sorcery',
  oracle: 'Blaze deals X damage to any target.',
  scryfallId: 'f175c959-3b5d-46a3-9194-fad2359bbff9',
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: { x: true }, to: FIRST_TARGET }] },
};
