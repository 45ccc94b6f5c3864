/**
 * Double-faced cards (CR 712): each face is read as a card of its own — the front face is the
 * definition, the back face its `back` (the engine shows the face that is up, 712.8). A
 * transforming card (`transform` layout, 712.2) reaches its back face by transforming (701.27)
 * or entering transformed (712.14a); its back face has no mana cost (712.8e) and its colours are
 * its color indicator's (202.2e). The card is `full` only when both faces are: a face whose text
 * isn't enforced keeps the card `partial`, and the front face lists the back face's unenforced
 * abilities too (a card in a hand shows everything it doesn't enforce). A modal card
 * (`modal_dfc`, 712.3) is cast or played as either face (712.11b); each face keeps its own mana
 * cost. A flip card (`flip`, CR 710) is read so too: its flipped half is the `back`, with the card's
 * mana cost and colour (710.1c), reached by the `flip` step. Meld cards (712.4) have no faces in the
 * card data: meld.ts reads them.
 */
import type { CardDef } from '../../engine';
import type { CardData, CardFace } from '../data/card-data';
import type { CompiledAbility } from './compile';

/** What compiling one face gives (compile.ts's one-face compiler). */
export interface FaceCompiled {
  def: CardDef;
  abilities: CompiledAbility[];
}

/** The kinds of double-faced card read, by Scryfall layout. */
const DOUBLE_FACED: Readonly<Record<string, CardDef['doubleFaced']>> = {
  transform: 'transforming',
  modal_dfc: 'modal',
  // A flip card (CR 710): its flipped half read as the `back` the `flip` step turns to.
  flip: 'flip',
};

/** Whether cards of this layout are read face by face here. */
export function isDoubleFacedLayout(layout: string): boolean {
  return layout in DOUBLE_FACED;
}

/** A face as one-faced card data (its own name, cost, type line, text, P/T, loyalty, defense, colours). */
function faceData(face: CardFace, card: CardData): CardData {
  return {
    name: face.name,
    layout: 'normal',
    ...(face.mana_cost ? { mana_cost: face.mana_cost } : {}),
    ...(face.type_line !== undefined ? { type_line: face.type_line } : {}),
    ...(face.oracle_text !== undefined ? { oracle_text: face.oracle_text } : {}),
    ...(face.power !== undefined ? { power: face.power } : {}),
    ...(face.toughness !== undefined ? { toughness: face.toughness } : {}),
    ...(face.loyalty !== undefined ? { loyalty: face.loyalty } : {}),
    ...(face.defense !== undefined ? { defense: face.defense } : {}),
    ...(face.colors ? { colors: face.colors } : {}),
    ...(card.id ? { id: card.id } : {}),
  };
}

const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);

/**
 * Compiles a double-faced card of a layout {@link isDoubleFacedLayout} accepts: each face with
 * `compileFace`; returns the front face's definition with its `back`, and every ability of both
 * faces (the back face's after the front's).
 */
export function compileDoubleFaced(data: CardData, compileFace: (face: CardData) => FaceCompiled): FaceCompiled {
  const faces = data.card_faces ?? [];
  const layout = data.layout ?? 'normal';
  if (faces.length !== 2)
    return {
      def: compileFace({ ...data, layout: 'normal', card_faces: [] }).def,
      abilities: [
        { text: data.oracle_text || data.name, enforced: false, reason: 'a double-faced card needs two faces' },
      ],
    };
  const front = compileFace(faceData(faces[0]!, data));
  const kind = DOUBLE_FACED[layout];
  const backData = faceData(faces[1]!, data);
  // A flip card's colour and mana cost don't change when it flips (CR 710.1c): the card's, not the half's.
  if (kind === 'flip') {
    delete backData.colors;
    if (faces[0]!.mana_cost) backData.mana_cost = faces[0]!.mana_cost;
    else delete backData.mana_cost;
  }
  const back = compileFace(backData);
  // A transforming card's back face has no mana cost: its colours are its color indicator's (CR 202.2e).
  if (kind === 'transforming' && !backData.mana_cost)
    back.def.colors = (backData.colors ?? []).filter((c) => COLOR_LETTERS.has(c)) as NonNullable<CardDef['colors']>;
  const backName = faces[1]!.name;
  const backUnenforced = back.abilities
    .filter((a) => !a.enforced)
    .map((a) => ({ text: `${backName}: ${a.text}`, reason: a.reason ?? '' }));
  const def: CardDef = { ...front.def, back: back.def, doubleFaced: kind };
  if (backUnenforced.length) def.unenforced = [...(front.def.unenforced ?? []), ...backUnenforced];
  return { def, abilities: [...front.abilities, ...back.abilities] };
}
