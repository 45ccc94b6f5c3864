/**
 * "You may exert ~ as it attacks. When you do, [effect]" (CR 701.43a, 603.12): a choice made as
 * the creature is declared an attacker, and a reflexive triggered ability that triggers when it is
 * made. Read as the triggered ability "When you exert ~ as it attacks, [effect]" on the engine's
 * `exertedAttacking` event (the engine asks the choice, turn/exert-attacking.ts); "it" is ~.
 * "If ~ hasn't been exerted this turn, you may exert it …" (a condition on the choice) and the
 * sentence with no "When you do" (cards that care about exerting, "Whenever you exert a creature")
 * are not read here.
 */
import type { EventMatch } from './trigger-subject';

const EXERT_ATTACKING = /^You may exert ~ as (?:it|~) attacks\. When you do, (.+)$/s;

/** The event phrase this module's triggered abilities are written with (read by {@link exertEvent}). */
const PHRASE = 'When you exert ~ as it attacks';

/** The text as a triggered ability ("When you exert ~ as it attacks, …"), or null if it is not this wording. */
export function exertAttackingTrigger(text: string): string | null {
  const m = EXERT_ATTACKING.exec(text);
  return m ? `${PHRASE}, ${m[1]}` : null;
}

/** The event of {@link exertAttackingTrigger}'s phrase: ~ exerted as it attacks, "it" being ~; else null. */
export function exertEvent(phrase: string): EventMatch | null {
  return phrase === PHRASE ? { on: { event: 'exertedAttacking' }, trigger: {}, it: { ref: 'source' } } : null;
}
