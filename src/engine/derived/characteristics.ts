/**
 * Characteristics of an object as the rules see them now (CR 109.3, 613 in a reduced form):
 * names (CR 201.2a, split cards 709.3/709.4), types, mana value (202.3, X per 107.3g),
 * colours, power/toughness with counters and static bonuses, keywords.
 */
import type { CardDef, HalfDef, Keyword } from '../state/card-def';
import { defOf, type Ctx } from '../state/context';
import { colorsOf, manaValueOf, parseManaCost } from '../state/mana-cost';
import { staticIndex } from './statics';
import { includesKeyword, sameKeyword } from './keyword-kinds';
import { mergeTypeLines, parseTypeLine, type TypeLine } from '../state/type-line';
import type { GameObject, ManaType } from '../state/types';

export interface Characteristics extends TypeLine {
  names: string[];
  manaValue: number;
  colors: ManaType[];
  power: number | null;
  toughness: number | null;
  keywords: Keyword[];
}

/** The half of a split card cast as this spell, if any (CR 709.3). */
export function castHalf(def: CardDef, obj: GameObject): HalfDef | undefined {
  if (!def.halves || obj.zone !== 'stack' || !obj.spell?.half) return undefined;
  return def.halves.find((h) => h.name === obj.spell?.half);
}

/** Printed characteristics of a definition, or of one half of a split card. */
function printed(def: CardDef, half: HalfDef | undefined): Omit<Characteristics, 'keywords' | 'power' | 'toughness'> {
  if (half) {
    return {
      ...parseTypeLine(half.typeLine),
      names: [half.name],
      manaValue: manaValueOf(parseManaCost(half.manaCost)),
      colors: colorsOf(half.manaCost),
    };
  }
  if (def.halves) {
    // CR 709.4: outside the stack a split card has both names, combined cost and types.
    const [a, b] = def.halves as [HalfDef, HalfDef];
    return {
      ...mergeTypeLines(parseTypeLine(a.typeLine), parseTypeLine(b.typeLine)),
      names: def.halves.map((h) => h.name),
      manaValue: manaValueOf(parseManaCost(a.manaCost)) + manaValueOf(parseManaCost(b.manaCost)),
      colors: [...new Set([...colorsOf(a.manaCost), ...colorsOf(b.manaCost)])],
    };
  }
  return {
    ...parseTypeLine(def.typeLine),
    names: [def.name],
    manaValue: manaValueOf(parseManaCost(def.manaCost)),
    colors: def.colors ?? colorsOf(def.manaCost),
  };
}

/** All current characteristics of `obj`. */
export function characteristics(ctx: Ctx, obj: GameObject): Characteristics {
  const def = defOf(ctx, obj);
  const half = castHalf(def, obj);
  const base = printed(def, half);
  // CR 107.3g: X is 0 except on the stack, where it is the chosen value.
  const x = obj.zone === 'stack' && obj.spell ? obj.spell.x : 0;
  const manaValue = base.manaValue + (half ? 0 : parseManaCost(def.manaCost).xCount * x);
  let power = def.power ?? null;
  let toughness = def.toughness ?? null;
  if (obj.zone === 'battlefield') {
    const plus = (obj.counters['+1/+1'] ?? 0) - (obj.counters['-1/-1'] ?? 0);
    if (power !== null) power += plus;
    if (toughness !== null) toughness += plus;
    for (const g of staticIndex(ctx).gets[obj.id] ?? []) {
      if (power !== null) power += g.power;
      if (toughness !== null) toughness += g.toughness;
    }
    for (const e of ctx.s.effects) {
      if (e.object === obj.id && (e.power !== undefined || e.toughness !== undefined)) {
        if (power !== null) power += e.power ?? 0;
        if (toughness !== null) toughness += e.toughness ?? 0;
      }
    }
  }
  return { ...base, manaValue, power, toughness, keywords: [...keywordsOf(ctx, obj)] };
}

