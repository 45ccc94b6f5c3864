/**
 * Adventurer cards (CR 715): a creature card with an Adventure, an instant or sorcery "half"
 * with its own name, mana cost, type line ("Sorcery — Adventure") and text. The player may cast
 * the card as the creature or as the Adventure (715.3); a resolved Adventure is exiled and its
 * caster may later cast the creature from exile (715.4). The engine reads a definition's
 * `adventure` so (casting/cast-options.ts, zones/stack.ts); this reads the Adventure's text as
 * an instant's or sorcery's spell ability, as a split card's half is read (split.ts). The creature
 * is the card in every other zone (715.4), read as any card of one face.
 */
import type { CardDef } from '../../engine';
import type { CardData, CardFace } from '../data/card-data';
import type { CompiledAbility } from './compile';
import { compileHalf } from './split';

/**
 * The Adventure face of an adventurer card already given its creature face's characteristics
 * (data/faces.ts `normalizeCard`), or undefined for any other card.
 */
export function adventureFace(data: CardData): CardFace | undefined {
  const faces = data.card_faces;
  if (data.layout !== 'adventure' || faces?.length !== 2 || data.name !== faces[0]?.name) return undefined;
  return /\bAdventure\b/.test(faces[1]?.type_line ?? '') ? faces[1] : undefined;
}

/** Compiles the Adventure into `def.adventure`; returns what the compiled-abilities list says of its text. */
export function compileAdventure(def: CardDef, face: CardFace): CompiledAbility[] {
  const { half, abilities } = compileHalf(face);
  def.adventure = half;
  return abilities;
}
