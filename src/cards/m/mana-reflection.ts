/** Mana Reflection — Enchantment. */
import type { CardDef } from '../../engine';

export const manaReflection: CardDef = {
  name: 'Mana Reflection',
  manaCost: '{4}{G}{G}',
  typeLine: 'Enchantment',
  oracle: 'If you tap a permanent for mana, it produces twice as much of that mana instead.',
  scryfallId: '1fcf02eb-2aaa-4c22-a3b3-f57019664118',
  replacements: [{ kind: 'yourTappedManaDoubled' }],
};
