/**
 * Versions of the scenario format and the named migrations between them (STYLE: "schema apart
 * from behaviour"). An old share link or lesson file is brought up to {@link CURRENT_FORMAT} by
 * running registered migrations in order, never by ad-hoc fixes in the loader.
 *
 * Migrations run on sanitised but unvalidated JSON (see `sanitize.ts`), before the schema: each
 * must accept any plain object without throwing, change only what its version changed, and keep
 * every key it does not understand so that the schema reports it instead of it vanishing.
 */
import { quote, type Problem } from './problem';

/** The format this app reads and writes. */
export const CURRENT_FORMAT = 'stackyard/scenario@1';

const FORMAT = /^stackyard\/scenario@(0|[1-9]\d{0,8})$/;

/** A scenario document as plain JSON, before validation. */
export type JsonObject = Record<string, unknown>;

/**
 * One step between two adjacent versions. `name` says what changed (kebab-case, shown to the
 * user as a warning once applied); `migrate` returns a new object and must not mutate its input.
 * The runner sets `format` to `to` afterwards.
 */
export interface Migration {
  readonly from: string;
  readonly to: string;
  readonly name: string;
  migrate(doc: JsonObject): JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `stackyard/scenario@0` (hypothetical, never published) listed the players at the top level:
 * `{ "format": "...@0", "p1": {...}, "p2": {...} }`. @1 groups them under `players`. A seat
 * already present under `players` wins; the top-level one is then kept where it was, so that
 * validation reports it as an unknown key rather than dropping it.
 */
const playersUnderPlayers: Migration = {
  from: 'stackyard/scenario@0',
  to: 'stackyard/scenario@1',
  name: 'players-under-players',
  migrate(doc) {
    const players: JsonObject = isObject(doc.players) ? { ...doc.players } : {};
    const rest: JsonObject = { ...doc };
    for (const seat of ['p1', 'p2']) {
      if (seat in doc && !(seat in players)) {
        players[seat] = doc[seat];
        delete rest[seat];
      }
    }
    return 'players' in doc && !isObject(doc.players) ? rest : { ...rest, players };
  },
};

/** Every migration, oldest first; each `to` is the next one's `from`. */
export const MIGRATIONS: readonly Migration[] = [playersUnderPlayers];

/**
 * Result of {@link migrate}: the document at {@link CURRENT_FORMAT} with the names of the
 * migrations applied (oldest first), or the problems that prevent reading it (path `format`).
 */
export type MigrateResult = { ok: true; doc: JsonObject; applied: string[] } | { ok: false; problems: Problem[] };

function failure(message: string, suggestion?: string): MigrateResult {
  return { ok: false, problems: [{ path: 'format', message, ...(suggestion ? { suggestion } : {}) }] };
}

/**
 * Brings `doc` to {@link CURRENT_FORMAT} using `migrations` (default {@link MIGRATIONS}).
 * Problems: `format` missing or not text, not of the form `stackyard/scenario@N`, newer than
 * this app ("format "stackyard/scenario@9" is newer than this app understands
 * (stackyard/scenario@1)"), no migration path, or a migration that threw.
 */
export function migrate(doc: JsonObject, migrations: readonly Migration[] = MIGRATIONS): MigrateResult {
  const format = doc.format;
  const hint = `set "format": "${CURRENT_FORMAT}"`;
  if (format === undefined) return failure('missing "format"', hint);
  if (typeof format !== 'string') return failure(`"format" must be text such as "${CURRENT_FORMAT}"`, hint);
  const version = FORMAT.exec(format);
  if (!version) return failure(`unknown format ${quote(format)}; expected "${CURRENT_FORMAT}"`);
  if (Number(version[1]) > Number(FORMAT.exec(CURRENT_FORMAT)![1])) {
    return failure(
      `format ${quote(format)} is newer than this app understands (${CURRENT_FORMAT})`,
      'open it in a newer version of Stackyard',
    );
  }
  let current = doc;
  const applied: string[] = [];
  while (current.format !== CURRENT_FORMAT) {
    const step = migrations.find((migration) => migration.from === current.format);
    if (!step || applied.length >= migrations.length) {
      return failure(
        `format ${quote(String(current.format))} is no longer supported: no migration to ${CURRENT_FORMAT}`,
      );
    }
    try {
      current = { ...step.migrate(current), format: step.to };
    } catch (error) {
      return failure(`migration "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    applied.push(step.name);
  }
  return { ok: true, doc: current, applied };
}
