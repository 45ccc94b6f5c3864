/**
 * The lesson gallery's index and search: each lesson with the words it can be found by (title,
 * ruling, steps, the cards on its board, its group) and the rules it shows, each explained by
 * the rules glossary. A query matches a lesson when every word of it does: a rule number
 * ("704.5m", or "704.5" for the whole family) matches the lessons that show that rule; any
 * other word matches text (case and accents ignored).
 */
import type { GlossaryEntry } from '../rules-glossary';
import type { GalleryLesson } from '../../scenario/lessons/gallery-lesson';

/** A rule's glossary entry (`explainRule` of src/ui/rules-glossary.ts). */
export type Explain = (rule: string) => GlossaryEntry | null;

/** What the gallery always has of a lesson (src/scenario/lessons/catalog.ts). */
export interface LessonMeta {
  id: string;
  group: string;
  title: string;
  rules: readonly string[];
}

export interface LessonRecord {
  id: string;
  group: string;
  title: string;
  ruling: string;
  rules: string[];
  /** Card names on its board (and the card it is about), for display and search. */
  cards: string[];
  /** Everything searchable, folded. */
  text: string;
}

export interface RuleGroup {
  rule: string;
  /** The glossary's title and explanation (of the rule or its nearest parent), if any. */
  title: string | null;
  explanation: string | null;
  lessons: LessonRecord[];
}

/** Lowercase, accents removed, punctuation as spaces (dots inside numbers kept). */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const RULE_WORD = /^\d{3}(?:\.\d{0,3}[a-z]?)?$/;

/** Whether `rule` is `prefix` or a sub-rule of it ("704.5m" is under "704.5" and "704", not under "704.50"). */
export function ruleUnder(rule: string, prefix: string): boolean {
  if (!rule.startsWith(prefix)) return false;
  const next = rule[prefix.length];
  return next === undefined || prefix.endsWith('.') || (/\d$/.test(prefix) && (next === '.' || /[a-z]/.test(next)));
}

/**
 * A lesson as the gallery lists and searches it. Without its `detail` (the gallery index not
 * loaded yet) it is found by its title, group and rules only; without `explain`, not by the
 * glossary's titles of its rules.
 */
export function lessonRecord(
  lesson: LessonMeta,
  detail: Pick<GalleryLesson, 'ruling' | 'steps' | 'cards'> | null,
  explain: Explain | null,
): LessonRecord {
  const rules = [...lesson.rules];
  const cards = detail?.cards ?? [];
  const ruling = detail?.ruling ?? '';
  const glossary = explain ? rules.map((r) => explain(r)?.title ?? '') : [];
  const text = fold(
    [lesson.title, lesson.group, ruling, ...(detail?.steps ?? []), ...cards, ...rules, ...glossary].join(' '),
  );
  return { id: lesson.id, group: lesson.group, title: lesson.title, ruling, rules, cards, text };
}

/** The lessons matching `query`, in their order (all of them for a blank query). */
export function searchLessons(records: readonly LessonRecord[], query: string): LessonRecord[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^cr(?=\d)/i, '').toLowerCase());
  if (!words.length) return [...records];
  return records.filter((r) =>
    words.every((w) => {
      if (RULE_WORD.test(w) && r.rules.some((rule) => ruleUnder(rule, w))) return true;
      const folded = fold(w);
      return folded !== '' && folded.split(' ').every((part) => r.text.includes(part));
    }),
  );
}

function compareRules(a: string, b: string): number {
  const parse = (r: string) => {
    const m = /^(\d+)(?:\.(\d+)([a-z]*))?$/.exec(r);
    return m ? ([Number(m[1]), m[2] === undefined ? -1 : Number(m[2]), m[3] ?? ''] as const) : ([0, 0, r] as const);
  };
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}

/** Every rule the lessons show, in CR order, with its explanation and its lessons. */
export function rulesIndex(records: readonly LessonRecord[], explain: Explain): RuleGroup[] {
  const byRule = new Map<string, LessonRecord[]>();
  for (const r of records) for (const rule of r.rules) byRule.set(rule, [...(byRule.get(rule) ?? []), r]);
  return [...byRule.keys()].sort(compareRules).map((rule) => {
    const entry = explain(rule);
    return { rule, title: entry?.title ?? null, explanation: entry?.text ?? null, lessons: byRule.get(rule)! };
  });
}
