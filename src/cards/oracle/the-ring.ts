/**
 * The Ring (CR 701.54a): the emblem "the Ring tempts you" gives a player, with four abilities it
 * gains one at a time, top to bottom (compile.ts marks the Nth with level N; the engine's
 * `ringTempts` step sets the emblem's level to the number of times the Ring has tempted its
 * owner). Its text is card data (../data/the-ring.json), read by this compiler like a dungeon's
 * rooms; an instruction or trigger about the Ring is read only once all four of its abilities are.
 */
import type { CardData } from '../data/card-data';
import { THE_RING_DATA } from '../data/the-ring';

/** The emblem's name (CR 701.54a), its definition's in a game's card registry. */
export const THE_RING_NAME = 'The Ring';

let read: boolean | null = null;
let reading = false;

/** Compiles The Ring (once, with `compile`, outside any other card's reading) and notes whether it is read in full. */
export function readTheRing(compile: (d: CardData) => { status: string }): void {
  if (read !== null || reading) return;
  reading = true;
  try {
    read = compile(THE_RING_DATA).status === 'full';
  } finally {
    reading = false;
  }
}

/** Whether The Ring's four abilities are read in full ({@link readTheRing} first; false before). */
export function theRingRead(): boolean {
  return !!read;
}
