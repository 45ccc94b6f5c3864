/**
 * The card registry of one game (DESIGN "Real cards"): the hand-scripted pool, plus the cards
 * its scenario names that were resolved from card data and compiled, plus (optionally) the
 * offline catalogue, compiled on first use. The engine reads it as any {@link CardRegistry};
 * the table also asks it how much of each card's text is enforced ({@link CardBook.info}).
 *
 * Why one registry per game and not one growing app-wide registry: the engine is pure, so the
 * definitions a game is played with are part of what makes it replay identically. A scenario
 * may carry its own card data for a name; a registry per game keeps that from changing any
 * other game, and the engine over it costs nothing to create.
 *
 * Pool cards always win over card data of the same name. The book never compiles anything
 * itself: resolved cards come compiled, and the catalogue is compiled by the `compile`
 * function the caller hands in (so code that never meets real cards never loads the compiler).
 */
import type { CardDef, CardRegistry } from '../../engine';
import type { CompiledAbility, CompiledCard, EnforcementStatus } from '../oracle/compile';
import type { CardData } from './card-data';
import type { CardIndex } from './card-index';
import { cardAliases } from './faces';
import { foldName } from './names';

/** Where a card's definition came from, in the resolver's order. */
export type CardSourceId = 'pool' | 'scenario' | 'file' | 'catalogue' | 'cache' | 'scryfall';

/** How the table describes one card's enforcement. */
export interface CardInfo {
  /** The card's name as the registry knows it. */
  name: string;
  /** Where its definition came from; `unavailable`: no data could be found (a stand-in). */
  source: CardSourceId | 'unavailable';
  /** `full` for pool cards (hand-scripted) and cards whose every ability compiled. */
  status: EnforcementStatus;
  /** The card's abilities, enforced or not, with reasons (empty for pool cards). */
  abilities: readonly CompiledAbility[];
  /** The card data it was compiled from (null for pool cards and stand-ins). */
  data: CardData | null;
  /** Why a stand-in has no data ("Scryfall could not be reached: offline"), else null. */
  note: string | null;
}

/** A game's card registry: {@link CardRegistry} plus spelling and enforcement lookups. */
export interface CardBook extends CardRegistry {
  /** The registry's spelling of `name` (any case, "Fire/Ice", a face's name), or undefined. */
  canonicalName(name: string): string | undefined;
  /** Enforcement of the card registered under `name`, or undefined if there is none. */
  info(name: string): CardInfo | undefined;
}

/** A card found in card data by the resolver: where, its (normalised) data and its compilation. */
export interface ResolvedCard {
  /** The name it was asked for (any spelling). */
  asked: string;
  source: Exclude<CardSourceId, 'pool'>;
  data: CardData;
  compiled: CompiledCard;
  /** A remark about the source (e.g. "cached 3 days ago; Scryfall could not be reached"). */
  note?: string;
}

/** A name with no card data anywhere, played as a stand-in with that name only. */
export interface StandIn {
  name: string;
  note: string;
}

/** What a book is made of. */
export interface BookParts {
  /** The scripted pool (wins over everything). */
  pool: CardRegistry & { canonicalName(name: string): string | undefined };
  /** Cards resolved from data, in the resolver's order (the first of a name wins). */
  cards?: readonly ResolvedCard[];
  /** Names no source had, registered as stand-ins (name only, nothing enforced). */
  standIns?: readonly StandIn[];
  /** The offline catalogue: its names are known and compiled on first use (needs `compile`). */
  catalogue?: { index: CardIndex; compile(data: CardData): CompiledCard };
  /**
   * Cards the rules bring into a game from outside it, not cards a player puts on the table:
   * the dungeons (CR 309.2) a card that ventures or takes the initiative needs. Compiled on
   * first use; the engine finds them by name, but they are not among `names()`.
   */
  outside?: { cards: readonly CardData[]; compile(data: CardData): CompiledCard };
}

interface Entry {
  def: CardDef;
  info: CardInfo;
}

