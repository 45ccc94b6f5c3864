/**
 * Split cards (CR 709): two halves on one card, each an instant or sorcery with its own name,
 * mana cost, type line and text. The player casts one half (709.3: only that half's
 * characteristics are on the stack, and only its text resolves); everywhere else the card has
 * both halves' characteristics combined (709.4). The engine already reads a definition's
 * `halves` so (derived/printed.ts, casting/cast.ts); this reads each half's text as the spell
 * ability of an instant or sorcery named as that half ("~" is the half).
 *
 * Aftermath (702.127a) marks its half: cast only from a graveyard, then exiled.
 *
 * Rooms (enchantment halves, doors that are unlocked, 709.5) are read by compile.ts's
 * compileRoom, not here. A half with {X} in its cost has X as it is cast (601.2b; on the stack
 * its mana value counts X, 202.3e); an X no cost of the half defines stays text. Fuse (702.102:
 * both halves cast together from a hand) is read once both halves are (./fuse.ts).
 */
import type { AltCost, HalfDef, SpellSpec } from '../../engine';
import { fusedCost } from './fuse';
import type { CardFace } from '../data/card-data';
import { keywordItems } from './abilities/keyword-line';
import { isRefusal, type Part } from './abilities/part';
import { castingLine, compileSpellEffect } from './abilities/spell';
import {
  withoutOtherOfAnother,
  withoutOtherThanNamed,
  withoutUnchosenValue,
  withoutUnchosenX,
  withoutUnreadKicker,
  withoutUnreadX,
} from './abilities/unread';
import { cardFacts } from './build';
import type { CompiledAbility } from './compile';
import { abilityTexts, selfNames } from './normalise';

const NO_SPELL: SpellSpec = { targets: [], steps: [] };
/** A half's fuse line until the whole card is read (compileSplit, ./fuse.ts). */
const FUSE_UNREAD = 'fuse is not enforced yet (CR 702.102)';

/** Why the whole split card is not read, or null when its halves are. */
function wholeCardRefusal(faces: readonly CardFace[]): string | null {
  if (faces.some((f) => !cardFacts(f.name, f.type_line ?? '').isSpell))
    return 'a split card whose halves are not instants or sorceries (and not both Rooms, CR 709.5) is not compiled yet';
  return null;
}

/**
 * One half of a split card, or an Adventure (CR 715.2: an instant or sorcery named as the
 * Adventure): its definition and what the compiled-abilities list says of its text.
 */
export function compileHalf(face: CardFace): { half: HalfDef; abilities: CompiledAbility[] } {
  const oracle = face.oracle_text ?? '';
  const typeLine = face.type_line ?? '';
  const manaCost = face.mana_cost ?? '';
  const card = cardFacts(face.name, typeLine, oracle, manaCost);
  const half: HalfDef = { name: face.name, manaCost, typeLine, oracle, spell: NO_SPELL };
  const abilities: CompiledAbility[] = [];
  const effect: { text: string; printed: string }[] = [];
  for (const a of abilityTexts(oracle, selfNames(face.name, typeLine)).filter((t) => t.text !== '')) {
    const items = keywordItems(a.text);
    if (items?.length === 1 && items[0]?.toLowerCase() === 'aftermath') {
      // CR 702.127a: cast only from a graveyard, then exiled (casting/cast-options.ts, zones/stack.ts).
      half.aftermath = true;
      abilities.push({ text: a.printed, enforced: true });
    } else if (items?.length === 1 && items[0]?.toLowerCase() === 'fuse')
      abilities.push({ text: a.printed, enforced: false, reason: FUSE_UNREAD });
    else if (items || castingLine(a.text, card) !== null)
      abilities.push({
        text: a.printed,
        enforced: false,
        reason: "a split card half's keyword, cost or timing line is not compiled yet",
      });
    else effect.push(a);
  }
  if (!effect.length) return { half, abilities };
  // X is the half's own (CR 107.3, 709.3): read only with {X} in that half's cost.
  const read = compileSpellEffect(effect.map((a) => a.text).join(' '), card);
  // "other" in a half's effect is never other than the spell (CR 110.1): read as the whole card's is.
  const r = withoutOtherOfAnother(
    withoutOtherThanNamed(
      withoutUnchosenValue(withoutUnreadKicker(withoutUnchosenX(withoutUnreadX(read, card), card), card), card),
    ),
  );
  const spell = r && !isRefusal(r) ? (r as Part).spell : undefined;
  if (spell) half.spell = spell;
  const reason = isRefusal(r) ? r.refused : "the spell's effect is not understood";
  abilities.unshift(
    ...effect.map((a) => (spell ? { text: a.printed, enforced: true } : { text: a.printed, enforced: false, reason })),
  );
  return { half, abilities };
}

/**
 * Compiles a split card's two faces into `def.halves` (CR 709); returns the compiled-abilities
 * list (each half's text, in order). A card that is not read stays one unenforced line.
 */
export function compileSplit(
  def: { halves?: HalfDef[]; oracle: string; name: string; altCosts?: AltCost[] },
  faces: readonly CardFace[],
): CompiledAbility[] {
  const refusal = wholeCardRefusal(faces);
  if (refusal) return [{ text: def.oracle || def.name, enforced: false, reason: refusal }];
  const halves = faces.map(compileHalf);
  def.halves = halves.map((h) => h.half);
  const abilities = halves.flatMap((h) => h.abilities);
  // Fuse (CR 702.102a), printed on both halves: read once every other line of the card is.
  const isFuse = (a: CompiledAbility) => !a.enforced && a.reason === FUSE_UNREAD;
  const fuse = abilities.some(isFuse) && abilities.every((a) => a.enforced || isFuse(a)) ? fusedCost(def.halves) : null;
  if (!fuse) return abilities;
  def.altCosts = [...(def.altCosts ?? []), fuse];
  return abilities.map((a) => (isFuse(a) ? { text: a.text, enforced: true } : a));
}
