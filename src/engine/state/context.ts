/**
 * The working context of one `perform` call: the working state, the card registry and the
 * events emitted so far. Every rules function takes a `Ctx` and changes `ctx.s`, a copy-on-write
 * working state (cow.ts), so a thrown error discards the whole action and the previous state is
 * never touched.
 */
import type { CardDef, CardRegistry, CopyException } from './card-def';
import type { GameEvent } from './events';
import type { EntityId, GameObject, GameState, ObjectId } from './types';
import type { TaskBase } from './task';
import { proxyDef } from './proxy';
import { writableObject, type Cow } from './cow';
import { getObject } from './object-table';
import {
  FACE_DOWN_DEF,
  FACE_DOWN_KEY,
  FACE_DOWN_WARD_DEF,
  FACE_DOWN_WARD_KEY,
  backFaceDef,
  cardKeyOf,
  faceKeyOf,
  isBackFaceKey,
} from './faces';

/**
 * Caches derived from the board (the static-ability index, ...), by name. The state knows none
 * of them: each derived module declares its own entry by declaration merging
 * (`declare module '../state/context' { interface BoardCaches { statics: StaticIndex } }`).
 * All are dropped whenever the battlefield changes ({@link boardChanged}).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardCaches {}

/** Something that sees every event as it is emitted (trigger detection, CR 603.2). */
export type EventListener = (ctx: Ctx, ev: GameEvent) => void;

export interface Ctx {
  /** The state being changed (a working copy inside `perform`, see cow.ts), or a plain state for read-only queries. */
  s: GameState;
  reg: CardRegistry;
  events: GameEvent[];
  /** Caches derived from the board; emptied when the board changes. */
  cache: Partial<BoardCaches>;
  /** Copy-on-write bookkeeping; absent for read-only contexts. */
  cow?: Cow;
  /** Sees every event of this context as it happens: the engine installs trigger detection here. */
  onEvent?: EventListener;
  /** Events of a simultaneous event still happening (see {@link simultaneously}), held back from `onEvent`. */
  batch?: GameEvent[] | undefined;
  /** While the listener sees a finished simultaneous event: all of its events (CR 603.10a look-back). */
  together?: readonly GameEvent[] | undefined;
}

/** A context over `state`: read-only without `cow`, a working copy with it (see cow.ts). */
export function createContext(
  state: GameState,
  reg: CardRegistry,
  opts: { cow?: Cow; onEvent?: EventListener } = {},
): Ctx {
  return { s: state, reg, events: [], cache: {}, ...opts };
}

/** A read-only context over a plain state (queries, setup, benchmarks): no cow, no trigger detection. */
export function readContext(state: GameState, reg: CardRegistry): Ctx {
  return createContext(state, reg);
}

/** Appends an event to the action's events and lets the context's listener see it (CR 603.2). */
export function emit(ctx: Ctx, ev: GameEvent): void {
  ctx.events.push(ev);
  if (ctx.batch) ctx.batch.push(ev);
  else ctx.onEvent?.(ctx, ev);
}

/**
 * Runs `fn` as one simultaneous event — state-based actions performed together (CR 704.3),
 * "destroy all creatures", damage dealt to each creature and each player — and lets the
 * listener see its events only once all of it has happened, each with the whole batch in
 * `ctx.together`: permanents that leave the battlefield at the same time see each other
 * leave (CR 603.10a), and what enters at the same time sees each other enter (603.6a).
 * Nested calls join the outer batch.
 */
export function simultaneously(ctx: Ctx, fn: () => void): void {
  if (ctx.batch) {
    fn();
    return;
  }
  const batch: GameEvent[] = [];
  ctx.batch = batch;
  try {
    fn();
  } finally {
    ctx.batch = undefined;
  }
  if (!ctx.onEvent || !batch.length) return;
  ctx.together = batch;
  try {
    for (const ev of batch) ctx.onEvent(ctx, ev);
  } finally {
    ctx.together = undefined;
  }
}

/**
 * The live object with this id, writable (copied on first write in this action), or undefined
 * if it no longer exists (CR 400.7). Use {@link peek} when only reading.
 */
export function liveObject(ctx: Ctx, id: ObjectId | null | undefined): GameObject | undefined {
  if (!id) return undefined;
  return ctx.cow ? writableObject(ctx.s, ctx.cow, id) : getObject(ctx.s, id);
}

/**
 * The live object with this id for reading only (never write to it: it may belong to the
 * frozen previous state), or undefined if it no longer exists.
 */
export function peek(ctx: Ctx, id: ObjectId | null | undefined): GameObject | undefined {
  return id ? getObject(ctx.s, id) : undefined;
}

/**
 * The definition of a definition key: a registry card or a scenario proxy, or the back face of
 * one (a face key, see state/faces.ts, CR 712.8e). Throws if unknown.
 */
