/**
 * Where a card entry is in a scenario document, and small reads over entries: the location type
 * every editor operation takes, entry objects and their compact form, ids (unique, made up from
 * a card's name when an attachment or link needs one), and the names people read.
 */
import type { CardEntry, CardObject, PlayerSetup, ScenarioDoc } from '../schema';
import { ID_PATTERN, PLAYER_IDS, ZONES, type PlayerId, type Zone } from '../schema-primitives';

/** A card entry's place: `doc.players[player][zone][index]`. */
export interface CardAt {
  player: PlayerId;
  zone: Zone;
  index: number;
}

/** A located entry, in document order. */
export interface Located {
  at: CardAt;
  entry: CardEntry;
}

export const sameAt = (a: CardAt | null | undefined, b: CardAt | null | undefined): boolean =>
  !!a && !!b && a.player === b.player && a.zone === b.zone && a.index === b.index;

/** The entry at `at`, or undefined. */
export function entryAt(doc: ScenarioDoc, at: CardAt): CardEntry | undefined {
  return doc.players[at.player]?.[at.zone]?.[at.index];
}

/** Every entry of the document with its location: p1 then p2, zones in {@link ZONES} order. */
export function allCards(doc: ScenarioDoc): Located[] {
  const out: Located[] = [];
  for (const player of PLAYER_IDS) {
    for (const zone of ZONES)
      doc.players[player][zone].forEach((entry, index) => out.push({ at: { player, zone, index }, entry }));
  }
  return out;
}

/** The object form of an entry (a bare name becomes `{ card }`). */
export function asObject(entry: CardEntry): CardObject {
  return typeof entry === 'string' ? { card: entry } : entry;
}

/** The shortest form of an entry: `{ card: "Island" }` with nothing else is written `"Island"`. */
export function compact(entry: CardObject): CardEntry {
  const keys = Object.keys(entry).filter((k) => entry[k as keyof CardObject] !== undefined);
  if (keys.length === 1 && keys[0] === 'card' && entry.card !== undefined) return entry.card;
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = entry[key as keyof CardObject];
  return out as CardObject;
}

/** The name a person reads: the card's, or the proxy's. */
export function entryName(entry: CardEntry): string {
  const e = asObject(entry);
  return e.card ?? e.proxy?.name ?? '(unnamed)';
}

export function entryId(entry: CardEntry | undefined): string | undefined {
  return entry === undefined || typeof entry === 'string' ? undefined : entry.id;
}

/** The entry carrying `id`, if any. */
export function findById(doc: ScenarioDoc, id: string): Located | undefined {
  return allCards(doc).find((c) => entryId(c.entry) === id);
}

const PLAYER_WORDS: Record<PlayerId, string> = { p1: 'Player 1', p2: 'Player 2' };

/** `"Player 2 graveyard"`. */
export function zoneWords(player: PlayerId, zone: Zone): string {
  return `${PLAYER_WORDS[player]} ${zone}`;
}

/** `"on Player 1 battlefield"`, `"in Player 2 graveyard"`. */
export function whereWords(at: Pick<CardAt, 'player' | 'zone'>): string {
  return `${at.zone === 'battlefield' ? 'on' : 'in'} ${zoneWords(at.player, at.zone)}`;
}

/** An id made from a name that no entry uses yet: "Lightning Bolt" → `lightning-bolt`, then `lightning-bolt-2`. */
export function freshId(doc: ScenarioDoc, name: string): string {
  const used = new Set(
    allCards(doc)
      .map((c) => entryId(c.entry))
      .filter((id): id is string => !!id),
  );
  const base =
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34) || 'card';
  const safe = base === 'p1' || base === 'p2' ? `${base}-card` : base;
  for (let n = 1; ; n++) {
    const id = n === 1 ? safe : `${safe}-${n}`;
    if (!used.has(id) && ID_PATTERN.test(id)) return id;
  }
}

/** A copy of `doc` with one zone list replaced. */
export function withZone(doc: ScenarioDoc, player: PlayerId, zone: Zone, list: CardEntry[]): ScenarioDoc {
  const setup: PlayerSetup = { ...doc.players[player], [zone]: list };
  return { ...doc, players: { ...doc.players, [player]: setup } };
}

/** A copy of `doc` with the entry at `at` replaced. */
export function withEntry(doc: ScenarioDoc, at: CardAt, entry: CardEntry): ScenarioDoc {
  const list = [...doc.players[at.player][at.zone]];
  list[at.index] = entry;
  return withZone(doc, at.player, at.zone, list);
}

/** Gives the entry at `at` an id if it has none (made from its name); returns the id. */
export function ensureId(doc: ScenarioDoc, at: CardAt): { doc: ScenarioDoc; id: string } {
  const entry = entryAt(doc, at);
  if (entry === undefined) throw new RangeError(`no card at ${at.player}.${at.zone}[${at.index}]`);
  const existing = entryId(entry);
  if (existing) return { doc, id: existing };
  const id = freshId(doc, entryName(entry));
  return { doc: withEntry(doc, at, { ...asObject(entry), id }), id };
}
