/**
 * Cipher (CR 702.99a) on an instant or sorcery: "If this spell is represented by a card, you may
 * exile this card encoded on a creature you control" is the spell's last instruction, after its
 * other effects (the engine's `encode` step, which also gives the creature its triggered ability).
 * The keyword line is read as nothing of its own (abilities/keyword-line.ts); once the spell
 * ability is read, {@link settleCipher} appends the instruction — to the kicked instructions too.
 * A modal spell's cipher, or one whose spell ability isn't read, stays text.
 */
import type { CardDef } from '../../engine';
import type { CompiledAbility } from './compile';

const LINE = /^Cipher\b/;

/** Appends cipher's instruction to `def`'s spell ability, or marks the cipher line unenforced. */
export function settleCipher(def: CardDef, abilities: CompiledAbility[]): void {
  const lines = abilities.filter((a) => a.enforced && LINE.test(a.text));
  if (!lines.length) return;
  const spell = def.spell;
  if (spell && !spell.modes && lines.length === 1) {
    spell.steps = [...spell.steps, { do: 'encode' }];
    if (spell.kicked) spell.kicked = { ...spell.kicked, steps: [...spell.kicked.steps, { do: 'encode' }] };
    return;
  }
  const reason = !spell
    ? "cipher: the spell's own text is not read"
    : 'cipher on a modal spell (or twice) is not enforced yet';
  for (const a of lines) {
    a.enforced = false;
    a.reason = reason;
    delete a.rules;
  }
}
