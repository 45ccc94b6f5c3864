/**
 * The layer system (CR 613) for one object: its printed characteristics (layer 1, printed.ts),
 * then every continuous effect that applies to it — static abilities of permanents on the
 * battlefield (CR 604.2, 611.3) and effects of resolved spells and abilities in
 * `state.effects` (CR 611.2) — in layer order: 4 type, 6 abilities, 7a characteristic-defining
 * P/T (CR 604.3: in every zone), 7b P/T set, 7c P/T modified and P/T counters (613.4c), 7d P/T
 * switched; within
 * a layer in timestamp order (613.7). Layer 2 (control) is realised on the object by
 * zones/control.ts. An effect that starts to apply in one layer keeps applying to the same
 * object in later layers (613.6): what it affects is decided once, at its first layer, against
 * the object's characteristics as they are at that point. Within a layer an effect that
 * depends on another (613.8a: applying the other would change whether it applies to this
 * object) waits for it; a dependency loop falls back to timestamp order (613.8b). Dependencies
 * are judged on the object being computed.
 */
import { withKeywordCounters } from './keyword-counters';
import type { StaticSpec } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { printedFor } from './printed';
import { countersPT } from './pt-counters';
import type { Characteristics, Level, Reader } from './reader';
import { STATIC_PARTS, type PartEnv } from './static-parts';
import { isCharacteristicDefining, staticIndex, type StaticApplication } from './statics';
import type { ValueScope } from './static-values';
import type { ContinuousEffect, GameObject, ObjectId } from '../state/types';

declare module '../state/context' {
  interface BoardCaches {
    /** Objects whose layers are being computed now (a dependency loop falls back to layer 1). */
    layering: Set<ObjectId>;
  }
}

/** A continuous effect that may apply to an object, with what decides whether it does. */
export interface Candidate {
  spec: StaticSpec;
  timestamp: number;
  /** "you" and "this" for the effect's filters and amounts. */
  scope: ValueScope;
  /** Effects of resolved abilities apply to the object they were applied to (CR 611.2c). */
  fixed: boolean;
  /** Decided at the effect's first layer (CR 613.6). */
  applies?: boolean;
}

const effectSpecs = new WeakMap<ContinuousEffect, StaticSpec>();

/** A resolved effect's parts in the shape of a static ability's (numbers fixed on resolution, CR 608.2h). */
function specOfEffect(e: ContinuousEffect): StaticSpec {
  let spec = effectSpecs.get(e);
  if (!spec) {
    spec = {
      affects: { self: true },
      ...(e.power !== undefined || e.toughness !== undefined
        ? { gets: { power: e.power ?? 0, toughness: e.toughness ?? 0 } }
        : {}),
      ...(e.setBase ? { setBase: e.setBase } : {}),
      ...(e.addTypes ? { addTypes: e.addTypes } : {}),
      ...(e.setColors ? { setColors: e.setColors } : {}),
      ...(e.gains ? { gains: e.gains } : {}),
      ...(e.loses ? { loses: e.loses } : {}),
      ...(e.losesAll ? { losesAll: e.losesAll } : {}),
      ...(e.grants ? { grants: e.grants } : {}),
      ...(e.cant ? { cant: e.cant } : {}),
    };
    effectSpecs.set(e, spec);
  }
  return spec;
}

/** A static ability as a candidate: "you" is its source's controller now. */
export function staticCandidate(ctx: Ctx, app: StaticApplication): Candidate {
  const you = peek(ctx, app.source)?.controller ?? 'p1';
  return { spec: app.spec, timestamp: app.timestamp, scope: { you, source: app.source }, fixed: false };
}

/** Every continuous effect that could apply to a permanent, in timestamp order (CR 613.7). */
export function candidatesFor(ctx: Ctx, obj: GameObject): Candidate[] {
  const idx = staticIndex(ctx);
  const out: Candidate[] = [];
  for (const app of idx.onSelf.get(obj.id) ?? []) out.push(staticCandidate(ctx, app));
  for (const app of idx.onHost.get(obj.id) ?? []) out.push(staticCandidate(ctx, app));
  for (const app of idx.global) out.push(staticCandidate(ctx, app));
  out.push(...resolvedCandidates(ctx, obj));
  if (out.length > 1) out.sort((a, b) => a.timestamp - b.timestamp);
  return out;
}

