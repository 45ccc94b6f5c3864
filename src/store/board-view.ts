/**
 * The table's view model: for each player life, mana, library count, hand, battlefield (lands
 * apart, each permanent with the Auras tucked under it), graveyard and exile (cards exiled with
 * an object grouped under it, CR 607), and the stack top first. A pure function of the state.
 */
import type {
  CardRegistry,
  EntityId,
  GameState,
  LinkRecord,
  ManaAmounts,
  ManaType,
  ObjectId,
  PlayerId,
  RestrictedMana,
} from '../engine';
import { PLAYERS } from '../engine';
import { attachmentIndex, cardView, type AttachmentIndex, type CardView } from './card-view';
import { entityName, isPlayer, whereIs } from './names';
import { getObject } from '../engine';

const NO_RESTRICTED: readonly RestrictedMana[] = [];

/**
 * A permanent with the Auras/Equipment tucked under it (attachments to other hosts are apart),
 * and the permanents identical to it as a person sees them (same name, state, counters and
 * P/T, nothing attached), drawn as one card with a count (×N) until expanded.
 */
export interface PermanentGroup {
  card: CardView;
  attached: CardView[];
  /** The other identical permanents (the count is 1 + their number). */
  same: CardView[];
}

/** What makes two permanents look the same on the table (grouped as ×N). */
function sameness(c: CardView): string {
  return `${c.label}\u0000${c.token}\u0000${c.copy}\u0000${c.facts.proxy}\u0000${c.controller}`;
}

/** Gathers identical permanents (without attachments) into the first of them, keeping the order of first appearance. */
export function groupIdentical(list: PermanentGroup[]): PermanentGroup[] {
  const out: PermanentGroup[] = [];
  const byKey = new Map<string, PermanentGroup>();
  for (const g of list) {
    if (g.attached.length || g.card.enchantedBy.length) {
      out.push(g);
      continue;
    }
    const key = sameness(g.card);
    const first = byKey.get(key);
    if (first) first.same.push(g.card);
    else {
      const group = { ...g, same: [] as CardView[] };
      byKey.set(key, group);
      out.push(group);
    }
  }
  return out;
}

export interface ExileGroup {
  /** Null for cards exiled with nothing in particular. */
  linker: { id: string | null; label: string } | null;
  cards: CardView[];
}

export interface PlayerView {
  id: PlayerId;
  life: number;
  /** Poison counters (CR 122.1f); 0 when none. */
  poison: number;
  /** Mana in the pool by type (amounts, see the engine's mana-amounts.ts). */
  manaPool: ManaAmounts;
  /** Mana in the pool with a spending restriction (CR 106.6): its type and the source that made it. */
  restrictedMana: readonly { type: ManaType; from: string }[];
  /** Energy counters on the player (CR 107.14). */
  energy: number;
  /** The player's speed (CR 702.179), 1 to 4; 0 when they have none. */
  speed: number;
  /** This player is the monarch (CR 724.1). */
  monarch: boolean;
  /** This player has the initiative (CR 725.1). */
  initiative: boolean;
  /** The dungeon this player's venture marker is in and its room ("Undercity: Forge", CR 309.5), or null. */
  dungeonRoom: string | null;
  /**
   * The emblems this player has in the command zone (CR 114.1–114.4), each as the source it came
   * from and its abilities: "Emblem (Elspeth, Sun's Champion): Creatures you control get +2/+2 and
   * have flying." Empty when none.
   */
  emblems: readonly string[];
  lost: boolean;
  libraryCount: number;
  sideboardCount: number;
  hand: CardView[];
  lands: PermanentGroup[];
  permanents: PermanentGroup[];
  graveyard: CardView[];
  exile: ExileGroup[];
  /** Auras attached to this player. */
  enchantedBy: CardView[];
}

export interface StackTarget {
  id: EntityId;
  name: string;
  where: string;
  /** False when the target no longer exists (it changed zones: CR 400.7, 608.2b). */
  present: boolean;
}

