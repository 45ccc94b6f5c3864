/**
 * Evaluating references, amounts, conditions and object sets while a spell or ability
 * resolves (or, for an intervening "if", as it triggers). What a reference names is read from
 * the live object if it is still where it was expected, and from last-known information
 * otherwise (CR 113.7a, 608.2h): "its controller gains life equal to its power" after the
 * creature was exiled reads its controller and power as it last existed on the battlefield.
 * Every use of last-known information is reported as an event (`LkiUsed`), once per purpose.
 * A reference never follows an object to a new zone (CR 400.7).
 */
import type { Amount, Condition, ObjectFilter, ObjectSet, Ref } from '../state/card-def';
import { characteristics, displayName, namesOf, READER, shareAName } from '../derived/characteristics';
import { liveObject, peek, type Ctx } from '../state/context';
import { activationsOf } from '../state/turn-record';
import { lazyValue, type ValueEnv } from '../derived/value-kinds';
import { inRange } from '../derived/filters';
import { targetFilter } from '../derived/object-filter';
import { matchesFilter, objectsMatching } from '../derived/filters';
import { noteLkiUsed, objectOrLki, type Lookup } from '../zones/objects';
import { isPlayerId, opponentOf } from '../state/ids';
import { checkedAmount } from '../state/limits';
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

/** Locks a `sharesWith` filter to plain keys as the instruction starts (installed by ./shares-lock.ts). */
export const SHARES: { lock?: (ctx: Ctx, r: Resolving, f: ObjectFilter) => ObjectFilter | null } = {};

/** Players in APNAP order (CR 101.4): the active player first. */
export function apnap(ctx: Ctx): PlayerId[] {
  const ap = ctx.s.turn.active;
  return [ap, opponentOf(ap)];
}

/**
 * The objects or players a reference points at now, in order (possibly ids of objects that
 * are gone: a target that left, "the sacrificed creature"). Each id at most once.
 */
export function refIds(ctx: Ctx, r: Resolving, ref: Ref): EntityId[] {
  const out = refIdsRaw(ctx, r, ref);
  return out.length > 1 ? [...new Set(out)] : out;
}

function refIdsRaw(ctx: Ctx, r: Resolving, ref: Ref): EntityId[] {
  switch (ref.ref) {
    case 'source':
      return [r.source];
    case 'grantor': {
      // The permanent that gave this ability in quotation marks (CR 113.7a), as its cost recorded it.
      const g = r.ability?.granted;
      const id = g && 'activated' in g ? g.activated.cost.grantorId : undefined;
      return id ? [id] : [];
    }
    case 'you':
      return [r.controller];
    case 'target':
      return r.targets[ref.slot] ?? [];
    case 'var': {
      const v = r.vars[ref.name];
      if (typeof v === 'string') return [v];
      return Array.isArray(v) ? v : [];
    }
    case 'trigger': {
      const v = r.ability?.trigger[ref.key];
      return typeof v === 'string' ? [v] : [];
    }
    case 'enchanted':
    case 'equipped': {
      // CR 113.7a / 608.2h: what the source is attached to, read from the source or from its
      // last existence on the battlefield.
      const look = objectOrLki(ctx, r.source);
      if (!look) return [];
      const what = ref.ref;
      noteOnce(
        ctx,
        r,
        look,
        `${look.snapshot?.names.join(' // ')} has left the battlefield, so what it ${what === 'enchanted' ? 'enchanted' : 'equipped'} is read from its last existence there (${look.object.attachedTo ? 'it was attached to something' : 'it was attached to nothing'})`,
      );
      return look.object.attachedTo ? [look.object.attachedTo] : [];
    }
    case 'controllerOf':
    case 'ownerOf':
      return controllersOf(ctx, r, ref.of, ref.ref === 'controllerOf' ? 'controller' : 'owner');
    case 'sacrificed':
      return r.sacrificed;
    case 'all': {
      const f = ref.filter.sharesWith ? SHARES.lock?.(ctx, r, ref.filter) : ref.filter;
      const ids = playersFor(ctx, r, ref.relativeTo).flatMap((p) =>
        f ? objectsMatching(ctx, f, p, r.source).map((o) => o.id) : [],
      );
      const out = ref.except && refIds(ctx, r, ref.except);
      return out ? ids.filter((id) => !out.includes(id)) : ids;
    }
    case 'players': {
      const live = apnap(ctx).filter((p) => !ctx.s.players[p].lost);
      return ref.which === 'each' ? live : live.filter((p) => p !== r.controller);
    }
    case 'union':
      return ref.of.flatMap((x) => refIds(ctx, r, x));
    case 'chosenPlayer': {
      // CR 614.12: the opponent chosen as the source entered, read from it (or its last existence).
      const p = objectOrLki(ctx, r.source)?.object.chosenPlayer;
      return p ? [p] : [];
    }
  }
}

