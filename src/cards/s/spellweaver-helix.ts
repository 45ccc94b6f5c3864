/** Spellweaver Helix — Artifact. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, target } from '../dsl';

export const spellweaverHelix: CardDef = {
  name: 'Spellweaver Helix',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle:
    'Imprint \u2014 When this artifact enters, you may exile two target sorcery cards from a single graveyard.\nWhenever a player casts a card, if it has the same name as one of the cards exiled with this artifact, you may copy the other. If you do, you may cast the copy without paying its mana cost.',
  scryfallId: 'a48d44b4-1c3b-4109-aaad-8351bf8a7624',
  triggered: [
    {
      on: { event: 'zoneChange', what: 'self', to: 'battlefield' },
      targets: [
        {
          ...target(
            { objects: { zone: 'graveyard', types: ['sorcery'], cardOnly: true } },
            'two target sorcery cards from a single graveyard',
            2,
            2,
          ),
          sameGraveyard: true,
        },
      ],
      steps: [
        { do: 'may', prompt: 'exile the two target sorcery cards (imprint)?', as: 'imprint' },
        { do: 'exileLinked', what: FIRST_TARGET, when: { var: 'imprint' } },
      ],
      text: 'Imprint — When this artifact enters, you may exile two target sorcery cards from a single graveyard.',
    },
    {
      // "casts a card": a cast copy is not a card (CR 108.2), so copies don't trigger it.
      on: { event: 'spellCast', by: 'anyPlayer', cardOnly: true },
      condition: { sharesNameWithLinked: { ref: 'trigger', key: 'spell' } },
      steps: [
        {
          do: 'choose',
          from: { linkedToSource: true, sharesNameWith: { ref: 'trigger', key: 'spell' } },
          as: 'one',
          prompt: 'both exiled cards share the name: choose the one that counts as "one of the cards"',
        },
        {
          do: 'choose',
          from: { linkedToSource: true, except: { ref: 'var', name: 'one' } },
          as: 'other',
          prompt: 'choose the other card',
          when: { var: 'one' },
        },
        {
          do: 'copyCard',
          of: { ref: 'var', name: 'other' },
          as: 'copy',
          optional: true,
          prompt: 'copy the other exiled card?',
          when: { var: 'other' },
        },
        { do: 'castCopy', what: { ref: 'var', name: 'copy' }, as: 'cast', when: { var: 'copy' } },
      ],
      text: 'Whenever a player casts a card, if it has the same name as one of the cards exiled with this artifact, you may copy the other. If you do, you may cast the copy without paying its mana cost.',
    },
  ],
};
