/** Spider-Man, Web-Slinger — Legendary Creature — Spider Human Hero. */
import type { CardDef } from '../../engine';

export const spiderManWebSlinger: CardDef = {
  name: 'Spider-Man, Web-Slinger',
  manaCost: '{2}{W}',
  typeLine: 'Legendary Creature \u2014 Spider Human Hero',
  oracle:
    "Web-slinging {W} (You may cast this spell for {W} if you also return a tapped creature you control to its owner's hand.)",
  power: 3,
  toughness: 3,
  scryfallId: '897418bc-df8c-4c97-b6bf-7c9133a8a577',
  altCosts: [{ kind: 'web-slinging', mana: '{W}' }],
};
