/**
 * "You may exert ~ as it attacks. When you do, [effect]" (CR 701.43a, 603.12): a choice made as
 * the creature is declared an attacker, and a reflexive triggered ability that triggers when it is
 * made. Read as the triggered ability "When you exert ~ as it attacks, [effect]" on the engine's
 * `exertedAttacking` event (the engine asks the choice, turn/exert-attacking.ts); "it" is ~.
 * "You may exert ~ as it attacks." with no "When you do" is the choice alone (`choiceOnly`, on cards
 * with "Whenever you exert a creature", also read here). "If ~ hasn't been exerted this turn, you
 * may exert it …" (a condition on the choice) is not read.
 */
import type { TriggeredSpec } from '../../../engine';
import type { Part } from './part';
import type { EventMatch } from './trigger-subject';

/** "You may exert ~ as it attacks." alone: the choice, as a trigger that never triggers (the engine asks it). */
export function exertChoiceOnly(text: string): Part | null {
  if (!/^You may exert ~ as (?:it|~) attacks\.$/.test(text)) return null;
  const spec: TriggeredSpec = { on: { event: 'exertedAttacking', choiceOnly: true }, steps: [], text };
  return { triggered: [spec] };
}

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
  if (phrase === PHRASE) return { on: { event: 'exertedAttacking' }, trigger: {}, it: { ref: 'source' } };
  // Enlist's reflexive ability, as keyword-reminders.ts writes it (CR 702.154a): "that creature" is the one tapped.
  if (phrase === ENLIST_PHRASE) return { on: { event: 'enlisted', keyword: true }, trigger: { object: 'permanent' } };
  // "Whenever this creature enlists a creature" (CR 702.154): "that creature" is the one tapped.
  if (phrase === 'Whenever ~ enlists a creature')
    return { on: { event: 'enlisted' }, trigger: { object: 'permanent' } };
  // "Whenever you exert a creature" (CR 701.43a): as it attacks or to pay a cost; "that creature" is it.
  return phrase === 'Whenever you exert a creature'
    ? { on: { event: 'exerts' }, trigger: { object: 'permanent' } }
    : null;
}

/**
 * The event phrase enlist's reflexive ability is written with (CR 702.154a: "When you do, add its
 * power to this creature's until end of turn"; the engine asks the choice, turn/exert-attacking.ts).
 */
export const ENLIST_PHRASE = 'When you enlist a creature for ~';
