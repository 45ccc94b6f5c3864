/**
 * "Choose target creature you control and target creature you don't control." (Joust, Blizzard
 * Brawl): CR 601.2c, "The player announces their choice of an appropriate player, object, or zone
 * for each target the spell requires" — both are chosen as the spell is cast; the sentence does
 * nothing else. After it, "the creature you control" and "the creature you don't control" name
 * them, and "those creatures fight each other" is a fight between them (CR 701.14a: "each
 * deals damage equal to its power to the other").
 */
import type { Ref } from '../../../engine';
import type { Build } from '../build';
import { lowerNP } from './lower-nouns';
import type { NP } from './nouns';

/** Whether target slot `r` is one creature, controlled by `who`. */
function oneCreatureOf(b: Build, r: Ref | null, who: 'you' | 'opponent'): r is Ref & { ref: 'target' } {
  if (r?.ref !== 'target') return false;
  const t = b.targets[r.slot];
  const f = t?.filter.objects;
  return (
    !!t &&
    t.min === 1 &&
    t.max === 1 &&
    !t.countIsX &&
    !t.filter.players &&
    !t.filter.spells &&
    !!f &&
    f.controller === who &&
    JSON.stringify(f.types) === '["creature"]'
  );
}

/** Lowers the pair: two one-creature targets, yours then one you don't control; "it" names neither. */
export function lowerChoosePair(b: Build, mine: NP, theirs: NP): boolean {
  const a = lowerNP(b, mine, 'object');
  if (!oneCreatureOf(b, a, 'you')) return false;
  const c = lowerNP(b, theirs, 'object');
  if (!oneCreatureOf(b, c, 'opponent')) return false;
  b.pair = [a, c];
  Object.assign(b, { it: null, itUnnamed: true });
  return true;
}

/** "Then those creatures fight each other": only right after a pair was chosen and nothing else named as "those". */
export function lowerFightEachOther(b: Build): boolean {
  if (!b.pair || b.them) return false;
  b.steps.push({ do: 'fight', what: b.pair[0], other: b.pair[1] });
  return true;
}
