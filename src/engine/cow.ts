/**
 * Immutable updates with structural sharing, hand-rolled for speed (DESIGN: "immer or a
 * hand-rolled equivalent"). An action works on a *working state*: the small parts of the
 * previous state are copied up front (turn, players, stack, tasks, triggers, effects...), the
 * big ones are copied on first write only — the object record, the last-known-information
 * record and each object (`writableObject`) — and zone lists are never changed in place, only
 * replaced (`setZone` in objects.ts). Reads are plain property reads, with no proxies, so a
 * scan over a thousand permanents costs what the scan costs. Everything the previous state
 * holds stays frozen; writing to it by mistake throws in strict mode, which the tests rely on.
 */
import type { GameObject, GameState, ObjectId, PlayerState } from './types';

/** Bookkeeping of what the working state has copied so far. */
export interface Cow {
  base: GameState;
  objectsCopied: boolean;
  lkiCopied: boolean;
  /** Objects already copied (or created) in this action: writable. */
  copied: Set<ObjectId>;
  /** Last-known-information entries written in this action. */
  newLki: Set<ObjectId>;
}

function player(p: PlayerState): PlayerState {
  return { ...p, manaPool: [...p.manaPool] };
}

/** A working copy of `base` for one action (see the module docstring for what is copied). */
export function beginWrite(base: GameState): { s: GameState; cow: Cow } {
  const s: GameState = {
    ...base,
    turn: { ...base.turn },
    players: { p1: player(base.players.p1), p2: player(base.players.p2) },
    stack: [...base.stack],
    abilities: structuredClone(base.abilities),
    links: [...base.links],
    turnFlags: { ...base.turnFlags },
    effects: [...base.effects],
    delayedTriggers: [...base.delayedTriggers],
    pendingTriggers: [...base.pendingTriggers],
    tasks: structuredClone(base.tasks),
    combat: base.combat ? structuredClone(base.combat) : null,
    proxies: { ...base.proxies },
  };
  return { s, cow: { base, objectsCopied: false, lkiCopied: false, copied: new Set(), newLki: new Set() } };
}

/** Makes the object record of the working state its own (once per action). */
export function ownObjects(s: GameState, cow: Cow): Record<ObjectId, GameObject> {
  if (!cow.objectsCopied) {
    s.objects = { ...s.objects };
    cow.objectsCopied = true;
  }
  return s.objects;
}

/** Makes the last-known-information record of the working state its own (once per action). */
export function ownLki(s: GameState, cow: Cow): GameState['lki'] {
  if (!cow.lkiCopied) {
    s.lki = { ...s.lki };
    cow.lkiCopied = true;
  }
  return s.lki;
}

/** The object with this id, copied for writing on first use in this action; undefined if gone. */
export function writableObject(s: GameState, cow: Cow, id: ObjectId): GameObject | undefined {
  const o = s.objects[id];
  if (!o || cow.copied.has(id)) return o;
  const copy: GameObject = {
    ...o,
    counters: { ...o.counters },
    spell: o.spell ? { ...o.spell, targets: o.spell.targets.map((t) => [...t]), sacrificed: [...o.spell.sacrificed] } : null,
  };
  ownObjects(s, cow)[id] = copy;
  cow.copied.add(id);
  return copy;
}

/** Freezes `value` and everything inside it that is not already frozen. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
  return value;
}

/**
 * Ends an action: freezes what the action created. The previous state's parts are frozen
 * already; the big records (objects, last-known information) are not walked — only the objects
 * copied or created in this action are frozen — so this costs what changed.
 */
export function finishWrite(s: GameState, cow: Cow): GameState {
  for (const [key, value] of Object.entries(s)) {
    if (key === 'objects' || key === 'lki') continue;
    deepFreeze(value);
  }
  for (const id of cow.copied) {
    const o = s.objects[id];
    if (o) deepFreeze(o);
  }
  if (cow.lkiCopied) for (const id of cow.newLki) deepFreeze(s.lki[id]);
  Object.freeze(s);
  return s;
}
