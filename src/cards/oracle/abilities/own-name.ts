/**
 * "Each other creature you control named ~", "creatures named ~" (CR 201.2): an object phrase
 * naming the card's own name, which the normaliser wrote as `~` (201.5) and the grammar's object
 * phrases keep as `named: '~'` (they know no card). Here, once a reading is accepted, that mark
 * becomes the card's own name in every filter of the reading; a card with no name to give
 * refuses it, so no filter ever asks for an object named "~".
 */
import type { CardFacts } from '../build';
import type { CompiledCard } from '../compile';
import { isRefusal, refuse, type AbilityResult } from './part';
import { readingJson } from './reading-json';

/**
 * `v` with each `named: '~'` replaced by `name`. Labels keep "named ~", as the search labels always
 * have (the card's own name shown in place of "~").
 */
function named(v: unknown, name: string): unknown {
  if (Array.isArray(v)) return v.map((x) => named(x, name));
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'named' && x === '~' ? name : named(x, name)]));
}

/** The reading with the card's own name in its "named ~" filters (see the module's comment). */
export function withOwnName(r: AbilityResult, card: CardFacts): AbilityResult {
  if (!r || isRefusal(r) || !readingJson(r).includes('"named":"~"')) return r;
  if (!card.name || card.name === '~') return refuse('"named ~" on a card with no name of its own is not read');
  return named(r, card.name) as AbilityResult;
}

/**
 * The last guard: a reading that reached the definition by a path that didn't write the name in
 * (a face, a mode) still has "named ~": the card's own name (its definition's, as the amounts'
 * "cards named ~" read it) is written in there too, so no filter asks for an object named "~".
 */
export function withOwnNameLeft(c: CompiledCard): CompiledCard {
  if (!JSON.stringify(c.def).includes('"named":"~"')) return c;
  return { ...c, def: named(c.def, c.def.name) as CompiledCard['def'] };
}
