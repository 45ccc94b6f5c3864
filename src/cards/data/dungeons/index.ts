/**
 * The four dungeon cards (CR 309), as card data the Oracle compiler reads: they are not in the
 * pool of real cards, and begin outside the game (309.2). Each room is a paragraph
 * "Room — [effect] (→ Next or Other)", top first (the arrows, 309.4b, name the rooms below).
 * Room names and texts are the printed cards'.
 */
import type { CardData } from '../card-data';
import lostMine from './lost-mine-of-phandelver.json';
import madMage from './dungeon-of-the-mad-mage.json';
import tomb from './tomb-of-annihilation.json';
import undercity from './undercity.json';

/** Lost Mine of Phandelver, Dungeon of the Mad Mage, Tomb of Annihilation, Undercity. */
export const DUNGEON_DATA: readonly CardData[] = [lostMine, madMage, tomb, undercity];