export interface StackItemView {
  id: ObjectId;
  kind: 'spell' | 'ability';
  controller: PlayerId;
  name: string;
  /** Spells: the card view (copies marked). */
  card: CardView | null;
  /** Abilities: their source and text. */
  ability: {
    kind: 'triggered' | 'activated';
    source: ObjectId;
    sourceName: string;
    sourcePresent: boolean;
    text: string;
  } | null;
  targets: StackTarget[];
  x: number;
  /** Position from the top: 0 is the top of the stack. */
  depth: number;
}

export interface BoardView {
  players: Record<PlayerId, PlayerView>;
  /** Top first. */
  stack: StackItemView[];
}

function cards(state: GameState, reg: CardRegistry, ids: readonly ObjectId[], index: AttachmentIndex): CardView[] {
  return ids.map((id) => cardView(state, reg, id, index)).filter((c): c is CardView => c !== null);
}

/** A copy is shown right after its original when both are in the same list (it "appears beside" it). */
export function copiesBesideOriginals(list: CardView[], state: GameState): CardView[] {
  const out = list.filter((c) => !c.copy);
  for (const copy of list.filter((c) => c.copy)) {
    const original = getObject(state, copy.id)?.copyOf;
    const at = out.findIndex((c) => c.id === original);
    if (at >= 0) {
      let end = at + 1;
      while (out[end]?.copy && getObject(state, out[end]!.id)?.copyOf === original) end++;
      out.splice(end, 0, copy);
    } else out.splice(list.indexOf(copy), 0, copy);
  }
  return out;
}

function linkLabel(state: GameState, reg: CardRegistry, link: LinkRecord): { id: string | null; label: string } {
  if ('name' in link.linker) return { id: null, label: `Exiled with cards named ${link.linker.name}` };
  const id = link.linker.objectId;
  const present = !!getObject(state, id);
  return {
    id: present ? id : null,
    label: `Exiled with ${entityName(state, reg, id)}${present ? '' : ' (which has left the battlefield)'}`,
  };
}

function exileGroups(state: GameState, reg: CardRegistry, player: PlayerId, index: AttachmentIndex): ExileGroup[] {
  const groups = new Map<string, ExileGroup>();
  const plain: ExileGroup = { linker: null, cards: [] };
  for (const card of cards(state, reg, state.players[player].exile, index)) {
    const link = state.links.find((l) => l.object === card.id);
    if (!link) {
      plain.cards.push(card);
      continue;
    }
    const linker = linkLabel(state, reg, link);
    const key = linker.label;
    const group = groups.get(key) ?? { linker, cards: [] };
    group.cards.push(card);
    groups.set(key, group);
  }
  return [...groups.values(), ...(plain.cards.length ? [plain] : [])];
}

interface BattlefieldSide {
  lands: PermanentGroup[];
  permanents: PermanentGroup[];
  enchantedBy: CardView[];
}

/**
 * The battlefield, grouped by controller: Auras attached to a permanent are tucked under that
 * permanent (in battlefield order); Auras attached to a player go to that player's panel.
 * One pass over the battlefield for both players.
 */
function battlefieldSides(
  state: GameState,
  reg: CardRegistry,
  index: AttachmentIndex,
): Record<PlayerId, BattlefieldSide> {
  const all = cards(state, reg, state.battlefield, index);
  const tucked = (c: CardView) =>
    !!c.attachedTo && !isPlayer(c.attachedTo.id) && getObject(state, c.attachedTo.id)?.zone === 'battlefield';
  const under = new Map<ObjectId, CardView[]>();
  const sides = {} as Record<PlayerId, BattlefieldSide>;
  for (const p of PLAYERS) sides[p] = { lands: [], permanents: [], enchantedBy: [] };
  for (const c of all) {
    if (!tucked(c)) continue;
    const host = c.attachedTo!.id;
    const list = under.get(host);
    if (list) list.push(c);
    else under.set(host, [c]);
  }
  for (const c of all) {
    const host = c.attachedTo?.id;
    if (isPlayer(host)) sides[host].enchantedBy.push(c);
    if (tucked(c) || !isPlayer(c.controller)) continue;
    const group = { card: c, attached: under.get(c.id) ?? [], same: [] };
    const land = c.facts.types.includes('land') && !c.facts.types.includes('creature');
    (land ? sides[c.controller].lands : sides[c.controller].permanents).push(group);
  }
  for (const p of PLAYERS) {
    sides[p].lands = groupIdentical(sides[p].lands);
    sides[p].permanents = groupIdentical(sides[p].permanents);
  }
  return sides;
}

