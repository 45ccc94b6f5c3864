/** Order of Whiteclay — Creature — Kithkin Cleric. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, target } from '../dsl';

export const orderOfWhiteclay: CardDef = {
  name: 'Order of Whiteclay',
  manaCost: '{1}{W}{W}',
  typeLine: 'Creature \u2014 Kithkin Cleric',
  oracle:
    '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield. ({Q} is the untap symbol.)',
  power: 1,
  toughness: 4,
  scryfallId: '06eb5f06-7f9c-4240-bbbb-6c59a49a5f0c',
  activated: [
    {
      cost: { mana: '{1}{W}{W}', untap: true },
      targets: [
        target(
          { objects: { zone: 'graveyard', types: ['creature'], owner: 'you', manaValue: { max: 3 }, cardOnly: true } },
          'target creature card with mana value 3 or less from your graveyard',
        ),
      ],
      steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'battlefield' }],
      text: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.',
    },
  ],
};