/** The players "you" means in a filter: the controller, or each player `relativeTo` names. */
function playersFor(ctx: Ctx, r: Resolving, relativeTo: Ref | undefined): PlayerId[] {
  return relativeTo ? refPlayers(ctx, r, relativeTo) : [r.controller];
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
  return id && !isPlayerId(id) ? liveObject(ctx, id) : undefined;
}

/** The live objects a reference names (those that are gone are left out, CR 400.7). */
export function refObjects(ctx: Ctx, r: Resolving, ref: Ref): GameObject[] {
  const out: GameObject[] = [];
  for (const id of refIds(ctx, r, ref)) {
    if (isPlayerId(id)) continue;
    const o = liveObject(ctx, id);
    if (o) out.push(o);
  }
  return out;
}

/** The players a reference names; an object stands for nobody (use `controllerOf`). */
/**
 * The controller (or owner) of each object `of` names, as it is now or as it last existed (CR
 * 608.2h), once for each object: a player controlling two of them is named twice.
 */
export function controllersOf(ctx: Ctx, r: Resolving, of: Ref, which: 'controller' | 'owner'): PlayerId[] {
  return refIds(ctx, r, of).flatMap((id) => {
    if (isPlayerId(id)) return [id];
    const look = objectOrLki(ctx, id);
    if (!look) return [];
    const who = which === 'controller' ? look.object.controller : look.object.owner;
    noteOnce(
      ctx,
      r,
      look,
      `${look.snapshot?.names.join(' // ')} has left its zone, so its ${which} (${who}) is read from its last existence there`,
    );
    return [who];
  });
}

export function refPlayers(ctx: Ctx, r: Resolving, ref: Ref): PlayerId[] {
  return refIds(ctx, r, ref).filter(isPlayerId);
}

/**
 * An object named by a reference as it is now, or as it last existed (CR 608.2h), with its
 * characteristics; reports the use of last-known information with `purpose`.
 */
function lookAt(
  ctx: Ctx,
  r: Resolving,
  ref: Ref,
  purpose: string,
): { look: Lookup; power: number | null; toughness: number | null; manaValue: number } | null {
  const id = refId(ctx, r, ref);
  if (!id || isPlayerId(id)) return null;
  const look = objectOrLki(ctx, id);
  if (!look) return null;
  if (look.snapshot) {
    noteOnce(
      ctx,
      r,
      look,
      `${look.snapshot.names.join(' // ')} has left its zone, so its ${purpose} is read from its last existence there`,
    );
    return { look, power: look.snapshot.power, toughness: look.snapshot.toughness, manaValue: look.snapshot.manaValue };
  }
  const ch = characteristics(ctx, look.object);
  return { look, power: ch.power, toughness: ch.toughness, manaValue: ch.manaValue };
}

/**
 * Evaluates an amount (CR 107.1: a negative result of a computation becomes 0 only where a rule
 * says so). A number past what the engine counts exactly (a card printing
 * 9999999999999999999999, a product that overflows) refuses the action (state/limits.ts).
 */
export function amount(ctx: Ctx, r: Resolving, a: Amount): number {
  return checkedAmount(amountOf(ctx, r, a), 'an amount');
}

