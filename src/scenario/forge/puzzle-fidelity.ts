/**
 * Whether an imported puzzle can be played as its author meant: the cards on its board whose
 * text Stackyard does not enforce in full (DESIGN "Real cards": an unenforced ability stays
 * text and does nothing), and the stand-ins that carry no text at all. The note is made when
 * the puzzle opens, before anything resolves, so a puzzle that depends on such text is never
 * mistaken for a faithful one (issue 22: a puzzle must not open "already lost" with no word why).
 */
import type { CardBook } from '../../cards/data/card-book';
import type { Problem } from '../problem';
import type { CardEntry, ScenarioDoc } from '../schema';
import { ZONES } from '../schema';
import { FACE_DOWN_PREFIX } from './pzl-board';

/** One card whose text is not (all) enforced: its name and what is missing. */
export interface UnfaithfulCard {
  name: string;
  /** `"1 of 2 abilities"`, `"no ability"`: how much of its text is text only. */
  what: string;
}

/** What of a board is not played by its cards' text, by kind; empty lists when all is. */
export interface PuzzleFidelity {
  /** Real cards with abilities left as text (compiled `partial` or `none`). */
  partial: UnfaithfulCard[];
  /** Stand-ins for cards Stackyard has no data for (vanilla proxies). */
  standIns: string[];
  /** Tokens with words of their Forge spec the importer could not read as abilities. */
  tokens: string[];
  /** Face-down permanents (CR 708.2a): they can't be turned face up here. */
  faceDown: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Reads the board of `doc` against `book` (the game's cards). Each name is listed once,
 * whatever its zone or count.
 */
export function puzzleFidelity(doc: ScenarioDoc, book: CardBook): PuzzleFidelity {
  const partial = new Map<string, UnfaithfulCard>();
  const standIns = new Set<string>();
  const tokens = new Set<string>();
  const faceDown = new Set<string>();
  const visit = (entry: CardEntry) => {
    const e = typeof entry === 'string' ? { card: entry } : entry;
    if (e.proxy) {
      // A token from a Forge spec is faithful when all of it was read (no leftover text, a type line).
      if (e.token) {
        if (!e.proxy.predefined && (e.proxy.text || e.proxy.typeLine === 'Token')) tokens.add(e.proxy.name);
      } else if (e.proxy.name.startsWith(FACE_DOWN_PREFIX)) faceDown.add(e.proxy.name.slice(FACE_DOWN_PREFIX.length));
      else standIns.add(e.proxy.name);
      return;
    }
    if (e.card === undefined) return;
    const info = book.info(book.canonicalName(e.card) ?? e.card);
    if (!info) return;
    if (info.source === 'unavailable') {
      standIns.add(info.name);
      return;
    }
    if (info.status === 'full' || partial.has(info.name)) return;
    const missing = info.abilities.filter((a) => !a.enforced).length;
    const all = info.abilities.length;
    partial.set(info.name, {
      name: info.name,
      what: missing === all ? (all === 1 ? 'its ability' : `all ${all} abilities`) : `${missing} of ${all} abilities`,
    });
  };
  for (const p of ['p1', 'p2'] as const)
    for (const zone of ZONES) for (const entry of doc.players[p][zone]) visit(entry);
  return { partial: [...partial.values()], standIns: [...standIns], tokens: [...tokens], faceDown: [...faceDown] };
}

/**
 * The note for {@link puzzleFidelity}'s result, or null when every card plays by its text:
 * "This puzzle can't be played exactly as written: Stackyard does not enforce all the text of
 * 3 of its cards — Rusted Relic (its ability), … — so what that text would do does not happen".
 */
export function fidelityNote(f: PuzzleFidelity): Problem | null {
  const parts: string[] = [];
  if (f.partial.length)
    parts.push(
      `Stackyard does not enforce all the text of ${f.partial.length} of its cards: ${f.partial.map((c) => `${c.name} (${c.what})`).join(', ')}`,
    );
  if (f.standIns.length)
    parts.push(
      `${plural(f.standIns.length, 'card is a stand-in', 'cards are stand-ins')} with no abilities: ${f.standIns.join(', ')}`,
    );
  if (f.tokens.length)
    parts.push(`${plural(f.tokens.length, 'token has', 'tokens have')} abilities left out: ${f.tokens.join(', ')}`);
  if (f.faceDown.length)
    parts.push(
      `${plural(f.faceDown.length, 'face-down permanent', 'face-down permanents')} can't be turned face up: ${f.faceDown.join(', ')}`,
    );
  if (!parts.length) return null;
  return {
    path: '',
    message: `This puzzle can't be played exactly as written. ${parts.join('; ')}`,
    suggestion:
      "what that text would do does not happen (a card's detail shows which abilities are text only), so the puzzle may not be solvable as its author meant",
  };
}
