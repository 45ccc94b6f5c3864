/**
 * A static ability whose effect applies only while a condition holds (CR 611.3a: the condition is
 * checked continuously): "During your turn, equipped creature has first strike", "During turns
 * other than yours, creatures you control get +0/+2", "As long as you control a Forest, other
 * Elves you control have hexproof". The body is read by every permanent-ability compiler
 * (`readBody`), and the condition is added to each static ability it gives, as an "and" with any
 * condition of its own. A body that reads as anything but static abilities (a triggered ability,
 * a replacement or cost change whose own rules don't read a condition) is refused.
 */
import type { Condition } from '../../../engine';
import { parseCondition } from '../phrases/conditions';
import { isRefusal, refuse, type AbilityResult, type Part } from './part';
import { PAIRED_BOTH } from '../phrases/affected';
import { bodyWithSubject, subjectOf } from './statics';

/** "During your turn" / "During each opponent's turn" / "During turns other than yours" → whose turn; else null. */
function duringTurn(text: string): { yours: boolean; body: string } | null {
  const m = /^During (your turn|each opponent's turn|turns other than yours), (.+)$/s.exec(text);
  return m ? { yours: m[1] === 'your turn', body: m[2] as string } : null;
}

/**
 * "As long as an opponent lost life this turn, each other Vampire you control enters with an
 * additional +1/+1 counter on it" (Vampire Socialite): another permanent's entering replacement
 * (CR 614.1c) that exists only while the condition holds (611.3a), so the condition is checked as
 * each permanent would enter (614.12). Null unless the body is only such replacements.
 */
function othersEnterIf(r: Part, cond: Condition): Part | null {
  const reps = r.replacements;
  if (Object.keys(r).some((k) => k !== 'replacements') || !reps?.length) return null;
  if (!reps.every((x) => x.kind === 'entersWithCounters' && x.what && !x.if)) return null;
  return { replacements: reps.map((x) => ({ ...x, if: cond })) };
}

/**
 * Reads "<prefix>, <static ability>" (see the file's comment) with `readBody` reading the body;
 * null when `text` has no such prefix.
 */
export function conditionalStatic(text: string, readBody: (body: string) => AbilityResult): AbilityResult {
  let condition: Condition | null;
  let body: string;
  const during = duringTurn(text);
  const asLong = /^As long as ([^,]+), (.+)$/s.exec(text);
  if (during) {
    // The engine plays two-player games (CR 102.2): each opponent's turn is any turn not yours.
    body = during.body;
    condition = { yourTurn: during.yours };
  } else if (asLong) {
    body = bodyWithSubject(asLong[1] as string, asLong[2] as string) ?? (asLong[2] as string);
    condition = parseCondition(asLong[1] as string, subjectOf(body));
    if (!condition) return refuse(`the condition "as long as ${asLong[1]}" is not understood`);
    // Soulbond (CR 702.95b): "As long as ~ is paired with another creature, both creatures have
    // …" / "each of those creatures gets …": ~ and the creature it is paired with.
    const both = /^(?:both creatures|each of those creatures) (.+)$/.exec(body);
    if (both) {
      const c = condition as { is?: { ref?: string }; matches?: { paired?: boolean } };
      if (c.is?.ref !== 'source' || c.matches?.paired !== true || Object.keys(c).length !== 2)
        return refuse(`"${body}" names no creatures here`);
      // One subject phrase for the two: the verb as after "~" ("have" → "has").
      body = `${PAIRED_BOTH} ${(both[1] as string).replace(/^have /, 'has ').replace(/^get /, 'gets ')}`;
    }
  } else return null;
  // The body is read as a paragraph of its own: "equipped creature has …" → "Equipped creature has …".
  const r = readBody(body.charAt(0).toUpperCase() + body.slice(1));
  if (!r || isRefusal(r)) return r;
  const cond = condition;
  const others = othersEnterIf(r, cond);
  if (others) return others;
  const other = Object.keys(r).filter((k) => k !== 'statics');
  if (other.length || !r.statics?.length)
    return refuse(`a condition on an ability of this kind (${other.join(', ') || 'none'}) is not read`);
  const part: Part = {
    statics: r.statics.map((s) => ({ ...s, condition: s.condition ? { all: [cond, s.condition] } : cond })),
  };
  return part;
}
