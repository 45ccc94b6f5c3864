/**
 * `npm run bench`: engine timings, undo-history memory, link sizes, real cards (compiling and
 * resolving), the offline card pool (name file, resolving, search keystrokes) and (with a built app and Chromium) UI timings. Prints one table and writes the same figures to bench/results/latest.json,
 * each with its target and the ratio measured/target. Never part of `npm test`.
 *
 *   npm run bench                 everything
 *   npm run bench -- --only engine,links
 *   npm run bench -- --only compiler   (the whole pool compiled cold, the compiler's share of the JS)
 *   npm run bench -- --only hostile    (hostile card text: compile time and work per character)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineFigures } from './engine';
import { cardsFigures } from './cards';
import { historyFigures } from './history';
import { linkFigures } from './links';
import type { Figure } from './stats';

const args = process.argv.slice(2);
const onlyArg = args[args.indexOf('--only') + 1];
const only = args.includes('--only') && onlyArg ? new Set(onlyArg.split(',')) : null;
const want = (g: string) => !only || only.has(g);

const figures: Figure[] = [];
if (want('engine')) figures.push(...(await engineFigures()));
if (want('history')) figures.push(...historyFigures());
if (want('links')) figures.push(...linkFigures());
if (want('cards')) figures.push(...cardsFigures());
if (want('pool')) figures.push(...(await import('./pool')).poolFigures());
if (want('compiler')) figures.push(...(await (await import('./compiler')).compilerFigures()));
if (want('hostile')) figures.push(...(await import('./hostile-cards')).hostileCardFigures());
if (want('ui')) figures.push(...(await (await import('./ui')).uiFigures()));
if (want('classroom')) figures.push(...(await (await import('./classroom')).classroomFigures()));

const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toFixed(3));
const rows = figures.map((f) => [
  f.group,
  f.name,
  `${fmt(f.value)} ${f.unit}`,
  f.target === null ? '—' : `${f.target} ${f.unit}`,
  f.ratio === null ? '—' : `${f.ratio.toFixed(2)}${f.ratio <= 1 ? ' ✓' : ' ✗'}`,
]);
const head = ['group', 'figure', 'measured', 'target', 'ratio'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));

const dir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(dir, { recursive: true });
// The machine's load matters to the timings (other processes share the CPUs): recorded with them.
const machine = { cpus: cpus().length, loadavg: loadavg().map((l) => Number(l.toFixed(2))) };
writeFileSync(
  join(dir, 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, machine, figures }, null, 2)}\n`,
);
console.log(`\nwritten: bench/results/latest.json (load average ${machine.loadavg.join(' ')} on ${machine.cpus} CPUs)`);
// Every figure is written: leave now. A browser's helper processes (crash reporter) can outlive
// `browser.close()` and keep pipes open, which would otherwise hold the process after the classroom group.
process.exit(0);
