/**
 * The first pass over a scenario value from outside: an iterative walk (no recursion, so no
 * input can overflow the JavaScript stack) that copies the value into fresh plain objects and
 * arrays, and reports what must never get further: the keys `__proto__`, `constructor` and
 * `prototype` (prototype pollution), nesting deeper than {@link MAX_JSON_DEPTH}, too many
 * values, and things that are not JSON data (class instances, functions...).
 */
import { MAX_JSON_DEPTH } from './json-scan';
import { count, formatPath, quote, type PathSegment, type Problem } from './problem';

/** Keys refused anywhere in a scenario: they name or reach `Object.prototype`. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** How many values (objects, arrays and primitives together) one scenario may contain. */
export const MAX_VALUES = 1_000_000;

/**
 * Result of {@link sanitize}. `value` is a deep copy of the input made of plain objects (with
 * `Object.prototype`), arrays and primitives, without the forbidden keys; every omission is in
 * `problems`. `fatal` is true when the copy is incomplete (too deep, too large) and further
 * checks would only repeat the problem.
 */
export interface Sanitized {
  value: unknown;
  problems: Problem[];
  fatal: boolean;
}

interface Task {
  source: unknown;
  path: PathSegment[];
  depth: number;
  put: (value: unknown) => void;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function kindOf(value: object): string {
  const name = (value.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name !== '' ? `a ${name}` : 'an unusual object';
}

/**
 * What to do about a forbidden key. The keys of a script's `block` are ids of blockers: an id
 * may be any string, but one of these can't be a key, so the card needs another id there.
 */
function forbiddenKeySuggestion(path: readonly PathSegment[]): string {
  return path.at(-1) === 'block'
    ? 'this key names a blocker: give that card another id, or name the card here'
    : 'remove it';
}

/**
 * Copies `input` (any value, typically from `JSON.parse` or a URL decoder) into safe plain data
 * and reports forbidden keys (at the path of the object holding them), excess depth or size,
 * and non-JSON objects (which are left out of the copy). Never throws for JSON-like input.
 */
export function sanitize(input: unknown): Sanitized {
  const problems: Problem[] = [];
  let result: unknown;
  let values = 0;
  const stack: Task[] = [{ source: input, path: [], depth: 0, put: (value) => (result = value) }];
  while (stack.length > 0) {
    const { source, path, depth, put } = stack.pop()!;
    if (++values > MAX_VALUES) {
      problems.push({ path: '', message: `the document holds more than ${count(MAX_VALUES)} values` });
      return { value: undefined, problems, fatal: true };
    }
    if (typeof source === 'function') {
      problems.push({ path: formatPath(path), message: 'a function is not JSON data' });
      continue;
    }
    if (typeof source !== 'object' || source === null) {
      put(source);
      continue;
    }
    if (depth >= MAX_JSON_DEPTH) {
      problems.push({
        path: formatPath(path),
        message: `the document is nested more than ${MAX_JSON_DEPTH} levels deep`,
      });
      return { value: undefined, problems, fatal: true };
    }
    const tasks: Task[] = [];
    if (Array.isArray(source)) {
      const copy = new Array<unknown>(source.length);
      put(copy);
      for (let i = 0; i < source.length; i++) {
        tasks.push({ source: source[i], path: [...path, i], depth: depth + 1, put: (value) => (copy[i] = value) });
      }
    } else if (isPlainObject(source)) {
      const copy: Record<string, unknown> = {};
      put(copy);
      for (const key of Object.keys(source)) {
        if (FORBIDDEN_KEYS.has(key)) {
          problems.push({
            path: formatPath(path),
            message: `forbidden key ${quote(key)}`,
            suggestion: forbiddenKeySuggestion(path),
          });
          continue;
        }
        const child = (source as Record<string, unknown>)[key];
        tasks.push({ source: child, path: [...path, key], depth: depth + 1, put: (value) => (copy[key] = value) });
      }
    } else {
      problems.push({ path: formatPath(path), message: `${kindOf(source)} is not JSON data` });
      continue;
    }
    // Reverse, so the stack visits children in document order and problems read top to bottom.
    for (let i = tasks.length - 1; i >= 0; i--) stack.push(tasks[i]!);
  }
  return { value: result, problems, fatal: false };
}
