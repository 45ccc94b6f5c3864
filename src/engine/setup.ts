/**
 * Building a game from a board description (the scenario layer's output). Building triggers
 * nothing; `Engine.start` then checks state-based actions once and offers pre-game actions.
 * Semantic problems a schema can't see (an Aura attached to something its enchant ability
 * forbids, an id on the stack) are reported as {@link SetupProblem}s and nothing is built.
 */
import type { CardRegistry, ProxySpec } from './state/card-def';
import { displayName, hasCardTypes, hasSubtype, hasType } from './derived/characteristics';
import { RULE } from './state/rules';
import { defOf, readContext, type Ctx } from './state/context';
import { deepFreeze } from './state/cow';
import { allowedBy } from './derived/filters';
import { createObject } from './zones/objects';
import { proxyKey } from './state/proxy';
import {
  opponentOf,
  type CardId,
  type GameObject,
  type GameState,
  type ManaType,
  type ObjectId,
  type PlayerId,
  type Step,
  type ZoneName,
} from './state/types';
import { getObject } from './state/object-table';
import { amountsOf } from './state/mana-amounts';

/** One card (or proxy, token, copy) to put on the board. */
export interface CardSetup {
  /** Local id other entries refer to (scenario id), if any. */
  key?: string;
  /** Where the entry came from, for messages (e.g. `players.p1.battlefield[2]`). */
  path: string;
  /** A registry card name, or omitted when `proxy` is given. */
  name?: string;
  proxy?: ProxySpec;
  owner: PlayerId;
  zone: Exclude<ZoneName, 'stack'>;
  /** Whose zone (for battlefield: the controller). */
  zonePlayer: PlayerId;
  tapped?: boolean;
  summoningSick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  token?: boolean;
  castable?: boolean;
  chosenName?: string;
  /** "As ~ enters, choose a color / a creature type", made before the game starts (CR 614.12). */
  chosenColor?: Exclude<import('./state/ids').ManaType, 'C'>;
  chosenType?: string;
  /** A Class's level (CR 716.2b); absent is level 1. */
  classLevel?: number;
  /**
   * A double-faced permanent with its back face up ("transformed", CR 701.27g; 712.8e). Only on
   * the battlefield, and only for a card with a back face: in the other zones every double-faced
   * card is front face up (712.8a).
   */
  transformed?: boolean;
  /**
   * The card is its owner's commander (CR 903.3): a legendary card (903.3 names a legendary
   * creature; 903.3a, 702.124 other legendary cards that can be), not a token or a copy; at most
   * two per player (partners, 702.124).
   */
  commander?: boolean;
  /** Local key of the host, or a player id. */
  attachedTo?: string;
  /** Local key of the original. */
  copyOf?: string;
  /** Linked to an object by key, or to every card with a name (CR 607.2n). */
  exiledWith?: { key: string } | { name: string };
}

export interface GameSetup {
  turn: { number: number; active: PlayerId; step: Step };
  players: Record<PlayerId, { life: number; manaPool: ManaType[] }>;
  cards: CardSetup[];
  sandbox: boolean;
  seed: number;
  /** Shuffle every library as the game starts, after pre-game actions (CR 103.3). */
  shuffle?: boolean;
}

export interface SetupProblem {
  path: string;
  message: string;
}

export class SetupError extends Error {
  readonly problems: SetupProblem[];
  constructor(problems: SetupProblem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
    this.name = 'SetupError';
    this.problems = problems;
  }
}

/** An empty game with the given turn and players. */
export function emptyGame(setup: Pick<GameSetup, 'turn' | 'players' | 'sandbox' | 'seed' | 'shuffle'>): GameState {
  const player = (p: PlayerId) => ({
    life: setup.players[p].life,
    manaPool: amountsOf(setup.players[p].manaPool),
    library: [],
    hand: [],
    graveyard: [],
    exile: [],
    outside: [],
    drewFromEmpty: false,
    landsPlayedThisTurn: 0,
    lost: false,
  });
  return {
    format: 'stackyard/game@1',
    nextId: 1,
    nextTimestamp: 1,
    turn: { ...setup.turn },
    players: { p1: player('p1'), p2: player('p2') },
    battlefield: [],
    stack: [],
    objects: {},
    abilities: {},
    lki: {},
    links: [],
    turnFlags: {},
    effects: [],
    delayedTriggers: [],
    pendingTriggers: [],
    tasks: [],
    pendingDecision: null,
    combat: null,
    shields: [],
    deathtouched: [],
    rng: setup.seed | 0,
    proxies: {},
    sandbox: setup.sandbox,
    gameOver: null,
    startShuffle: !!setup.shuffle,
  };
}

