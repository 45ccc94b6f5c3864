/**
 * Meld cards (CR 712.4, 701.42). Scryfall gives each card of a meld pair (Bruna, the Fading
 * Light; Gisela, the Broken Blade) and the pair's melded face (Brisela, Voice of Nightmares) as a
 * card of its own with the `meld` layout, without `card_faces`.
 *
 * - A meld pair's card is an ordinary card of one face everywhere but as part of a melded
 *   permanent (712.4: its front face is the card; the back face is half of the melded
 *   permanent's). It is read as any card of one face: its "(Melds with [name].)" line is reminder
 *   text, read as nothing. The ability that melds ("… exile them, then meld them into [name]",
 *   701.42a) is not modelled: its paragraph is taken out before the rest is read, and stays text.
 * - A melded face exists only as a melded permanent made of both cards (712.4; its mana value is
 *   the total of the two front faces', and leaving the battlefield it is two cards again). The
 *   engine models no such permanent, so the whole face stays text.
 */
import type { CardData } from '../data/card-data';
import type { CompiledAbility } from './compile';

/** "(Melds with Gisela, the Broken Blade.)", the reminder on one card of a meld pair. */
const MELDS_WITH = /\(Melds with [^()]+\.\)/;

/** The meld instruction of the other card of a pair (CR 701.42a): "… then meld them into …". */
const MELD_INSTRUCTION = /\bmeld them into\b/i;

/**
 * Whether a `meld` layout card is a melded permanent's face (Brisela, Chittering Host) rather
 * than one card of a meld pair: it has neither the pair's reminder nor its meld instruction.
 */
export function isMeldedFace(data: CardData): boolean {
  const text = data.oracle_text ?? '';
  return !MELDS_WITH.test(text) && !MELD_INSTRUCTION.test(text);
}

/** What a melded face's text says (CR 712.4): one ability, not enforced. */
export function meldedFaceAbilities(data: CardData): CompiledAbility[] {
  return [
    {
      text: data.oracle_text || data.name,
      enforced: false,
      reason: 'a melded permanent (CR 712.4) is not modelled: this face exists only as two cards melded',
    },
  ];
}

/**
 * A meld pair card's Oracle text split into `rest`, the paragraphs read as any card's, and
 * `meld`, the paragraphs with an instruction to meld (CR 701.42a), which stay text: melding two
 * permanents into one is not modelled.
 */
export function splitMeldInstruction(oracle: string): { rest: string; meld: string[] } {
  const paragraphs = oracle.split('\n');
  return {
    rest: paragraphs.filter((p) => !MELD_INSTRUCTION.test(p)).join('\n'),
    meld: paragraphs.filter((p) => MELD_INSTRUCTION.test(p)),
  };
}

/** What a meld instruction's paragraph says (CR 701.42a): not enforced. */
export function meldInstructionAbility(text: string): CompiledAbility {
  return { text, enforced: false, reason: 'melding two permanents into one (CR 701.42a) is not modelled' };
}
