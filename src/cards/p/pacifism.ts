/** Pacifism — Enchantment — Aura. */
import type { CardDef } from '../../engine';

export const pacifism: CardDef = {
  name: 'Pacifism',
  manaCost: '{1}{W}',
  typeLine: 'Enchantment \u2014 Aura',
  oracle: "Enchant creature\nEnchanted creature can't attack or block.",
  scryfallId: 'c891df1b-bae6-4d6d-85ee-42901c149f98',
  enchant: { objects: { types: ['creature'] } },
  statics: [{ affects: { enchanted: true }, cant: ['attack', 'block'] }],
};
