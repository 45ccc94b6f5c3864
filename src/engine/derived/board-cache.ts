/**
 * Which permanents matter to which rule, cached by the battlefield list itself. Zone lists are
 * never changed in place (objects.ts), so the same list means the same permanents: the
 * classification computed for one state is reused by every later state with the same
 * battlefield, and a permanent entering or leaving updates it incrementally. This keeps
 * actions on a thousand-permanent board from rescanning every permanent (issue 6).
 *
 * What is cached depends only on what permanents are there and what they are (their
 * definitions and controllers, which don't change while a permanent stays on the battlefield in
 * this card pool); everything that can change in place (tapped, counters, attachments) is read
 * live from the objects.
 */
import type { CardDef } from '../state/card-def';
import { boardChanged, defOf, peek, type Ctx } from '../state/context';
import { defFlags } from './def-flags';
import type { ManaType, ObjectId } from '../state/types';

/** Battlefield permanents by what the rules need to look at. */
export interface Classification {
  triggerSources: ObjectId[];
  replacementSources: ObjectId[];
  manaSources: ObjectId[];
  staticSources: ObjectId[];
  creatures: ObjectId[];
  /** Planeswalkers (CR 704.5i). */
  planeswalkers: ObjectId[];
  /** Permanents with chapter abilities: Sagas (CR 714.3b, 704.5s). */
  sagas: ObjectId[];
  legends: ObjectId[];
  auras: ObjectId[];
  /** Equipment, and other permanents that were attached to something when classified (CR 704.5n, 704.5p). */
  attachedOthers: ObjectId[];
  /** "Could produce" sets (CR 106.7), filled on first use; depends on mana sources and replacements. */
  could: Record<ObjectId, ManaType[]> | null;
}

const cache = new WeakMap<readonly ObjectId[], Classification>();

type ListKey = Exclude<keyof Classification, 'could'>;

function listsFor(def: CardDef, attached: boolean): ListKey[] {
  const f = defFlags(def);
  const out: ListKey[] = [];
  if (f.triggered) out.push('triggerSources');
  if (f.replacements) out.push('replacementSources');
  if (f.mana) out.push('manaSources');
  if (f.statics) out.push('staticSources');
  if (f.creature) out.push('creatures');
  if (f.planeswalker) out.push('planeswalkers');
  if (f.saga) out.push('sagas');
  if (f.legendary) out.push('legends');
  if (f.aura) out.push('auras');
  // Equipment can become attached at any time (equip, CR 702.6), so it is always looked at.
  else if (attached || f.equipment) out.push('attachedOthers');
  return out;
}

function empty(): Classification {
  return {
    triggerSources: [],
    replacementSources: [],
    manaSources: [],
    staticSources: [],
    creatures: [],
    planeswalkers: [],
    sagas: [],
    legends: [],
    auras: [],
    attachedOthers: [],
    could: null,
  };
}

/** The classification of the current battlefield (computed once per battlefield list). */
export function classification(ctx: Ctx): Classification {
  const bf = ctx.s.battlefield;
  const hit = cache.get(bf);
  if (hit) return hit;
  const c = empty();
  for (const id of bf) {
    const o = peek(ctx, id);
    if (!o) continue;
    for (const key of listsFor(defOf(ctx, o), o.attachedTo !== null)) c[key].push(id);
  }
  LAZY_COMMAND.sources?.(ctx, c);
  cache.set(bf, c);
  return c;
}

/**
 * Adds the nontraditional cards in the command zone whose abilities function there (planes,
 * schemes …, CR 408.3) to a classification: installed with such cards (derived/command-sources.ts).
 */
export const LAZY_COMMAND: { sources?: (ctx: Ctx, c: Classification) => void } = {};

/**
 * Records that `next` is `prev` with `id` added or removed, deriving the classification of
 * `next` from that of `prev` (if known) instead of rescanning.
 */
export function battlefieldChanged(
  ctx: Ctx,
  prev: readonly ObjectId[],
  next: readonly ObjectId[],
  id: ObjectId,
  added: boolean,
): void {
  const old = cache.get(prev);
  if (!old) return;
  const o = peek(ctx, id);
  const def = o ? defOf(ctx, o) : undefined;
  const keys = def
    ? listsFor(def, o?.attachedTo != null)
    : (Object.keys(old).filter((k) => k !== 'could') as ListKey[]);
  const c: Classification = { ...old };
  for (const key of keys) c[key] = added ? [...old[key], id] : old[key].filter((x) => x !== id);
  const f = def ? defFlags(def) : null;
  if (!f || f.mana || f.replacements || f.land) c.could = null;
  cache.set(next, c);
}

/**
 * A permanent's characteristics changed in place — transformed (CR 712.8d–e), flipped (710.2),
 * turned face up (708.8), no longer bestowed (702.103f): the same object with other abilities and
 * types. The battlefield list is replaced by an equal new one, so its classification is computed
 * again, and the caches of derived values are dropped.
 */
export function reclassify(ctx: Ctx): void {
  ctx.s.battlefield = [...ctx.s.battlefield];
  boardChanged(ctx);
}
