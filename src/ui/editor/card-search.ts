/**
 * The options of the card-name combobox: known names — the editor's cards (the pool, cards
 * resolved so far) and every real card of the offline pool ({@link NameSearch}) — that match
 * what was typed, ranked: the name exactly, names that start with it, names with a later word
 * that starts with it, names containing it (case, accents and punctuation ignored); then names
 * Scryfall offers ({@link withRemote}); when nothing matches, the closest real names ("did you
 * mean"); and always, for a name not known, the offer to add it as a proxy.
 */
import type { NameSearch, SearchRank } from '../../cards/data/pool/name-search';
import { closestNames, normalizeName } from '../../scenario/suggest';

export type CardOption =
  | { kind: 'card'; name: string; source?: 'scryfall' }
  | { kind: 'suggestion'; name: string }
  | { kind: 'proxy'; name: string };

const TIER: Record<SearchRank, number> = { exact: 0, prefix: 1, word: 2, contains: 3, close: 4 };

/** Options for `typed` over the editor's `names` and the offline pool's `search` (at most `max` card options). */
export function cardOptions(
  typed: string,
  names: readonly string[],
  max = 8,
  search?: NameSearch | null,
): CardOption[] {
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
  const own = names
    .map((name) => ({ name, r: rank(name), pool: false }))
    .filter((m) => m.r >= 0)
    .sort((a, b) => a.r - b.r || a.name.localeCompare(b.name));
  const hits = (search?.search(text, max) ?? []).map((h) => ({ name: h.name, r: TIER[h.rank], pool: true }));
  // The editor's cards first within a rank (they are on the board or scripted), then the pool's
  // in its own order; a name listed once.
  const listed = new Set<string>();
  const ranked = [...own, ...hits]
    .sort((a, b) => a.r - b.r || Number(a.pool) - Number(b.pool))
    .filter((m) => {
      const k = normalizeName(m.name);
      if (listed.has(k)) return false;
      listed.add(k);
      return true;
    });
  const matches = ranked
    .filter((m) => m.r < 4)
    .slice(0, max)
    .map((m): CardOption => ({ kind: 'card', name: m.name }));
  const exact = matches.some((m) => normalizeName(m.name) === key);
  // Nothing begins or contains it: the closest real names, as "did you mean".
  const close = ranked.filter((m) => m.r === 4).map((m) => m.name);
  const suggestions = matches.length
    ? []
    : (close.length ? close.slice(0, 3) : closestNames(text, names, 3)).map((name): CardOption => ({
        kind: 'suggestion',
        name,
      }));
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
