/**
 * Attachments in the editor (CR 303.4, 702.5): which hosts an Aura's enchant ability allows,
 * with the reason for each it forbids, and attaching. Legality is the engine's own check
 * (`allowedBy`, the same one the board builder and state-based action 704.5m use), asked of a
 * board built from the document with every attachment and link left out, so one bad link
 * elsewhere cannot hide the answer.
 */
import type { CardDef, CardRegistry, EntityId, GameState, ObjectId } from '../../engine';
import { allowedBy, buildGame, defOf, getObject, parseTypeLine, readContext } from '../../engine';
import { toGameSetup } from '../build';
import type { CardObject, ScenarioDoc } from '../schema';
import { PLAYER_IDS, type PlayerId } from '../schema-primitives';
import { moveCard, updateCard, type EditResult } from './cards';
import {
  allCards,
  asObject,
  ensureId,
  entryAt,
  entryId,
  entryName,
  findById,
  sameAt,
  whereWords,
  type CardAt,
} from './locate';

/** A card or a player something can be attached to. */
export type Host = { kind: 'card'; at: CardAt } | { kind: 'player'; player: PlayerId };

/** One possible host, as the "Attach to…" menu lists it. */
export interface HostOption {
  host: Host;
  name: string;
  /** "in Player 2 graveyard", "" for a player. */
  where: string;
  legal: boolean;
  /** Why the enchant ability forbids it (when not legal). */
  reason?: string;
}

const pathOf = (at: CardAt) => `players.${at.player}.${at.zone}[${at.index}]`;

/** The definition an entry stands for (a copy: its original's), or undefined for a proxy or unknown card. */
function definition(doc: ScenarioDoc, at: CardAt, reg: CardRegistry, seen = 0): CardDef | undefined {
  const e = asObject(entryAt(doc, at) ?? '');
  if (e.copyOf && seen < 8) {
    const original = findById(doc, e.copyOf);
    if (original) return definition(doc, original.at, reg, seen + 1);
  }
  return e.card ? reg.get(e.card) : undefined;
}

function typeLineOf(e: CardObject, def: CardDef | undefined): string {
  return def?.typeLine ?? e.proxy?.typeLine ?? '';
}

/** Whether the card at `at` is an Aura or Equipment, something that can be attached (CR 301.5, 303.4). */
export function isAttachable(doc: ScenarioDoc, at: CardAt, reg: CardRegistry): boolean {
  const entry = entryAt(doc, at);
  if (entry === undefined) return false;
  const def = definition(doc, at, reg);
  if (def?.enchant) return true;
  const subtypes = parseTypeLine(typeLineOf(asObject(entry), def)).subtypes;
  return subtypes.includes('Aura') || subtypes.includes('Equipment');
}

/** The "Enchant ..." line of an Oracle text, for reasons. */
function enchantLine(def: CardDef): string {
  return def.oracle.split('\n').find((line) => /^enchant /i.test(line)) ?? def.oracle.split('\n')[0] ?? '';
}

interface LegalityBoard {
  state: GameState;
  objectOf: (at: CardAt) => ObjectId | undefined;
  aura: ObjectId;
}

/**
 * The board the engine judges an attachment on: the document without any `attachedTo` or
 * `exiledWith`, without cards the pool doesn't know, and with the Aura on its player's
 * battlefield. Null if even that can't be built.
 */
function legalityBoard(doc: ScenarioDoc, auraAt: CardAt, reg: CardRegistry): LegalityBoard | null {
  const stripped: ScenarioDoc = { ...doc, players: { ...doc.players } };
  for (const p of PLAYER_IDS) {
    const setup = { ...doc.players[p] };
    for (const zone of ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'sideboard'] as const) {
      setup[zone] = setup[zone].map((entry) => {
        if (typeof entry === 'string') return entry;
        const { attachedTo: _a, exiledWith: _x, ...rest } = entry;
        return rest;
      });
    }
    stripped.players[p] = setup;
  }
  const setup = toGameSetup(stripped);
  const auraPath = pathOf(auraAt);
  // An instant or sorcery can't be on the battlefield (CR 304.4, 307.4; the board's own problem):
  // here it is judged where it could be, in the graveyard, so the rest of the board still builds.
  const nonPermanent = (name: string | undefined) =>
    name !== undefined && /\b(Instant|Sorcery)\b/.test(reg.get(name)?.typeLine ?? '');
  const cards = setup.cards
    .filter((c) => c.proxy || (c.name !== undefined && reg.get(c.name)))
    .map((c) => ({
      ...c,
      key: c.key ?? c.path,
      ...(c.zone === 'battlefield' && !c.proxy && nonPermanent(c.name) ? { zone: 'graveyard' as const } : {}),
    }))
    .map((c) => (c.path === auraPath ? { ...c, zone: 'battlefield' as const, zonePlayer: auraAt.player } : c));
  const keys = new Set(cards.map((c) => c.key));
  for (const c of cards) if (c.copyOf && !keys.has(c.copyOf)) delete c.copyOf;
  try {
    const built = buildGame({ ...setup, cards }, reg);
    const keyOf = (at: CardAt) => entryId(entryAt(doc, at)) ?? pathOf(at);
    const aura = built.objectIds.get(keyOf(auraAt));
    if (!aura) return null;
    return { state: built.state, objectOf: (at) => built.objectIds.get(keyOf(at)), aura };
  } catch {
    return null;
  }
}

