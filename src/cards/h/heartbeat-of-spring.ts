/** Heartbeat of Spring — Enchantment. */
import type { CardDef } from '../../engine';

export const heartbeatOfSpring: CardDef = {
  name: 'Heartbeat of Spring',
  manaCost: '{2}{G}',
  typeLine: 'Enchantment',
  oracle: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
  scryfallId: '6be3ba05-dce0-463b-bfe6-d51df63cc1a8',
  triggered: [
    {
      on: { event: 'tappedForMana', what: 'anyLand' },
      manaAbility: { adds: 'typeProduced' },
      steps: [],
      text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
    },
  ],
};
