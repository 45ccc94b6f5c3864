/**
 * Prowl's and freerunning's refusal in their own words (CR 702.76a, 702.173a): the cost can be
 * chosen only once a source of its caster's with one of the spell's creature types (prowl), or an
 * Assassin or commander of theirs (freerunning), dealt combat damage to a player this turn.
 * Installed into ./alternative-cost.ts as it loads (every-step.ts imports it; ../steps-ready.ts
 * loads it with the cards that have prowl or freerunning).
 */
import { RULE } from '../state/rules';
import { ALT_CONDITION_REFUSAL } from './alternative-cost';

ALT_CONDITION_REFUSAL.of = (a) =>
  a.kind === 'prowl' || a.kind === 'freerunning'
    ? {
        reason: `${a.kind} needs combat damage dealt to a player this turn by ${a.kind === 'prowl' ? 'a source of yours with one of its creature types' : 'an Assassin or commander of yours'}`,
        // Named one by one: indexing the rules table by a value would keep all of it in the first load.
        rule: a.kind === 'prowl' ? RULE.prowl : RULE.freerunning,
      }
    : null;
