/** Spellweaver Volute — Enchantment — Aura. */
import type { CardDef } from '../../engine';
import { SOURCE } from '../dsl';

export const spellweaverVolute: CardDef = {
  name: 'Spellweaver Volute',
  manaCost: '{3}{U}{U}',
  typeLine: 'Enchantment \u2014 Aura',
  oracle:
    'Enchant instant card in a graveyard\nWhenever you cast a sorcery spell, copy the enchanted instant card. You may cast the copy without paying its mana cost. If you do, exile the enchanted card and attach this Aura to another instant card in a graveyard.',
  scryfallId: '79cc73ea-3f07-4d11-9961-dc31ac598b73',
  // As a spell it targets, and as a permanent it enchants, an instant card in a graveyard
  // (CR 115.1b, 303.4, 702.5a). "Card": not a copy of a card (CR 108.2).
  enchant: { objects: { zone: 'graveyard', types: ['instant'], cardOnly: true } },
  triggered: [
    {
      on: { event: 'spellCast', by: 'you', spellTypes: ['sorcery'] },
      steps: [
        // "enchanted" is read from the Volute, or from its last existence (CR 113.7a, 608.2h).
        { do: 'copyCard', of: { ref: 'enchanted' }, as: 'copy' },
        { do: 'castCopy', what: { ref: 'var', name: 'copy' }, as: 'cast' },
        { do: 'moveTo', what: { ref: 'enchanted' }, zone: 'exile', when: { var: 'cast' } },
        // A choice, not a target (CR 115.10).
        {
          do: 'attach',
          what: SOURCE,
          chooseFrom: { zone: 'graveyard', types: ['instant'], cardOnly: true },
          notRef: { ref: 'enchanted' },
          when: { var: 'cast' },
        },
      ],
      text: 'Whenever you cast a sorcery spell, copy the enchanted instant card. You may cast the copy without paying its mana cost. If you do, exile the enchanted card and attach this Aura to another instant card in a graveyard.',
    },
  ],
};