/** The resolving object as the amounts and conditions loaded with their cards read it (../derived/value-kinds.ts). */
function envOf(ctx: Ctx, r: Resolving): ValueEnv {
  return {
    ctx,
    read: READER,
    you: r.controller,
    matching: (f) => objectsMatching(ctx, f, r.controller, r.source),
    ids: (ref) => refIds(ctx, r, ref),
    objects: (ref) => refObjects(ctx, r, ref),
    players: (ref) => refPlayers(ctx, r, ref),
  };
}

function amountOf(ctx: Ctx, r: Resolving, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('x' in a) return r.x;
  if ('varAmount' in a) {
    const v = r.vars[a.varAmount];
    return typeof v === 'number' ? v : Array.isArray(v) ? v.length : 0;
  }
  if ('kicked' in a) return r.kicked ? a.kicked[1] : a.kicked[0];
  if ('targetsChosen' in a) return r.targets.flat().length;
  if ('countersOn' in a) {
    const id = refId(ctx, r, a.countersOn);
    const look = isPlayerId(id) ? null : objectOrLki(ctx, id);
    if (!look) return 0;
    const c = look.object.counters;
    return a.counter !== undefined ? (c[a.counter] ?? 0) : Object.values(c).reduce((n, k) => n + k, 0);
  }
  if ('count' in a)
    return playersFor(ctx, r, a.relativeTo).reduce((n, p) => n + objectsMatching(ctx, a.count, p, r.source).length, 0);
  if ('powerOf' in a) return lookAt(ctx, r, a.powerOf, 'power')?.power ?? 0;
  if ('toughnessOf' in a) return lookAt(ctx, r, a.toughnessOf, 'toughness')?.toughness ?? 0;
  if ('manaValueOf' in a) return lookAt(ctx, r, a.manaValueOf, 'mana value')?.manaValue ?? 0;
  if ('copyCostPaid' in a) {
    const id = refId(ctx, r, a.copyCostPaid);
    const o = isPlayerId(id) ? null : objectOrLki(ctx, id)?.object;
    return o?.spell?.copyCostPaid ?? o?.copyCostPaid ?? 0;
  }
  if ('triggerAmount' in a) {
    const v = r.ability?.trigger.amount;
    return typeof v === 'number' ? v : 0;
  }
  if ('cardsInHand' in a)
    return refPlayers(ctx, r, a.cardsInHand).reduce((n, p) => n + ctx.s.players[p].hand.length, 0);
  if ('lifeOf' in a) return refPlayers(ctx, r, a.lifeOf).reduce((n, p) => n + ctx.s.players[p].life, 0);
  if ('sum' in a) return a.sum.reduce((n: number, x) => n + amount(ctx, r, x), 0);
  if ('minus' in a) {
    const d = amount(ctx, r, a.minus[0]) - amount(ctx, r, a.minus[1]);
    return a.floor0 ? Math.max(0, d) : d;
  }
  if ('times' in a) return amount(ctx, r, a.times[0]) * a.times[1];
  if ('half' in a) {
    const h = amount(ctx, r, a.half) / 2;
    return a.round === 'up' ? Math.ceil(h) : Math.floor(h);
  }
  return lazyValue(a, () => envOf(ctx, r)) as number;
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
  if (look)
    noteOnce(
      ctx,
      r,
      look,
      `${look.snapshot?.names.join(' // ')} has left its zone, so the cards exiled with it are found through its last existence there`,
    );
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

function compare(a: number, op: '<' | '<=' | '=' | '>=' | '>', b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '=':
      return a === b;
    case '>=':
      return a >= b;
    case '>':
      return a > b;
  }
}

/**
 * Evaluates a condition: "if you do", kicked, an intervening "if" (CR 603.4), "if it's
 * attacking", "if no creatures are on the battlefield", "if it's your turn".
 */
