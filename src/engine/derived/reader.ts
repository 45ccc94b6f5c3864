/**
 * The shape of current characteristics (CR 109.3, 613) and the reader the layer code is
 * handed: characteristics, filters, amounts and conditions depend on one another (a count of
 * Swamps needs every land's types, which may depend on a static ability whose condition counts
 * something), so the modules that evaluate them take the reader as a parameter instead of
 * importing characteristics.ts (which would be an import circle).
 */
import type { GrantedAbility, Keyword } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { TypeLine } from '../state/type-line';
import type { GameObject, ManaType, ObjectId } from '../state/types';

/** An ability an effect gives the object (layer 6, CR 613.1f), with where it comes from. */
export interface Granted {
  ability: GrantedAbility;
  /** The permanent whose static ability gives it, or null for a resolved spell's or ability's effect (CR 611.2). */
  source: ObjectId | null;
  /** The granting permanent's or effect's name, for the table and the log. */
  sourceName: string;
}

/** All current characteristics of an object. */
export interface Characteristics extends TypeLine {
  names: string[];
  /** Mana value (CR 202.3), X counted on the stack (107.3g). */
  manaValue: number;
  colors: ManaType[];
  power: number | null;
  toughness: number | null;
  keywords: Keyword[];
  /** Abilities in quotation marks effects give it (layer 6, CR 613.1f), in timestamp order; absent when none. */
  granted?: Granted[];
  /** The abilities of its rules text are gone: a land whose land type an effect set (CR 305.7). */
  rulesTextLost: boolean;
  /**
   * An effect took all its abilities away in layer 6 (CR 613.1f): its rules text's too, and the
   * intrinsic mana abilities of its land types (305.6). Absent when none did.
   */
  abilitiesLost?: true;
}

/**
 * How far the layers are applied: `types` through layer 5 (types, colours), `abilities`
 * through layer 6, `all` through layer 7 (power/toughness). Earlier layers never depend on later ones.
 */
export type Level = 'types' | 'abilities' | 'all';

/** Reads current characteristics (characteristics.ts provides the one implementation). */
export interface Reader {
  chars(ctx: Ctx, obj: GameObject, level: Level): Characteristics;
}

/** A key that tells keyword abilities apart, parameters included (`{ landwalk: 'Island' }` → `landwalk:"Island"`). */
export function keywordKey(k: Keyword): string {
  return typeof k === 'string' ? k : JSON.stringify(k);
}

/** Whether a keyword list has `k` (parameters compared too). */
export function hasKeywordIn(list: readonly Keyword[], k: Keyword): boolean {
  if (typeof k === 'string') return list.includes(k);
  const key = keywordKey(k);
  return list.some((x) => typeof x !== 'string' && keywordKey(x) === key);
}
