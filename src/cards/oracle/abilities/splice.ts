/**
 * "Splice onto Arcane {1}{R}", "Splice onto instant or sorcery {2}{U}" (CR 702.47a) on an instant
 * or sorcery: the card's splice ability (`def.splice`), which the engine offers as its owner casts
 * a matching spell while it is in their hand (casting/splice.ts). A splice cost that isn't mana
 * ("Splice onto Arcane—Exile four cards from your graveyard") stays text. Once the spell ability
 * is read, {@link settleSplice} keeps the ability only if that ability is one the engine can add to
 * another spell: not modal, not kicked, no X.
 */
import type { CardDef } from '../../../engine';
import type { CompiledAbility } from '../compile';
import { isPayableCost } from '../phrases/mana';
import { refuse, type AbilityCompiler } from './part';

const LINE = /^Splice onto (Arcane|instant or sorcery) ((?:\{[^}]+\} ?)+)$/;

/** Reads a splice line, or null for other text. */
export const spliceLine: AbilityCompiler = (text, card) => {
  if (!/^Splice onto /.test(text)) return null;
  const m = LINE.exec(text.replace(/\.$/, ''));
  if (!m) return refuse('a splice cost that is not mana is not read (CR 702.47a)');
  if (!card.isSpell) return refuse('splice on a card that is not an instant or sorcery');
  const mana = (m[2] as string).replace(/ /g, '');
  if (!isPayableCost(mana) || /\{X\}/.test(mana)) return refuse(`the splice cost ${mana} is not understood`);
  return { splice: { kind: 'splice', onto: m[1] === 'Arcane' ? 'Arcane' : 'instant or sorcery', mana } };
};

/** Removes `def.splice` and marks the splice line unenforced when the spell ability can't be spliced. */
export function settleSplice(def: CardDef, abilities: CompiledAbility[]): void {
  if (!def.splice) return;
  const spell = def.spell;
  const why = !spell
    ? "splice: the card's own instructions are not read"
    : spell.modes || spell.kicked
      ? 'splice of a modal or kicked spell is not enforced yet'
      : JSON.stringify(spell).includes('"x":true')
        ? 'splice of instructions that read X is not enforced (X is the spell’s, not the card’s)'
        : null;
  if (!why) return;
  delete def.splice;
  for (const a of abilities) {
    if (!a.enforced || !/^Splice onto\b/.test(a.text)) continue;
    a.enforced = false;
    a.reason = why;
    delete a.rules;
  }
}
