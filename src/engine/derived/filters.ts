/**
 * Matching objects against filters and choosing legal targets (CR 115): which objects a
 * target, an untargeted choice (CR 115.10) or an enchant ability (CR 702.5) allows.
 */
import type { ObjectFilter, TargetFilter, TargetSpec } from '../state/card-def';
import { READER } from './characteristics';
import { matchesObjectFilter } from './object-filter';
import { peek, type Ctx } from '../state/context';
import { readZone } from '../state/zone-lists';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/types';
import { PLAYERS } from '../state/types';

export { inRange } from './object-filter';

/**
 * Whether `obj` matches `f` from the point of view of `you` (the controller of the effect),
 * reading its current characteristics (CR 109.3, 613). Every key of {@link ObjectFilter} is
 * checked (object-filter.ts, which the layer code shares).
 */
export function matchesFilter(ctx: Ctx, obj: GameObject, f: ObjectFilter, you: PlayerId, source: ObjectId | null): boolean {
  return matchesObjectFilter(ctx, READER, obj, f, you, source);
}

/** Every object in the zone a filter looks at that matches it. */
export function objectsMatching(ctx: Ctx, f: ObjectFilter, you: PlayerId, source: ObjectId | null): GameObject[] {
  const zone = f.zone ?? 'battlefield';
  const ids: readonly ObjectId[] =
    zone === 'battlefield' || zone === 'stack' ? readZone(ctx, zone)
    : PLAYERS.flatMap((p) => readZone(ctx, zone, p));
  const out: GameObject[] = [];
  for (const id of ids) {
    const o = peek(ctx, id);
    if (o && matchesFilter(ctx, o, f, you, source)) out.push(o);
  }
  return out;
}

/** Whether a player or object id is allowed by a target filter (CR 115.1, 115.5). */
export function allowedBy(ctx: Ctx, f: TargetFilter, id: EntityId, you: PlayerId, source: ObjectId | null): boolean {
  if (id === 'p1' || id === 'p2') return playerAllowed(ctx, f, id, you);
  if (id === source) return false; // CR 115.5: a spell or ability can't target itself
  const obj = peek(ctx, id);
  if (!obj) return false;
  if (f.spells && obj.zone === 'stack' && obj.spell && spellAllowed(ctx, f, obj, you, source)) return true;
  return !!f.objects && matchesFilter(ctx, obj, f.objects, you, source);
}

/** Whether a player may be chosen: "target player", "target opponent" (CR 115.1). */
function playerAllowed(ctx: Ctx, f: TargetFilter, p: PlayerId, you: PlayerId): boolean {
  if (!f.players || ctx.s.players[p].lost) return false;
  return f.players === true || (f.players === 'you') === (p === you);
}

/** Whether a spell on the stack matches the slot's spell filter ("target red spell"). */
function spellAllowed(ctx: Ctx, f: TargetFilter, obj: GameObject, you: PlayerId, source: ObjectId | null): boolean {
  return f.spells === true || (!!f.spells && matchesFilter(ctx, obj, { ...f.spells, zone: 'stack' }, you, source));
}

/** Whether a slot has at least `spec.min` legal targets (stops counting once it has). */
export function hasLegalTargets(ctx: Ctx, spec: TargetSpec, you: PlayerId, source: ObjectId | null): boolean {
  if (spec.min === 0) return true;
  if (spec.sameGraveyard) return legalTargets(ctx, spec, you, source).length >= spec.min;
  let n = 0;
  for (const p of PLAYERS) if (playerAllowed(ctx, spec.filter, p, you) && ++n >= spec.min) return true;
  if (spec.filter.spells) {
    for (const id of ctx.s.stack) {
      const o = peek(ctx, id);
      if (id !== source && o?.spell && spellAllowed(ctx, spec.filter, o, you, source) && ++n >= spec.min) return true;
    }
  }
  const f = spec.filter.objects;
  if (f) {
    const zone = f.zone ?? 'battlefield';
    const ids = zone === 'battlefield' || zone === 'stack' ? readZone(ctx, zone) : PLAYERS.flatMap((p) => readZone(ctx, zone, p));
    for (const id of ids) {
      const o = peek(ctx, id);
      if (o && o.id !== source && matchesFilter(ctx, o, f, you, source) && ++n >= spec.min) return true;
    }
  }
  return false;
}

/** All legal choices for one target slot, objects first, then players. */
export function legalTargets(ctx: Ctx, spec: TargetSpec, you: PlayerId, source: ObjectId | null): EntityId[] {
  const out: EntityId[] = [];
  if (spec.filter.objects) {
    for (const o of objectsMatching(ctx, spec.filter.objects, you, source)) if (o.id !== source) out.push(o.id);
  }
  if (spec.filter.spells) {
    for (const id of ctx.s.stack) {
      const o = peek(ctx, id);
      if (id !== source && o?.spell && spellAllowed(ctx, spec.filter, o, you, source) && !out.includes(id)) out.push(id);
    }
  }
  for (const p of PLAYERS) if (playerAllowed(ctx, spec.filter, p, you)) out.push(p);
  if (spec.sameGraveyard && spec.min > 1) {
    // Only graveyards that hold enough candidates can supply every target.
    return out.filter((id) => {
      const o = peek(ctx, id);
      return !!o && out.filter((j) => peek(ctx, j)?.zonePlayer === o.zonePlayer).length >= spec.min;
    });
  }
  return out;
}

/** Whether a full choice for a slot is legal: count, each target, and "single graveyard". */
export function legalChoice(ctx: Ctx, spec: TargetSpec, chosen: EntityId[], you: PlayerId, source: ObjectId | null): string | null {
  if (chosen.length < spec.min || chosen.length > spec.max) {
    return `${spec.label}: choose ${spec.min === spec.max ? spec.min : `${spec.min} to ${spec.max}`} target(s)`;
  }
  if (new Set(chosen).size !== chosen.length) return `${spec.label}: the same target was chosen twice (CR 115.3)`;
  for (const id of chosen) if (!allowedBy(ctx, spec.filter, id, you, source)) return `${id} is not a legal target for ${spec.label}`;
  if (spec.sameGraveyard) {
    const owners = new Set(chosen.map((id) => peek(ctx, id)?.zonePlayer));
    if (owners.size > 1) return `${spec.label}: the targets must come from a single graveyard`;
  }
  return null;
}

/** "Any target" (CR 115.4): a creature, planeswalker or battle, or a player. */
export const ANY_TARGET: TargetFilter = { objects: { types: ['creature', 'planeswalker', 'battle'] }, players: true };
