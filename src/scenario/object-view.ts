/**
 * Read-only facts about objects, for display (the table in src/ui draws card frames from them):
 * current names, printed text, power/toughness with counters and Aura bonuses (CR 613 in the
 * engine's reduced form), summoning sickness (CR 302.6). Pure reads of a state; nothing changes.
 * The engine keeps these helpers internal, so this file is the one place the UI reaches them.
 */
import type { CardDef, CardRegistry, GameObject, GameState, LkiSnapshot, ObjectId } from '../engine';
import {
  castHalf,
  characteristics,
  defByKey,
  defOf,
  getObject,
  isSummoningSick,
  readContext,
  staticIndex,
  type Ctx,
} from '../engine';
import type { CardBook, CardSourceId } from '../cards/data/card-book';

/** What a card frame shows about one object. */
export interface ObjectFacts {
  /** One display name (a split card outside the stack: "Fire // Ice"; on the stack: the cast half). */
  name: string;
  /** A face-down permanent or spell's card (CR 708.5: its controller may look at it). */
  faceDownCard?: string;
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
  /**
   * A planeswalker's loyalty (CR 306.5b, 209.1): its loyalty counters on the battlefield, its
   * printed loyalty elsewhere; null for anything else.
   */
  loyalty: number | null;
  types: string[];
  subtypes: string[];
  summoningSick: boolean;
  /** A proxy: a vanilla stand-in with no scripted abilities. */
  proxy: boolean;
  scryfallId: string | null;
  /**
   * A double-faced card (CR 712): which face is up (`back`: transformed on the battlefield,
   * 701.27g, or cast as its back face), and the other face as printed, for a look at it; null
   * for a card with one face.
   */
  faces: { up: 'front' | 'back'; other: PrintedFace } | null;
  /** Split card halves as printed (for frames of split cards outside the stack). */
  halves: { name: string; manaCost: string; typeLine: string; oracle: string }[];
  /** How much of the object's rules text the engine enforces (the frame's badge, the detail's list). */
  enforcement: Enforcement;
}

/** One face of a card as printed. */
export interface PrintedFace {
  name: string;
  manaCost: string;
  typeLine: string;
  oracle: string;
  power: number | null;
  toughness: number | null;
}

/** A definition's face as printed. */
export function printedFace(def: CardDef): PrintedFace {
  const { name, manaCost, typeLine, oracle } = def;
  return { name, manaCost, typeLine, oracle, power: def.power ?? null, toughness: def.toughness ?? null };
}

/** The double-faced facts of `obj` (see {@link ObjectFacts.faces}); `card`: its card's definition (the front face). */
function facesOf(obj: GameObject, card: CardDef): ObjectFacts['faces'] {
  if (!card.back) return null;
  return obj.backFaceUp ? { up: 'back', other: printedFace(card) } : { up: 'front', other: printedFace(card.back) };
}

/**
 * How much of an object's text is enforced (DESIGN "Real cards"): `full` (hand-scripted pool
 * cards, tokens, cards whose every ability compiled), `partial`, `none` (text only), or `proxy`
 * (a vanilla stand-in: a scenario's proxy, or a card whose data could not be found).
 */
export interface Enforcement {
  status: 'full' | 'partial' | 'none' | 'proxy';
  /** Where the definition came from (`proxy` and `token` for those). */
  source: CardSourceId | 'unavailable' | 'proxy' | 'token';
  /** The abilities the engine does not enforce, verbatim, with the reason. */
  unenforced: { text: string; reason: string }[];
  /** Why a stand-in has no card data, else null. */
  note: string | null;
}

const SCRIPTED: Enforcement = { status: 'full', source: 'pool', unenforced: [], note: null };

function isBook(reg: CardRegistry): reg is CardBook {
  return typeof (reg as Partial<CardBook>).info === 'function';
}

/**
 * The enforcement of an object with definition key `def` (a registry name, or a key of the
 * game's `proxies`).
 */
export function enforcementOf(
  proxies: GameState['proxies'],
  reg: CardRegistry,
  obj: Pick<GameObject, 'def' | 'token'>,
): Enforcement {
  if (obj.token) return { status: 'full', source: 'token', unenforced: [], note: null };
  if (obj.def in proxies) return { status: 'proxy', source: 'proxy', unenforced: [], note: null };
  const info = isBook(reg) ? reg.info(obj.def) : undefined;
  if (!info) return SCRIPTED;
  if (info.source === 'unavailable') return { status: 'proxy', source: 'unavailable', unenforced: [], note: info.note };
  const unenforced = info.abilities
    .filter((a) => !a.enforced)
    .map((a) => ({ text: a.text, reason: a.reason ?? 'not enforced' }));
  return { status: info.status, source: info.source, unenforced, note: info.note };
}

