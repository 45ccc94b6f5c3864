/**
 * Evaluating references, amounts, conditions and object sets while a spell or ability
 * resolves. "The source", "the enchanted card" and "the sacrificed creature" are read from the
 * live object if it still exists and from last-known information otherwise (CR 113.7a,
 * 608.2h); every use of last-known information is reported as an event.
 */
import type { Amount, Condition, ObjectSet, Ref } from '../state/card-def';
import { namesOf, shareAName } from '../derived/characteristics';
import { liveObject, peek, type Ctx } from '../state/context';
import { matchesFilter } from '../derived/filters';
import { noteLkiUsed, objectOrLki, type Lookup } from '../zones/objects';
import type { EntityId, GameObject, ObjectId, PlayerId, StackAbility } from '../state/types';

/** A named result of an earlier step ("the copy", "if you do"). */
export type Var = EntityId | EntityId[] | boolean | number | null;

/** Everything a step needs to know about what is resolving. */
export interface Resolving {
  /** The stack object: a spell object id or an ability id. */
  item: ObjectId;
  ability: StackAbility | null;
  /** The spell (when a spell resolves). */
  spell: GameObject | null;
  controller: PlayerId;
  /** The source: the spell itself, or the ability's source object id (maybe gone, CR 113.7a). */
  source: ObjectId;
  x: number;
  kicked: boolean;
  sacrificed: ObjectId[];
  /** Targets still legal on resolution, per slot (CR 608.2b). */
  targets: EntityId[][];
  /** Targets as chosen, per slot, and the damage division announced for them (CR 601.2d). */
  chosenTargets: EntityId[][];
  division: number[][] | null;
  vars: Record<string, Var>;
}

/** The objects or players a reference points at now (possibly ids of objects that are gone). */
export function refIds(ctx: Ctx, r: Resolving, ref: Ref): EntityId[] {
  switch (ref.ref) {
    case 'source': return [r.source];
    case 'you': return [r.controller];
    case 'target': return r.targets[ref.slot] ?? [];
    case 'var': {
      const v = r.vars[ref.name];
      if (typeof v === 'string') return [v];
      return Array.isArray(v) ? v : [];
    }
    case 'trigger': {
      const v = r.ability?.trigger[ref.key];
      return typeof v === 'string' ? [v] : [];
    }
    case 'enchanted': {
      // CR 113.7a / 608.2h: "enchanted" is read from the source, or from its last existence.
      const look = objectOrLki(ctx, r.source);
      if (!look) return [];
      noteOnce(ctx, r, look, `${look.snapshot?.names.join(' // ')} has left the battlefield, so what it enchanted is read from its last existence there (it enchanted ${look.object.attachedTo ? 'a card' : 'nothing'})`);
      return look.object.attachedTo ? [look.object.attachedTo] : [];
    }
    default:
      throw new Error(`reference ${JSON.stringify(ref)} is not implemented yet`);
  }
}

/** Reports a use of last-known information once per resolving object and purpose. */
export function noteOnce(ctx: Ctx, r: Resolving, look: Lookup, purpose: string): void {
  if (!look.usedLki) return;
  const key = `lki:${look.object.id}:${purpose.length}`;
  if (r.vars[key]) return;
  r.vars[key] = true;
  noteLkiUsed(ctx, look, purpose, r.item);
}

/** The single object id a reference names, or null. */
export function refId(ctx: Ctx, r: Resolving, ref: Ref): EntityId | null {
  return refIds(ctx, r, ref)[0] ?? null;
}

/** The live object a reference names, or undefined if it is gone (a new object is not it, CR 400.7). */
export function refLive(ctx: Ctx, r: Resolving, ref: Ref): GameObject | undefined {
  const id = refId(ctx, r, ref);
  return id && id !== 'p1' && id !== 'p2' ? liveObject(ctx, id) : undefined;
}