/** The effects of resolved spells and abilities applied to `obj` (CR 611.2c), in timestamp order. */
function resolvedCandidates(ctx: Ctx, obj: GameObject): Candidate[] {
  const out: Candidate[] = [];
  for (const e of ctx.s.effects) {
    if (e.object === obj.id)
      out.push({
        spec: specOfEffect(e),
        timestamp: e.timestamp,
        scope: { you: obj.controller, source: null, sourceName: e.sourceName },
        fixed: true,
      });
  }
  return out;
}

/** Whether a candidate's scope and condition cover `obj` with characteristics `c` (not memoised). */
function covers(ctx: Ctx, read: Reader, obj: GameObject, k: Candidate, c: Characteristics | null): boolean {
  if (k.fixed) return true;
  const env: PartEnv = { ctx, read, scope: k.scope, obj };
  return (
    STATIC_PARTS.affects.holds(k.spec.affects, env, c) &&
    (!k.spec.condition || STATIC_PARTS.condition.holds(k.spec.condition, env, c))
  );
}

/** Whether a candidate applies to `obj`, decided once (CR 613.6) against `c` as it is now. */
export function candidateApplies(
  ctx: Ctx,
  read: Reader,
  obj: GameObject,
  k: Candidate,
  c: Characteristics | null,
): boolean {
  k.applies ??= covers(ctx, read, obj, k, c);
  return k.applies;
}

/** Layer 1 with X on the stack (CR 107.3g) and haste granted to a spell copy (CR 707.10, 400.7a). */
function base(ctx: Ctx, obj: GameObject): Characteristics {
  const def = defOf(ctx, obj);
  const p = printedFor(def, obj);
  const x = obj.zone === 'stack' && obj.spell ? obj.spell.x : 0;
  return {
    names: p.names,
    manaValue: p.manaValue + p.xCount * x,
    colors: p.colors,
    supertypes: p.supertypes,
    types: p.types,
    subtypes: p.subtypes,
    power: p.power,
    toughness: p.toughness,
    keywords: withKeywordCounters(
      obj.hasteGranted && !p.keywords.includes('haste') ? [...p.keywords, 'haste'] : p.keywords,
      obj.zone === 'battlefield' ? obj.counters : {},
    ),
    rulesTextLost: false,
  };
}

/** Layer 7a (CR 604.3, 613.4a): the object's own characteristic-defining abilities, in every zone. */
function characteristicDefining(ctx: Ctx, read: Reader, obj: GameObject, c: Characteristics): void {
  if (c.rulesTextLost || c.abilitiesLost) return;
  for (const spec of defOf(ctx, obj).statics ?? []) {
    if (!isCharacteristicDefining(spec) || !spec.definesPT) continue;
    STATIC_PARTS.definesPT.apply(c, spec.definesPT, { ctx, read, scope: { you: obj.controller, source: obj.id }, obj });
  }
}

type LayerPartName =
  'addTypes' | 'setColors' | 'losesAll' | 'gains' | 'loses' | 'grants' | 'setBase' | 'definesPT' | 'gets';

/** Applies one candidate's parts of a layer to `c`. */
function applyParts(
  ctx: Ctx,
  read: Reader,
  obj: GameObject,
  c: Characteristics,
  k: Candidate,
  parts: readonly LayerPartName[],
): void {
  const env: PartEnv = { ctx, read, scope: k.scope, obj, at: k.timestamp };
  for (const p of parts) {
    const v = k.spec[p];
    // Only the source's own "power and toughness are each equal to" is characteristic-defining (7a).
    if (v === undefined || (p === 'definesPT' && 'self' in k.spec.affects)) continue;
    (STATIC_PARTS[p].apply as (c: Characteristics, v: unknown, env: PartEnv) => void)(c, v, env);
  }
}

