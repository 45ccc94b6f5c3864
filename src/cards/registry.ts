/**
 * The card registry the engine reads definitions from (DESIGN: "the engine never imports a card
 * by name"): the whole scripted pool. Names are looked up exactly; `canonicalName` also accepts
 * any case and the "Fire/Ice" spelling of split cards (./create-registry.ts).
 */
// The scripted cards may use any instruction: the whole step table comes with them.
import '../engine/every-step';
import { ALL_CARDS } from './all';
import { createRegistry } from './create-registry';

export { createRegistry };

/** The registry of the whole scripted pool. */
export const cardRegistry = createRegistry(ALL_CARDS);
