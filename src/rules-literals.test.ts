/**
 * CR numbers only through the rules table (DESIGN "One rules table"): no string literal in the
 * engine, the cards, the store or the UI is a Comprehensive Rules number; code cites a rule as
 * `RULE.name` (src/engine/state/rule-numbers.ts), so a renumbering is a one-line change. Comments,
 * tests, the rules glossary (which is about rule numbers) and sentences that cite a rule in
 * their text are not literals of a number and are not looked at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const SCANNED = ['engine', 'cards', 'store', 'ui'];
const EXEMPT = new Set(['engine/state/rule-numbers.ts', 'ui/rules-glossary.ts']);
/** A CR rule number such as 704.5m or 117.1a (a section and a rule, with an optional letter). */
const CR_NUMBER = /^\d{3}\.\d{1,3}[a-z]?$/;

/**
 * The string literals of a source text, comments skipped: quoted strings and template
 * literals (a template's `${...}` parts are skipped too, and their own literals looked at).
 */
function stringLiterals(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  const templateDepth: number[] = []; // brace depth at which each open template's `${` started
  let braces = 0;
  const readString = (quote: string): void => {
    let j = i + 1;
    let body = '';
    while (j < text.length && text[j] !== quote && text[j] !== '\n') {
      if (text[j] === '\\') {
        body += text.slice(j, j + 2);
        j += 2;
        continue;
      }
      body += text[j];
      j++;
    }
    out.push(body);
    i = j + 1;
  };
  const readTemplate = (): void => {
    // From just after a backtick (or a closing brace of `${}`) to the next backtick or `${`.
    let j = i;
    let body = '';
    while (j < text.length && text[j] !== '`') {
      if (text[j] === '\\') {
        body += text.slice(j, j + 2);
        j += 2;
        continue;
      }
      if (text[j] === '$' && text[j + 1] === '{') {
        templateDepth.push(braces);
        braces++;
        i = j + 2;
        out.push(body);
        return;
      }
      body += text[j];
      j++;
    }
    out.push(body);
    i = j + 1;
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      readString(c);
      continue;
    }
    if (c === '`') {
      i++;
      readTemplate();
      continue;
    }
    if (c === '{') braces++;
    if (c === '}') {
      braces--;
      if (templateDepth.length && templateDepth[templateDepth.length - 1] === braces) {
        templateDepth.pop();
        i++;
        readTemplate();
        continue;
      }
    }
    i++;
  }
  return out;
}

function files(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '__tests__') out.push(...files(full));
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(full);
  }
  return out;
}

/** String literals of a source text whose whole content is a CR number, as "file: 'number'". */
function crLiterals(path: string, text: string): string[] {
  return stringLiterals(text)
    .filter((lit) => CR_NUMBER.test(lit))
    .map((lit) => `${path}: '${lit}'`);
}

describe('CR numbers only through the rules table', () => {
  it('finds a literal rule number, and ignores comments and sentences that cite a rule', () => {
    expect(crLiterals('x.ts', "const a = { rule: '704.5m' };")).toEqual(["x.ts: '704.5m'"]);
    expect(crLiterals('x.ts', '// see 704.5m\nconst t = `died (CR 704.5g)`; /* 608.2h */')).toEqual([]);
    expect(crLiterals('x.ts', "const n = 'Fire // Ice'; const r = `${x ? '117.1a' : y}`;")).toEqual(["x.ts: '117.1a'"]);
  });

  it('no string literal in src/engine, src/cards, src/store or src/ui is a CR number (use RULE.x)', () => {
    const found: string[] = [];
    for (const layer of SCANNED) {
      for (const full of files(join(SRC, layer))) {
        const path = relative(SRC, full).split(sep).join('/');
        if (!EXEMPT.has(path)) found.push(...crLiterals(path, readFileSync(full, 'utf8')));
      }
    }
    expect(found).toEqual([]);
  });
});
