/**
 * Matching objects against filters and choosing legal targets (CR 115): which objects a
 * target, an untargeted choice (CR 115.10) or an enchant ability (CR 702.5) allows, including
 * what keyword abilities forbid: hexproof (702.11b), shroud (702.18b) and protection (702.16b–d).
 */
import type { ObjectFilter, TargetFilter, TargetSpec } from '../state/card-def';
import { displayName, READER } from './characteristics';
import { matchesObjectFilter } from './object-filter';
import { peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { readZone } from '../state/zone-lists';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/types';
import { PLAYERS } from '../state/types';
import { RULE } from '../state/rules';
import { keywordTargetRefusal, type Refusal, type Targeter } from './keywords';

export type { Targeter } from './keywords';

/** A chosen target in words: a player, an object's name, or an ability on the stack ("Spellweaver Volute's ability"). */
function targetWords(ctx: Ctx, id: EntityId): string {
  if (id === 'p1' || id === 'p2') return id;
  const obj = peek(ctx, id);
  if (obj) return displayName(ctx, obj);
  const ability = Object.hasOwn(ctx.s.abilities, id) ? ctx.s.abilities[id] : undefined;
  return ability ? `${ability.sourceName}'s ability on the stack (an ability, not a spell or a permanent)` : id;
}

/**
 * What is choosing targets, from the `source` id callers pass: a spell on the stack, an ability on
 * the stack (its source read live or as it last existed, CR 113.7a), or the permanent whose
 * ability is being activated or has triggered; `null` is an ability of an unknown source.
 */
export function targeterFor(ctx: Ctx, source: ObjectId | null, you: PlayerId): Targeter {
  if (!source) return { kind: 'ability', source: null, controller: you };
  const ability = ctx.s.abilities[source];
  if (ability) return abilityTargeter(ctx, ability.source, ability.controller, source);
  // A card off the battlefield is being cast (a spell); a permanent's ability is being activated.
  const obj = peek(ctx, source) ?? null;
  return { kind: obj && obj.zone !== 'battlefield' ? 'spell' : 'ability', source: obj, controller: you };
}

/**
 * An ability of `source` (live, or as it last existed: a "dies" trigger, CR 113.7a) controlled by
 * `controller`; `item` is the ability itself once it is on the stack (it can't target itself, 115.5).
 */
export function abilityTargeter(ctx: Ctx, source: ObjectId, controller: PlayerId, item?: ObjectId): Targeter {
  const obj = peek(ctx, source) ?? getLki(ctx.s, source)?.object ?? null;
  return { kind: 'ability', source: obj, controller, item: item ?? null };
}

/**
 * Why `obj` can't be targeted (or enchanted / equipped) by `by`, or null: a spell can't target
 * itself (CR 115.5) nor an Aura enchant itself (303.4d) — an ability may target its own source —
 * then hexproof, shroud and protection (CR 702.11b, 702.18b, 702.16b–d), then statics saying it
 * "can't be the target of" such spells or abilities (CR 115.1, 101.2).
 */
export function targetRefusal(ctx: Ctx, obj: GameObject, by: Targeter): Refusal | null {
  if (by.kind !== 'ability' && by.source && obj.id === by.source.id)
    return { reason: "a spell or ability can't target itself", rule: RULE.cantTargetItself };
  return keywordTargetRefusal(ctx, obj, by) ?? TARGET_BANS.refusal?.(ctx, obj, by) ?? null;
}

/** "can't be the target of …" statics (CR 115.1), "You have hexproof", installed by derived/target-bans.ts. */
export const TARGET_BANS: {
  refusal?: (ctx: Ctx, obj: GameObject, by: Targeter) => Refusal | null;
  player?: (ctx: Ctx, p: PlayerId, by: Targeter) => boolean;
} = {};

export { inRange } from './object-filter';

/**
 * Whether `obj` matches `f` from the point of view of `you` (the controller of the effect),
 * reading its current characteristics (CR 109.3, 613). Every key of {@link ObjectFilter} is
 * checked (object-filter.ts, which the layer code shares).
 */
export function matchesFilter(
  ctx: Ctx,
  obj: GameObject,
  f: ObjectFilter,
  you: PlayerId,
  source: ObjectId | null,
): boolean {
  return matchesObjectFilter(ctx, READER, obj, f, you, source);
}

/** Every object in the zone a filter looks at that matches it. */
export function objectsMatching(ctx: Ctx, f: ObjectFilter, you: PlayerId, source: ObjectId | null): GameObject[] {
  const zone = f.zone ?? 'battlefield';
  const ids: readonly ObjectId[] =
    zone === 'battlefield' || zone === 'stack' ? readZone(ctx, zone) : PLAYERS.flatMap((p) => readZone(ctx, zone, p));
  const out: GameObject[] = [];
  for (const id of ids) {
    const o = peek(ctx, id);
    if (o && matchesFilter(ctx, o, f, you, source)) out.push(o);
  }
  return out;
}

/**
 * Whether a player or object id is allowed by a target filter (CR 115.1), and not forbidden by
 * {@link targetRefusal}. `by` says what targets (or enchants); by default it is derived from
 * `source` ({@link targeterFor}). An Aura checking what it is attached to passes `kind: 'enchant'`.
 */
export function allowedBy(
  ctx: Ctx,
  f: TargetFilter,
  id: EntityId,
  you: PlayerId,
  source: ObjectId | null,
  by?: Targeter,
): boolean {
  const who = by ?? targeterFor(ctx, source, you);
  if (id === 'p1' || id === 'p2') return playerAllowed(ctx, f, id, you, who);
  if (Object.hasOwn(ctx.s.abilities, id)) return !isItself(id, source, who) && abilityAllowed(ctx, f, id, you);
  const obj = peek(ctx, id);
  if (!obj) return false;
  const match =
    (!!f.spells && obj.zone === 'stack' && !!obj.spell && spellAllowed(ctx, f, obj, you, source)) ||
    (!!f.objects && matchesFilter(ctx, obj, f.objects, you, source));
  return match && !targetRefusal(ctx, obj, who);
}

/** Whether a player may be chosen by `by`: "target player", "target opponent" (CR 115.1). */
function playerAllowed(ctx: Ctx, f: TargetFilter, p: PlayerId, you: PlayerId, by: Targeter): boolean {
  if (!f.players || ctx.s.players[p].lost || TARGET_BANS.player?.(ctx, p, by)) return false;
  return f.players === true || (f.players === 'you') === (p === you);
}

/**
 * Whether an ability on the stack may be chosen: "target activated or triggered ability"
 * (CR 115.1). Hexproof, shroud and protection are about permanents, players and spells, never
 * abilities (702.11b, 702.18b, 702.16b).
 */
function abilityAllowed(ctx: Ctx, f: TargetFilter, id: ObjectId, you: PlayerId): boolean {
  const a = ctx.s.abilities[id];
  if (!f.abilities || !a || !ctx.s.stack.includes(id) || !f.abilities.kinds.includes(a.kind)) return false;
  if (f.singleTarget && !singleTargeted(a.targets)) return false;
  const c = f.abilities.controller;
  return !c || (c === 'you') === (a.controller === you);
}

/** Whether ability `id` on the stack is the one choosing (CR 115.5): named by `source` or by the targeter. */
function isItself(id: ObjectId, source: ObjectId | null, by: Targeter): boolean {
  return id === source || id === by.item;
}

/** Abilities on the stack a slot allows, but never the one choosing (CR 115.5), bottom of the stack first. */
function abilitiesAllowed(ctx: Ctx, f: TargetFilter, you: PlayerId, source: ObjectId | null, by: Targeter): ObjectId[] {
  return f.abilities ? ctx.s.stack.filter((id) => !isItself(id, source, by) && abilityAllowed(ctx, f, id, you)) : [];
}

/** Whether a spell on the stack matches the slot's spell filter ("target red spell"). */
function spellAllowed(ctx: Ctx, f: TargetFilter, obj: GameObject, you: PlayerId, source: ObjectId | null): boolean {
  if (f.singleTarget && !singleTargeted(obj.spell?.targets ?? [])) return false;
  return f.spells === true || (!!f.spells && matchesFilter(ctx, obj, { ...f.spells, zone: 'stack' }, you, source));
}

/** "With a single target": exactly one target chosen, in any slot (CR 115.7a). */
function singleTargeted(targets: readonly EntityId[][]): boolean {
  return targets.reduce((n, s) => n + s.length, 0) === 1;
}

/** Whether a slot has at least `spec.min` legal targets (stops counting once it has). */
export function hasLegalTargets(
  ctx: Ctx,
  spec: TargetSpec,
  you: PlayerId,
  source: ObjectId | null,
  by?: Targeter,
): boolean {
  if (spec.min === 0) return true;
  if (spec.sameGraveyard) return legalTargets(ctx, spec, you, source, by).length >= spec.min;
  const who = by ?? targeterFor(ctx, source, you);
  let n = 0;
  for (const p of PLAYERS) if (playerAllowed(ctx, spec.filter, p, you, who) && ++n >= spec.min) return true;
  if (spec.filter.spells) {
    for (const id of ctx.s.stack) {
      const o = peek(ctx, id);
      if (o?.spell && spellAllowed(ctx, spec.filter, o, you, source) && !targetRefusal(ctx, o, who) && ++n >= spec.min)
        return true;
    }
  }
  n += abilitiesAllowed(ctx, spec.filter, you, source, who).length;
  if (n >= spec.min) return true;
  const f = spec.filter.objects;
  if (f) {
    const zone = f.zone ?? 'battlefield';
    const ids =
      zone === 'battlefield' || zone === 'stack' ? readZone(ctx, zone) : PLAYERS.flatMap((p) => readZone(ctx, zone, p));
    for (const id of ids) {
      const o = peek(ctx, id);
      if (o && matchesFilter(ctx, o, f, you, source) && !targetRefusal(ctx, o, who) && ++n >= spec.min) return true;
    }
  }
  return false;
}

/** What the slots before a "another target" slot chose, which it may not choose again (CR 115.3). */
function chosenBefore(spec: TargetSpec, earlier: readonly EntityId[][] | undefined): Set<EntityId> {
  const n = spec.distinctFromPrior ?? 0;
  return new Set(n && earlier ? earlier.slice(-n).flat() : []);
}

/**
 * All legal choices for one target slot, objects first, then players; `earlier`: what the
 * slots before it chose (for "another target", CR 115.3).
 */
export function legalTargets(
  ctx: Ctx,
  spec: TargetSpec,
  you: PlayerId,
  source: ObjectId | null,
  by?: Targeter,
  earlier?: readonly EntityId[][],
): EntityId[] {
  const taken = chosenBefore(spec, earlier);
  if (taken.size)
    return legalTargets(ctx, { ...spec, distinctFromPrior: 0 }, you, source, by).filter((id) => !taken.has(id));
  const who = by ?? targeterFor(ctx, source, you);
  const out: EntityId[] = [];
  if (spec.filter.objects) {
    for (const o of objectsMatching(ctx, spec.filter.objects, you, source))
      if (!targetRefusal(ctx, o, who)) out.push(o.id);
  }
  if (spec.filter.spells) {
    for (const id of ctx.s.stack) {
      const o = peek(ctx, id);
      if (
        o?.spell &&
        !out.includes(id) &&
        spellAllowed(ctx, spec.filter, o, you, source) &&
        !targetRefusal(ctx, o, who)
      )
        out.push(id);
    }
  }
  out.push(...abilitiesAllowed(ctx, spec.filter, you, source, who));
  for (const p of PLAYERS) if (playerAllowed(ctx, spec.filter, p, you, who)) out.push(p);
  if (spec.sameGraveyard && spec.min > 1) {
    // Only graveyards that hold enough candidates can supply every target.
    return out.filter((id) => {
      const o = peek(ctx, id);
      return !!o && out.filter((j) => peek(ctx, j)?.zonePlayer === o.zonePlayer).length >= spec.min;
    });
  }
  return out;
}

/**
 * Whether a full choice for a slot is legal: count, each target, "single graveyard", and not
 * what the slots before it chose where it says "another target" (`earlier`, CR 115.3).
 */
export function legalChoice(
  ctx: Ctx,
  spec: TargetSpec,
  chosen: EntityId[],
  you: PlayerId,
  source: ObjectId | null,
  by?: Targeter,
  earlier?: readonly EntityId[][],
): string | null {
  if (chosen.length < spec.min || chosen.length > spec.max) {
    return `${spec.label}: choose ${spec.min === spec.max ? spec.min : `${spec.min} to ${spec.max}`} target(s)`;
  }
  if (new Set(chosen).size !== chosen.length) return `${spec.label}: the same target was chosen twice (CR 115.3)`;
  const taken = chosenBefore(spec, earlier);
  if (chosen.some((id) => taken.has(id)))
    return `${spec.label}: it must be another target than the ones before (CR 115.3)`;
  const who = by ?? targeterFor(ctx, source, you);
  for (const id of chosen) {
    const obj = id === 'p1' || id === 'p2' ? undefined : peek(ctx, id);
    const refusal = obj ? targetRefusal(ctx, obj, who) : null;
    if (refusal) return `${spec.label}: ${refusal.reason} (CR ${refusal.rule})`;
    if (!allowedBy(ctx, spec.filter, id, you, source, who))
      return `${targetWords(ctx, id)} is not a legal target for ${spec.label}`;
  }
  if (spec.sameGraveyard) {
    const owners = new Set(chosen.map((id) => peek(ctx, id)?.zonePlayer));
    if (owners.size > 1) return `${spec.label}: the targets must come from a single graveyard`;
  }
  return null;
}

/** "Any target" (CR 115.4): a creature, planeswalker or battle, or a player. */
export const ANY_TARGET: TargetFilter = { objects: { types: ['creature', 'planeswalker', 'battle'] }, players: true };
