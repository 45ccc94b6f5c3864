/**
 * The emblem named The Ring (CR 701.54a), as card data the Oracle compiler reads: not in the pool
 * of real cards, it begins outside the game and is brought into its owner's command zone the first
 * time the Ring tempts them. Its four abilities are the rule's, top to bottom, in the order it
 * gains them (layout `emblem`; ../oracle/compile.ts marks the Nth with level N).
 */
import type { CardData } from './card-data';
import theRing from './the-ring.json';

/** The Ring as card data: layout `emblem`, its four abilities as the rule gives them. */
export const THE_RING_DATA: CardData = theRing;