function stackItem(
  state: GameState,
  reg: CardRegistry,
  id: ObjectId,
  depth: number,
  index: AttachmentIndex,
): StackItemView | null {
  const target = (t: EntityId): StackTarget => ({
    id: t,
    name: entityName(state, reg, t),
    where: whereIs(state, t),
    present: isPlayer(t) || !!getObject(state, t),
  });
  const ability = state.abilities[id];
  if (ability) {
    return {
      id,
      kind: 'ability',
      controller: ability.controller,
      name: `${ability.sourceName} ability`,
      card: null,
      ability: {
        kind: ability.kind,
        source: ability.source,
        sourceName: ability.sourceName,
        sourcePresent: !!getObject(state, ability.source),
        text: ability.text,
      },
      targets: ability.targets.flat().map(target),
      x: ability.x,
      depth,
    };
  }
  const card = cardView(state, reg, id, index);
  const obj = getObject(state, id);
  if (!card || !obj) return null;
  return {
    id,
    kind: 'spell',
    controller: obj.controller,
    name: card.name,
    card,
    ability: null,
    targets: (obj.spell?.targets ?? []).flat().map(target),
    x: obj.spell?.x ?? 0,
    depth,
  };
}

/** "Undercity: Forge": the dungeon `p`'s venture marker is in, and the room (CR 309.5); null if none. */
function dungeonRoom(state: GameState, reg: CardRegistry, p: PlayerId): string | null {
  const at = state.venture?.[p];
  const name = at && getObject(state, at.dungeon)?.def;
  if (!at || !name) return null;
  const rooms = (reg.get(name)?.triggered ?? []).filter((t) => t.on.event === 'room');
  const room = rooms[at.room]?.on;
  return room && 'name' in room ? `${name}: ${room.name}` : name;
}

/** The emblems in `p`'s command zone, in words (see {@link PlayerView.emblems}). */
function emblems(state: GameState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const id of state.players[p].command ?? []) {
    const key = getObject(state, id)?.def;
    const proxy = key?.startsWith('emblem:') ? state.proxies[key] : undefined;
    if (proxy) out.push(`${proxy.name}: ${proxy.text ?? ''}`);
  }
  return out;
}

export function boardView(state: GameState, reg: CardRegistry, previous?: BoardView | null): BoardView {
  const index = attachmentIndex(state);
  const sides = battlefieldSides(state, reg, index);
  const players = {} as Record<PlayerId, PlayerView>;
  for (const p of PLAYERS) {
    const ps = state.players[p];
    players[p] = {
      id: p,
      life: ps.life,
      poison: ps.poison ?? 0,
      manaPool: ps.manaPool,
      restrictedMana: (ps.restrictedMana ?? NO_RESTRICTED).map((m) => ({ type: m.type, from: m.from })),
      energy: ps.energy ?? 0,
      speed: ps.speed ?? 0,
      monarch: state.monarch === p,
      initiative: state.initiative === p,
      dungeonRoom: dungeonRoom(state, reg, p),
      emblems: emblems(state, p),
      lost: ps.lost,
      libraryCount: ps.library.length,
      sideboardCount: ps.outside.length,
      hand: cards(state, reg, ps.hand, index),
      lands: sides[p].lands,
      permanents: sides[p].permanents,
      graveyard: copiesBesideOriginals(cards(state, reg, ps.graveyard, index), state),
      exile: exileGroups(state, reg, p, index),
      enchantedBy: sides[p].enchantedBy,
    };
  }
  const stack = [...state.stack]
    .reverse()
    .map((id, depth) => stackItem(state, reg, id, depth, index))
    .filter((s): s is StackItemView => s !== null);
  const next = { players, stack };
  return previous ? shareUnchanged(next, previous) : next;
}

