/**
 * Real cards (DESIGN "Real cards"): compiling the shared corpus (the 386 classic cards shipped as
 * the offline catalogue), cold, per card — target ≤ 0.5 ms median —; reading and indexing the
 * catalogue file as the app does on first use; resolving 60 catalogue names into a game's
 * cards (pool, then catalogue, compiled) — target ≤ 50 ms —; and the coverage report the
 * `cards coverage` command prints. First-load JS is measured by the ui group.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { indexCards } from '../src/cards/data/card-index';
import { normalizeCard } from '../src/cards/data/faces';
import { compileCard } from '../src/cards/oracle/compile';
import { coverageOf } from '../src/cli/cards-coverage';
import { readCardListText } from '../src/scenario/cards/card-list';
import { namesRequest, resolveGameCardsSync } from '../src/scenario/cards/game-cards';
import { figure, percentile, type Figure } from './stats';

const CATALOGUE = fileURLToPath(new URL('../src/cards/data/fixtures/classic-cards.json', import.meta.url));

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
}

export function cardsFigures(): Figure[] {
  const out: Figure[] = [];
  const text = readFileSync(CATALOGUE, 'utf8');
  const [list, readMs] = time(() => readCardListText(text));
  if (!list.ok) throw new Error('the catalogue is not a valid card list');
  const cards = list.cards.map(normalizeCard);

  // Cold: each card compiled once, the first time this process sees it.
  const cold = cards.map((card) => time(() => compileCard(card))[1]);
  const warm = cards.map((card) => time(() => compileCard(card))[1]);
  out.push(
    figure(
      'cards',
      `compile one card, cold (${cards.length} cards) median`,
      percentile(sorted(cold), 0.5),
      'ms',
      0.5,
      'the shared corpus (src/cards/data/fixtures/classic-cards.json), each card compiled once in a fresh process',
    ),
  );
  out.push(figure('cards', 'compile one card, cold p95', percentile(sorted(cold), 0.95), 'ms', null));
  out.push(
    figure(
      'cards',
      'compile the whole corpus, cold',
      cold.reduce((a, b) => a + b, 0),
      'ms',
      null,
    ),
  );
  out.push(
    figure(
      'cards',
      'compile one card, warm median',
      percentile(sorted(warm), 0.5),
      'ms',
      null,
      'the same cards compiled a second time',
    ),
  );

  const [, indexMs] = time(() => indexCards(list.cards));
  out.push(
    figure(
      'cards',
      'read, validate and index the catalogue file, cold',
      readMs + indexMs,
      'ms',
      null,
      `${(text.length / 1e6).toFixed(2)} MB of JSON, ${list.cards.length} cards (the app does this once, on first use)`,
    ),
  );
  const again = time(() => indexCards((readCardListText(text) as { cards: typeof list.cards }).cards))[1];
  out.push(figure('cards', 'read, validate and index the catalogue file, warm', again, 'ms', null));

  // 60 names of the catalogue (not in the pool), resolved into a game's card book and compiled.
  const catalogue = indexCards(list.cards);
  const names = catalogue.names.filter((_, i) => i % 6 === 0).slice(0, 60);
  const runs: number[] = [];
  for (let i = 0; i < 21; i++) {
    const [resolved, ms] = time(() => resolveGameCardsSync(namesRequest(names), [], catalogue));
    if (resolved.resolution.cards.length + resolved.resolution.pool.length !== names.length)
      throw new Error('a catalogue name did not resolve');
    runs.push(ms);
  }
  out.push(
    figure(
      'cards',
      'resolve 60 names from the catalogue median',
      percentile(sorted(runs), 0.5),
      'ms',
      50,
      "pool, then catalogue; each card normalised and compiled; a game's card book and engine made",
    ),
  );
  out.push(
    figure(
      'cards',
      'resolve 60 names from the catalogue, first run',
      runs[0] as number,
      'ms',
      null,
      "the coldest: the resolver's code runs for the first time",
    ),
  );

  const [report, coverageMs] = time(() => JSON.stringify(coverageOf(list.cards)));
  out.push(
    figure(
      'cards',
      'coverage report over the corpus (in process)',
      coverageMs,
      'ms',
      null,
      `${report.length} characters of JSON; the hook allows the whole command 40 s`,
    ),
  );
  const summary = JSON.parse(report) as { total: number; full: number; partial: number; none: number };
  out.push(
    figure(
      'cards',
      'corpus fully enforced',
      (100 * summary.full) / summary.total,
      '%',
      null,
      `${summary.full} full, ${summary.partial} partial, ${summary.none} none of ${summary.total}`,
    ),
  );
  return out;
}
