/**
 * Overload [cost] (CR 702.96a–c): "You may choose to pay [cost] rather than pay this spell's mana
 * cost"; if you do, the spell's text is changed by replacing every instance of the word "target"
 * with "each" (702.96b), so it has no targets (702.96c). The keyword line gives the alternative
 * cost (abilities/keyword-costs.ts); once the spell ability is read, the overloaded text is read
 * as a spell ability of its own here. If it can't be read, or would still target, the overload
 * line stays text and the cost is not offered.
 */
import type { CardDef } from '../../engine';
import type { CardFacts } from './build';
import type { CompiledAbility } from './compile';
import { compileSpellEffect } from './abilities/spell';
import { isRefusal } from './abilities/part';

/** The text with every "target" (as a word) replaced by "each" (CR 702.96b). */
export function overloaded(text: string): string {
  return text.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each');
}

/**
 * Fills the overload alternative cost of `def` with the spell ability of its overloaded text, or
 * removes it and marks the overload line of `abilities` unenforced, with the reason. `spellText`
 * is the spell ability's text (null when there is none or it was not read).
 */
export function settleOverload(
  def: CardDef,
  abilities: CompiledAbility[],
  spellText: string | null,
  card: CardFacts,
): void {
  const alt = def.altCosts?.find((a) => a.kind === 'overload');
  if (!alt || alt.kind !== 'overload') return;
  const r = spellText === null ? null : compileSpellEffect(overloaded(spellText), card);
  const spell = r && !isRefusal(r) ? r.spell : undefined;
  if (spell && !spell.modes && spell.targets.length === 0) {
    alt.spell = spell;
    return;
  }
  def.altCosts = def.altCosts?.filter((a) => a !== alt);
  if (!def.altCosts?.length) delete def.altCosts;
  const reason =
    spellText === null
      ? "overload: the spell's own text is not read"
      : `overload: the overloaded text ("${overloaded(spellText)}") is not understood`;
  for (const a of abilities) {
    if (!a.enforced || !/^Overload\b/.test(a.text)) continue;
    a.enforced = false;
    a.reason = reason;
    delete a.rules;
  }
}
