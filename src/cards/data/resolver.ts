/**
 * The card resolver (DESIGN "Real cards: data and the Oracle compiler"): a user names a card,
 * and its definition is found in this order, each source asked only for the names every
 * earlier one lacked:
 *
 *   1. the hand-scripted pool (src/cards/registry.ts);
 *   2. card data carried by the scenario (`cards`);
 *   3. a `--cards FILE.json` file (the runner);
 *   4. the offline catalogue (public/pool/: every real card, src/cards/data/pool/);
 *   5. the local cache (IndexedDB);
 *   6. Scryfall, when online.
 *
 * This module is the order and the bookkeeping, nothing else: sources are handed in (the
 * scenario layer builds the in-memory ones, the store the IndexedDB and Scryfall ones; the
 * runner has no network), so the same resolver runs synchronously in the runner and
 * asynchronously in the app ({@link resolveCardsSync}, {@link resolveCards}). Card data found is
 * normalised ({@link normalizeCard}), and compiled ({@link compileCard}) and made playable
 * ({@link playable}: a mana cost the engine can't read is left as text) when first read.
 */
import { compileCard, type CompiledCard } from '../oracle/compile';
import type { CardData } from './card-data';
import type { CardSourceId, ResolvedCard } from './card-book';
import type { CardIndex } from './card-index';
import { normalizeCard } from './faces';
import { playable } from './playable';
import { foldName } from './names';

/** Sources of card data, in the resolver's order (the pool comes before all of them). */
export type DataSourceId = Exclude<CardSourceId, 'pool'>;

/** The order sources are asked in, after the pool. */
export const SOURCE_ORDER: readonly DataSourceId[] = ['scenario', 'file', 'catalogue', 'cache', 'scryfall'];

/** How each source is named in messages. */
export const SOURCE_WORDS: Readonly<Record<CardSourceId, string>> = {
  pool: 'the card pool',
  scenario: "the scenario's cards",
  file: 'the cards file',
  catalogue: 'the offline catalogue',
  cache: 'the card cache',
  scryfall: 'Scryfall',
};

/** What a source answers for some names. */
export interface SourceAnswer {
  /** Card data found (validated), keyed by the name as asked. */
  found: ReadonlyMap<string, CardData>;
  /** Remarks per name asked (e.g. "cached 3 days ago"), kept on the resolved card. */
  notes?: ReadonlyMap<string, string>;
  /** Set when the source could not answer for the names it did not find: why, in words. */
  unreachable?: string;
}

/** A source of card data. `lookup` may be asynchronous (IndexedDB, Scryfall). */
export interface CardSource {
  readonly id: DataSourceId;
  lookup(names: readonly string[]): SourceAnswer | Promise<SourceAnswer>;
}

/** A source that answers at once (in memory: a scenario's cards, a file, the catalogue). */
export interface SyncCardSource extends CardSource {
  lookup(names: readonly string[]): SourceAnswer;
}

/** A name no source had. `unreachable`: a source that might have had it could not be asked. */
export interface MissingCard {
  name: string;
  reason: string;
  unreachable: boolean;
}

/** The outcome for a list of names. */
export interface Resolution {
  /** Names the pool scripts, in the pool's spelling. */
  pool: string[];
  /** Names found in card data, in the order found, compiled. */
  cards: ResolvedCard[];
  missing: MissingCard[];
}

/** The pool as the resolver needs it: a spelling lookup. */
export interface PoolLookup {
  canonicalName(name: string): string | undefined;
}

/** A source over an in-memory index (a scenario's cards, a `--cards` file, the catalogue). */
export function indexSource(id: DataSourceId, index: CardIndex): SyncCardSource {
  return {
    id,
    lookup(names) {
      const found = new Map<string, CardData>();
      for (const name of names) {
        const card = index.find(name);
        if (card) found.set(name, card);
      }
      return { found };
    },
  };
}

type Ask = { source: CardSource; names: string[] };

