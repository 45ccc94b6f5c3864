/** Stroke of Genius — Instant. */
import type { CardDef } from '../../engine';
import { FIRST_TARGET, targetPlayer } from '../dsl';

export const strokeOfGenius: CardDef = {
  name: 'Stroke of Genius',
  manaCost: '{X}{2}{U}',
  typeLine: 'Instant',
  oracle: 'Target player draws X cards.',
  scryfallId: '5e977755-8ea4-4a8b-90c4-dd175321e05d',
  spell: { targets: [targetPlayer], steps: [{ do: 'draw', player: FIRST_TARGET, count: { x: true } }] },
};
