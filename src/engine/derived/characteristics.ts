/**
 * Characteristics of an object as the rules see them now (CR 109.3): the one read of current
 * names (CR 201.2a, split cards 709.3/709.4), types, mana value (202.3, X per 107.3g), colours,
 * power/toughness and keyword abilities, with every continuous effect applied in layer order
 * (CR 613, layers.ts). The quick questions (`hasType`, `hasKeyword`) skip the layers when no
 * effect on the board could change the answer.
 */
import type { Keyword } from '../state/card-def';
import { defOf, type Ctx } from '../state/context';
import { layered } from './layers';
import { KEYWORD_COUNTERS } from './keyword-counters';
import { printedFor } from './printed';
import { hasKeywordIn, type Characteristics, type Granted, type Level, type Reader } from './reader';
import { defFlags } from './def-flags';
import { installGrantedRead, installRulesTextCheck, staticIndex } from './statics';
import type { GameObject } from '../state/types';

export type { Characteristics, Granted, Level } from './reader';
export { castHalf } from './printed';

/** Whether any P/T counter is on the object (CR 122.1a). */
function hasPTCounters(obj: GameObject): boolean {
  for (const k in obj.counters) if (obj.counters[k] && k.includes('/')) return true;
  return false;
}

/** Whether any keyword counter is on the object (CR 122.1b). */
function hasKeywordCounters(obj: GameObject): boolean {
  for (const k in obj.counters) if (obj.counters[k] && KEYWORD_COUNTERS.has(k)) return true;
  return false;
}

/**
 * Whether the printed characteristics are the current ones through `level`: nothing on the
 * board or on the object could change them (the common case, kept cheap on big boards).
 */
function printedSuffices(ctx: Ctx, obj: GameObject, level: Level): boolean {
  if (obj.zone === 'stack' && obj.spell?.x) return false; // CR 107.3g: X counts on the stack
  // A spell changed by a resolved effect ("Target spell becomes red", CR 611.2c).
  if (obj.zone === 'stack' && ctx.s.effects.length && ctx.s.effects.some((e) => e.object === obj.id)) return false;
  if (obj.zone !== 'battlefield') return level !== 'all' || !defFlags(defOf(ctx, obj)).definesPT;
  if (obj.hasteGranted && level !== 'types') return false;
  if (level !== 'types' && hasKeywordCounters(obj)) return false;
  const idx = staticIndex(ctx);
  if (idx.globalLayers.length || idx.onSelf.has(obj.id) || idx.onHost.has(obj.id)) return false;
  if (ctx.s.effects.length && ctx.s.effects.some((e) => e.object === obj.id)) return false;
  return level !== 'all' || (!hasPTCounters(obj) && !defFlags(defOf(ctx, obj)).definesPT);
}

/** Characteristics through `level` (see reader.ts); read only (they may be the shared printed ones). */
export function characteristicsAt(ctx: Ctx, obj: GameObject, level: Level): Characteristics {
  return printedSuffices(ctx, obj, level) ? printed(ctx, obj) : layered(ctx, READER, obj, level);
}

/** The reader handed to the layer code, filters and amounts (they can't import this module). */
export const READER: Reader = { chars: characteristicsAt };

// The board index drops the abilities of a land whose subtype an effect set (CR 305.7), and of a
// permanent that lost all its abilities (613.1f).
installRulesTextCheck((ctx, obj) => {
  if (obj.zone !== 'battlefield') return false;
  const c = characteristicsAt(ctx, obj, 'abilities');
  return c.rulesTextLost ? 4 : c.abilitiesLost ? 6 : false;
});

// The board index looks at permanents effects give triggered or mana abilities (CR 613.1f).
installGrantedRead((ctx, obj) => grantedAbilitiesOf(ctx, obj));

/**
 * The abilities in quotation marks effects give `obj` now (layer 6, CR 613.1f), in timestamp
 * order, each with its source. Only a permanent has them (CR 611.3, 611.2c). Read only.
 */
