/**
 * References, amounts and conditions evaluated outside a resolving spell (CR 611.3a: a static
 * ability's "as long as" and its numbers are evaluated continuously, never locked in; CR 604.3:
 * characteristic-defining abilities), relative to a scope: "you" (the controller of the source)
 * and the source. What only a resolving ability knows — targets, named results, trigger data,
 * X, kicker, the sacrificed permanent — comes from the scope's hooks, so the resolution code can
 * use the same evaluator; without a hook such a reference is a card-definition error and throws.
 */
import type { Amount, Condition, ObjectFilter, Ref } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { readZone } from '../state/zone-lists';
import { FILTER_AMOUNT, matchesObjectFilter, targetFilter } from './object-filter';
import type { Reader } from './reader';
import { lazyValue, type ValueEnv } from './value-kinds';
import {
  isPlayerId,
  PLAYERS,
  opponentOf,
  type EntityId,
  type GameObject,
  type ObjectId,
  type PlayerId,
} from '../state/types';

/** What "you" and "this" are, plus hooks for what only a resolving spell or ability knows. */
export interface ValueScope {
  /** "you": the controller of the source (of the static ability, or of the resolving ability). */
  you: PlayerId;
  /** The source object: the permanent with the static ability, the resolving spell or ability's source. */
  source: ObjectId | null;
  /** A resolved effect's source's name (it has no source object to read it from, CR 611.2). */
  sourceName?: string;
  /** The value of X (CR 107.3); absent where X means nothing. */
  x?: number;
  kicked?: boolean;
  /** Ids for references the scope itself can't name (targets, vars, trigger data); undefined = none. */
  refIds?: (ref: Ref) => EntityId[] | undefined;
  /** Amounts only a resolving ability knows (`triggerAmount`, `powerOfSacrificed`). */
  amount?: (a: Amount) => number | undefined;
  /** Conditions only a resolving ability knows (`var`, `sharesNameWithLinked`). */
  condition?: (c: Condition) => boolean | undefined;
}

/** The object with this id now, or as it last existed (CR 608.2h). */
function objectNowOrLast(ctx: Ctx, id: ObjectId | null | undefined): GameObject | undefined {
  if (!id) return undefined;
  return peek(ctx, id) ?? getLki(ctx.s, id)?.object;
}

function unavailable(what: unknown): never {
  throw new Error(`${JSON.stringify(what)} has no meaning here (only a resolving spell or ability knows it)`);
}

/** Every object matching a filter now, relative to the scope. */
export function objectsNow(ctx: Ctx, read: Reader, scope: ValueScope, f: ObjectFilter): GameObject[] {
  const zone = f.zone ?? 'battlefield';
  const ids =
    zone === 'battlefield' || zone === 'stack' ? readZone(ctx, zone) : PLAYERS.flatMap((p) => readZone(ctx, zone, p));
  const out: GameObject[] = [];
  for (const id of ids) {
    const o = peek(ctx, id);
    if (o && matchesObjectFilter(ctx, read, o, f, scope.you, scope.source)) out.push(o);
  }
  return out;
}

/** The objects or players a reference names (ids of objects that are gone are kept). */
export function refEntities(ctx: Ctx, read: Reader, scope: ValueScope, ref: Ref): EntityId[] {
  const hooked = scope.refIds?.(ref);
  if (hooked) return hooked;
  switch (ref.ref) {
    case 'source':
      return scope.source ? [scope.source] : [];
    case 'you':
      return [scope.you];
    case 'enchanted':
    case 'equipped': {
      const host = objectNowOrLast(ctx, scope.source)?.attachedTo;
      return host ? [host] : [];
    }
    case 'chosenPlayer': {
      const p = objectNowOrLast(ctx, scope.source)?.chosenPlayer;
      return p ? [p] : [];
    }
    case 'controllerOf':
    case 'ownerOf':
      return refEntities(ctx, read, scope, ref.of)
        .map((id) => {
          if (isPlayerId(id)) return id;
          const o = objectNowOrLast(ctx, id);
          return o ? (ref.ref === 'controllerOf' ? o.controller : o.owner) : null;
        })
        .filter((x): x is PlayerId => x !== null);
    case 'all':
      return scopesFor(ctx, read, scope, ref.relativeTo).flatMap((s) =>
        objectsNow(ctx, read, s, ref.filter).map((o) => o.id),
      );
    case 'players':
      return ref.which === 'each' ? [...PLAYERS] : [opponentOf(scope.you)];
    case 'union':
      return ref.of.flatMap((r) => refEntities(ctx, read, scope, r));
    default:
      return unavailable(ref);
  }
}