// ---------------------------------------------------------------------------------------------
// Sharing with the previous view: every part of the new view that equals the part it replaces
// (a card, a group, a list, a player's view) is that same object, so the table re-renders only
// what changed (its components are memoised on these objects).

/** Deep equality of plain view data (objects, arrays, primitives). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (
      !Object.prototype.hasOwnProperty.call(b, k) ||
      !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
      return false;
  }
  return true;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The previous list when it holds the same items (after sharing), else the new one. */
function shareList<T>(next: T[], prev: T[] | undefined): T[] {
  return prev && sameItems(next, prev) ? prev : next;
}

function allCards(view: BoardView): CardView[] {
  const out: CardView[] = [];
  for (const p of PLAYERS) {
    const v = view.players[p];
    out.push(...v.hand, ...v.graveyard, ...v.enchantedBy);
    for (const g of [...v.lands, ...v.permanents]) out.push(g.card, ...g.attached, ...g.same);
    for (const g of v.exile) out.push(...g.cards);
  }
  for (const item of view.stack) if (item.card) out.push(item.card);
  return out;
}

function shareUnchanged(next: BoardView, prev: BoardView): BoardView {
  const before = new Map<string, CardView>();
  for (const c of allCards(prev)) before.set(`${c.zone}:${c.id}`, c);
  const card = (c: CardView): CardView => {
    const old = before.get(`${c.zone}:${c.id}`);
    return old && sameData(old, c) ? old : c;
  };
  const cardsOf = (list: CardView[], old: CardView[] | undefined) => shareList(list.map(card), old);
  const groups = (list: PermanentGroup[], old: PermanentGroup[]): PermanentGroup[] => {
    const byId = new Map(old.map((g) => [g.card.id, g]));
    return shareList(
      list.map((g) => {
        const c = card(g.card);
        const o = byId.get(c.id);
        const attached = cardsOf(g.attached, o?.attached);
        const same = cardsOf(g.same, o?.same);
        return o && o.card === c && o.attached === attached && o.same === same ? o : { card: c, attached, same };
      }),
      old,
    );
  };
  const players = {} as Record<PlayerId, PlayerView>;
  for (const p of PLAYERS) {
    const n = next.players[p];
    const o = prev.players[p];
    const exile = shareList(
      n.exile.map((g, i) => {
        const og = o.exile[i];
        const cs = cardsOf(g.cards, og?.cards);
        return og && og.cards === cs && sameData(og.linker, g.linker) ? og : { linker: g.linker, cards: cs };
      }),
      o.exile,
    );
    const v: PlayerView = {
      ...n,
      manaPool: sameData(n.manaPool, o.manaPool) ? o.manaPool : n.manaPool,
      restrictedMana: sameData(n.restrictedMana, o.restrictedMana) ? o.restrictedMana : n.restrictedMana,
      hand: cardsOf(n.hand, o.hand),
      lands: groups(n.lands, o.lands),
      permanents: groups(n.permanents, o.permanents),
      graveyard: cardsOf(n.graveyard, o.graveyard),
      exile,
      enchantedBy: cardsOf(n.enchantedBy, o.enchantedBy),
    };
    const keys = Object.keys(v) as (keyof PlayerView)[];
    players[p] = keys.every((k) => v[k] === o[k]) ? o : v;
  }
  const oldItems = new Map(prev.stack.map((i) => [i.id, i]));
  const stack = shareList(
    next.stack.map((item) => {
      const o = oldItems.get(item.id);
      return o && sameData(o, item) ? o : item.card ? { ...item, card: card(item.card) } : item;
    }),
    prev.stack,
  );
  return players.p1 === prev.players.p1 && players.p2 === prev.players.p2 && stack === prev.stack
    ? prev
    : { players, stack };
}

let lastView: { state: GameState; view: BoardView } | null = null;

/**
 * The board view of `state`, sharing every unchanged part with the view computed last (the
 * table's: one state is shown at a time). The same state gives the same view object.
 */
export function sharedBoardView(state: GameState, reg: CardRegistry): BoardView {
  if (lastView?.state === state) return lastView.view;
  const view = boardView(state, reg, lastView?.view);
  lastView = { state, view };
  return view;
}
