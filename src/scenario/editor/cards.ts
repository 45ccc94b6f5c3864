/**
 * Card operations over a scenario document: add, remove, move, change an entry's state, set
 * counters. Each returns a new document (the input is never changed) and keeps it consistent:
 * keys that only mean something in one zone are dropped when a card leaves it, and references
 * to a removed card are cleared, so the result restores unless a rule forbids the board (which
 * the editor shows as a problem).
 */
import { CounterKind, type CardEntry, type CardObject, type ScenarioDoc } from '../schema';
import { LIMITS, type PlayerId, type Zone } from '../schema-primitives';
import { allCards, asObject, compact, entryAt, entryId, withEntry, withZone, type CardAt } from './locate';

/** What an operation that may refuse returns: the new document (and where the card is now), or why not. */
export type EditResult = { ok: true; doc: ScenarioDoc; at?: CardAt } | { ok: false; reason: string };

/** Keys that apply only in one zone (docs/scenario-format.md "Card entries"). */
const ZONE_ONLY: Partial<Record<keyof CardObject, Zone>> = {
  tapped: 'battlefield',
  summoningSick: 'battlefield',
  damage: 'battlefield',
  attachedTo: 'battlefield',
  exiledWith: 'exile',
};

/** Puts `entry` into `zone` of `player`, at `index` (default: the end). */
export function addCard(doc: ScenarioDoc, player: PlayerId, zone: Zone, entry: CardEntry, index?: number): EditResult {
  const list = doc.players[player][zone];
  if (list.length >= LIMITS.zoneEntries)
    return { ok: false, reason: `a zone holds at most ${LIMITS.zoneEntries} cards` };
  if (allCards(doc).length >= LIMITS.totalEntries)
    return { ok: false, reason: `a scenario holds at most ${LIMITS.totalEntries} cards` };
  const at = Math.max(0, Math.min(index ?? list.length, list.length));
  const next = [...list.slice(0, at), entry, ...list.slice(at)];
  return { ok: true, doc: withZone(doc, player, zone, next), at: { player, zone, index: at } };
}

/** Drops every reference to `id` (an Aura's host, an exiled card's link, a copy's original). */
function clearReferences(doc: ScenarioDoc, id: string): ScenarioDoc {
  let out = doc;
  for (const { at, entry } of allCards(doc)) {
    if (typeof entry === 'string') continue;
    const refs = (['attachedTo', 'exiledWith', 'copyOf'] as const).filter((key) => entry[key] === id);
    if (!refs.length) continue;
    const next: CardObject = { ...entry };
    for (const key of refs) delete next[key];
    out = withEntry(out, at, compact(next));
  }
  return out;
}

/** Removes the card at `at`; whatever referred to it (by id) no longer does. */
export function removeCard(doc: ScenarioDoc, at: CardAt): ScenarioDoc {
  const entry = entryAt(doc, at);
  if (entry === undefined) return doc;
  const list = doc.players[at.player][at.zone].filter((_, i) => i !== at.index);
  const out = withZone(doc, at.player, at.zone, list);
  const id = entryId(entry);
  return id ? clearReferences(out, id) : out;
}

/** The entry as it is in `zone`: keys that apply only elsewhere are dropped. */
export function fitToZone(entry: CardEntry, zone: Zone): CardEntry {
  if (typeof entry === 'string') return entry;
  const next: CardObject = { ...entry };
  for (const [key, only] of Object.entries(ZONE_ONLY)) if (only !== zone) delete next[key as keyof CardObject];
  return compact(next);
}

/**
 * Moves the card at `from` to `to.zone` of `to.player`, before the card now at `to.index`
 * (default: the end). It keeps its id, so Auras on it stay on it; keys that don't apply in the
 * new zone (tapped, attached to, exiled with...) are dropped.
 */
export function moveCard(
  doc: ScenarioDoc,
  from: CardAt,
  to: { player: PlayerId; zone: Zone; index?: number },
): EditResult {
  const entry = entryAt(doc, from);
  if (entry === undefined) return { ok: false, reason: 'there is no such card' };
  const sameList = from.player === to.player && from.zone === to.zone;
  if (!sameList && doc.players[to.player][to.zone].length >= LIMITS.zoneEntries)
    return { ok: false, reason: `a zone holds at most ${LIMITS.zoneEntries} cards` };
  const source = doc.players[from.player][from.zone].filter((_, i) => i !== from.index);
  const removed = withZone(doc, from.player, from.zone, source);
  let index = to.index ?? removed.players[to.player][to.zone].length;
  if (sameList && to.index !== undefined && to.index > from.index) index -= 1;
  const target = removed.players[to.player][to.zone];
  index = Math.max(0, Math.min(index, target.length));
  const moved = fitToZone(entry, to.zone);
  const next = [...target.slice(0, index), moved, ...target.slice(index)];
  return {
    ok: true,
    doc: withZone(removed, to.player, to.zone, next),
    at: { player: to.player, zone: to.zone, index },
  };
}

/** A state change of one entry; `undefined` (and `false` for flags, their default) removes the key. */
export type EntryPatch = Partial<
  Pick<
    CardObject,
    | 'tapped'
    | 'summoningSick'
    | 'castableFrom'
    | 'token'
    | 'damage'
    | 'owner'
    | 'chosenName'
    | 'chosenColor'
    | 'chosenType'
    | 'attachedTo'
    | 'exiledWith'
  >
>;

/** Applies `patch` to the entry at `at`. */
export function updateCard(doc: ScenarioDoc, at: CardAt, patch: EntryPatch): ScenarioDoc {
  const entry = entryAt(doc, at);
  if (entry === undefined) return doc;
  const next: Record<string, unknown> = { ...asObject(entry) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === false || (key === 'damage' && value === 0)) delete next[key];
    else next[key] = value;
  }
  return withEntry(doc, at, compact(next as CardObject));
}

/** Sets the number of `kind` counters on the card at `at` (0 removes them). */
export function setCounter(doc: ScenarioDoc, at: CardAt, kind: string, count: number): EditResult {
  const entry = entryAt(doc, at);
  if (entry === undefined) return { ok: false, reason: 'there is no such card' };
  if (!CounterKind.safeParse(kind).success)
    return {
      ok: false,
      reason: `${JSON.stringify(kind)} is not a counter kind: use "+1/+1", "-1/-1" or a lowercase word such as "charge"`,
    };
  if (!Number.isInteger(count) || count < 0 || count > LIMITS.bigNumber)
    return { ok: false, reason: `a number of counters from 0 to ${LIMITS.bigNumber}` };
  const e = asObject(entry);
  const counters = { ...(e.counters ?? {}) };
  if (count === 0) delete counters[kind];
  else counters[kind] = count;
  const next: CardObject = { ...e, counters };
  if (!Object.keys(counters).length) delete next.counters;
  return { ok: true, doc: withEntry(doc, at, compact(next)), at };
}
