/**
 * Any spelling of a real card's name to the card (issue 20; DESIGN "Real cards"), in this order:
 *
 *   1. a card's exact name (case, spacing and "Fire/Ice" for "Fire // Ice" do not count):
 *      "Stream of Life" is the sorcery, never the face of "Infirmary Healer // Stream of Life";
 *   2. a face's exact name ("Delver of Secrets", "Ice"), to the card with that face;
 *   3. a card's name differing only in accents or punctuation ("Lim-Dul's Vault", "Lim Dul's
 *      Vault" → "Lim-Dûl's Vault"), with a note saying which card was read;
 *   4. the same for a face's name.
 *
 * The loose table (3–4) is built the first time an exact lookup misses.
 */
import { foldName, looseName } from '../names';
import { faceNamesOf } from './format';

/** How a spelling found its card. */
export type NameMatchKind = 'card' | 'face' | 'loose-card' | 'loose-face';

/** A card found for a spelling: its full name, how, and a note when the spelling was loose. */
export interface NameMatch {
  /** The card's full name (Scryfall's `name`). */
  card: string;
  via: NameMatchKind;
  /** Set for loose matches: `read as "Lim-Dûl's Vault" (accents and punctuation differ)`. */
  note?: string;
}

/** Names of a card list, looked up as described above. */
export interface NameLookup {
  /** Every card's full name, in the order given. */
  readonly cards: readonly string[];
  /** The card `name` stands for, or undefined. */
  find(name: string): NameMatch | undefined;
}

/** A lookup over `fullNames` (the first of two cards answering to one spelling wins). */
export function nameLookup(fullNames: readonly string[]): NameLookup {
  const byCard = new Map<string, string>();
  const byFace = new Map<string, string>();
  for (const name of fullNames) {
    const key = foldName(name);
    if (!byCard.has(key)) byCard.set(key, name);
  }
  for (const name of fullNames)
    for (const face of faceNamesOf(name)) {
      const key = foldName(face);
      if (!byFace.has(key)) byFace.set(key, name);
    }
  let loose: { card: Map<string, string>; face: Map<string, string> } | undefined;
  const looseTables = () => {
    if (loose) return loose;
    loose = { card: new Map(), face: new Map() };
    for (const name of fullNames) {
      const key = looseName(name);
      if (key && !loose.card.has(key)) loose.card.set(key, name);
    }
    for (const name of fullNames)
      for (const face of faceNamesOf(name)) {
        const key = looseName(face);
        if (key && !loose.face.has(key)) loose.face.set(key, name);
      }
    return loose;
  };
  return {
    cards: fullNames,
    find(name) {
      const key = foldName(name);
      const card = byCard.get(key);
      if (card !== undefined) return { card, via: 'card' };
      const face = byFace.get(key);
      if (face !== undefined) return { card: face, via: 'face' };
      const lk = looseName(name);
      if (!lk) return undefined;
      const tables = looseTables();
      const lc = tables.card.get(lk);
      if (lc !== undefined) return { card: lc, via: 'loose-card', note: looseNote(lc) };
      const lf = tables.face.get(lk);
      if (lf === undefined) return undefined;
      const faceName = faceNamesOf(lf).find((f) => looseName(f) === lk) ?? lf;
      return { card: lf, via: 'loose-face', note: looseNote(faceName) };
    },
  };
}

function looseNote(name: string): string {
  return `read as ${JSON.stringify(name)} (the spelling differs only in accents or punctuation)`;
}