/** Why `host` can't be what the Aura at `auraAt` is attached to, or null if it can. */
function refusal(
  doc: ScenarioDoc,
  auraAt: CardAt,
  host: Host,
  reg: CardRegistry,
  board: LegalityBoard | null,
): string | null {
  const auraName = entryName(entryAt(doc, auraAt) ?? '');
  if (host.kind === 'card' && sameAt(host.at, auraAt)) return `${auraName} can't be attached to itself (CR 303.4d)`;
  const hostName =
    host.kind === 'card'
      ? `${entryName(entryAt(doc, host.at) ?? '')} ${whereWords(host.at)}`
      : host.player === 'p1'
        ? 'Player 1'
        : 'Player 2';
  const hostEntry = host.kind === 'card' ? entryAt(doc, host.at) : undefined;
  const auraId = entryId(entryAt(doc, auraAt));
  // Following the host's own attachment back to this Aura would be a cycle.
  for (let e = hostEntry, n = 0; e !== undefined && typeof e !== 'string' && e.attachedTo && n < 50; n++) {
    if (e.attachedTo === auraId) return `${hostName} is attached to ${auraName}: they can't be attached to each other`;
    e = findById(doc, e.attachedTo)?.entry;
  }
  const def = definition(doc, auraAt, reg);
  if (!def?.enchant) return null; // a proxy Aura or Equipment: the engine doesn't restrict it
  if (!board) return null;
  const id: EntityId | undefined = host.kind === 'player' ? host.player : board.objectOf(host.at);
  if (id === undefined) return `${hostName} is not a card the pool knows`;
  const ctx = readContext(board.state, reg);
  const aura = getObject(board.state, board.aura)!;
  if (allowedBy(ctx, defOf(ctx, aura).enchant ?? def.enchant, id, aura.controller, aura.id)) return null;
  return `${auraName} can't enchant ${hostName}: its enchant ability says "${enchantLine(def)}" (CR 303.4a, 702.5a)`;
}

/** Every card and player the card at `auraAt` could be attached to, each legal or not with the reason. */
export function hostOptions(doc: ScenarioDoc, auraAt: CardAt, reg: CardRegistry): HostOption[] {
  const board = legalityBoard(doc, auraAt, reg);
  const hosts: HostOption[] = [];
  for (const { at, entry } of allCards(doc)) {
    if (sameAt(at, auraAt)) continue;
    const host: Host = { kind: 'card', at };
    const reason = refusal(doc, auraAt, host, reg, board);
    hosts.push({
      host,
      name: entryName(entry),
      where: whereWords(at),
      legal: reason === null,
      ...(reason ? { reason } : {}),
    });
  }
  for (const player of PLAYER_IDS) {
    const host: Host = { kind: 'player', player };
    const reason = refusal(doc, auraAt, host, reg, board);
    hosts.push({
      host,
      name: player === 'p1' ? 'Player 1' : 'Player 2',
      where: '',
      legal: reason === null,
      ...(reason ? { reason } : {}),
    });
  }
  return hosts;
}

/** Why attaching the card at `auraAt` to `host` is refused, or null if it is allowed. */
export function attachRefusal(doc: ScenarioDoc, auraAt: CardAt, host: Host, reg: CardRegistry): string | null {
  if (!entryAt(doc, auraAt)) return 'there is no such card';
  if (!isAttachable(doc, auraAt, reg))
    return `${entryName(entryAt(doc, auraAt)!)} is not an Aura or Equipment: only those are attached to something (CR 303.4, 301.5)`;
  if (host.kind === 'card' && !entryAt(doc, host.at)) return 'there is no such host';
  return refusal(doc, auraAt, host, reg, legalityBoard(doc, auraAt, reg));
}

/**
 * Attaches the card at `auraAt` to `host`, if its enchant ability allows it. An Aura that is
 * not on the battlefield is put onto its player's battlefield first (only a permanent is
 * attached, CR 303.4); the host gets an id if it has none.
 */
export function attachTo(doc: ScenarioDoc, auraAt: CardAt, host: Host, reg: CardRegistry): EditResult {
  const reason = attachRefusal(doc, auraAt, host, reg);
  if (reason) return { ok: false, reason };
  let out = doc;
  let target: string = host.kind === 'player' ? host.player : '';
  if (host.kind === 'card') ({ doc: out, id: target } = ensureId(out, host.at));
  let at = auraAt;
  if (at.zone !== 'battlefield') {
    const moved = moveCard(out, at, { player: at.player, zone: 'battlefield' });
    if (!moved.ok) return moved;
    out = moved.doc;
    at = moved.at!;
  }
  return { ok: true, doc: updateCard(out, at, { attachedTo: target }), at };
}

/** Makes the card at `at` attached to nothing. */
export function detach(doc: ScenarioDoc, at: CardAt): ScenarioDoc {
  return updateCard(doc, at, { attachedTo: undefined });
}
