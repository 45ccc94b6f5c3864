/** Birds of Paradise — Creature — Bird. */
import type { CardDef } from '../../engine';

export const birdsOfParadise: CardDef = {
  name: 'Birds of Paradise',
  manaCost: '{G}',
  typeLine: 'Creature \u2014 Bird',
  oracle: 'Flying\n{T}: Add one mana of any color.',
  power: 0,
  toughness: 1,
  scryfallId: '55fe6449-1f23-43dc-adee-d144cd505b5c',
  keywords: ['flying'],
  activated: [{ cost: { tap: true }, mana: { kind: 'anyColor' }, text: '{T}: Add one mana of any color.' }],
};