/** The scope once for "you", or once for each player `relativeTo` names ("they control"). */
function scopesFor(ctx: Ctx, read: Reader, scope: ValueScope, relativeTo: Ref | undefined): ValueScope[] {
  return relativeTo ? playersOf(ctx, read, scope, relativeTo).map((you) => ({ ...scope, you })) : [scope];
}

function objectOf(ctx: Ctx, read: Reader, scope: ValueScope, ref: Ref): GameObject | undefined {
  const id = refEntities(ctx, read, scope, ref)[0];
  return id && !isPlayerId(id) ? objectNowOrLast(ctx, id) : undefined;
}

function playersOf(ctx: Ctx, read: Reader, scope: ValueScope, ref: Ref): PlayerId[] {
  return refEntities(ctx, read, scope, ref).filter(isPlayerId);
}

/** Power, toughness or mana value of a referenced object now, or as it last existed (LKI). */
function statOf(
  ctx: Ctx,
  read: Reader,
  scope: ValueScope,
  ref: Ref,
  stat: 'power' | 'toughness' | 'manaValue',
): number {
  const id = refEntities(ctx, read, scope, ref)[0];
  if (!id || isPlayerId(id)) return 0;
  const live = peek(ctx, id);
  if (live) return read.chars(ctx, live, stat === 'manaValue' ? 'types' : 'all')[stat] ?? 0;
  return getLki(ctx.s, id)?.[stat] ?? 0;
}

/** The scope as the amounts and conditions loaded with their cards read it (./value-kinds.ts). */
function envOf(ctx: Ctx, read: Reader, scope: ValueScope): ValueEnv {
  const ids = (ref: Ref) => refEntities(ctx, read, scope, ref);
  return {
    ctx,
    read,
    you: scope.you,
    matching: (f) => objectsNow(ctx, read, scope, f),
    ids,
    objects: (ref) => ids(ref).flatMap((id) => (isPlayerId(id) ? [] : (peek(ctx, id) ?? []))),
    players: (ref) => playersOf(ctx, read, scope, ref),
  };
}

