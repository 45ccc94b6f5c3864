/**
 * Disturb [cost] (CR 702.146a): "You may cast this card transformed from your graveyard by paying
 * [cost] rather than its mana cost." Found on the front face of a transforming double-faced card;
 * the spell is its back face (712.11c: cast transformed, with only the back face's
 * characteristics, its mana value the front face's, 712.8e) and it enters transformed (702.146b).
 * The keyword line gives the alternative cost (abilities/keyword-costs.ts); once the whole card is
 * read, {@link settleDisturb} puts it on the back face's definition, the face it casts (engine
 * state/faces.ts `castFaceName`). On anything else — a card of one face, a modal card — the line
 * stays text and the cost is not offered. The back faces' own "If ~ would be put into a graveyard
 * from anywhere, exile it instead" is their printed text, read as any such replacement.
 */
import type { CardDef } from '../../engine';
import type { CompiledAbility } from './compile';

/**
 * Moves the disturb cost of a transforming card's front face `def` to its back face; on another
 * card, removes it and marks the disturb line of `abilities` unenforced. Returns whether a line
 * was marked unenforced (the caller recounts the card's status).
 */
export function settleDisturb(def: CardDef, abilities: CompiledAbility[]): boolean {
  const disturb = def.altCosts?.find((a) => a.kind === 'disturb');
  if (!disturb) return false;
  def.altCosts = def.altCosts?.filter((a) => a !== disturb);
  if (!def.altCosts?.length) delete def.altCosts;
  if (def.doubleFaced === 'transforming' && def.back && !def.back.altCosts) {
    def.back = { ...def.back, altCosts: [disturb] };
    return false;
  }
  let marked = false;
  for (const a of abilities) {
    if (!a.enforced || !/^Disturb\b/.test(a.text)) continue;
    a.enforced = false;
    a.reason = 'disturb on a card that is not a transforming double-faced card';
    delete a.rules;
    def.unenforced = [...(def.unenforced ?? []), { text: a.text, reason: a.reason }];
    marked = true;
  }
  return marked;
}
