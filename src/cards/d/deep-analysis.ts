/** Deep Analysis — Sorcery. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, targetPlayer } from '../dsl';

export const deepAnalysis: CardDef = {
  name: 'Deep Analysis',
  manaCost: '{3}{U}',
  typeLine: 'Sorcery',
  oracle:
    'Target player draws two cards.\nFlashback\u2014{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
  scryfallId: '01e3c2e9-d8df-4a7a-be86-7be8c6254fa2',
  spell: { targets: [targetPlayer], steps: [{ do: 'draw', player: FIRST_TARGET, count: 2 }] },
  altCosts: [{ kind: 'flashback', mana: '{1}{U}', cost: { payLife: 3 } }],
};
