/**
 * Turns zod issues into plain-words {@link Problem}s with paths like
 * `players.p1.battlefield[2].card`: every issue, not just the first; unions are explained by the
 * alternative the value was evidently meant to be; unknown keys get "did you mean" suggestions
 * from the keys the schema allows at that place.
 */
import type * as z from 'zod/mini';
import { count, describeValue, formatPath, listWords, quote, type PathSegment, type Problem } from './problem';
import { closestNames, didYouMean } from './suggest';

type Issue = z.core.$ZodIssue;
type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<PathSegment, unknown>)[segment];
  }
  return value;
}

/** The schema that describes `value`, looking through wrappers and picking union options. */
function unwrap(schema: unknown, value: unknown): unknown {
  for (let guard = 0; guard < 50; guard++) {
    const def = defOf(schema);
    if ('innerType' in def) schema = def.innerType;
    else if (def.type === 'pipe') schema = def.out;
    else if (def.type === 'lazy') schema = (def.getter as () => unknown)();
    else if (def.type === 'union') schema = pickOption(def.options as unknown[], value);
    else return schema;
  }
  return schema;
}

/** The union option for `value`: for an object, the object schema sharing most keys with it. */
function pickOption(options: readonly unknown[], value: unknown): unknown {
  const kind = Array.isArray(value) ? 'array' : isRecord(value) ? 'object' : undefined;
  const fitting = options.filter((option) => defOf(unwrap(option, value)).type === kind);
  if (kind !== 'object') return fitting[0] ?? options[0];
  const overlap = (option: unknown) => {
    const shape = defOf(unwrap(option, value)).shape as Record<string, unknown>;
    return Object.keys(value as object).filter((key) => Object.hasOwn(shape, key)).length;
  };
  return fitting.reduce((best, option) => (overlap(option) > overlap(best) ? option : best), fitting[0] ?? options[0]);
}

/** The keys the schema allows for the object at `path`, or `[]` if it cannot tell. */
function knownKeys(schema: unknown, path: readonly PathSegment[], root: unknown): string[] {
  let current = schema;
  for (let i = 0; i <= path.length; i++) {
    const def = defOf(unwrap(current, valueAt(root, path.slice(0, i))));
    if (i === path.length) return def.type === 'object' ? Object.keys(def.shape as object) : [];
    const segment = path[i]!;
    if (def.type === 'object') current = (def.shape as Record<PathSegment, unknown>)[segment];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return [];
    if (current === undefined) return [];
  }
  return [];
}

/** The branch of a failed union the value was evidently meant to match, if one stands out. */
function pickBranch(issue: Extract<Issue, { code: 'invalid_union' }>, value: unknown): Issue[] | undefined {
  const typed = issue.errors.filter(
    (branch) => !branch.some((inner) => inner.path.length === 0 && inner.code === 'invalid_type'),
  );
  if (typed.length <= 1) return typed[0];
  // Fewest missing and unknown keys wins: `{ "cast": 5 }` was meant to be a cast action.
  const misfit = (branch: Issue[]) =>
    branch.reduce((sum, inner) => {
      if (inner.code === 'unrecognized_keys') return sum + inner.keys.length;
      const missing = inner.path.length === 1 && valueAt(value, inner.path as PathSegment[]) === undefined;
      return sum + (missing ? 1 : 0);
    }, 0);
  const ranked = typed.map((branch) => ({ branch, misfit: misfit(branch) })).sort((a, b) => a.misfit - b.misfit);
  return ranked[0]!.misfit < ranked[1]!.misfit ? ranked[0]!.branch : undefined;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/** Like describeValue, but names an object's keys: a union of objects is told apart by keys. */
function describeShape(value: unknown): string {
  if (!isRecord(value)) return describeValue(value);
  const keys = Object.keys(value);
  return keys.length === 0
    ? 'an empty object'
    : `an object with ${keys.length === 1 ? 'key' : 'keys'} ${listWords(keys, 'and')}`;
}

/** Message and suggestion for one issue that needs no look into sub-issues. */
function words(issue: Issue, value: unknown): Omit<Problem, 'path'> {
  const got = describeValue(value);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      return { message: value === undefined ? `missing; expected ${expected}` : `expected ${expected}, got ${got}` };
    }
    case 'invalid_value': {
      const options = issue.values.map(String);
      const single = issue.values[0];
      const expected =
        options.length === 1
          ? typeof single === 'string'
            ? quote(single)
            : String(single)
          : `one of ${listWords(options)}`;
      const close = typeof value === 'string' ? didYouMean(closestNames(value, options, 1)) : undefined;
      const message = value === undefined ? `missing; expected ${expected}` : `expected ${expected}, got ${got}`;
      return close ? { message, suggestion: close } : { message };
    }
    case 'too_big': {
      const max = count(Number(issue.maximum));
      if (issue.origin === 'string')
        return { message: `too long: ${count(Array.from(String(value)).length)} characters, at most ${max}` };
      if (issue.origin === 'array')
        return { message: `too many entries: ${count((value as unknown[]).length)}, at most ${max}` };
      return { message: `too large: ${String(value)}, at most ${max}` };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return { message: min <= 1 ? 'must not be empty' : `too short: at least ${min} characters` };
      if (issue.origin === 'array') return { message: `needs at least ${min} entries` };
      return { message: `too small: ${String(value)}, at least ${min}` };
    }
    case 'invalid_format':
      return { message: `expected ${issue.message}, got ${got}` };
    default:
      return { message: issue.message };
  }
}

function translate(issue: Issue, base: readonly PathSegment[], schema: unknown, root: unknown, out: Problem[]): void {
  const path = [...base, ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))];
  const value = valueAt(root, path);
  const where = formatPath(path);
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(schema, path, root);
    for (const key of issue.keys) {
      const close = didYouMean(closestNames(key, known, 1));
      const suggestion = close ?? (known.length > 0 ? `allowed keys: ${known.join(', ')}` : undefined);
      out.push({ path: where, message: `unknown key ${quote(key)}`, ...(suggestion ? { suggestion } : {}) });
    }
  } else if (
    issue.code === 'invalid_union' &&
    issue.errors.length === 0 &&
    'options' in issue &&
    issue.options?.length
  ) {
    // A discriminated union whose discriminator matched no option: say which values it knows.
    out.push({
      path: where,
      ...words({ ...issue, code: 'invalid_value', values: issue.options } as unknown as Issue, value),
    });
  } else if (issue.code === 'invalid_union') {
    const branch = pickBranch(issue, value);
    if (branch) for (const inner of branch) translate(inner, path, schema, root, out);
    else
      out.push({
        path: where,
        message: `expected ${issue.message === 'Invalid input' ? 'another kind of value' : issue.message}, got ${describeShape(value)}`,
      });
  } else if (issue.code === 'invalid_key') {
    const key = String(path.at(-1));
    const inner: Problem[] = [];
    for (const sub of issue.issues) translate(sub, [], schema, key, inner);
    out.push({
      path: formatPath(path.slice(0, -1)),
      message: `invalid key ${quote(key)}: ${inner.map((p) => p.message).join('; ')}`,
    });
  } else {
    out.push({ path: where, ...words(issue, value) });
  }
}

/**
 * Plain-words problems for `issues` from parsing `root` with `schema`, in zod's order (document
 * order), one per unknown key. `root` is the value that was parsed, used to describe what was
 * found at each path.
 */
export function problemsFromIssues(issues: readonly Issue[], root: unknown, schema: z.ZodMiniType): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) translate(issue, [], schema, root, out);
  return out;
}