/** The one resolution algorithm, as a generator that yields each question to a source. */
function* resolution(
  names: readonly string[],
  pool: PoolLookup,
  sources: readonly CardSource[],
): Generator<Ask, Resolution, SourceAnswer> {
  const out: Resolution = { pool: [], cards: [], missing: [] };
  const seen = new Set<string>();
  let remaining: string[] = [];
  for (const name of names) {
    const key = foldName(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const scripted = pool.canonicalName(name);
    if (scripted !== undefined) out.pool.push(scripted);
    else remaining.push(name);
  }
  const ordered = [...sources].sort((a, b) => SOURCE_ORDER.indexOf(a.id) - SOURCE_ORDER.indexOf(b.id));
  const asked: DataSourceId[] = [];
  // Why sources could not answer, each once, in the order asked (the catalogue's file failed
  // to load, then Scryfall could not be reached: both are said).
  const unreachable: string[] = [];
  for (const source of ordered) {
    if (remaining.length === 0) break;
    const answer = yield { source, names: remaining };
    // A source that could not be asked and found nothing was not looked in: it is not listed as "not in".
    const lookedIn = !answer.unreachable || answer.found.size > 0;
    if (lookedIn && !asked.includes(source.id)) asked.push(source.id);
    const next: string[] = [];
    for (const name of remaining) {
      const data = answer.found.get(name);
      if (!data) {
        next.push(name);
        continue;
      }
      const card = normalizeCard(data);
      const note = answer.notes?.get(name);
      out.cards.push(resolvedCard(name, source.id, card, note));
    }
    remaining = next;
    if (answer.unreachable && remaining.length && !unreachable.includes(answer.unreachable))
      unreachable.push(answer.unreachable);
  }
  const where = listSources(['pool', ...asked]);
  for (const name of remaining) {
    out.missing.push(
      unreachable.length
        ? { name, reason: `not in ${where}, and ${unreachable.join(', and ')}`, unreachable: true }
        : { name, reason: `not in ${where}`, unreachable: false },
    );
  }
  return out;
}

/**
 * A card found in data, compiled the first time its compilation is read (the game's book reads
 * it when the engine first needs the card's definition): resolving a deck's names costs no
 * compiling, and a card that stays in the library is never compiled. The compilation is the
 * same whenever it happens (the compiler is pure).
 */
function resolvedCard(asked: string, source: DataSourceId, card: CardData, note: string | undefined): ResolvedCard {
  let compiled: CompiledCard | undefined;
  return {
    asked,
    source,
    data: card,
    get compiled() {
      return (compiled ??= playable(compileCard(card), card));
    },
    ...(note ? { note } : {}),
  };
}

function listSources(ids: readonly CardSourceId[]): string {
  const words = ids.map((id) => SOURCE_WORDS[id]);
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * Resolves `names` (any spelling; repeats and blanks ignored) through the pool, then `sources`
 * in {@link SOURCE_ORDER} whatever order they are given in. Never throws for card data: what
 * the compiler does not understand stays text. Asynchronous sources are awaited one after the
 * other (a later source is asked only for what the earlier ones lacked). A source that throws
 * counts as unreachable, with its error's message.
 */
export async function resolveCards(
  names: readonly string[],
  pool: PoolLookup,
  sources: readonly CardSource[],
): Promise<Resolution> {
  const steps = resolution(names, pool, sources);
  let step = steps.next();
  while (!step.done) {
    let answer: SourceAnswer;
    try {
      answer = await step.value.source.lookup(step.value.names);
    } catch (error) {
      answer = {
        found: new Map(),
        unreachable: `${SOURCE_WORDS[step.value.source.id]} failed (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    step = steps.next(answer);
  }
  return step.value;
}

/** {@link resolveCards} over sources that answer at once (the runner, tests). */
export function resolveCardsSync(
  names: readonly string[],
  pool: PoolLookup,
  sources: readonly SyncCardSource[],
): Resolution {
  const steps = resolution(names, pool, sources);
  let step = steps.next();
  while (!step.done) step = steps.next((step.value.source as SyncCardSource).lookup(step.value.names));
  return step.value;
}
