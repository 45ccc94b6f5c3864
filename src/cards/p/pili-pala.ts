/** Pili-Pala — Artifact Creature — Scarecrow. */
import type { CardDef } from '../../engine';

export const piliPala: CardDef = {
  name: 'Pili-Pala',
  manaCost: '{2}',
  typeLine: 'Artifact Creature \u2014 Scarecrow',
  oracle: 'Flying\n{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)',
  power: 1,
  toughness: 1,
  scryfallId: '4892c152-1f4a-4616-8e7f-0ca4911e621a',
  keywords: ['flying'],
  // {Q} in the cost: activating it untaps Pili-Pala, so it is not "tapped for mana" (CR 106.12, 107.6).
  activated: [
    { cost: { mana: '{2}', untap: true }, mana: { kind: 'anyColor' }, text: '{2}, {Q}: Add one mana of any color.' },
  ],
};