/** Whether `k` depends on `j` here (CR 613.8a): applying `j` first would change whether `k` applies to `obj`. */
function dependsOn(
  ctx: Ctx,
  read: Reader,
  obj: GameObject,
  c: Characteristics,
  k: Candidate,
  j: Candidate,
  parts: readonly LayerPartName[],
): boolean {
  if (k.applies !== undefined || !covers(ctx, read, obj, j, c)) return false;
  const after = { ...c };
  applyParts(ctx, read, obj, after, j, parts);
  return covers(ctx, read, obj, k, c) !== covers(ctx, read, obj, k, after);
}

/**
 * Applies the parts of one layer of every candidate that applies: in timestamp order, except
 * that an effect depending on another waits for it (CR 613.8; a loop keeps timestamp order).
 * Layer 7c only adds, so its order doesn't matter.
 */
function layer(
  ctx: Ctx,
  read: Reader,
  obj: GameObject,
  c: Characteristics,
  ks: Candidate[],
  parts: readonly LayerPartName[],
): void {
  const pending = ks.filter((k) => parts.some((p) => k.spec[p] !== undefined));
  while (pending.length) {
    let i = 0;
    if (pending.length > 1 && parts[0] !== 'gets') {
      const free = pending.findIndex((k) => !pending.some((j) => j !== k && dependsOn(ctx, read, obj, c, k, j, parts)));
      if (free > 0) i = free;
    }
    const [k] = pending.splice(i, 1) as [Candidate];
    if (candidateApplies(ctx, read, obj, k, c)) applyParts(ctx, read, obj, c, k, parts);
  }
}

/**
 * The characteristics of `obj` with the layers applied up to `level` (see reader.ts). Objects
 * off the battlefield have only their characteristic-defining abilities applied (CR 604.3).
 */
export function layered(ctx: Ctx, read: Reader, obj: GameObject, level: Level): Characteristics {
  const c = base(ctx, obj);
  if (obj.zone !== 'battlefield') {
    // A spell on the stack is changed by effects applied to it ("Target spell becomes red",
    // CR 611.2c); they end when it becomes a new object (400.7).
    const ks = obj.zone === 'stack' ? resolvedCandidates(ctx, obj) : [];
    if (ks.length) {
      layer(ctx, read, obj, c, ks, ['addTypes']);
      layer(ctx, read, obj, c, ks, ['setColors']);
      if (level === 'types') return c;
      layer(ctx, read, obj, c, ks, ['losesAll', 'gains', 'loses', 'grants']);
    }
    if (level === 'all') characteristicDefining(ctx, read, obj, c);
    return c;
  }
  const busy = (ctx.cache.layering ??= new Set());
  // A dependency loop (an effect whose condition needs this very object's layers): layer 1 only.
  if (busy.has(obj.id)) return c;
  busy.add(obj.id);
  try {
    const ks = candidatesFor(ctx, obj);
    if (ks.length) {
      layer(ctx, read, obj, c, ks, ['addTypes']);
      layer(ctx, read, obj, c, ks, ['setColors']);
      if (level === 'types') return c;
      layer(ctx, read, obj, c, ks, ['losesAll', 'gains', 'loses', 'grants']);
      if (level === 'abilities') return c;
    } else if (level !== 'all') return c;
    characteristicDefining(ctx, read, obj, c);
    if (ks.length) {
      layer(ctx, read, obj, c, ks, ['setBase', 'definesPT']);
      layer(ctx, read, obj, c, ks, ['gets']);
    }
    const counters = countersPT(obj.counters);
    if (c.power !== null) c.power += counters.power;
    if (c.toughness !== null) c.toughness += counters.toughness;
    // Layer 7d (CR 613.4d): each "switch its power and toughness" switches them again.
    for (const e of ctx.s.effects)
      if (e.switchPT && e.object === obj.id) [c.power, c.toughness] = [c.toughness, c.power];
    return c;
  } finally {
    busy.delete(obj.id);
  }
}
