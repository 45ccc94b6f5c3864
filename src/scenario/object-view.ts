/**
 * Read-only facts about objects, for display (the table in src/ui draws card frames from them):
 * current names, printed text, power/toughness with counters and Aura bonuses (CR 613 in the
 * engine's reduced form), summoning sickness (CR 302.6). Pure reads of a state; nothing changes.
 * The engine keeps these helpers internal, so this file is the one place the UI reaches them.
 */
import type { CardDef, CardRegistry, GameObject, GameState, LkiSnapshot, ObjectId } from '../engine';
import { castHalf, characteristics, defByKey, getObject, isSummoningSick, readContext, type Ctx } from '../engine';

/** What a card frame shows about one object. */
export interface ObjectFacts {
  /** One display name (a split card outside the stack: "Fire // Ice"; on the stack: the cast half). */
  name: string;
  names: string[];
  manaCost: string;
  typeLine: string;
  oracle: string;
  /** Current power/toughness (null if it has none). */
  power: number | null;
  toughness: number | null;
  /** Printed power/toughness, to show a changed value. */
  printedPower: number | null;
  printedToughness: number | null;
  types: string[];
  subtypes: string[];
  summoningSick: boolean;
  /** A proxy: a vanilla stand-in with no scripted abilities. */
  proxy: boolean;
  scryfallId: string | null;
  /** Split card halves as printed (for frames of split cards outside the stack). */
  halves: { name: string; manaCost: string; typeLine: string; oracle: string }[];
}

function ctxOf(state: GameState, reg: CardRegistry): Ctx {
  return readContext(state, reg);
}

function factsOf(ctx: Ctx, obj: GameObject, def: CardDef, summoningSick: boolean): ObjectFacts {
  const ch = characteristics(ctx, obj);
  const half = castHalf(def, obj);
  const printed = half ?? def;
  return {
    name: ch.names.join(' // '),
    names: ch.names,
    manaCost: half ? half.manaCost : def.manaCost,
    typeLine: printed.typeLine,
    oracle: printed.oracle,
    power: ch.power,
    toughness: ch.toughness,
    printedPower: def.power ?? null,
    printedToughness: def.toughness ?? null,
    types: ch.types,
    subtypes: ch.subtypes,
    summoningSick,
    proxy: obj.def in ctx.s.proxies,
    scryfallId: def.scryfallId ?? null,
    halves: half ? [] : (def.halves ?? []).map((h) => ({ name: h.name, manaCost: h.manaCost, typeLine: h.typeLine, oracle: h.oracle })),
  };
}

/** Facts about a live object, or null if there is no such object (or its definition is unknown). */
export function objectFacts(state: GameState, reg: CardRegistry, id: ObjectId): ObjectFacts | null {
  const obj = getObject(state, id);
  if (!obj) return null;
  const ctx = ctxOf(state, reg);
  try {
    return factsOf(ctx, obj, defByKey(ctx, obj.def), isSummoningSick(ctx, obj));
  } catch {
    return null;
  }
}

/** Facts about an object as it last existed (a last-known-information snapshot, CR 608.2h). */
export function snapshotFacts(state: GameState, reg: CardRegistry, snap: LkiSnapshot): ObjectFacts | null {
  const ctx = ctxOf(state, reg);
  try {
    const def = defByKey(ctx, snap.object.def);
    const facts = factsOf(ctx, { ...snap.object, zone: 'exile' }, def, false);
    return { ...facts, name: snap.names.join(' // '), names: snap.names, power: snap.power, toughness: snap.toughness };
  } catch {
    return null;
  }
}

/** The printed definition of a key (a card name or a proxy key), for galleries and tooltips. */
export function definitionOf(state: GameState, reg: CardRegistry, key: string): CardDef | null {
  try {
    return defByKey(ctxOf(state, reg), key);
  } catch {
    return null;
  }
}
