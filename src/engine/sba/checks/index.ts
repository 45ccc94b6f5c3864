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
import { sagaSacrificed } from './sagas';

export const SBA_CHECKS: readonly SbaRuleCheck[] = [
  playerLoses,
  tokensAndCopiesCease,
  creatureToughnessAndDamage,
  deathtouchDestroys,
  planeswalkerLoyalty,
  legendRule,
  sagaSacrificed,
  aurasAttachedIllegally,
  attachmentsUnattach,
  countersAnnihilate,
];
