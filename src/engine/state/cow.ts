/**
 * Immutable updates with structural sharing, hand-rolled for speed (DESIGN: "immer or a
 * hand-rolled equivalent"). An action works on a *working state*: the small parts of the
 * previous state are copied up front (turn, players, stack, tasks, triggers, effects...), the
 * big ones are copied on first write only — a chunk of the object table or of the
 * last-known-information table (object-table.ts) and each object (`writableObject`) — and zone
 * lists are never changed in place, only replaced (`setZone` in objects.ts). Reads are plain property reads, with no proxies, so a
 * scan over a thousand permanents costs what the scan costs. Everything the previous state
 * holds stays frozen; writing to it by mistake throws in strict mode, which the tests rely on.
 */
import { chunkKey, getLki, getObject, type ObjectTable } from './object-table';
import type { GameObject, GameState, LkiSnapshot, ObjectId, PlayerState } from './types';

/** Bookkeeping of what the working state has copied so far. */
export interface Cow {
  base: GameState;
  /** Tables ('objects', 'lki') whose chunk index was copied, and chunks copied (`objects:b3`). */
  tables: Set<string>;
  chunks: Set<string>;
  /** Objects already copied (or created) in this action: writable. */
  copied: Set<ObjectId>;
  /** Last-known-information entries written in this action. */
  newLki: Set<ObjectId>;
}

function player(p: PlayerState): PlayerState {
  return { ...p, manaPool: { ...p.manaPool } };
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
  return { s, cow: { base, tables: new Set(), chunks: new Set(), copied: new Set(), newLki: new Set() } };
}

/** The chunk of a table that holds `id`, made the working state's own (once per action). */
function ownChunk<T>(s: GameState, cow: Cow, table: 'objects' | 'lki', id: ObjectId): Record<ObjectId, T> {
  if (!cow.tables.has(table)) {
    (s as unknown as Record<string, ObjectTable<unknown>>)[table] = { ...s[table] };
    cow.tables.add(table);
  }
  const t = s[table] as unknown as ObjectTable<T>;
  const key = chunkKey(id);
  if (!cow.chunks.has(`${table}:${key}`)) {
    t[key] = { ...(t[key] ?? {}) };
    cow.chunks.add(`${table}:${key}`);
  }
  return t[key] as Record<ObjectId, T>;
}

/** Stores an object in the working state (a new object, or a writable copy). */
export function putObject(s: GameState, cow: Cow, obj: GameObject): void {
  ownChunk<GameObject>(s, cow, 'objects', obj.id)[obj.id] = obj;
  cow.copied.add(obj.id);
}

/** Removes an object from the working state (it changed zones or ceased to exist). */
export function removeObject(s: GameState, cow: Cow, id: ObjectId): void {
  delete ownChunk<GameObject>(s, cow, 'objects', id)[id];
}

/** Stores last-known information under an old object id (CR 608.2h). */
export function putLki(s: GameState, cow: Cow, id: ObjectId, snap: LkiSnapshot): void {
  ownChunk<LkiSnapshot>(s, cow, 'lki', id)[id] = snap;
  cow.newLki.add(id);
}

/** The object with this id, copied for writing on first use in this action; undefined if gone. */
export function writableObject(s: GameState, cow: Cow, id: ObjectId): GameObject | undefined {
  const o = getObject(s, id);
  if (!o || cow.copied.has(id)) return o;
  const copy: GameObject = {
    ...o,
    counters: { ...o.counters },
    spell: o.spell
      ? { ...o.spell, targets: o.spell.targets.map((t) => [...t]), sacrificed: [...o.spell.sacrificed] }
      : null,
  };
  putObject(s, cow, copy);
  return copy;
}

/** Freezes `value` and everything inside it that is not already frozen. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
  return value;
}

function sameArray(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function sameRecord(a: object, b: object): boolean {
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
  );
}

/** Whether two small JSON values are equal (the parts copied up front are small). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Puts back the previous state's value wherever an up-front copy turned out unchanged, so the
 * new state shares it: an action then costs (in memory) only what it really changed.
 */
function restoreSharing(s: GameState, base: GameState): void {
  if (sameRecord(s.turn, base.turn)) s.turn = base.turn;
  for (const p of ['p1', 'p2'] as const) {
    const mine = s.players[p];
    const theirs = base.players[p];
    if (sameRecord(mine.manaPool, theirs.manaPool)) mine.manaPool = theirs.manaPool;
    if (sameRecord(mine, theirs)) s.players[p] = theirs;
  }
  if (s.players.p1 === base.players.p1 && s.players.p2 === base.players.p2) s.players = base.players;
  if (sameArray(s.stack, base.stack)) s.stack = base.stack;
  if (sameArray(s.links, base.links)) s.links = base.links;
  if (sameArray(s.effects, base.effects)) s.effects = base.effects;
  if (sameArray(s.delayedTriggers, base.delayedTriggers)) s.delayedTriggers = base.delayedTriggers;
  if (sameArray(s.pendingTriggers, base.pendingTriggers)) s.pendingTriggers = base.pendingTriggers;
  if (sameRecord(s.turnFlags, base.turnFlags)) s.turnFlags = base.turnFlags;
  if (sameRecord(s.proxies, base.proxies)) s.proxies = base.proxies;
  if (sameJson(s.abilities, base.abilities)) s.abilities = base.abilities;
  if (sameJson(s.tasks, base.tasks)) s.tasks = base.tasks;
  if (sameJson(s.combat, base.combat)) s.combat = base.combat;
}

/** A copied object shares its previous counters and spell when they didn't change. */
function restoreObjectSharing(o: GameObject, prev: GameObject | undefined): void {
  if (!prev) return;
  if (sameRecord(o.counters, prev.counters)) o.counters = prev.counters;
  if (o.spell && prev.spell && sameJson(o.spell, prev.spell)) o.spell = prev.spell;
}

/**
 * Ends an action: restores sharing of unchanged parts and freezes what the action created. The
 * previous state's parts are frozen already; of the two big tables only the chunks copied in
 * this action and the objects and entries written are frozen, so this costs what changed.
 */
export function finishWrite(s: GameState, cow: Cow): GameState {
  restoreSharing(s, cow.base);
  for (const [key, value] of Object.entries(s)) {
    if (key === 'objects' || key === 'lki') continue;
    deepFreeze(value);
  }
  for (const id of cow.copied) {
    const o = getObject(s, id);
    if (!o) continue;
    restoreObjectSharing(o, getObject(cow.base, id));
    deepFreeze(o);
  }
  for (const id of cow.newLki) deepFreeze(getLki(s, id));
  for (const c of cow.chunks) {
    const [table, key] = c.split(':') as ['objects' | 'lki', string];
    Object.freeze(s[table][key]);
  }
  Object.freeze(s.objects);
  Object.freeze(s.lki);
  Object.freeze(s);
  return s;
}
