/** Arcane Savant — Creature — Human Wizard. */
import type { CardDef } from '../../engine';

export const arcaneSavant: CardDef = {
  name: 'Arcane Savant',
  manaCost: '{3}{U}{U}',
  typeLine: 'Creature \u2014 Human Wizard',
  oracle:
    "Before you shuffle your deck to start the game, you may reveal this card from your deck and exile an instant or sorcery card you drafted that isn't in your deck.\nWhen this creature enters, copy a card you exiled with cards named Arcane Savant. You may cast the copy without paying its mana cost.",
  power: 3,
  toughness: 3,
  scryfallId: '0e7466e5-9443-4b38-a7e9-e0d615a35667',
  pregame: 'exileDraftedInstantOrSorcery',
  triggered: [
    {
      on: { event: 'zoneChange', what: 'self', to: 'battlefield' },
      steps: [
        // CR 607.2n: linked to the pre-game ability of every object named Arcane Savant.
        {
          do: 'choose',
          from: { linkedByName: 'Arcane Savant' },
          as: 'card',
          prompt: 'choose a card exiled with cards named Arcane Savant to copy',
        },
        { do: 'copyCard', of: { ref: 'var', name: 'card' }, as: 'copy', when: { var: 'card' } },
        { do: 'castCopy', what: { ref: 'var', name: 'copy' }, as: 'cast', when: { var: 'copy' } },
      ],
      text: 'When this creature enters, copy a card you exiled with cards named Arcane Savant. You may cast the copy without paying its mana cost.',
    },
  ],
};
