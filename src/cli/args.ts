/**
 * The runner's command line, as a table: each flag is one record (its name, whether it takes a
 * value, how that value is checked, one line of help), so a new flag is one more record. Unknown
 * flags, a flag without its value, a bad value and extra arguments are errors with a clear
 * message — nothing is ignored silently.
 */

/** One flag of the runner. `parse` turns its value into the option or returns an error message. */
export interface FlagSpec<K extends string = string> {
  name: `--${string}`;
  /** The option it sets. */
  key: K;
  /** Placeholder of its value (e.g. `URL`); absent for a switch. */
  value?: string;
  help: string;
  parse?: (value: string) => { ok: true; value: unknown } | { ok: false; message: string };
}

/** The parsed command line: the one input (a path, or `-` for stdin) and the options set. */
export interface ParsedArgs {
  input: string;
  options: Record<string, unknown>;
}

export type ParseResult = { ok: true; args: ParsedArgs } | { ok: false; message: string };

/** An http(s) URL, or why not (`--base javascript:…` must not make links). */
export function httpUrl(value: string): { ok: true; value: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: `"${value}" is not a URL (expected one such as https://example.org/stackyard/)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: `"${value}" is not an http or https URL` };
  return { ok: true, value: url.href };
}

/** The usage line for a flag table. */
export function usage(flags: readonly FlagSpec[]): string {
  const lines = flags.map((f) => `  ${`${f.name}${f.value ? ` ${f.value}` : ''}`.padEnd(22)}${f.help}`);
  return `usage: npm run -s scenario -- FILE.json|PUZZLE.pzl|- [options]\noptions:\n${lines.join('\n')}\n`;
}

/**
 * Parses `argv` against `flags`: exactly one input (a path or `-`), each flag at most once, a
 * value after every flag that takes one (`--base URL` or `--base=URL`). `--` ends the flags.
 */
export function parseArgs(argv: readonly string[], flags: readonly FlagSpec[]): ParseResult {
  const byName = new Map(flags.map((f) => [f.name, f]));
  const options: Record<string, unknown> = {};
  const inputs: string[] = [];
  let flagsDone = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!flagsDone && arg === '--') {
      flagsDone = true;
      continue;
    }
    if (flagsDone || !arg.startsWith('--')) {
      inputs.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const spec = byName.get(name as `--${string}`);
    if (!spec) return { ok: false, message: `unknown option ${name}${suggest(name, flags)}` };
    if (Object.hasOwn(options, spec.key)) return { ok: false, message: `${name} is given twice` };
    if (!spec.value) {
      if (eq >= 0) return { ok: false, message: `${name} takes no value` };
      options[spec.key] = true;
      continue;
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || (eq < 0 && value.startsWith('--')))
      return { ok: false, message: `${name} needs a value: ${name} ${spec.value}` };
    const parsed = spec.parse ? spec.parse(value) : { ok: true as const, value };
    if (!parsed.ok) return { ok: false, message: `${name}: ${parsed.message}` };
    options[spec.key] = parsed.value;
  }
  if (inputs.length === 0) return { ok: false, message: 'no scenario file given (a path, or - for stdin)' };
  if (inputs.length > 1)
    return {
      ok: false,
      message: `one scenario file at a time; also given: ${inputs
        .slice(1)
        .map((a) => JSON.stringify(a))
        .join(', ')}`,
    };
  return { ok: true, args: { input: inputs[0] as string, options } };
}

function suggest(name: string, flags: readonly FlagSpec[]): string {
  const close = flags.find((f) => f.name.startsWith(name) || name.startsWith(f.name));
  return close ? ` (did you mean ${close.name}?)` : '';
}