/** Compilations of catalogue cards, kept per data object (the catalogue is loaded once). */
const compiledOnce = new WeakMap<CardData, CompiledCard>();

function compileCached(data: CardData, compile: (data: CardData) => CompiledCard): CompiledCard {
  let compiled = compiledOnce.get(data);
  if (!compiled) {
    compiled = compile(data);
    compiledOnce.set(data, compiled);
  }
  return compiled;
}

function poolInfo(def: CardDef): CardInfo {
  return { name: def.name, source: 'pool', status: 'full', abilities: [], data: null, note: null };
}

function standInDef(name: string): CardDef {
  return { name, manaCost: '', typeLine: '', oracle: '' };
}

/** A book over `parts`; see {@link CardBook}. */
export function createCardBook(parts: BookParts): CardBook {
  const { pool, catalogue } = parts;
  // Entries made on first read: a resolved card is compiled when the engine first needs it.
  const own = new Map<string, () => Entry>();
  const aliases = new Map<string, string>();
  const spellings: [string, readonly string[]][] = [];
  const add = (name: string, entry: () => Entry, asked: readonly string[]) => {
    if (pool.get(name) || own.has(name)) return;
    let made: Entry | undefined;
    own.set(name, () => (made ??= entry()));
    spellings.push([name, asked]);
  };
  for (const card of parts.cards ?? []) {
    // The compiler names a card after its data (compile.ts), so the name is known uncompiled.
    add(
      card.data.name,
      () => {
        const { def, status, abilities } = card.compiled;
        return {
          def,
          info: { name: def.name, source: card.source, status, abilities, data: card.data, note: card.note ?? null },
        };
      },
      [card.asked, ...cardAliases(card.data)],
    );
  }
  for (const s of parts.standIns ?? []) {
    add(
      s.name,
      () => ({
        def: standInDef(s.name),
        info: { name: s.name, source: 'unavailable', status: 'none', abilities: [], data: null, note: s.note },
      }),
      [],
    );
  }
  // A card's own name wins over another card's other spellings (a face's name: "Stream of Life"
  // is the sorcery even when "Infirmary Healer // Stream of Life" is in the same game).
  for (const [name] of spellings) aliases.set(foldName(name), name);
  for (const [name, asked] of spellings)
    for (const alias of asked) if (!aliases.has(foldName(alias))) aliases.set(foldName(alias), name);
  const fromCatalogue = (name: string): Entry | undefined => {
    const data = catalogue?.index.exact(name);
    if (!data || !catalogue) return undefined;
    const { def, status, abilities } = compileCached(data, catalogue.compile);
    return { def, info: { name: def.name, source: 'catalogue', status, abilities, data, note: null } };
  };
  const fromOutside = (name: string): Entry | undefined => {
    const data = parts.outside?.cards.find((d) => d.name === name);
    if (!data || !parts.outside) return undefined;
    const { def, status, abilities } = compileCached(data, parts.outside.compile);
    return { def, info: { name: def.name, source: 'pool', status, abilities, data, note: null } };
  };
  const names = [...new Set([...pool.names(), ...own.keys(), ...(catalogue?.index.names ?? [])])].sort();
  const entry = (name: string): Entry | undefined => {
    const scripted = pool.get(name);
    if (scripted) return { def: scripted, info: poolInfo(scripted) };
    return own.get(name)?.() ?? fromCatalogue(name) ?? fromOutside(name);
  };
  return {
    get: (name) => entry(name)?.def,
    has: (name) => !!pool.get(name) || own.has(name) || !!catalogue?.index.exact(name),
    names: () => names,
    canonicalName(name) {
      const scripted = pool.canonicalName(name);
      if (scripted !== undefined) return scripted;
      const mine = aliases.get(foldName(name));
      if (mine !== undefined) return mine;
      const data = catalogue?.index.find(name);
      return data && !pool.get(data.name) ? data.name : undefined;
    },
    info: (name) => entry(name)?.info,
  };
}
