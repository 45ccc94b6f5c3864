/**
 * The tolerant restore step (STYLE: excalidraw's `restore`): every scenario from outside — a
 * share link, a file, a lesson, a puzzle import — passes {@link restoreScenario} (or
 * {@link restoreScenarioText}) before anything reaches the engine. It sanitises, migrates,
 * validates, checks cross-references, fills defaults, canonicalises card names, and reports
 * every problem it finds in plain words, never just the first and never dropping anything
 * silently.
 */
import { checkCardNames, checkLessonCard, checkZoneKeys } from './check-entries';
import { checkReferences } from './check-references';
import { checkLessonSteps, checkScriptRefs } from './check-script';
import { isRecord, listEntries, listScriptRefs } from './doc-view';
import { applyEdits, newFindings } from './findings';
import { scanJson } from './json-scan';
import { migrate } from './migrations';
import { layered, nameIndex, poolIndex, withFinder } from './name-index';
import { count, describeValue, type Problem } from './problem';
import { sanitize } from './sanitize';
import { ScenarioDoc } from './schema';
import { problemsFromIssues } from './zod-problems';

/** `{ path, message, suggestion? }`: see problem.ts. */
export type { Problem } from './problem';

/**
 * What restoring needs to know: the names of the cards known (the pool's, or a game's card
 * book's: any order); optionally other spellings they answer to (`findCard`: a face's name,
 * "Fire/Ice") and why a name is unknown (`unknownCard`: "not in the card pool, the offline
 * catalogue or Scryfall"), for the message.
 */
export interface RestoreContext {
  cardNames: readonly string[];
  findCard?: (name: string) => string | undefined;
  unknownCard?: (name: string) => string | undefined;
  /**
   * Checks the scenario's `cards` (card data): the cards as kept (fields Stackyard does not
   * read dropped) and the problems, with paths inside the list (`[2].power`). Without it the
   * list is kept as it is (the pool alone never reads it).
   */
  checkCards?: (cards: readonly unknown[]) => { cards: unknown[]; problems: Problem[] };
}

/**
 * The outcome: a complete, canonical {@link ScenarioDoc} with warnings (things ignored or
 * migrated; the scenario is usable), or every problem found (the scenario must not be used).
 */
export type RestoreResult =
  { ok: true; scenario: ScenarioDoc; warnings: Problem[] } | { ok: false; problems: Problem[] };

/** Largest scenario text accepted, in UTF-16 code units. */
export const MAX_TEXT_LENGTH = 2_000_000;

const fail = (problems: Problem[]): RestoreResult => ({ ok: false, problems });

/**
 * Restores a scenario value (typically from `JSON.parse` or a URL decoder).
 *
 * In order: refuses a non-object; copies the value into safe plain data, reporting the keys
 * `__proto__`, `constructor` and `prototype` and nesting deeper than 64 (`sanitize.ts`);
 * migrates older formats by name, refusing unknown or newer ones (`migrations.ts`); validates
 * the shape (`schema.ts`) and the cross-references — card names against `ctx.cardNames`, ids,
 * links, attachment cycles, script references, lesson length — reporting all of their problems
 * together, ordered: sanitising, schema, then cross-reference problems. On success the
 * scenario has every default filled and card names in the pool's spelling; it is a new object
 * and restoring it again gives an identical one. Never throws for JSON-like input.
 */
export function restoreScenario(input: unknown, ctx: RestoreContext): RestoreResult {
  if (!isRecord(input))
    return fail([{ path: '', message: `a scenario must be a JSON object, got ${describeValue(input)}` }]);
  const clean = sanitize(input);
  if (clean.fatal) return fail(clean.problems);
  const migrated = migrate(clean.value as Record<string, unknown>);
  if (!migrated.ok) return fail([...clean.problems, ...migrated.problems]);
  const doc = migrated.doc;
  const parsed = ScenarioDoc.safeParse(doc);
  const problems = [
    ...clean.problems,
    ...(parsed.success ? [] : problemsFromIssues(parsed.error.issues, doc, ScenarioDoc)),
  ];

  const pool = ctx.findCard ? withFinder(poolIndex(ctx.cardNames), ctx.findCard) : poolIndex(ctx.cardNames);
  const entries = listEntries(doc);
  const proxies = nameIndex(entries.flatMap((entry) => (entry.proxyName === undefined ? [] : [entry.proxyName])));
  const documentCards = nameIndex(entries.flatMap((entry) => (entry.card === undefined ? [] : [entry.card])));
  const found = newFindings();
  checkCardNames(entries, pool, found, ctx.unknownCard);
  checkReferences(entries, layered(pool, proxies), found);
  const ids = new Set(entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  checkScriptRefs(listScriptRefs(doc), ids, layered(layered(pool, proxies), documentCards), found);
  const lesson = isRecord(doc.lesson) ? doc.lesson : {};
  checkLessonSteps(lesson.steps, doc.script, found);
  checkLessonCard(lesson.card, pool, found);
  checkZoneKeys(entries, found);
  problems.push(...found.problems);
  const cards = ctx.checkCards && Array.isArray(doc.cards) ? ctx.checkCards(doc.cards) : null;
  if (cards) problems.push(...cards.problems.map((p) => ({ ...p, path: `cards${p.path}` })));

  if (!parsed.success || problems.length > 0) return fail(problems);
  const warnings = migrated.applied.map((name): Problem => ({
    path: 'format',
    message: `migrated from an older format (${name})`,
  }));
  const scenario = applyEdits(parsed.data, found.edits);
  return {
    ok: true,
    scenario: cards ? { ...scenario, cards: cards.cards } : scenario,
    warnings: [...warnings, ...found.warnings],
  };
}

/**
 * Restores a scenario from JSON text (a file, stdin, a decoded link). Before parsing it refuses
 * text longer than {@link MAX_TEXT_LENGTH} and nesting deeper than 64, and reports the first
 * syntax error with its position (`invalid JSON at line 3, column 5: ...`), all with path `""`;
 * duplicate keys are problems at their object. A leading byte-order mark is ignored. Then as
 * {@link restoreScenario}.
 */
export function restoreScenarioText(text: string, ctx: RestoreContext): RestoreResult {
  if (typeof text !== 'string')
    return fail([{ path: '', message: `expected scenario text, got ${describeValue(text)}` }]);
  if (text.length > MAX_TEXT_LENGTH) {
    return fail([
      {
        path: '',
        message: `the text is too large: ${count(text.length)} characters, at most ${count(MAX_TEXT_LENGTH)}`,
      },
    ]);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = scanJson(body);
  if (!scan.ok) return fail([scan.problem]);
  const result = restoreScenario(JSON.parse(body) as unknown, ctx);
  if (scan.duplicates.length === 0) return result;
  return fail([...scan.duplicates, ...(result.ok ? [] : result.problems)]);
}