export function condition(ctx: Ctx, r: Resolving, c: Condition): boolean {
  if ('var' in c) return truthy(r.vars[c.var]);
  if ('not' in c) return !condition(ctx, r, c.not);
  if ('all' in c) return c.all.every((x) => condition(ctx, r, x));
  if ('any' in c) return c.any.some((x) => condition(ctx, r, x));
  if ('kicked' in c) return r.kicked;
  if ('sharesNameWithLinked' in c) {
    const names = namesOfRef(ctx, r, c.sharesNameWithLinked);
    return linkedToSource(ctx, r).some((o) => shareAName(namesOf(ctx, o), names));
  }
  if ('is' in c) {
    // The object must still be the object referred to (CR 400.7) and match now.
    return refObjects(ctx, r, c.is).some((o) =>
      matchesFilter(ctx, o, { ...c.matches, zone: c.matches.zone ?? o.zone }, r.controller, r.source),
    );
  }
  if ('count' in c) return inRange(objectsMatching(ctx, c.count, r.controller, r.source).length, c.range);
  if ('compare' in c) return compare(amount(ctx, r, c.compare[0]), c.compare[1], amount(ctx, r, c.compare[2]));
  if ('timesActivatedThisTurn' in c)
    return (
      r.ability?.kind === 'activated' &&
      inRange(activationsOf(ctx, r.ability.source, r.ability.abilityIndex), c.timesActivatedThisTurn)
    );
  if ('altCostPaid' in c) return objectOrLki(ctx, refId(ctx, r, c.ref))?.object.altCostPaid === c.altCostPaid;
  if ('youCast' in c) {
    const cast = objectOrLki(ctx, refId(ctx, r, c.youCast))?.object.castBy;
    return !!cast && cast.player === r.controller && (!c.from || cast.from === c.from);
  }
  if ('targets' in c)
    return refObjects(ctx, r, c.targets).some((spell) =>
      (spell.spell?.targets ?? []).some((slot) =>
        slot.some((id) => {
          const o = isPlayerId(id) ? undefined : peek(ctx, id);
          const f = o && targetFilter(c.matches, o);
          return !!o && !!f && matchesFilter(ctx, o, f, r.controller, r.source);
        }),
      ),
    );
  if ('yourTurn' in c) return (ctx.s.turn.active === r.controller) === c.yourTurn;
  return lazyValue(c, () => envOf(ctx, r)) as boolean;
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
  } else if ('source' in set) {
    out = sourcesOfChoice(ctx, r, set.source);
  } else {
    out = objectsMatching(ctx, set.matching, r.controller, r.source);
  }
  if ('except' in set && set.except) {
    const ex = refIds(ctx, r, set.except);
    out = out.filter((o) => !ex.includes(o.id));
  }
  return out;
}

/** Card types that make a spell a permanent spell (CR 110.4b). */
const PERMANENT_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];

/**
 * "a source of your choice" (CR 609.7a): permanents, instant and sorcery spells on the stack,
 * and the live sources of abilities on the stack, matching `f` wherever they are. (A permanent
 * spell is not offered: the choice would have to follow it onto the battlefield.)
 */
function sourcesOfChoice(ctx: Ctx, r: Resolving, f: ObjectFilter): GameObject[] {
  const out = objectsMatching(ctx, { ...f, zone: 'battlefield' }, r.controller, r.source);
  for (const id of ctx.s.stack) {
    const spell = peek(ctx, id);
    if (
      spell?.spell &&
      !characteristics(ctx, spell).types.some((t) => PERMANENT_TYPES.includes(t)) &&
      matchesFilter(ctx, spell, { ...f, zone: 'stack' }, r.controller, r.source)
    )
      out.push(spell);
    const ability = ctx.s.abilities[id];
    const src = ability ? peek(ctx, ability.source) : undefined;
    if (src && !out.includes(src) && matchesFilter(ctx, src, { ...f, zone: src.zone }, r.controller, r.source))
      out.push(src);
  }
  return out;
}

/** A player's or object's name for sentences. */
export function entityWords(ctx: Ctx, id: EntityId): string {
  if (isPlayerId(id)) return id;
  const look = objectOrLki(ctx, id);
  if (!look) return id;
  return look.snapshot ? look.snapshot.names.join(' // ') : displayName(ctx, look.object);
}
