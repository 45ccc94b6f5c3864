/**
 * From a restored scenario document to a started game: the board becomes an engine
 * {@link GameSetup} (ids resolved after every zone is built), the engine builds it (reporting
 * rules-level problems such as an Aura attached to something its enchant ability forbids), and
 * the game is started (pre-game actions, then one state-based-action check).
 */
import {
  buildGame,
  predefinedToken,
  SetupError,
  type CardSetup,
  type ProxySpec as EngineProxySpec,
  type Engine,
  type GameEvent,
  type GameSetup,
  type GameState,
  type ManaType,
  type PlayerId,
} from '../engine';
import type { Problem } from './problem';
import type { CardEntry, ProxySpec, ScenarioDoc } from './schema';

/** A game built from a scenario, with the scenario's ids mapped to engine ids. */
export interface LoadedScenario {
  doc: ScenarioDoc;
  /** The state right after building and starting (before any script action). */
  initial: GameState;
  events: GameEvent[];
  /** Scenario id → physical card id (stable across zone changes). A map: ids may be any string. */
  cardIds: ReadonlyMap<string, string>;
  /** Scenario id → object id at load time (for copies and tokens, which have no card id). */
  objectIds: ReadonlyMap<string, string>;
  /** The engine the game is played with (its registry: the pool plus the scenario's real cards). */
  engine: Engine;
}

export type LoadResult = { ok: true; loaded: LoadedScenario } | { ok: false; problems: Problem[] };

const ZONE_OF: Record<string, CardSetup['zone']> = {
  library: 'library',
  hand: 'hand',
  battlefield: 'battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
  sideboard: 'outside',
  command: 'command',
};

/**
 * The engine's stand-in for a proxy entry: as written, or for a predefined token (CR 111.10)
 * that token's type line, colour and abilities (with their words as its text).
 */
function proxySetup(proxy: ProxySpec): EngineProxySpec {
  const { predefined, ...rest } = proxy;
  if (!predefined) return { ...rest };
  const token = predefinedToken(predefined);
  const activated = token.activated ?? [];
  return {
    ...rest,
    typeLine: token.typeLine,
    colors: [...(token.colors ?? [])],
    activated,
    text: activated.map((a) => a.text).join('\n'),
  };
}

function entrySetup(entry: CardEntry, path: string, player: PlayerId, zone: string, doc: ScenarioDoc): CardSetup {
  const e = typeof entry === 'string' ? { card: entry } : entry;
  const setup: CardSetup = {
    path,
    owner: e.owner ?? player,
    zone: ZONE_OF[zone] as CardSetup['zone'],
    zonePlayer: player,
    ...(e.card !== undefined ? { name: e.card } : {}),
    ...(e.proxy ? { proxy: proxySetup(e.proxy) } : {}),
    ...(e.id ? { key: e.id } : {}),
    ...(e.tapped !== undefined ? { tapped: e.tapped } : {}),
    ...(e.summoningSick !== undefined ? { summoningSick: e.summoningSick } : {}),
    ...(e.counters ? { counters: { ...e.counters } } : {}),
    ...(e.damage !== undefined ? { damage: e.damage } : {}),
    ...(e.token !== undefined ? { token: e.token } : {}),
    ...(e.castableFrom !== undefined ? { castable: e.castableFrom } : {}),
    ...(e.chosenName !== undefined ? { chosenName: e.chosenName } : {}),
    ...(e.chosenColor !== undefined ? { chosenColor: e.chosenColor } : {}),
    ...(e.chosenType !== undefined ? { chosenType: e.chosenType } : {}),
    ...(e.level !== undefined ? { classLevel: e.level } : {}),
    ...(e.transformed ? { transformed: true } : {}),
    ...(e.commander ? { commander: true } : {}),
    ...(e.attachedTo !== undefined ? { attachedTo: e.attachedTo } : {}),
    ...(e.copyOf !== undefined ? { copyOf: e.copyOf } : {}),
  };
  if (e.exiledWith !== undefined) {
    const isId = allEntries(doc).some((x) => typeof x !== 'string' && x.id === e.exiledWith);
    setup.exiledWith = isId ? { key: e.exiledWith } : { name: e.exiledWith };
  }
  return setup;
}

function allEntries(doc: ScenarioDoc): CardEntry[] {
  const out: CardEntry[] = [];
  for (const p of ['p1', 'p2'] as const)
    for (const z of Object.keys(ZONE_OF)) out.push(...(doc.players[p][z as 'hand'] ?? []));
  return out;
}

/** The engine setup for a document. */
export function toGameSetup(doc: ScenarioDoc): GameSetup {
  const cards: CardSetup[] = [];
  for (const p of ['p1', 'p2'] as const) {
    for (const zone of Object.keys(ZONE_OF)) {
      (doc.players[p][zone as 'hand'] ?? []).forEach((entry, i) =>
        cards.push(entrySetup(entry, `players.${p}.${zone}[${i}]`, p, zone, doc)),
      );
    }
  }
  return {
    turn: { number: doc.turn.number, active: doc.turn.active, step: doc.turn.phase },
    players: {
      p1: { life: doc.players.p1.life, manaPool: [...doc.players.p1.manaPool] as ManaType[] },
      p2: { life: doc.players.p2.life, manaPool: [...doc.players.p2.manaPool] as ManaType[] },
    },
    cards,
    sandbox: doc.options.sandbox,
    seed: doc.options.seed,
    shuffle: doc.options.shuffle,
  };
}

/** Builds and starts the game of a restored document; problems come back as {@link Problem}s. */
export function loadScenario(doc: ScenarioDoc, engine: Engine): LoadResult {
  try {
    const built = buildGame(toGameSetup(doc), engine.registry);
    const started = engine.start(built.state);
    return {
      ok: true,
      loaded: {
        doc,
        initial: started.state,
        events: started.events,
        cardIds: built.cardIds,
        objectIds: built.objectIds,
        engine,
      },
    };
  } catch (e) {
    if (e instanceof SetupError)
      return { ok: false, problems: e.problems.map((p) => ({ path: p.path, message: p.message })) };
    throw e;
  }
}
