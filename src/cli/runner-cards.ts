/**
 * The runner's input with real cards (DESIGN "Real cards"): a scenario file or a Forge puzzle,
 * its card names resolved through the pool, the scenario's own `cards`, a `--cards FILE.json`
 * file and the offline catalogue — the whole card pool committed in `public/pool/`, read from disk
 * (./disk-pool.ts) — (the runner has no network, so there is no cache and no Scryfall: a name
 * none of them has is an unknown card, or a proxy in a puzzle).
 */
import { indexCards } from '../cards/data/card-index';
import { indexSource, type SyncCardSource } from '../cards/data/resolver';
import { readCardListText } from '../scenario/cards/card-list';
import { resolveGameCardsSync } from '../scenario/cards/game-cards';
import { formatProblems } from '../scenario/format-problems';
import type { GameCards } from '../scenario/pool';
import type { Problem } from '../scenario/problem';
import type { RestoreResult } from '../scenario/restore';
import { fileCardRequest, isForgePuzzle, restoreForge } from '../scenario/scenario-file';

/** Most bytes read from a `--cards` file (64 MB: all ~28,000 Oracle cards are about 40 MB). */
export const MAX_CARDS_FILE_BYTES = 64_000_000;

/** Where the runner reads the offline catalogue and the `--cards` file. */
export interface CardFiles {
  /** The UTF-8 text of `path`, read with a cap of `maxBytes` (throws past it). */
  readFile(path: string, maxBytes: number): string;
  /** The offline catalogue (the card pool on disk) as a source, or undefined when absent. */
  catalogue?: () => SyncCardSource | undefined;
}

/** A restored scenario with the cards its game is played with, or an error message. */
export type RunnerInput =
  | { ok: true; restored: Extract<RestoreResult, { ok: true }>; cards: GameCards; notes: Problem[] }
  | { ok: false; message: string };

/** The catalogue's source; undefined when absent or unreadable. */
function catalogueSource(files: CardFiles): SyncCardSource | undefined {
  try {
    return files.catalogue?.();
  } catch {
    return undefined;
  }
}

/** The `--cards` file as a source, or an error message. */
function cardsFileSource(
  path: string | undefined,
  files: CardFiles,
): { ok: true; sources: SyncCardSource[] } | { ok: false; message: string } {
  if (path === undefined) return { ok: true, sources: [] };
  let text: string;
  try {
    text = files.readFile(path, MAX_CARDS_FILE_BYTES);
  } catch (e) {
    return { ok: false, message: `cannot read the cards file ${path}: ${(e as Error).message}` };
  }
  const list = readCardListText(text);
  if (!list.ok)
    return {
      ok: false,
      message: `the cards file ${path} is not a list of Scryfall card objects:\n${formatProblems(list.problems)}`,
    };
  return { ok: true, sources: [indexSource('file', indexCards(list.cards))] };
}

/**
 * Reads the runner's input `text` (from `file`) with the cards of `cardsPath` and the
 * catalogue: restores a scenario, or imports and restores a Forge puzzle (its warnings become
 * `notes`).
 */
export function readRunnerInput(
  file: string,
  text: string,
  cardsPath: string | undefined,
  files: CardFiles,
): RunnerInput {
  const source = cardsFileSource(cardsPath, files);
  if (!source.ok) return source;
  const catalogue = catalogueSource(files);
  const resolved = resolveGameCardsSync(fileCardRequest(file, text), [
    ...source.sources,
    ...(catalogue ? [catalogue] : []),
  ]);
  if (isForgePuzzle(file, text)) {
    const r = restoreForge(text, resolved);
    if (!r.ok) return { ok: false, message: `${file} is not a valid Forge puzzle:\n${formatProblems(r.problems)}` };
    return {
      ok: true,
      restored: r.restored,
      cards: resolved.cards,
      notes: [...r.importWarnings, ...r.restored.warnings],
    };
  }
  const restored = resolved.cards.restoreText(text);
  if (!restored.ok)
    return { ok: false, message: `${file} is not a valid scenario:\n${formatProblems(restored.problems)}` };
  return { ok: true, restored, cards: resolved.cards, notes: resolved.warnings };
}
