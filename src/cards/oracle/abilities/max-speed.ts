/**
 * Start your engines! and max speed (CR 702.179, 702.178). "Start your engines!" is a keyword the
 * engine reads (the state-based action 704.5z gives its controller speed 1; speed's own triggered
 * ability increases it, engine triggers/speed.ts). "Max speed — [ability]" means "As long as you
 * have max speed, this object has [ability]" (702.178): {@link withMaxSpeed} gives each kind of
 * ability the matching "only while": a static ability applies only while its controller has max
 * speed (611.3a), an activated one can be activated only then (also from a graveyard, 113.6), a
 * replacement effect increasing damage applies only then (614.1a), a triggered one triggers only
 * if its controller has max speed as its event happens (603.2; not checked again as it resolves:
 * it is not an intervening "if"), and a card's permission to be cast from its graveyard holds only
 * then (601.3). Any other kind stays text.
 */
import type { Condition } from '../../../engine';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult, type Part } from './part';

/** "you have max speed" (CR 702.178): speed 4. */
export const HAS_MAX_SPEED: Condition = { maxSpeed: { ref: 'you' } };

/** "Start your engines!" (CR 702.179), on a permanent. */
export const startYourEngines: AbilityCompiler = (text, card) => {
  if (!/^Start your engines!$/.test(text)) return null;
  if (card.isSpell) return refuse('start your engines! on an instant or sorcery');
  return { keywords: ['start your engines'] };
};

/** "Max speed — [ability]" → the ability, or null when `text` is not one. */
export function maxSpeedAbilityText(text: string): string | null {
  const m = /^Max speed — (.+)$/s.exec(text);
  return m ? (m[1] as string) : null;
}

function both(c: Condition | undefined): Condition {
  return c ? { all: [HAS_MAX_SPEED, c] } : HAS_MAX_SPEED;
}

/** `r`, a "Max speed —" ability, had only while its controller has max speed (CR 702.178). */
export function withMaxSpeed(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r)) return r;
  const other = Object.keys(r).filter(
    (k) => !['activated', 'triggered', 'statics', 'altCosts', 'replacements'].includes(k),
  );
  if (other.length) return refuse(`a "Max speed" ability of this kind (${other.join(', ')}) is not enforced yet`);
  // Of replacement effects, only damage increased ("it deals that much damage plus 1 instead")
  // reads a condition as the damage would be dealt (engine zones/damage-replacements.ts).
  if (r.replacements?.some((x) => x.kind !== 'damageIncreased'))
    return refuse('a "Max speed" replacement effect other than increased damage is not enforced yet');
  if (r.altCosts?.some((c) => c.kind !== 'graveyard'))
    return refuse('a "Max speed" alternative cost other than casting this card from a graveyard');
  const part: Part = {};
  if (r.activated)
    part.activated = r.activated.map((a) => ({ ...a, limits: { ...a.limits, condition: both(a.limits?.condition) } }));
  if (r.triggered) part.triggered = r.triggered.map((t) => ({ ...t, while: both(t.while) }));
  if (r.statics) part.statics = r.statics.map((s) => ({ ...s, condition: both(s.condition) }));
  if (r.replacements)
    part.replacements = r.replacements.map((x) => (x.kind === 'damageIncreased' ? { ...x, while: both(x.while) } : x));
  if (r.altCosts)
    part.altCosts = r.altCosts.map((c) => (c.kind === 'graveyard' ? { ...c, condition: both(c.condition) } : c));
  return part;
}
