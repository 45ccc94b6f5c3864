/**
 * Problems: what the restore step reports about a scenario, in words a person understands.
 * Shared by every stage of restoring (JSON scan, sanitising, migrations, schema, references) so
 * the CLI and the UI print one kind of message.
 */

/**
 * One thing wrong with (or worth knowing about) a scenario document.
 *
 * - `path`: where, as written by {@link formatPath}, e.g. `players.p1.battlefield[2].card`;
 *   `""` means the document as a whole.
 * - `message`: what is wrong, in plain words; user text inside it is quoted with {@link quote}.
 * - `suggestion`: optional, how to fix it (e.g. `did you mean "Lightning Bolt"?`).
 */
export interface Problem {
  path: string;
  message: string;
  suggestion?: string;
}

/** One step of a path into a JSON document: an object key or an array index. */
export type PathSegment = string | number;

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Writes a path the way a person would type it in JavaScript: `players.p1.hand[0]`; keys that
 * are not identifiers are bracketed and quoted (`counters["+1/+1"]`). `[]` gives `""`.
 */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/**
 * Quotes user text for a message: JSON string syntax (so line breaks and quotes are escaped and
 * the message stays on one line), cut to `max` characters with "…" so a huge value cannot flood
 * the output.
 */
export function quote(text: string, max = 60): string {
  const chars = Array.from(text);
  return JSON.stringify(chars.length > max ? `${chars.slice(0, max).join('')}…` : text);
}

/** Describes a JSON value briefly: `text "abc"`, `the number 5`, `a list`, `an object`, `null`... */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `text ${quote(value, 30)}`;
  if (typeof value === 'number') return Number.isFinite(value) ? `the number ${value}` : String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** A number for a message, with thousands separators: `2,000`. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** Joins quoted words for a message: `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
export function listWords(words: readonly string[], conjunction = 'or'): string {
  const quoted = words.map((word) => quote(word));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted.at(-1)}`;
}