const contexts = new WeakMap<GameState, { reg: CardRegistry; ctx: Ctx }>();

/**
 * One read context per (frozen) state: its caches (the index of static abilities on the
 * battlefield) are built once for the whole board view, not once per object viewed.
 */
function ctxOf(state: GameState, reg: CardRegistry): Ctx {
  const known = contexts.get(state);
  if (known?.reg === reg) return known.ctx;
  const ctx = readContext(state, reg);
  contexts.set(state, { reg, ctx });
  return ctx;
}

function factsOf(ctx: Ctx, obj: GameObject, card: CardDef, summoningSick: boolean): ObjectFacts {
  const ch = characteristics(ctx, obj);
  // The face that is up (CR 712.8): a transformed permanent shows its back face; a face-down one
  // shows no name, text or cost (708.2a), and only its controller may look at the card (708.5).
  const def = obj.backFaceUp || obj.faceDown ? defOf(ctx, obj) : card;
  const half = castHalf(def, obj);
  const printed = half ?? def;
  return {
    name: obj.faceDown ? 'Face-down 2/2' : ch.names.join(' // '),
    ...(obj.faceDown ? { faceDownCard: card.name } : {}),
    names: ch.names,
    manaCost: half ? half.manaCost : def.manaCost,
    typeLine: printed.typeLine,
    oracle: printed.oracle,
    power: ch.power,
    toughness: ch.toughness,
    printedPower: def.power ?? null,
    printedToughness: def.toughness ?? null,
    loyalty: !ch.types.includes('planeswalker')
      ? null
      : obj.zone === 'battlefield'
        ? (obj.counters.loyalty ?? 0)
        : (def.loyalty ?? null),
    types: ch.types,
    subtypes: ch.subtypes,
    summoningSick,
    proxy: obj.def in ctx.s.proxies,
    scryfallId: def.scryfallId ?? null,
    faces: facesOf(obj, card),
    halves: half
      ? []
      : (def.halves ?? []).map((h) => ({ name: h.name, manaCost: h.manaCost, typeLine: h.typeLine, oracle: h.oracle })),
    enforcement: enforcementOf(ctx.s.proxies, ctx.reg, obj),
  };
}

/**
 * Facts computed for an object, reused while what they depend on is the same: the object itself
 * (a new object on any change, the state is copy-on-write), the static abilities that apply to
 * it, the continuous effects, the turn (summoning sickness) and the proxies. A board of 1,000
 * permanents then recomputes only what an action changed.
 */
function sameStatics(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);
}

const factsCache = new WeakMap<
  GameObject,
  { facts: ObjectFacts; gets: unknown; effects: unknown; turn: string; proxies: unknown; reg: CardRegistry }
>();

/** Facts about a live object, or null if there is no such object (or its definition is unknown). */
export function objectFacts(state: GameState, reg: CardRegistry, id: ObjectId): ObjectFacts | null {
  const obj = getObject(state, id);
  if (!obj) return null;
  const ctx = ctxOf(state, reg);
  try {
    // What static abilities could change it: those of what is attached to it, its own, and any
    // that change characteristics board-wide (then nothing is reused: their reach is wide).
    const index = obj.zone === 'battlefield' ? staticIndex(ctx) : null;
    const gets = index
      ? [index.onHost.get(obj.id), index.onSelf.get(obj.id), index.globalLayers.length ? index.globalLayers : undefined]
      : null;
    const turn = `${state.turn.number}:${state.turn.active}`;
    const known = factsCache.get(obj);
    if (
      known &&
      sameStatics(known.gets, gets) &&
      known.effects === state.effects &&
      known.turn === turn &&
      known.proxies === state.proxies &&
      known.reg === reg
    )
      return known.facts;
    const facts = factsOf(ctx, obj, defByKey(ctx, obj.def), isSummoningSick(ctx, obj));
    factsCache.set(obj, { facts, gets, effects: state.effects, turn, proxies: state.proxies, reg });
    return facts;
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
