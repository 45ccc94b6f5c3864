/**
 * The options of the card-name combobox: known names (the pool, the offline catalogue, cards
 * resolved so far) that match what was typed (names that start with it first, then names with a
 * word that starts with it, then names containing it; case, accents and punctuation ignored),
 * then names Scryfall offers ({@link withRemote}), or, when nothing matches, the closest names
 * ("did you mean"); and always, for a name not known, the offer to add it as a proxy.
 */
import { closestNames, normalizeName } from '../../scenario/suggest';

export type CardOption =
  | { kind: 'card'; name: string; source?: 'scryfall' }
  | { kind: 'suggestion'; name: string }
  | { kind: 'proxy'; name: string };

/** Options for `typed` over `names` (at most `max` card options). */
export function cardOptions(typed: string, names: readonly string[], max = 8): CardOption[] {
  const text = typed.trim();
  const key = normalizeName(text);
  if (!key) return [];
  const words = (name: string) => name.split(/[\s,/'-]+/).map(normalizeName);
  const rank = (name: string): number => {
    const n = normalizeName(name);
    if (n === key) return 0;
    if (n.startsWith(key)) return 1;
    if (words(name).some((w) => w.startsWith(key))) return 2;
    return n.includes(key) ? 3 : -1;
  };
  const matches = names
    .map((name) => ({ name, r: rank(name) }))
    .filter((m) => m.r >= 0)
    .sort((a, b) => a.r - b.r || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((m): CardOption => ({ kind: 'card', name: m.name }));
  const exact = matches.some((m) => normalizeName(m.name) === key);
  const suggestions = matches.length
    ? []
    : closestNames(text, names, 3).map((name): CardOption => ({ kind: 'suggestion', name }));
  return [...matches, ...suggestions, ...(exact ? [] : [{ kind: 'proxy' as const, name: text }])];
}

/** The pool name `typed` spells exactly (ignoring case and punctuation), if any. */
export function exactName(typed: string, names: readonly string[]): string | undefined {
  const key = normalizeName(typed);
  return key ? names.find((n) => normalizeName(n) === key) : undefined;
}

/**
 * `options` with Scryfall's `remote` names added after the known ones (names already listed
 * left out, at most `max` cards in all); a remote match replaces "did you mean" guesses.
 */
export function withRemote(options: readonly CardOption[], remote: readonly string[], max = 8): CardOption[] {
  const cards = options.filter((o) => o.kind === 'card');
  const listed = new Set(cards.map((o) => normalizeName(o.name)));
  const extra = remote
    .filter((name) => !listed.has(normalizeName(name)))
    .slice(0, Math.max(0, max - cards.length))
    .map((name): CardOption => ({ kind: 'card', name, source: 'scryfall' }));
  if (!extra.length) return [...options];
  return [...cards, ...extra, ...options.filter((o) => o.kind === 'proxy')];
}

/**
 * What Enter does in the card search: adds the card whose name was typed exactly (a known name,
 * or one Scryfall listed), or the option the person moved to with the arrow keys (`chosen`);
 * anything else — a typo whose closest name is "did you mean", a name only begun — adds nothing
 * and shows the choices (`'show'`), so a misspelling never adds a card the person did not pick.
 */
export function enterChoice(
  typed: string,
  names: readonly string[],
  options: readonly CardOption[],
  chosen: number | null,
): CardOption | 'show' {
  if (chosen !== null && options[chosen]) return options[chosen];
  const listed = options.filter((o) => o.kind === 'card').map((o) => o.name);
  const exact = exactName(typed, names) ?? exactName(typed, listed);
  return exact ? { kind: 'card', name: exact } : 'show';
}
