/** Spider-Verse — Enchantment. */
import type { CardDef } from '../../engine';

export const spiderVerse: CardDef = {
  name: 'Spider-Verse',
  manaCost: '{3}{R}{R}',
  typeLine: 'Enchantment',
  oracle:
    'The "legend rule" doesn\'t apply to Spiders you control.\nWhenever you cast a spell from anywhere other than your hand, you may copy it. If you do, you may choose new targets for the copy. If the copy is a permanent spell, it gains haste. Do this only once each turn.',
  scryfallId: 'f8779eb2-1210-430d-8d42-3077053441ee',
  statics: [{ affects: { objects: { subtypes: ['Spider'], controller: 'you' } }, exemptFrom: 'legendRule' }],
  triggered: [
    {
      on: { event: 'spellCast', by: 'you', notFromHand: true },
      onceEachTurn: true,
      steps: [
        // Instances already on the stack do nothing once a copy was made this turn (ruling; CR 603.2h).
        { do: 'onceEachTurnCheck' },
        { do: 'may', prompt: 'copy that spell? (Do this only once each turn.)', as: 'copy' },
        { do: 'onceEachTurnMark', when: { var: 'copy' } },
        {
          do: 'copySpell',
          what: { ref: 'trigger', key: 'spell' },
          newTargets: true,
          permanentGainsHaste: true,
          when: { var: 'copy' },
        },
      ],
      text: 'Whenever you cast a spell from anywhere other than your hand, you may copy it. If you do, you may choose new targets for the copy. If the copy is a permanent spell, it gains haste. Do this only once each turn.',
    },
  ],
};
