/**
 * Multi-faced cards read through `card_faces` (CR 709 split cards, 712 double-faced cards,
 * 715 adventurers, 709.4-era flip cards): Scryfall leaves the top-level `oracle_text`, and for
 * double-faced cards also `mana_cost` and P/T, on the faces. {@link normalizeCard} gives every
 * card the top-level characteristics it has in most zones, so the compiler, the frame and the
 * name lookups read one shape:
 *
 * - `transform`, `modal_dfc`, `meld`, `flip`, `adventure`, `omen`, `prepare` (and other
 *   front-and-back layouts): the card is its first face (CR 712.8a: a double-faced card outside the battlefield
 *   and the stack has only its front face's characteristics; CR 715.4: an adventurer card outside
 *   the stack is the creature; an omen card likewise). `name` becomes the first face's name; the full Scryfall name stays
 *   a name the card answers to ({@link cardAliases}).
 * - `split` (and any other layout with faces): one card with both halves (CR 709.4); the
 *   name stays `A // B`, the mana cost and type line are joined with ` // ` where Scryfall did
 *   not already join them, the Oracle text is the halves' texts one after the other.
 *
 * `card_faces` is kept as it was, so a future compiler and the frame can show each face.
 */
import type { CardData, CardFace } from './card-data';

/** Layouts whose card, in most zones, is its first face. */
const FIRST_FACE_LAYOUTS = new Set([
  'transform',
  'modal_dfc',
  'meld',
  'flip',
  'adventure',
  'omen',
  'prepare',
  'reversible_card',
  'double_faced_token',
]);

/** Whether a card of this layout is, in most zones, only its first face. */
export function isFirstFaceLayout(layout: string | undefined): boolean {
  return layout !== undefined && FIRST_FACE_LAYOUTS.has(layout);
}

function fromFirstFace(data: CardData, face: CardFace): CardData {
  const out: CardData = { ...data, name: face.name };
  const take = <K extends 'mana_cost' | 'type_line' | 'oracle_text' | 'power' | 'toughness' | 'loyalty' | 'defense'>(
    key: K,
  ) => {
    // The face is the card: its values win over joined top-level ones ("{2}{R} // {1}{R}").
    const value =
      face[key] ?? (key === 'oracle_text' || key === 'mana_cost' || key === 'type_line' ? undefined : data[key]);
    if (value === undefined) delete out[key];
    else out[key] = value;
  };
  for (const key of ['mana_cost', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense'] as const)
    take(key);
  if (face.colors) out.colors = face.colors;
  if (!out.image_uris && face.image_uris) out.image_uris = face.image_uris;
  return out;
}

function joined(faces: readonly CardFace[], key: 'mana_cost' | 'type_line'): string | undefined {
  const parts = faces.map((f) => f[key]);
  return parts.every((p) => p === undefined) ? undefined : parts.map((p) => p ?? '').join(' // ');
}

function bothHalves(data: CardData, faces: readonly CardFace[]): CardData {
  const out: CardData = { ...data };
  out.mana_cost ??= joined(faces, 'mana_cost');
  out.type_line ??= joined(faces, 'type_line');
  out.oracle_text ??= faces
    .map((f) => f.oracle_text ?? '')
    .filter(Boolean)
    .join('\n');
  if (out.mana_cost === undefined) delete out.mana_cost;
  if (out.type_line === undefined) delete out.type_line;
  return out;
}

/**
 * The card with its top-level characteristics filled from `card_faces` as described above;
 * a card without faces comes back unchanged (the same object).
 */
export function normalizeCard(data: CardData): CardData {
  const faces = data.card_faces;
  if (!faces?.length) return data;
  return isFirstFaceLayout(data.layout) ? fromFirstFace(data, faces[0]!) : bothHalves(data, faces);
}

/**
 * Every name a card answers to: its name after {@link normalizeCard}, its full Scryfall name
 * (also when `data` is already normalised: the faces' names joined with ` // `), and each
 * face's name (Scryfall's `named?exact=Fire` finds Fire // Ice too).
 */
export function cardAliases(data: CardData): string[] {
  const faces = (data.card_faces ?? []).map((f) => f.name);
  const names = [normalizeCard(data).name, data.name, ...(faces.length > 1 ? [faces.join(' // ')] : []), ...faces];
  return [...new Set(names)];
}
