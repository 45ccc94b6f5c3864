// Hygiene: scenarios come from outside (links, files, pasted puzzles) and their text reaches the
// screen, so no source file may insert markup or evaluate code. React renders text as text; this
// test reads every source file (comments removed) and fails on the ways around that.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** What inserts HTML or runs a string as code. */
const BANNED: [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /\bdangerouslySetInnerHTML\b/],
  ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
  ['insertAdjacentHTML', /\binsertAdjacentHTML\b/],
  ['document.write', /\bdocument\.write(ln)?\s*\(/],
  ['createContextualFragment', /\bcreateContextualFragment\b/],
  ['DOMParser', /\bnew\s+DOMParser\b/],
  ['eval', /(^|[^.\w$])eval\s*\(/],
  ['new Function', /\bnew\s+Function\s*\(/],
  ['Function(...)', /(^|[^.\w$])Function\s*\(\s*['"`]/],
  ['string timer', /\bset(Timeout|Interval)\s*\(\s*['"`]/],
];

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

function sources(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push({ path: relative(SRC, full).split(sep).join('/'), text: stripComments(readFileSync(full, 'utf8')) });
    }
  }
  return out;
}

function offences(file: { path: string; text: string }): string[] {
  return BANNED.filter(([, re]) => re.test(file.text)).map(([name]) => `${file.path}: ${name}`);
}

describe('markup and code hygiene', () => {
  it('the checker catches each form, and not words in comments or property names', () => {
    const f = (text: string) => offences({ path: 'x.tsx', text: stripComments(text) });
    expect(f('<div dangerouslySetInnerHTML={{ __html: s }} />')).toHaveLength(1);
    expect(f('el.innerHTML = s;')).toHaveLength(1);
    expect(f('eval(code)')).toHaveLength(1);
    expect(f('const g = new Function("a", "return a");').length).toBeGreaterThan(0);
    expect(f('const h = Function("return this")();')).toHaveLength(1);
    expect(f('setTimeout("alert(1)", 0)')).toHaveLength(1);
    expect(f('// never innerHTML or eval( here\nconst retrieval = 1; obj.evaluate(); medieval(1);')).toEqual([]);
  });

  it('no file under src/ inserts HTML or evaluates a string as code', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(offences)).toEqual([]);
  });
});