/**
 * Result of building: the state and the object/card ids of every keyed entry. Maps, not plain
 * objects: a key is outside input and may be any string, "__proto__" or "constructor" too.
 */
export interface BuiltGame {
  state: GameState;
  objectIds: ReadonlyMap<string, ObjectId>;
  cardIds: ReadonlyMap<string, CardId>;
}

/**
 * A permanent described on the board has the counters it entered with by the rules of its card
 * type, unless the entry says how many it has now: a planeswalker its printed loyalty (CR
 * 306.5b), a Saga one lore counter (714.3a), a battle its printed defense (310.4b).
 */
function printedCounters(ctx: Ctx, obj: GameObject, given: Record<string, number>): void {
  const def = defOf(ctx, obj);
  if (def.loyalty !== undefined && given.loyalty === undefined && hasType(ctx, obj, 'planeswalker'))
    obj.counters.loyalty = def.loyalty;
  if (given.lore === undefined && hasSubtype(ctx, obj, 'Saga')) obj.counters.lore = 1;
  // A battle: its printed defense (CR 310.4b); a Siege, protected by its controller's opponent (310.11a).
  if (def.defense !== undefined && given.defense === undefined && hasType(ctx, obj, 'battle'))
    obj.counters.defense = def.defense;
  if (hasSubtype(ctx, obj, 'Siege')) obj.protector = opponentOf(obj.controller);
}

/**
 * Builds the board. Throws {@link SetupError} listing every problem (unknown names, dangling
 * keys, illegal attachments); nothing is half-built.
 */
