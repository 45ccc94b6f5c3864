/**
 * The state-based-action checks (CR 704.5), one per sub-rule, in the order their findings are
 * performed (all at once, 704.3; the order only orders the log).
 */
import type { SbaRuleCheck } from '../plan';
import { attachmentsUnattach } from './attachments';
import { aurasAttachedIllegally } from './auras';
import { tokensAndCopiesCease } from './ceases';
import { countersAnnihilate } from './counters';
import { creatureToughnessAndDamage } from './creatures';
import { deathtouchDestroys } from './deathtouch';
import { legendRule } from './legend';
import { planeswalkerLoyalty } from './planeswalkers';
import { playerLoses } from './players';

/**
 * Checks that load with the cards they concern (a Saga's 704.5s, ./sagas.ts; battles' 704.5v–x,
 * turn/battles.ts), after the others.
 */
export const LAZY_SBA_CHECKS: SbaRuleCheck[] = [];

export const SBA_CHECKS: readonly SbaRuleCheck[] = [
  playerLoses,
  tokensAndCopiesCease,
  creatureToughnessAndDamage,
  deathtouchDestroys,
  planeswalkerLoyalty,
  legendRule,
  aurasAttachedIllegally,
  attachmentsUnattach,
  countersAnnihilate,
];
