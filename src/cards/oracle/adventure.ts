/**
 * Adventurer cards (CR 715): a creature card with an Adventure, an instant or sorcery "half"
 * with its own name, mana cost, type line ("Sorcery — Adventure") and text. The player may cast
 * the card as the creature or as the Adventure (715.3); a resolved Adventure is exiled and its
 * caster may later cast the creature from exile (715.4). The engine reads a definition's
 * `adventure` so (casting/cast-options.ts, zones/stack.ts); this reads the Adventure's text as
 * an instant's or sorcery's spell ability, as a split card's half is read (split.ts). The creature
 * is the card in every other zone (715.4), read as any card of one face.
 *
 * Omen cards (Tarkir: Dragonstorm, layout `omen`: a creature with a "Sorcery — Omen" or
 * "Instant — Omen" spell) are read the same way; the Omen is marked `omen`, so a resolved Omen is
 * shuffled into its owner's library instead (zones/stack.ts) and never goes on an adventure.
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
  if (faces?.length !== 2 || data.name !== faces[0]?.name) return undefined;
  const line = faces[1]?.type_line ?? '';
  // A prepare card's spell is a plain instant or sorcery ("Sorcery").
  if (data.layout === 'prepare') return /^(?:Instant|Sorcery)$/.test(line) ? faces[1] : undefined;
  const subtype = data.layout === 'adventure' ? 'Adventure' : data.layout === 'omen' ? 'Omen' : null;
  if (!subtype) return undefined;
  return /^(?:Instant|Sorcery) — /.test(line) && new RegExp(`\\b${subtype}\\b`).test(line) ? faces[1] : undefined;
}

/**
 * Compiles the Adventure (or Omen) into `def.adventure`; returns what the compiled-abilities list
 * says of its text.
 */
export function compileAdventure(def: CardDef, face: CardFace, layout?: string): CompiledAbility[] {
  const { half, abilities } = compileHalf(face);
  if (layout === 'omen') half.omen = true;
  if (layout === 'prepare') half.prepare = true;
  def.adventure = half;
  return abilities;
}