export function defByKey(ctx: Ctx, key: string): CardDef {
  const merged = MERGED.def?.(ctx, key);
  if (merged) return merged;
  if (key === FACE_DOWN_KEY) return FACE_DOWN_DEF;
  if (key === FACE_DOWN_WARD_KEY) return FACE_DOWN_WARD_DEF;
  if (isBackFaceKey(key)) {
    const back = backFaceDef(defByKey(ctx, cardKeyOf(key)));
    if (back) return back;
    throw new Error(`card definition "${cardKeyOf(key)}" has no back face`);
  }
  const def = ctx.reg.get(key);
  if (def) return def;
  const proxy = ctx.s.proxies[key];
  if (proxy) return proxyDef(proxy);
  throw new Error(`unknown card definition "${key}"`);
}

/**
 * A bestowed object's definition (CR 702.103b), set by the module that casts with bestow
 * (casting/bestow.ts, installed by every-step.ts with the cards that have bestow): only such a
 * cast makes an object bestowed, so it is set whenever one exists.
 */
export const BESTOWED: { def?: (def: CardDef) => CardDef } = {};

/**
 * A copy's exceptions (CR 707.9b), set by ./copy-exception.ts (installed by every-step.ts): only
 * code that loads with the cards needing it makes a copy with exceptions (a token copy "except
 * …", "enters as a copy … except"), so it is set whenever one exists. `apply` gives a definition
 * as the copy has it, `compose` the exceptions of a copy of a copy (707.3).
 */
export const COPY_EXCEPTIONS: {
  apply?: (def: CardDef, ex: CopyException) => CardDef;
  compose?: (first: CopyException | undefined, then: CopyException | undefined) => CopyException | undefined;
} = {};

/** {@link COPY_EXCEPTIONS}, installed; throws when it is not (never reads a copy without its exceptions). */
export function copyExceptions(): Required<typeof COPY_EXCEPTIONS> {
  if (!COPY_EXCEPTIONS.apply || !COPY_EXCEPTIONS.compose)
    throw new Error("a copy's exceptions are not loaded: load every step (engine/every-step.ts) first");
  return COPY_EXCEPTIONS as Required<typeof COPY_EXCEPTIONS>;
}

/**
 * Merged permanents (CR 730, mutate 702.140), set by resolution/merge.ts as it loads (with the
 * cards that have mutate, every-step.ts): `def` reads a merged definition key (the `merged.key`
 * of a merged permanent; null for another key), `leave` puts a merged permanent's other
 * components where its topmost one went (730.3), `merge` resolves a mutating creature spell with
 * a legal target (702.140c).
 */
export const MERGED: {
  def?: (ctx: Ctx, key: string) => CardDef | null;
  leave?: (ctx: Ctx, old: GameObject, moved: GameObject) => void;
  merge?: (ctx: Ctx, t: TaskBase & { targets: EntityId[][] }, spell: GameObject) => 'done' | 'wait';
} = {};

/**
 * Copy effects of resolved spells and abilities (CR 613.2a, 707.2: "becomes a copy of …") are
 * realised on their objects by resolution/steps/become-copy.ts, which sets `sync` as it loads;
 * where effects end (cleanup 514.2, a turn beginning 500.5) it is called to give objects back
 * their values.
 */
export const COPY_EFFECTS: { sync?: (ctx: Ctx) => void } = {};

function bestowed(def: CardDef): CardDef {
  if (!BESTOWED.def) throw new Error('bestow is not loaded: load every step (engine/every-step.ts) first');
  return BESTOWED.def(def);
}

/**
 * The definition of an object (a copy has its original's copiable values, CR 707.2, with the
 * copy's exceptions, 707.9b): of the face that is up, for a double-faced object (CR 712.8a,
 * 712.8d–e).
 */
export function defOf(ctx: Ctx, obj: GameObject): CardDef {
  // CR 702.103b: a bestowed spell or permanent is an Aura with enchant creature.
  const def = obj.bestowed ? bestowed(defByKey(ctx, obj.def)) : defByKey(ctx, faceKeyOf(obj));
  const own = obj.copyExcept ? copyExceptions().apply(def, obj.copyExcept) : def;
  return obj.zone === 'graveyard' && GRAVEYARD_GRANTS.def ? GRAVEYARD_GRANTS.def(ctx, obj, own) : own;
}

/**
 * Flashback an effect gives a card in a graveyard (CR 702.34a), set by casting/granted-flashback.ts
 * (installed by every-step.ts with the cards that give it): the card's definition with it.
 */
export const GRAVEYARD_GRANTS: { def?: (ctx: Ctx, obj: GameObject, def: CardDef) => CardDef } = {};

/** A fresh object id (CR 400.7). */
export function newObjectId(ctx: Ctx): ObjectId {
  return `o${ctx.s.nextId++}`;
}

/** A fresh timestamp (CR 613.7). */
export function newTimestamp(ctx: Ctx): number {
  return ctx.s.nextTimestamp++;
}

/** Marks the static-ability cache stale after any change to the battlefield. */
export function boardChanged(ctx: Ctx): void {
  ctx.cache = {};
}
