/**
 * A kicker spell whose kicked version has other targets (CR 702.33d, 601.2b–c: kicker is
 * announced before targets are chosen, so the kicked spell's targets are its own):
 *
 * - "Destroy target creature or planeswalker with mana value 2 or less. If this spell was kicked,
 *   instead destroy target creature or planeswalker." (Bloodchief's Thirst): kicked, the spell is
 *   the second instruction alone;
 * - "Each opponent mills eight cards. If this spell was kicked, each opponent mills half their
 *   library instead": the same, with "instead" at the end;
 * - "Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to
 *   another target creature." (Jilt): kicked, the spell is both instructions, with a target more.
 *
 * Read only where the plain reading failed, the card has one kicker (not multikicker), and the
 * sentence about the kick is the last one. An "instead" replaces the whole effect before it only
 * where that effect is one instruction (one step): in "Draw two cards and gain 2 life. If
 * kicked, draw three cards instead" it would replace only the draw, which is not read.
 */
import type { SpellSpec } from '../../../engine';
import { newBuild, type CardFacts } from '../build';
import { buildEffect } from '../effects';

const KICKED = /^(.+?[.])\s*If (?:~|it) was kicked, (instead )?(.+?)( instead)?\.?$/;

/** The effect `text` read alone: its targets and steps, or null. */
function program(text: string, card: CardFacts): { targets: SpellSpec['targets']; steps: SpellSpec['steps'] } | null {
  const b = newBuild(card);
  return buildEffect(text, b) === null ? { targets: b.targets, steps: b.steps } : null;
}

/** The spell with its kicked program (see the module comment), or null when the text isn't this form. */
export function kickedSpell(text: string, card: CardFacts): SpellSpec | null {
  if (!card.hasKicker) return null;
  const m = KICKED.exec(text.trim());
  if (!m) return null;
  // The sentence about the kick must be the last one (Waste Management's "… instead exile target
  // player's graveyard. Create a 2/2 black Rogue creature token for each …" is not this form).
  if (/[.!]\s/.test(m[3] as string)) return null;
  const before = m[1] as string;
  // "If ~ was kicked, it deals …": "it" is the spell.
  const kickedText = (m[3] as string).replace(/^it deals /, '~ deals ');
  const instead = !!m[2] || !!m[4];
  if (m[2] && m[4]) return null;
  const base = program(before, card);
  if (!base) return null;
  if (instead) {
    if (base.steps.length !== 1) return null;
    const alone = program(`${kickedText}.`, card);
    return alone && alone.steps.length ? { ...base, kicked: alone } : null;
  }
  // Without "instead": the kicked spell does both, its new target numbered after the others.
  const both = program(`${before} ${kickedText}.`, card);
  return both && both.targets.length > base.targets.length ? { ...base, kicked: both } : null;
}