/** Evaluates an amount. */
export function amount(ctx: Ctx, r: Resolving, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('x' in a) return r.x;
  if ('kicked' in a) return r.kicked ? a.kicked[1] : a.kicked[0];
  if ('powerOfSacrificed' in a) {
    // CR 608.2h: the sacrificed creature's power as it last existed on the battlefield.
    const look = objectOrLki(ctx, r.sacrificed[0]);
    if (!look) return 0;
    noteOnce(ctx, r, look, "the sacrificed creature's power is its power as it last existed on the battlefield");
    return Math.max(0, look.snapshot?.power ?? 0);
  }
  if (!('countersOn' in a)) throw new Error(`amount ${JSON.stringify(a)} is not implemented yet`);
  const id = refId(ctx, r, a.countersOn);
  const look = objectOrLki(ctx, id);
  return look ? Object.values(look.object.counters).reduce((n, c) => n + c, 0) : 0;
}

function truthy(v: Var | undefined): boolean {
  return v !== null && v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0);
}

/** Names of the object a reference names (live or last-known). */
export function namesOfRef(ctx: Ctx, r: Resolving, ref: Ref): string[] {
  const look = objectOrLki(ctx, refId(ctx, r, ref));
  if (!look) return [];
  return look.snapshot ? look.snapshot.names : namesOf(ctx, look.object);
}

/** Objects linked to an object by its linked abilities (CR 607.2a): only those still in exile. */
export function linkedTo(ctx: Ctx, linker: ObjectId): GameObject[] {
  const out: GameObject[] = [];
  for (const l of ctx.s.links) {
    if ('objectId' in l.linker && l.linker.objectId === linker) {
      const o = peek(ctx, l.object);
      if (o) out.push(o);
    }
  }
  return out;
}

/**
 * The cards linked to the resolving ability's source (CR 607.2a). A source that has left its
 * zone keeps the links it made: the ability finds them through the source's last existence
 * (CR 113.7a, 608.2h), and says so.
 */
function linkedToSource(ctx: Ctx, r: Resolving): GameObject[] {
  const look = objectOrLki(ctx, r.source);
  if (look) noteOnce(ctx, r, look, `${look.snapshot?.names.join(' // ')} has left its zone, so the cards exiled with it are found through its last existence there`);
  return linkedTo(ctx, r.source);
}

/** Cards exiled with cards named `name` by `player` (CR 607.2n), still in exile. */
export function linkedByName(ctx: Ctx, name: string, player: PlayerId): GameObject[] {
  const out: GameObject[] = [];
  for (const l of ctx.s.links) {
    if ('name' in l.linker && l.linker.name === name && l.linker.player === player) {
      const o = peek(ctx, l.object);
      if (o) out.push(o);
    }
  }
  return out;
}

/** Evaluates a condition ("if you do", kicked, Helix's intervening "if"). */
export function condition(ctx: Ctx, r: Resolving, c: Condition): boolean {
  if ('var' in c) return truthy(r.vars[c.var]);
  if ('not' in c) return !condition(ctx, r, c.not);
  if ('kicked' in c) return r.kicked;
  if (!('sharesNameWithLinked' in c)) throw new Error(`condition ${JSON.stringify(c)} is not implemented yet`);
  const names = namesOfRef(ctx, r, c.sharesNameWithLinked);
  return linkedToSource(ctx, r).some((o) => shareAName(namesOf(ctx, o), names));
}

/** The candidates of an untargeted choice (CR 115.10). */
export function objectSet(ctx: Ctx, r: Resolving, set: ObjectSet): GameObject[] {
  let out: GameObject[];
  if ('linkedToSource' in set) {
    out = linkedToSource(ctx, r);
    if (set.sharesNameWith) {
      const names = namesOfRef(ctx, r, set.sharesNameWith);
      out = out.filter((o) => shareAName(namesOf(ctx, o), names));
    }
  } else if ('linkedByName' in set) {
    out = linkedByName(ctx, set.linkedByName, r.controller);
  } else {
    const f = set.matching;
    out = [];
    const zone = f.zone ?? 'battlefield';
    const ids = zone === 'battlefield' ? ctx.s.battlefield : zone === 'stack' ? ctx.s.stack
      : [...ctx.s.players.p1[zone as 'hand'], ...ctx.s.players.p2[zone as 'hand']];
    for (const id of ids) {
      const o = peek(ctx, id);
      if (o && matchesFilter(ctx, o, f, r.controller, r.source)) out.push(o);
    }
  }
  if ('except' in set && set.except) {
    const ex = refIds(ctx, r, set.except);
    out = out.filter((o) => !ex.includes(o.id));
  }
  return out;
}
