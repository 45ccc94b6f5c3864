/**
 * A syntax check of JSON text that runs before `JSON.parse`, in one loop with an explicit stack:
 * it finds the first syntax error with its line and column (the same in every browser, unlike
 * `JSON.parse`'s messages), refuses nesting deeper than a limit without ever recursing, and
 * finds duplicate keys, which `JSON.parse` would silently resolve by keeping the last one.
 */
import { formatPath, quote, type PathSegment, type Problem } from './problem';

/** How deep objects and arrays may nest in a scenario (the format itself needs about 6). */
export const MAX_JSON_DEPTH = 64;

/**
 * Result of {@link scanJson}: `ok: true` when `JSON.parse` will accept the text, with one
 * problem per duplicate key (path of the object, e.g. `players.p1`); otherwise the first syntax
 * or depth problem, path `""`, message ending in ` at line L, column C`.
 */
export type JsonScan = { ok: true; duplicates: Problem[] } | { ok: false; problem: Problem };

interface Frame {
  object: boolean;
  keys: Set<string>;
  key: string;
  index: number;
}

class ScanError {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** `line 3, column 7` (both 1-based) of a character offset. */
export function lineAndColumn(text: string, at: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${at - lineStart + 1}`;
}

function found(text: string, at: number): string {
  const char = String.fromCodePoint(text.codePointAt(at)!);
  const hint = char === "'" ? ' (JSON strings use double quotes)' : '';
  return `${quote(char)}${hint}`;
}

function skipSpace(text: string, i: number): number {
  for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  return i;
}

/** End offset of the string starting at `i` (a `"`); throws ScanError if it is malformed. */
function scanString(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    if (j >= text.length) throw new ScanError(text.length, 'a string is not closed');
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 32) throw new ScanError(j, 'a line break or control character inside a string (write it as \\n or \\t)');
    if (c === 92) {
      ESCAPE.lastIndex = j;
      if (!ESCAPE.test(text)) throw new ScanError(j, 'an invalid escape sequence in a string');
      j = ESCAPE.lastIndex;
    } else j++;
  }
}

/** End offset of the number, `true`, `false` or `null` starting at `i`. */
function scanAtom(text: string, i: number): number {
  let end = -1;
  NUMBER.lastIndex = i;
  if (NUMBER.test(text)) end = NUMBER.lastIndex;
  else for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) end = i + word.length;
  if (end < 0) throw new ScanError(i, `expected a value but found ${found(text, i)}`);
  if (/[0-9A-Za-z.+-]/.test(text.charAt(end))) throw new ScanError(i, 'an invalid number or word');
  return end;
}

/** Whether the last non-space character before `i` is a comma. */
function afterComma(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(text.charAt(j))) j--;
  return text.charAt(j) === ',';
}

function keyOf(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
}

function pathOf(frames: readonly Frame[]): PathSegment[] {
  return frames.slice(0, -1).map((frame) => (frame.object ? frame.key : frame.index));
}

/**
 * Checks that `text` is one JSON value (RFC 8259) nested at most `maxDepth` levels, and lists
 * its duplicate keys. Never throws and never recurses; linear in the text's length.
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonScan {
  const frames: Frame[] = [];
  const duplicates: Problem[] = [];
  let expect: 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'comma' = 'value';
  let i = 0;
  try {
    for (;;) {
      i = skipSpace(text, i);
      const top = frames.at(-1);
      if (i >= text.length) {
        if (expect === 'comma' && !top) return { ok: true, duplicates };
        throw new ScanError(
          i,
          top || expect !== 'value' ? 'the text ends before the document is complete' : 'the text is empty',
        );
      }
      const c = text.charCodeAt(i);
      const trailing = (c === 93 || c === 125) && afterComma(text, i) ? ' (a trailing comma?)' : '';
      if (expect === 'comma') {
        if (!top) throw new ScanError(i, `unexpected ${found(text, i)} after the end of the document`);
        if (c === 44) expect = top.object ? 'key' : 'value';
        else if (c === (top.object ? 125 : 93)) frames.pop();
        else throw new ScanError(i, `expected "," or "${top.object ? '}' : ']'}" but found ${found(text, i)}`);
        if (c === 44 && !top.object) top.index++;
        i++;
      } else if (expect === 'colon') {
        if (c !== 58) throw new ScanError(i, `expected ":" after a key but found ${found(text, i)}`);
        expect = 'value';
        i++;
      } else if (expect === 'key' || expect === 'keyOrEnd') {
        if (c === 125 && expect === 'keyOrEnd') {
          frames.pop();
          expect = 'comma';
          i++;
          continue;
        }
        if (c !== 34) throw new ScanError(i, `expected a key in double quotes but found ${found(text, i)}${trailing}`);
        const end = scanString(text, i);
        const key = keyOf(text, i, end);
        if (top!.keys.has(key)) {
          duplicates.push({
            path: formatPath(pathOf(frames)),
            message: `duplicate key ${quote(key)}`,
            suggestion: 'keep only one of them',
          });
        }
        top!.keys.add(key);
        top!.key = key;
        expect = 'colon';
        i = end;
      } else if (c === 93 && expect === 'valueOrEnd') {
        frames.pop();
        expect = 'comma';
        i++;
      } else if (c === 123 || c === 91) {
        if (frames.length >= maxDepth) {
          const where = lineAndColumn(text, i);
          return {
            ok: false,
            problem: { path: '', message: `the document is nested more than ${maxDepth} levels deep (at ${where})` },
          };
        }
        frames.push({ object: c === 123, keys: new Set(), key: '', index: 0 });
        expect = c === 123 ? 'keyOrEnd' : 'valueOrEnd';
        i++;
      } else {
        if (c === 93 || c === 125) throw new ScanError(i, `expected a value but found ${found(text, i)}${trailing}`);
        i = c === 34 ? scanString(text, i) : scanAtom(text, i);
        expect = 'comma';
      }
    }
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    return {
      ok: false,
      problem: { path: '', message: `invalid JSON at ${lineAndColumn(text, error.at)}: ${error.message}` },
    };
  }
}
