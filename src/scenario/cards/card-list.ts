/**
 * Reading lists of card data (a `--cards FILE.json`, the offline catalogue, a saved Scryfall
 * answer) with every problem in plain words and where it is: `[3].power: expected text, got
 * the number 2`. A list is a JSON array of Scryfall card objects, or a Scryfall list object
 * (`{ "object": "list", "data": [...] }`, what /cards/search and /cards/collection answer).
 * Fields Stackyard does not read are dropped; a list with any problem is refused whole.
 */
import * as z from 'zod/mini';
import type { CardData } from '../../cards/data/card-data';
import { CARD_LIMITS, CardDataSchema } from '../../cards/data/card-data-schema';
import { scanJson } from '../json-scan';
import { count, describeValue, type Problem } from '../problem';
import { problemsFromIssues } from '../zod-problems';

/** The cards of a list, or every problem found. */
export type CardListResult = { ok: true; cards: CardData[] } | { ok: false; problems: Problem[] };

const CardList = z.array(CardDataSchema).check(z.maxLength(CARD_LIMITS.listCards));

/** Largest card-list text read, in characters (a whole Scryfall Oracle dump is ~ 160 MB; this is for lists). */
export const MAX_CARD_LIST_CHARS = 50_000_000;

/** Problems at most reported for one list (a wrong file would otherwise print thousands). */
const MAX_PROBLEMS = 20;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a parsed list (an array of cards or a Scryfall list object). Never throws. */
export function readCardList(value: unknown): CardListResult {
  const isList = isRecord(value) && value.object === 'list' && Array.isArray(value.data);
  const list = isList ? (value as { data: unknown[] }).data : value;
  if (!Array.isArray(list)) {
    return {
      ok: false,
      problems: [
        {
          path: '',
          message: `expected a list of Scryfall card objects (a JSON array), got ${describeValue(value)}`,
          suggestion:
            'e.g. [{ "name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": "2", "toughness": "2" }]',
        },
      ],
    };
  }
  const parsed = CardList.safeParse(list);
  if (parsed.success) return { ok: true, cards: parsed.data };
  const problems = problemsFromIssues(parsed.error.issues, list, CardList).map((p) =>
    isList ? { ...p, path: p.path ? `data${p.path}` : 'data' } : p,
  );
  const shown = problems.slice(0, MAX_PROBLEMS);
  if (problems.length > MAX_PROBLEMS)
    shown.push({ path: '', message: `and ${count(problems.length - MAX_PROBLEMS)} more problems` });
  return { ok: false, problems: shown };
}

/** Reads JSON text as a card list: syntax errors with line and column, then {@link readCardList}. */
export function readCardListText(text: string): CardListResult {
  if (text.length > MAX_CARD_LIST_CHARS) {
    return {
      ok: false,
      problems: [
        {
          path: '',
          message: `the text is too large: ${count(text.length)} characters, at most ${count(MAX_CARD_LIST_CHARS)}`,
        },
      ],
    };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!body.trim())
    return {
      ok: false,
      problems: [{ path: '', message: 'the file is empty; expected a JSON array of Scryfall card objects' }],
    };
  const scan = scanJson(body);
  if (!scan.ok) return { ok: false, problems: [scan.problem] };
  return readCardList(JSON.parse(body) as unknown);
}
