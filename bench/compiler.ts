/**
 * The Oracle compiler over the whole card pool (issue 21, item 4): every card of
 * ../shared/reference/oracle/all-cards.json compiled once, cold, in this process — median per
 * card (target ≤ 0.3 ms), p95, the slowest card (target ≤ 50 ms, named) and the total — and the
 * compiler's share of the app's JavaScript, from a production build: the bytes of the modules
 * under src/cards/oracle/ against all JavaScript, the chunks that hold them, and whether any is
 * loaded by the entry chunk (it must not be: the compiler loads only when real cards are needed).
 * Skipped with a note when ../shared is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { normalizeCard } from '../src/cards/data/faces';
import type { CardData } from '../src/cards/data/card-data';
import { compileCard } from '../src/cards/oracle/compile';
import { figure, percentile, type Figure } from './stats';

const POOL = fileURLToPath(new URL('../../shared/reference/oracle/all-cards.json', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Compile timings over the whole pool. */
function compileFigures(): Figure[] {
  if (!existsSync(POOL)) {
    console.error(`compiler: ${POOL} is absent: the whole-pool compile figures are skipped`);
    return [];
  }
  const cards = (JSON.parse(readFileSync(POOL, 'utf8')) as CardData[]).map(normalizeCard);
  const times: number[] = [];
  let slowest = { name: '', ms: 0 };
  for (const card of cards) {
    const t0 = performance.now();
    compileCard(card);
    const ms = performance.now() - t0;
    times.push(ms);
    if (ms > slowest.ms) slowest = { name: card.name, ms };
  }
  const sorted = [...times].sort((a, b) => a - b);
  const note = `${cards.length} cards of the whole pool, each compiled once (cold) in one process`;
  return [
    figure('compiler', 'compile one pool card, cold, median', percentile(sorted, 0.5), 'ms', 0.3, note),
    figure('compiler', 'compile one pool card, cold, p95', percentile(sorted, 0.95), 'ms', null),
    figure('compiler', 'compile one pool card, cold, slowest', slowest.ms, 'ms', 50, slowest.name),
    figure('compiler', 'compile the whole pool, cold', times.reduce((a, b) => a + b, 0) / 1000, 's', null),
  ];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/** The compiler's share of the built JavaScript (a production build in memory). */
async function shareFigures(): Promise<Figure[]> {
  const { build } = await import('vite');
  const out = await build({ root: ROOT, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: (BuiltChunk | { type: 'asset' })[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is BuiltChunk => c.type === 'chunk');
  const isCompiler = (id: string) => id.replace(/\\/g, '/').includes('/src/cards/oracle/');
  let all = 0;
  let compiler = 0;
  const holding: BuiltChunk[] = [];
  for (const c of chunks) {
    let mine = 0;
    for (const [id, m] of Object.entries(c.modules)) {
      all += m.renderedLength;
      if (isCompiler(id)) mine += m.renderedLength;
    }
    compiler += mine;
    if (mine) holding.push(c);
  }
  // What the entry chunk loads at once (static imports, transitively).
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const eager = new Set<string>();
  const visit = (name: string) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const i of byName.get(name)?.imports ?? []) visit(i);
  };
  for (const c of chunks) if (c.isEntry) visit(c.fileName);
  const eagerCompiler = holding.filter((c) => eager.has(c.fileName));
  const gz = holding.reduce((n, c) => n + gzipSync(c.code).length, 0);
  return [
    figure(
      'compiler',
      "compiler's share of the app's JavaScript",
      (100 * compiler) / all,
      '%',
      null,
      `${(compiler / 1024).toFixed(0)} of ${(all / 1024).toFixed(0)} KiB of rendered modules; in ${holding.length} chunk(s), ${(gz / 1024).toFixed(0)} KiB gzipped: ${holding.map((c) => c.fileName).join(', ')}`,
    ),
    figure(
      'compiler',
      'compiler chunks loaded with the entry',
      eagerCompiler.length,
      'chunks',
      null,
      eagerCompiler.length
        ? `loaded at once: ${eagerCompiler.map((c) => c.fileName).join(', ')}`
        : 'none: it loads only when real cards are needed',
    ),
  ];
}

export async function compilerFigures(): Promise<Figure[]> {
  return [...compileFigures(), ...(await shareFigures())];
}