const NO_KEYWORDS: readonly Keyword[] = Object.freeze([]);

/**
 * The keyword abilities an object has now (layer 6, CR 613.1f, in the interim reading): printed,
 * granted haste (CR 400.7a), from static abilities, then gained and lost from resolved effects in
 * timestamp order. Each ability once (parameters compared by value, CR 702.16m). The list is
 * shared (the definition's own when nothing changes it): read it, don't change it.
 */
export function keywordsOf(ctx: Ctx, obj: GameObject): readonly Keyword[] {
  const printed = defOf(ctx, obj).keywords ?? NO_KEYWORDS;
  const onBattlefield = obj.zone === 'battlefield';
  const granted = onBattlefield ? staticIndex(ctx).gets[obj.id] : undefined;
  const effects = onBattlefield && ctx.s.effects.length ? ctx.s.effects.filter((e) => e.object === obj.id && (e.gains || e.loses)) : [];
  // The common case without allocating: nothing grants, gains or loses a keyword.
  if (!obj.hasteGranted && !granted?.length && !effects.length) return printed;
  const out: Keyword[] = [...printed];
  const add = (k: Keyword): void => { if (!includesKeyword(out, k)) out.push(k); };
  if (obj.hasteGranted) add('haste');
  for (const g of granted ?? []) g.keywords.forEach(add);
  for (const e of effects) {
    e.gains?.forEach(add);
    for (const k of e.loses ?? []) for (let i = out.length - 1; i >= 0; i--) if (sameKeyword(out[i] as Keyword, k)) out.splice(i, 1);
  }
  return out;
}

/** The object's names (CR 201.2a; a split card has two outside the stack, CR 709.4). */
export function namesOf(ctx: Ctx, obj: GameObject): string[] {
  const def = defOf(ctx, obj);
  return printed(def, castHalf(def, obj)).names;
}

/** One display name: a split card outside the stack shows "Fire // Ice". */
export function displayName(ctx: Ctx, obj: GameObject): string {
  return namesOf(ctx, obj).join(' // ');
}

/** Whether two name lists share a name (CR 201.2a). */
export function shareAName(a: readonly string[], b: readonly string[]): boolean {
  return a.some((n) => b.includes(n));
}

/** Has card type `type` (lowercase) now. */
export function hasType(ctx: Ctx, obj: GameObject, type: string): boolean {
  const def = defOf(ctx, obj);
  const half = castHalf(def, obj);
  if (half) return parseTypeLine(half.typeLine).types.includes(type);
  if (def.halves) return def.halves.some((h) => parseTypeLine(h.typeLine).types.includes(type));
  return parseTypeLine(def.typeLine).types.includes(type);
}

/** Has subtype `sub` (as printed, e.g. `Spider`). */
export function hasSubtype(ctx: Ctx, obj: GameObject, sub: string): boolean {
  return parseTypeLine(defOf(ctx, obj).typeLine).subtypes.includes(sub);
}

export function isLegendary(ctx: Ctx, obj: GameObject): boolean {
  return parseTypeLine(defOf(ctx, obj).typeLine).supertypes.includes('legendary');
}

/** Whether the object has keyword `k` now (parameters compared by value: "protection from black"). */
export function hasKeyword(ctx: Ctx, obj: GameObject, k: Keyword): boolean {
  return includesKeyword(keywordsOf(ctx, obj), k);
}

/** A permanent spell: a spell that will become a permanent (CR 110.1, 608.3). */
export function isPermanentCard(ctx: Ctx, obj: GameObject): boolean {
  return !hasType(ctx, obj, 'instant') && !hasType(ctx, obj, 'sorcery');
}

/** "Card" in rules text: a real card, not a copy or a token (CR 108.2, digest inference 2). */
export function isCard(obj: GameObject): boolean {
  return obj.cardId !== null && obj.copyOf === null && !obj.token;
}
