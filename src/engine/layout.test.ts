// The engine's own layout (DESIGN "Engine layout (second edition)"): sub-folders in a one-way
// order, each importing only from itself and the folders before it (type-only imports
// included, so no type knot can tie the folders together again), and no runtime import circle
// except the mana payment pair (paying mana activates mana abilities, which pay their own costs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = dirname(fileURLToPath(import.meta.url));
/** The folders in import order; files directly in src/engine (the driver, perform, queries) come last. */
export const ENGINE_FOLDERS = [
  'state',
  'derived',
  'zones',
  'mana',
  'casting',
  'resolution',
  'triggers',
  'sba',
  'turn',
  '',
] as const;
/** The one runtime circle allowed: mana payment and mana abilities recurse (CR 605.3a). */
const ALLOWED_CIRCLE = ['mana/mana-abilities.ts', 'mana/pay-mana.ts'];

interface Source {
  path: string;
  text: string;
}

function sources(dir: string): Source[] {
  const out: Source[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '__tests__') out.push(...sources(full));
    } else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) {
      const text = readFileSync(full, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, ' ')
        .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
      out.push({ path: relative(ENGINE, full).split(sep).join('/'), text });
    }
  }
  return out;
}

/** Relative imports of a file: target path (with .ts) and whether the import is type-only. */
function importsOf(file: Source, all: Set<string>): { target: string; typeOnly: boolean }[] {
  const out: { target: string; typeOnly: boolean }[] = [];
  const pattern =
    /\b(import|export)(\s+type)?\b[^'";]*?\bfrom\s*['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g;
  for (const m of file.text.matchAll(pattern)) {
    const spec = (m[3] ?? m[4]) as string;
    const base = relative(ENGINE, resolve(ENGINE, dirname(file.path), spec))
      .split(sep)
      .join('/');
    const target = all.has(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`;
    out.push({ target, typeOnly: !!m[2] || !!m[4] });
  }
  return out;
}

function folderOf(path: string): string {
  return path.includes('/') ? (path.split('/')[0] as string) : '';
}

const FILES = sources(ENGINE);
const NAMES = new Set(FILES.map((f) => f.path));

describe('engine layout', () => {
  it('every engine source file is in one of the ordered folders', () => {
    expect(
      FILES.map((f) => folderOf(f.path)).filter((d) => !(ENGINE_FOLDERS as readonly string[]).includes(d)),
    ).toEqual([]);
  });

  it('each folder imports only from itself and the folders before it (type-only imports included)', () => {
    const bad: string[] = [];
    for (const f of FILES) {
      const from = ENGINE_FOLDERS.indexOf(folderOf(f.path) as (typeof ENGINE_FOLDERS)[number]);
      for (const imp of importsOf(f, NAMES)) {
        const to = ENGINE_FOLDERS.indexOf(folderOf(imp.target) as (typeof ENGINE_FOLDERS)[number]);
        if (to > from) bad.push(`${f.path} → ${imp.target}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('has no runtime import circle except the mana payment pair', () => {
    const graph = new Map<string, string[]>();
    for (const f of FILES)
      graph.set(
        f.path,
        importsOf(f, NAMES)
          .filter((i) => !i.typeOnly)
          .map((i) => i.target),
      );
    // Tarjan's strongly connected components.
    let index = 0;
    const idx = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const on = new Set<string>();
    const circles: string[][] = [];
    const visit = (v: string): void => {
      idx.set(v, index);
      low.set(v, index);
      index++;
      stack.push(v);
      on.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!idx.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
        } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
      }
      if (low.get(v) === idx.get(v)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = stack.pop() as string;
          on.delete(w);
          comp.push(w);
        } while (w !== v);
        if (comp.length > 1) circles.push(comp.sort());
      }
    };
    for (const v of graph.keys()) if (!idx.has(v)) visit(v);
    expect(circles.filter((c) => c.join() !== ALLOWED_CIRCLE.join())).toEqual([]);
  });
});