export function buildGame(setup: GameSetup, reg: CardRegistry): BuiltGame {
  const state = emptyGame(setup);
  const ctx: Ctx = readContext(state, reg);
  const problems: SetupProblem[] = [];
  const objectIds = new Map<string, ObjectId>();
  const cardIds = new Map<string, CardId>();
  let nextCard = 1;
  const commanderOwners: PlayerId[] = [];
  const created: (ObjectId | undefined)[] = [];
  for (const c of setup.cards) {
    created.push(undefined);
    let def: string;
    if (c.proxy) {
      def = proxyKey(c.proxy.name);
      state.proxies[def] = { ...c.proxy };
    } else if (c.name && (reg.has ? reg.has(c.name) : reg.get(c.name))) def = c.name;
    else {
      problems.push({ path: c.path, message: `unknown card "${c.name}"` });
      continue;
    }
    const physical = !c.token && !c.copyOf;
    const cardId = physical ? `c${nextCard++}` : null;
    const obj = createObject(ctx, {
      def,
      owner: c.owner,
      zone: c.zone,
      zonePlayer: c.zonePlayer,
      controller: c.zone === 'battlefield' ? c.zonePlayer : c.owner,
      cardId,
      tapped: c.zone === 'battlefield' && !!c.tapped,
      counters: { ...(c.counters ?? {}) },
      damage: c.damage ?? 0,
      token: !!c.token,
      castable: !!c.castable,
      chosenName: c.chosenName ?? null,
      controlSince: c.summoningSick ? setup.turn.number : -1,
    });
    if (c.classLevel !== undefined && c.classLevel > 1 && c.zone === 'battlefield') obj.classLevel = c.classLevel;
    if (c.chosenColor && c.zone === 'battlefield') obj.chosenColor = c.chosenColor;
    if (c.chosenType && c.zone === 'battlefield') obj.chosenType = c.chosenType;
    if (c.transformed) {
      if (c.zone !== 'battlefield')
        problems.push({
          path: c.path,
          message: 'only a permanent is transformed: a double-faced card elsewhere is front face up (CR 712.8a)',
        });
      else if (!ctx.reg.get(def)?.back)
        problems.push({ path: c.path, message: `"${c.name ?? def}" has no back face to be transformed to` });
      else obj.backFaceUp = true;
    }
    if (c.commander) {
      const typeLine = ctx.reg.get(def)?.typeLine ?? state.proxies[def]?.typeLine ?? '';
      const why = !cardId
        ? 'a token or a copy is not a card: only a card can be a commander (CR 903.3)'
        : !/\bLegendary\b/.test(typeLine)
          ? `"${c.name ?? def}" is not legendary: a commander is a legendary card (CR 903.3)`
          : commanderOwners.filter((p) => p === c.owner).length >= 2
            ? `${c.owner} already has two commanders (CR 903.3, 702.124)`
            : null;
      if (why) problems.push({ path: c.path, message: why });
      else {
        state.commanders = [...(state.commanders ?? []), cardId as CardId];
        commanderOwners.push(c.owner);
      }
    }
    created[created.length - 1] = obj.id;
    if (c.key) {
      objectIds.set(c.key, obj.id);
      if (cardId) cardIds.set(c.key, cardId);
    }
  }
  for (const [i, c] of setup.cards.entries()) {
    const id = created[i];
    const obj = id ? getObject(state, id) : undefined;
    if (!obj) continue;
    if (c.copyOf) {
      const orig = objectIds.get(c.copyOf);
      if (!orig) problems.push({ path: c.path, message: `copyOf "${c.copyOf}" names no entry` });
      else if (getObject(state, orig)?.backFaceUp)
        // CR 707.8, 712.8e: it would copy the back face, with mana value 0 — not modelled yet.
        problems.push({ path: c.path, message: 'a copy of a transformed permanent is not supported yet' });
      else {
        obj.copyOf = orig;
        obj.def = getObject(state, orig)?.def ?? obj.def;
      }
    }
    if (obj.zone === 'battlefield') printedCounters(ctx, obj, c.counters ?? {});
    if (c.exiledWith) {
      if (obj.zone !== 'exile') problems.push({ path: c.path, message: 'exiledWith is only for cards in exile' });
      else if ('name' in c.exiledWith)
        state.links.push({ linker: { name: c.exiledWith.name, player: c.owner }, object: obj.id });
      else {
        const linker = objectIds.get(c.exiledWith.key);
        if (!linker) problems.push({ path: c.path, message: `exiledWith "${c.exiledWith.key}" names no entry` });
        else state.links.push({ linker: { objectId: linker }, object: obj.id });
      }
    }
    if (c.attachedTo) {
      const host = c.attachedTo === 'p1' || c.attachedTo === 'p2' ? c.attachedTo : objectIds.get(c.attachedTo);
      if (!host) {
        problems.push({ path: c.path, message: `attachedTo "${c.attachedTo}" names no entry` });
        continue;
      }
      if (obj.zone !== 'battlefield') {
        problems.push({ path: c.path, message: 'only a permanent on the battlefield can be attached to something' });
        continue;
      }
      const def = ctx.reg.get(obj.def) ?? undefined;
      const hostObj = getObject(state, host);
      // A host with text the engine does not enforce may be legal by that text (Rusted Relic's
      // metalcraft makes it an artifact creature, Arrest can enchant it): the board is built as
      // given, and the state-based actions judge it as the engine knows it (CR 704.5m).
      const hostUnenforced = !!hostObj && !!defOf(ctx, hostObj).unenforced?.length;
      if (
        def?.enchant &&
        !hostUnenforced &&
        !allowedBy(ctx, def.enchant, host, obj.controller, obj.id, {
          kind: 'enchant',
          source: obj,
          controller: obj.controller,
        })
      ) {
        const h = getObject(state, host);
        // A host whose card types are unknown (a stand-in for a card whose data could not be found) is why.
        const unknown =
          h && !hasCardTypes(ctx, h)
            ? `; ${displayName(ctx, h)} has no known card types (a proxy or stand-in: its card data was not found, for example offline), so give it a type line or open this with its card data`
            : '';
        problems.push({
          path: c.path,
          message: `${displayName(ctx, obj)} can't enchant ${h ? `${displayName(ctx, h)} in the ${h.zone}` : host}: its enchant ability doesn't allow it ("${def.oracle.split('\n')[0]}")${unknown}`,
        });
        continue;
      }
      obj.attachedTo = host;
    }
  }
  // Instants and sorceries are never permanents (CR 304.4, 307.4); read once everything is attached.
  const built = readContext(state, reg);
  for (const [i, c] of setup.cards.entries()) {
    const id = created[i];
    const obj = id ? getObject(state, id) : undefined;
    if (obj?.zone !== 'battlefield') continue;
    const instant = hasType(built, obj, 'instant');
    if (instant || hasType(built, obj, 'sorcery')) {
      problems.push({
        path: c.path,
        message: `${displayName(built, obj)} is ${instant ? 'an instant' : 'a sorcery'}: it can't be on the battlefield (CR ${instant ? RULE.instantNeverOnBattlefield : RULE.sorceryNeverOnBattlefield}); put it in a hand, library, graveyard or exile`,
      });
    }
  }
  if (problems.length) throw new SetupError(problems);
  // Frozen like every state the engine returns: the engine reads unchanged parts in place.
  return { state: deepFreeze(state), objectIds, cardIds };
}