export function grantedAbilitiesOf(ctx: Ctx, obj: GameObject): readonly Granted[] {
  if (obj.zone !== 'battlefield') return [];
  return characteristicsAt(ctx, obj, 'abilities').granted ?? [];
}

/** All current characteristics of `obj` (CR 613: every layer applied). Read only. */
export function characteristics(ctx: Ctx, obj: GameObject): Characteristics {
  return characteristicsAt(ctx, obj, 'all');
}

function printed(ctx: Ctx, obj: GameObject) {
  const def = defOf(ctx, obj);
  return printedFor(def, obj);
}

/** Types as they are now (through layer 4), read from the printed card when nothing can change them. */
function typesNow(ctx: Ctx, obj: GameObject): { types: string[]; subtypes: string[]; supertypes: string[] } {
  return characteristicsAt(ctx, obj, 'types');
}

/** The object's names (CR 201.2a; a split card has two outside the stack, CR 709.4). */
export function namesOf(ctx: Ctx, obj: GameObject): string[] {
  return printed(ctx, obj).names;
}

/** One display name: a split card outside the stack shows "Fire // Ice". */
export function displayName(ctx: Ctx, obj: GameObject): string {
  // A face-down object has no name (CR 708.2a); the log calls it so.
  if (obj.faceDown) return 'a face-down 2/2';
  return namesOf(ctx, obj).join(' // ');
}

/** Whether two name lists share a name (CR 201.2a). */
export function shareAName(a: readonly string[], b: readonly string[]): boolean {
  return a.some((n) => b.includes(n));
}

/** Whether the object has any card type now (CR 205.2a); a proxy or stand-in with no type line has none. */
export function hasCardTypes(ctx: Ctx, obj: GameObject): boolean {
  return typesNow(ctx, obj).types.length > 0;
}

/** Has card type `type` (lowercase) now (CR 205.2, layer 4). */
export function hasType(ctx: Ctx, obj: GameObject, type: string): boolean {
  return typesNow(ctx, obj).types.includes(type);
}

/** Has subtype `sub` (as printed, e.g. `Spider`) now (CR 205.3, layer 4). */
export function hasSubtype(ctx: Ctx, obj: GameObject, sub: string): boolean {
  return typesNow(ctx, obj).subtypes.includes(sub);
}

/** Has the supertype legendary now (CR 205.4d). */
export function isLegendary(ctx: Ctx, obj: GameObject): boolean {
  return typesNow(ctx, obj).supertypes.includes('legendary');
}

/** Whether an object is snow now (CR 205.4a): a snow source's mana may pay {S} (107.4h). */
export function isSnow(ctx: Ctx, obj: GameObject): boolean {
  return typesNow(ctx, obj).supertypes.includes('snow');
}

/** Has keyword ability `k` now (parameters compared too), through layer 6. */
export function hasKeyword(ctx: Ctx, obj: GameObject, k: Keyword): boolean {
  if (k === 'haste' && obj.hasteGranted && obj.zone !== 'battlefield') return true;
  return hasKeywordIn(characteristicsAt(ctx, obj, 'abilities').keywords, k);
}

/**
 * The keyword abilities an object has now (layer 6, CR 613.1f): printed, granted, gained and
 * lost, each once (parameters compared by value, CR 702.16m). Read it, don't change it.
 */
export function keywordsOf(ctx: Ctx, obj: GameObject): readonly Keyword[] {
  const ks = characteristicsAt(ctx, obj, 'abilities').keywords;
  // A spell copy's granted haste is carried to the permanent it becomes (CR 400.7a).
  return obj.hasteGranted && obj.zone !== 'battlefield' && !ks.includes('haste') ? [...ks, 'haste'] : ks;
}

/** A permanent spell: a spell that will become a permanent (CR 110.1, 608.3). */
export function isPermanentCard(ctx: Ctx, obj: GameObject): boolean {
  return !hasType(ctx, obj, 'instant') && !hasType(ctx, obj, 'sorcery');
}

/** "Card" in rules text: a real card, not a copy or a token (CR 108.2, digest inference 2). */
export function isCard(obj: GameObject): boolean {
  return obj.cardId !== null && obj.copyOf === null && !obj.token;
}
