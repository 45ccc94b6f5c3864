/** Rancor — Enchantment — Aura. */
import type { CardDef } from '../../engine';

export const rancor: CardDef = {
  name: 'Rancor',
  manaCost: '{G}',
  typeLine: 'Enchantment \u2014 Aura',
  oracle:
    "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen this Aura is put into a graveyard from the battlefield, return it to its owner's hand.",
  scryfallId: '59e256c2-38df-4012-9308-ce17dd889e5f',
  enchant: { objects: { types: ['creature'] } },
  statics: [{ affects: { enchanted: true }, gets: { power: 2, toughness: 0 }, gains: ['trample'] }],
  triggered: [
    {
      on: { event: 'zoneChange', what: 'self', from: 'battlefield', to: 'graveyard' },
      steps: [{ do: 'moveTo', what: { ref: 'trigger', key: 'card' }, zone: 'hand' }],
      text: "When this Aura is put into a graveyard from the battlefield, return it to its owner's hand.",
    },
  ],
};