/** Evaluates an amount now (CR 611.3a for static abilities). */
export function amountOf(ctx: Ctx, read: Reader, scope: ValueScope, a: Amount): number {
  if (typeof a === 'number') return a;
  const hooked = scope.amount?.(a);
  if (hooked !== undefined) return hooked;
  if ('x' in a) return scope.x ?? unavailable(a);
  if ('kicked' in a) return scope.kicked === undefined ? unavailable(a) : a.kicked[scope.kicked ? 1 : 0];
  if ('count' in a)
    return scopesFor(ctx, read, scope, a.relativeTo).reduce((n, s) => n + objectsNow(ctx, read, s, a.count).length, 0);
  // Multikicker (CR 702.33c): "enters with a +1/+1 counter on it for each time it was kicked".
  if ('copyCostPaid' in a) {
    const o = objectOf(ctx, read, scope, a.copyCostPaid);
    return o?.spell?.copyCostPaid ?? o?.copyCostPaid ?? 0;
  }
  if ('targetsChosen' in a) {
    const spell = scope.source ? peek(ctx, scope.source) : undefined;
    return (spell?.spell?.targets ?? []).flat().length;
  }
  if ('countersOn' in a) {
    const o = objectOf(ctx, read, scope, a.countersOn);
    if (!o) return 0;
    return a.counter ? (o.counters[a.counter] ?? 0) : Object.values(o.counters).reduce((n, c) => n + c, 0);
  }
  if ('powerOf' in a) return statOf(ctx, read, scope, a.powerOf, 'power');
  if ('toughnessOf' in a) return statOf(ctx, read, scope, a.toughnessOf, 'toughness');
  if ('manaValueOf' in a) return statOf(ctx, read, scope, a.manaValueOf, 'manaValue');
  if ('cardsInHand' in a)
    return playersOf(ctx, read, scope, a.cardsInHand).reduce((n, p) => n + ctx.s.players[p].hand.length, 0);
  if ('lifeOf' in a) return playersOf(ctx, read, scope, a.lifeOf).reduce((n, p) => n + ctx.s.players[p].life, 0);
  if ('sum' in a) return a.sum.reduce((n: number, x: Amount) => n + amountOf(ctx, read, scope, x), 0);
  if ('minus' in a) {
    const d = amountOf(ctx, read, scope, a.minus[0]) - amountOf(ctx, read, scope, a.minus[1]);
    return a.floor0 ? Math.max(0, d) : d;
  }
  if ('times' in a) return amountOf(ctx, read, scope, a.times[0]) * a.times[1];
  if ('half' in a) {
    const v = amountOf(ctx, read, scope, a.half) / 2;
    return a.round === 'up' ? Math.ceil(v) : Math.floor(v);
  }
  return (lazyValue(a, () => envOf(ctx, read, scope)) as number | undefined) ?? unavailable(a);
}

const COMPARE = {
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '=': (a: number, b: number) => a === b,
  '>=': (a: number, b: number) => a >= b,
  '>': (a: number, b: number) => a > b,
};

/** Whether a condition holds now ("as long as", CR 611.3a; "activate only if", CR 602.5). */
export function conditionHolds(ctx: Ctx, read: Reader, scope: ValueScope, c: Condition): boolean {
  const hooked = scope.condition?.(c);
  if (hooked !== undefined) return hooked;
  if ('not' in c) return !conditionHolds(ctx, read, scope, c.not);
  if ('all' in c) return c.all.every((x) => conditionHolds(ctx, read, scope, x));
  if ('any' in c) return c.any.some((x) => conditionHolds(ctx, read, scope, x));
  if ('kicked' in c) return scope.kicked ?? unavailable(c);
  if ('is' in c) {
    const id = refEntities(ctx, read, scope, c.is)[0];
    const o = id && !isPlayerId(id) ? peek(ctx, id) : undefined;
    return !!o && matchesObjectFilter(ctx, read, o, c.matches, scope.you, scope.source);
  }
  if ('timesActivatedThisTurn' in c) return unavailable(c);
  if ('count' in c) {
    const n = objectsNow(ctx, read, scope, c.count).length;
    return (c.range.min === undefined || n >= c.range.min) && (c.range.max === undefined || n <= c.range.max);
  }
  if ('compare' in c)
    return COMPARE[c.compare[1]](amountOf(ctx, read, scope, c.compare[0]), amountOf(ctx, read, scope, c.compare[2]));
  if ('yourTurn' in c) return (ctx.s.turn.active === scope.you) === c.yourTurn;
  if ('altCostPaid' in c) return objectOf(ctx, read, scope, c.ref)?.altCostPaid === c.altCostPaid;
  if ('youCast' in c) {
    const cast = objectOf(ctx, read, scope, c.youCast)?.castBy;
    return !!cast && cast.player === scope.you && (!c.from || cast.from === c.from);
  }
  if ('targets' in c) {
    const spell = objectOf(ctx, read, scope, c.targets);
    return (spell?.spell?.targets ?? []).some((slot) =>
      slot.some((id) => {
        const o = isPlayerId(id) ? undefined : peek(ctx, id);
        const f = o && targetFilter(c.matches, o);
        return !!o && !!f && matchesObjectFilter(ctx, read, o, f, scope.you, scope.source);
      }),
    );
  }
  return (lazyValue(c, () => envOf(ctx, read, scope)) as boolean | undefined) ?? unavailable(c);
}

FILTER_AMOUNT.of = amountOf;
