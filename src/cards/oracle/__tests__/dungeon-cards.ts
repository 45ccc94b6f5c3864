/**
 * The dungeon tests' shared cards: a dungeon card compiled from its card file (CR 309), and the
 * engine-level stand-ins for a card that ventures (701.49) or takes the initiative (725), free so
 * a test can do it often (their instructions are the ones the compiler writes).
 */
import type { CardDef } from '../../../engine';
import { DUNGEON_DATA } from '../../data/dungeons';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';

/** The dungeon card `name` (one of src/cards/data/dungeons/), compiled. */
export const dungeon = (name: string) => compileCard(normalizeCard(DUNGEON_DATA.find((d) => d.name === name)!));

/** "Venture into the dungeon." as a {0} sorcery. */
export const venturer: CardDef = {
  name: 'Venture Test',
  manaCost: '{0}',
  typeLine: 'Sorcery',
  oracle: 'Venture into the dungeon.',
  spell: { targets: [], steps: [{ do: 'venture', player: { ref: 'you' } }] },
};

/** "You take the initiative." as a {0} sorcery. */
export const initiator: CardDef = {
  name: 'Initiative Test',
  manaCost: '{0}',
  typeLine: 'Sorcery',
  oracle: 'You take the initiative.',
  spell: { targets: [], steps: [{ do: 'takeInitiative', player: { ref: 'you' } }] },
};
