/**
 * From a scenario to the cards its game is played with (DESIGN "Real cards"): the names its
 * card entries use and the card data it carries ({@link cardRequest}) go through the one
 * resolver (src/cards/data/resolver.ts) — the pool, the scenario's own `cards`, then the
 * sources the caller has (a `--cards` file in the runner; the IndexedDB cache and Scryfall in
 * the app), then the offline catalogue — and become one game's {@link GameCards}.
 *
 * A name the offline catalogue found only by a loose spelling ("Lim-Dul's Vault" for "Lim-Dûl's
 * Vault") is played as that card, with a warning saying which card was read.
 *
 * Names no source had:
 * - when a source that might have had them could not be asked (offline, Scryfall down), they
 *   are played as stand-ins with their name only, and a warning says so — a shared board is
 *   never refused for want of a connection;
 * - otherwise they stay unknown, and the restore step reports them (`unknown card "X"`) with
 *   the closest known names and where the resolver looked.
 */
import { createCardBook, type CardBook, type StandIn } from '../../cards/data/card-book';
import type { CardData } from '../../cards/data/card-data';
import { CardDataSchema } from '../../cards/data/card-data-schema';
import { readCardList } from './card-list';
import { indexCards, type CardIndex } from '../../cards/data/card-index';
import { foldName } from '../../cards/data/names';
import {
  indexSource,
  resolveCards,
  resolveCardsSync,
  type CardSource,
  type Resolution,
  type SyncCardSource,
} from '../../cards/data/resolver';
import { playable } from '../../cards/data/playable';
import { compileCard } from '../../cards/oracle/compile';
import { DUNGEON_DATA } from '../../cards/data/dungeons';
import { THE_RING_DATA } from '../../cards/data/the-ring';
import { cardRegistry } from '../../cards/registry';
import { gameCards, type GameCards } from '../pool';
import { quote, type Problem } from '../problem';
import { nameIndex } from '../name-index';
import { closestNames, didYouMean } from '../suggest';
import type { ScenarioDoc } from '../schema';
import { cardRequest, type CardRequest } from './request';

export { cardRequest, namesRequest, type CardRequest } from './request';

/** A game's cards with the resolver's outcome and what the person should know about it. */
export interface ResolvedGameCards {
  cards: GameCards;
  resolution: Resolution;
  /** One per stand-in: which name, and why it has no card data. */
  warnings: Problem[];
}

/** The scenario's well-formed card data (the restore step reports the rest, see {@link checkScenarioCards}). */
function wellFormed(embedded: readonly unknown[]): CardData[] {
  return embedded.flatMap((item) => {
    const parsed = CardDataSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The restore step's check of a scenario's `cards` (RestoreContext.checkCards): the card-data schema. */
export function checkScenarioCards(cards: readonly unknown[]): { cards: unknown[]; problems: Problem[] } {
  const r = readCardList(cards);
  return r.ok ? { cards: r.cards, problems: [] } : { cards: [...cards], problems: r.problems };
}

function withScenario(
  request: CardRequest,
  sources: readonly CardSource[],
  catalogue: CardIndex | undefined,
): CardSource[] {
  const embedded = wellFormed(request.embedded);
  return [
    ...(embedded.length ? [indexSource('scenario', indexCards(embedded))] : []),
    ...sources,
    ...(catalogue ? [indexSource('catalogue', catalogue)] : []),
  ];
}

/** The game's cards for a resolution (see the module comment for names no source had). */
export function gameCardsFrom(resolution: Resolution, catalogue?: CardIndex): ResolvedGameCards {
  const standIns: StandIn[] = resolution.missing
    .filter((m) => m.unreachable)
    .map((m) => ({ name: m.name, note: m.reason }));
  const unknown = new Map(resolution.missing.filter((m) => !m.unreachable).map((m) => [foldName(m.name), m.reason]));
  const book = createCardBook({
    pool: cardRegistry,
    cards: resolution.cards,
    standIns,
    ...(catalogue
      ? { catalogue: { index: catalogue, compile: (data: CardData) => playable(compileCard(data), data) } }
      : {}),
    // "Venture into the dungeon", "you take the initiative": the dungeons begin outside the game (CR
    // 309.2); "the Ring tempts you": the emblem named The Ring (701.54a).
    outside: {
      cards: [...DUNGEON_DATA, THE_RING_DATA],
      compile: (data: CardData) => playable(compileCard(data), data),
    },
  });
  // A stand-in may be a misspelling of a card the book knows (the pool, the catalogue): say so.
  const known = standIns.length ? nameIndex(book.names()) : null;
  const warnings = standIns.map((s): Problem => {
    const near = known ? didYouMean(closestNames(s.name, known.prepared, 3).filter((n) => n !== s.name)) : undefined;
    return {
      path: '',
      message: `${quote(s.name)} is played as a stand-in with its name only: it is ${s.note}`,
      suggestion: near
        ? `${near} (a card known offline); otherwise open the scenario again when online to play it with its card data`
        : 'open the scenario again when online to play it with its card data',
    };
  });
  // A name the offline catalogue read loosely (accents or punctuation differ) is said too.
  const respelled = resolution.cards
    .filter((c) => c.source === 'catalogue' && c.note)
    .map((c): Problem => ({ path: '', message: `${quote(c.asked)} is ${c.note}` }));
  return {
    cards: gameCards(book, { unknownCard: (name) => unknown.get(foldName(name)), checkCards: checkScenarioCards }),
    resolution,
    warnings: [...respelled, ...warnings],
  };
}

/** Resolves a request through `sources` (awaited in order) and the catalogue. */
export async function resolveGameCards(
  request: CardRequest,
  sources: readonly CardSource[],
  catalogue?: CardIndex,
): Promise<ResolvedGameCards> {
  return gameCardsFrom(
    await resolveCards(request.names, cardRegistry, withScenario(request, sources, catalogue)),
    catalogue,
  );
}

/** {@link resolveGameCards} with sources that answer at once (the runner, tests). */
export function resolveGameCardsSync(
  request: CardRequest,
  sources: readonly SyncCardSource[],
  catalogue?: CardIndex,
): ResolvedGameCards {
  const all = withScenario(request, sources, catalogue) as SyncCardSource[];
  return gameCardsFrom(resolveCardsSync(request.names, cardRegistry, all), catalogue);
}

/**
 * The document with the data of every card it names that came from card data (not the pool,
 * not a stand-in) in `cards`, after the data it already carried: an exported file then opens
 * the same anywhere, offline too. Links leave `cards` out (see link/compact.ts).
 */
export function withEmbeddedCards(doc: ScenarioDoc, book: CardBook): ScenarioDoc {
  const cards: unknown[] = [...(doc.cards ?? [])];
  const have = new Set(wellFormed(cards).map((c) => foldName(c.name)));
  for (const name of cardRequest(doc).names) {
    const canonical = book.canonicalName(name);
    const data = canonical === undefined ? null : book.info(canonical)?.data;
    if (!data || have.has(foldName(data.name))) continue;
    have.add(foldName(data.name));
    cards.push(data);
  }
  return cards.length ? { ...doc, cards } : doc;
}
