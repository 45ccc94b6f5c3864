/**
 * `npm run -s cards -- coverage FILE.json`: how much of each card's Oracle text the compiler
 * enforces (DESIGN "Real cards"). Prints one JSON document on stdout,
 * `{ "total", "full", "partial", "none", "byType", "pieces", "keywords", "rules", "cards": [ {
 * "name", "status", "unenforced": [text] } ] }`, cards in file order; `byType` gives the counts
 * per card type (CR 205.2a), `pieces` the unenforced pieces of templating ranked by how many
 * cards each holds back (the first 200), `keywords` every keyword ability (CR 702) still left as
 * text with the cards it holds back, `rules` each grammar rule with how many cards' enforced
 * text uses it. A bad file is a clear error on stderr and exit code 1. Logic only: process I/O is in
 * scripts/cards.ts.
 *
 * Without FILE, the report covers the whole offline card pool (public/pool/, read from disk).
 *
 * `npm run -s cards -- show NAME...`: each name resolved through the offline pool as the runner
 * resolves it (a face's name, a loose spelling with its note), with the card's data and what of
 * it is enforced: `unenforced` (the texts left as text) and `reasons` (why each is, in the same
 * order); a name the pool lacks is reported with the closest real names (exit 1).
 */
import type { EnforcementStatus } from '../cards/oracle/compile';
import { compileCard } from '../cards/oracle/compile';
import { normalizeCard } from '../cards/data/faces';
import { playable } from '../cards/data/playable';
import { readCardList, readCardListText } from '../scenario/cards/card-list';
import { formatProblems } from '../scenario/format-problems';
import type { CardData } from '../cards/data/card-data';
import type { CliIo } from './run-scenario';
import { Rankings, type PieceCount, type RuleCount, type TypeCounts } from './coverage-pieces';
import type { DiskPool } from './disk-pool';
import { closestPoolNames } from '../cards/data/pool/name-search';
import { MAX_CARDS_FILE_BYTES } from './runner-cards';

/** One card's line of the report. */
export interface CardCoverage {
  name: string;
  status: EnforcementStatus;
  /** The text of each ability the engine does not enforce, verbatim. */
  unenforced: string[];
}

/** The whole report. */
export interface CoverageReport {
  total: number;
  full: number;
  partial: number;
  none: number;
  /** Counts by card type (a card counts under each of its front face's types). */
  byType: Record<string, TypeCounts>;
  /** The unenforced pieces holding back the most cards, most first. */
  pieces: PieceCount[];
  /** Every keyword ability (CR 702) still left as text, most cards first. */
  keywords: PieceCount[];
  /** Each grammar rule with the number of cards whose enforced text uses it. */
  rules: RuleCount[];
  cards: CardCoverage[];
}

/** How many pieces the report ranks. */
const TOP_PIECES = 200;

/** Compiles every card of a list and counts the statuses. */
export function coverageOf(cards: readonly CardData[]): CoverageReport {
  const report: CoverageReport = {
    total: 0,
    full: 0,
    partial: 0,
    none: 0,
    byType: {},
    pieces: [],
    keywords: [],
    rules: [],
    cards: [],
  };
  const rankings = new Rankings();
  for (const data of cards) {
    // The same card the app plays: compiled, then made playable (a cost it can't pay is not enforced).
    const compiled = playable(compileCard(normalizeCard(data), { rules: true }), data);
    report.total++;
    report[compiled.status]++;
    rankings.add({
      name: compiled.def.name,
      typeLine: data.type_line ?? '',
      status: compiled.status,
      abilities: compiled.abilities,
    });
    report.cards.push({
      name: compiled.def.name,
      status: compiled.status,
      unenforced: compiled.abilities.filter((a) => !a.enforced).map((a) => a.text),
    });
  }
  report.byType = rankings.byType;
  report.pieces = rankings.topPieces(TOP_PIECES);
  report.keywords = rankings.keywordPieces();
  report.rules = rankings.ruleCounts();
  return report;
}

const USAGE =
  'usage: npm run -s cards -- coverage [FILE.json]   (FILE: a JSON array of Scryfall card objects; default: the offline pool)\n' +
  '       npm run -s cards -- show NAME...            (cards of the offline pool, by any spelling)\n';

/** What the cards command reads: files, and the offline pool on disk. */
export type CardsIo = Pick<CliIo, 'readFile' | 'stdout' | 'stderr'> & { pool?: () => DiskPool | null };

function noPool(io: CardsIo): number {
  io.stderr('the offline card pool (public/pool/) is missing: run npm run cards:pool\n');
  return 1;
}

/** `show NAME...`: see the module comment. */
function show(names: readonly string[], io: CardsIo): number {
  const pool = io.pool?.();
  if (!pool) return noPool(io);
  const answer = pool.source.lookup(names);
  let code = 0;
  const out = names.map((asked) => {
    const data = answer.found.get(asked);
    if (!data) {
      code = 1;
      return { asked, found: false, closest: closestPoolNames(pool.lookup.cards, asked, 3) };
    }
    const compiled = playable(compileCard(normalizeCard(data)), data);
    return {
      asked,
      found: true,
      name: data.name,
      ...(answer.notes?.get(asked) ? { note: answer.notes.get(asked) } : {}),
      status: compiled.status,
      unenforced: compiled.abilities.filter((a) => !a.enforced).map((a) => a.text),
      // Why each of them stays text (the compiler's reason, in the words the table shows).
      reasons: compiled.abilities.filter((a) => !a.enforced).map((a) => a.reason ?? 'not read'),
      data,
    };
  });
  io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  return code;
}

/** Runs `cards ARGS`; returns the exit code. */
export function runCardsCli(args: readonly string[], io: CardsIo): number {
  const [command, ...rest] = args;
  if (command === 'show' && rest.length) return show(rest, io);
  if (command !== 'coverage' || rest.length > 1) {
    io.stderr(
      command && command !== 'coverage' && command !== 'show' ? `unknown command "${command}"\n${USAGE}` : USAGE,
    );
    return 2;
  }
  const [file] = rest;
  if (file === undefined) {
    const pool = io.pool?.();
    if (!pool) return noPool(io);
    const list = readCardList(pool.allCards());
    if (!list.ok) {
      io.stderr(`the offline card pool is not a list of card data:\n${formatProblems(list.problems)}\n`);
      return 1;
    }
    io.stdout(`${JSON.stringify(coverageOf(list.cards), null, 2)}\n`);
    return 0;
  }
  let text: string;
  try {
    text = io.readFile(file, MAX_CARDS_FILE_BYTES);
  } catch (e) {
    io.stderr(`cannot read ${file}: ${(e as Error).message}\n`);
    return 1;
  }
  const list = readCardListText(text);
  if (!list.ok) {
    io.stderr(`${file} is not a list of card data:\n${formatProblems(list.problems)}\n`);
    return 1;
  }
  io.stdout(`${JSON.stringify(coverageOf(list.cards), null, 2)}\n`);
  return 0;
}
