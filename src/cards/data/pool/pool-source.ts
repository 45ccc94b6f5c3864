/**
 * The offline card pool as a source of the resolver (src/cards/data/resolver.ts), id
 * `catalogue`: every real card, from the name file and the shards (./format.ts). A name is
 * looked up in the name file ({@link nameLookup}: exact card name, then face name, then loose
 * spellings with a note), then only the shards holding the cards found are read — from disk in
 * the runner (synchronously), fetched and cached in the app. A card taken from a shard is
 * validated (the card-data schema) before use; a shard that can't be read makes the source
 * unreachable for the names it holds, with the reason.
 */
import type { CardData } from '../card-data';
import { CardDataSchema } from '../card-data-schema';
import type { CardSource, SourceAnswer, SyncCardSource } from '../resolver';
import { shardOf } from './format';
import { nameLookup, type NameLookup } from './name-lookup';
import type { ShardText } from './shard-text';

/** One shard's cards: parsed JSON, or its text read a card at a time (./shard-text.ts). */
export type ShardCards = readonly unknown[] | ShardText;
/** Reads one shard's cards. */
export type ShardReader = (shard: number) => ShardCards;
/** Reads one shard's cards, asynchronously (fetch, cache). */
export type AsyncShardReader = (shard: number) => Promise<ShardCards>;

interface Plan {
  /** Shard → [name asked, card full name] */
  byShard: Map<number, [string, string][]>;
  notes: Map<string, string>;
}

function plan(lookup: NameLookup, names: readonly string[]): Plan {
  const byShard = new Map<number, [string, string][]>();
  const notes = new Map<string, string>();
  for (const asked of names) {
    const match = lookup.find(asked);
    if (!match) continue;
    const shard = shardOf(match.card);
    byShard.set(shard, [...(byShard.get(shard) ?? []), [asked, match.card]]);
    if (match.note) notes.set(asked, match.note);
  }
  return { byShard, notes };
}

function take(cards: ShardCards, wanted: readonly [string, string][], found: Map<string, CardData>): void {
  for (const [asked, full] of wanted) {
    const raw = 'card' in cards ? cards.card(full) : cards.find((c) => (c as { name?: unknown } | null)?.name === full);
    const parsed = raw === undefined ? null : CardDataSchema.safeParse(raw);
    if (parsed?.success) found.set(asked, parsed.data);
  }
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A source over the pool whose shards are read at once (the runner, tests, the bench). */
export function poolSource(lookup: NameLookup, read: ShardReader): SyncCardSource {
  return {
    id: 'catalogue',
    lookup(names): SourceAnswer {
      const { byShard, notes } = plan(lookup, names);
      const found = new Map<string, CardData>();
      let unreachable: string | undefined;
      for (const [shard, wanted] of byShard) {
        try {
          take(read(shard), wanted, found);
        } catch (error) {
          unreachable = `the offline catalogue could not be read (${why(error)})`;
        }
      }
      return { found, notes, ...(unreachable ? { unreachable } : {}) };
    },
  };
}

/** A source over the pool whose shards are fetched (the app); shards are read side by side. */
export function asyncPoolSource(lookup: NameLookup, read: AsyncShardReader): CardSource {
  return {
    id: 'catalogue',
    async lookup(names): Promise<SourceAnswer> {
      const { byShard, notes } = plan(lookup, names);
      const found = new Map<string, CardData>();
      const failures: string[] = [];
      await Promise.all(
        [...byShard].map(async ([shard, wanted]) => {
          try {
            take(await read(shard), wanted, found);
          } catch (error) {
            failures.push(why(error));
          }
        }),
      );
      return {
        found,
        notes,
        ...(failures.length ? { unreachable: `the offline catalogue could not be loaded (${failures[0]})` } : {}),
      };
    },
  };
}

export { nameLookup };
