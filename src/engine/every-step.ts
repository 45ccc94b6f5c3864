/**
 * The whole step table, the whole trigger table, the amounts and conditions that load with their
 * cards (derived/value-kinds.ts), the special actions a card's ability allows
 * (casting/special-actions.ts), the keyword costs' code (casting/cost-keywords.ts) and crew's (mana/lazy-activation-costs.ts), installed as this module is imported: the
 * engine's second entry point, beside ./index.ts. The engine loads only the core step handlers
 * (resolution/steps/core.ts) and trigger detectors (triggers/core-detectors.ts); code that brings cards which may use any instruction imports this
 * module first: the Oracle compiler, the scripted cards, the unit tests' setup. Elsewhere,
 * {@link loadEveryStep} in ./index.ts loads it on demand.
 */
import { copyCostSpec } from './casting/copy-costs';
import { installCostKeywords } from './casting/cost-keywords';
import { returnCostRefusal, returnForCost } from './casting/return-cost';
import { announceExtras, extraCosts } from './casting/extra-costs';
import { payDiscardsAndSacrifice } from './casting/cast-discards';
import { announceFuse } from './casting/fuse-free';
import { withSplices } from './casting/splice';
import { discardable, graveyardCastRefusal } from './casting/graveyard-casts';
import { bestowedDef, bestowRefusal } from './casting/bestow';
import { eitherRefusal } from './casting/either-cost';
import { announceEmerge, emergeReduced, payEmerge } from './casting/emerge';
import { announceHarmonize, harmonizeReduced, payHarmonize } from './casting/harmonize';
import { BESTOWED } from './state/context';
import { setUpAltCostEndStep } from './resolution/alt-cost-enter';
import { SPECIAL_ACTION_TABLE } from './casting/special-action-table';
import { installSpecialActions } from './casting/special-actions';
import { crewRefusal } from './mana/crew-cost';
import { payWaterbend, waterbendLeast } from './mana/waterbend-cost';
import { evidenceRefusal, payEvidence } from './mana/evidence-cost';
import { payLazyCosts } from './mana/exert-cost';
import { installActivationCosts } from './mana/lazy-activation-costs';
import { maxCostX, withCostX } from './mana/x-costs';
import { anyCounterRefusal, payAnyCounter } from './mana/any-counter-cost';
import { payReveal, revealRefusal } from './mana/reveal-cost';
import { blightRefusal, payBlight } from './mana/blight-cost';
import { grantorRefusal, payGrantor } from './mana/grantor-cost';
import { STEP_TABLE } from './resolution/steps';
import { installSteps } from './resolution/steps/registry';
import { installDetectors } from './triggers/registry';
import { AMOUNT_KINDS, CONDITION_KINDS } from './derived/value-kind-table';
import { installValueKinds } from './derived/value-kinds';
import { TRIGGER_TABLE } from './triggers/table';
import { PREDEFINED_TOKENS } from './state/predefined-tokens';
import { PREDEFINED_TABLE } from './state/predefined-token-rules';
import { CREATURE_TYPES, isCreatureType } from './state/creature-types';
import { CREATURE_TYPE_LIST } from './state/creature-type-list';
// Dividing damage or counters among targets (CR 601.2d), installed into casting/division.ts.
import './casting/divide';
// Convoke, improvise and delve (CR 601.2h, 702.51a, 702.126a, 702.66a), installed into mana/cost-help.ts.
import './mana/payment-help';
// Phyrexian mana (CR 107.4f): mana or 2 life, installed into mana/phyrexian-hook.ts.
import './mana/phyrexian';
// Snow mana (CR 107.4h): {S} paid with mana from snow sources, installed into mana/pay-mana.ts.
import './mana/snow';
// A mana ability's rarer further instructions (CR 605.3b), installed into mana/mana-riders.ts.
import './mana/more-riders';
// Mutate's merging and merged permanents (CR 702.140, 730), installed into state/context.ts's MERGED.
import './resolution/merge';
// Devour and amplify (CR 702.82a, 702.38a): "as enters" choices installed as this module loads.
import './zones/for-counters';
// Paying life, revealing, a counter or a copy as a permanent enters (CR 614.12), installed into entering-ask.ts.
import './zones/entering-more';
// Delayed triggers that wait for an event ("When that creature dies this turn", CR 603.7).
import './triggers/delayed-events';
// Static effects that increase damage (CR 614.1a), installed into damage.ts as this module loads.
import './zones/damage-replacements';
// Static "prevent damage" abilities and prevention shields (CR 615), installed into prevention.ts.
import './zones/prevention-effects';
// Damage that can't be prevented (CR 615.12), installed into prevention.ts.
import './zones/unpreventable';
// Static effects that change life about to be gained (CR 614.1a), installed into permanents.ts.
import './zones/life-replacements';
// "You can't lose the game", "your opponents can't win the game" (CR 101.2), installed into zones/outcome-hook.ts.
import './zones/game-outcome';
// Pre-game actions (CR 103.2, Arcane Savant), installed into turn/pregame.ts.
import './turn/pregame-reveal';
// A Saga's state-based action (CR 704.5s), installed into sba/checks' LAZY_SBA_CHECKS.
import './sba/checks/sagas';
// Several Roles from one player on one permanent (CR 704.5y), installed into LAZY_SBA_CHECKS.
import './sba/checks/roles';
// Static effects that change how many counters are put on a permanent (CR 614.1a), installed into counters.ts.
import './zones/counter-replacements';
// An object's own "If ~ would be put into a graveyard …, … instead" (CR 614.1a), installed into objects.ts.
import './zones/graveyard-replacements';
// Static effects that change tokens about to be created (CR 614.1a), installed into game-actions.ts.
import './zones/token-replacements';
// Block requirements, "All creatures able to block ~ do so", "~ must be blocked if able" (CR
// 509.1c), and "can't attack/block alone" (508.1c, 509.1b), installed into combat.ts.
import './turn/block-requirements';
import './turn/alone-restrictions';
// The monarch's inherent triggered abilities (CR 724.2), installed into detect.ts.
import './triggers/monarch';
// The initiative's inherent triggered abilities (CR 725.2) into detect.ts, and completing a
// dungeon (704.5t) into the state-based actions.
import './triggers/initiative';
import './sba/dungeons';
// Suspend's upkeep and casting triggers (CR 702.62a), on the rules' trigger hook.
import './triggers/suspend';
// Miracle's trigger as the first card drawn in a turn (CR 702.94a).
import './triggers/miracle';
// Ascend (CR 702.131b): the city's blessing, given as soon as a player controls ten permanents.
import './triggers/ascend';
// Start your engines! and speed (CR 702.179): speed's inherent trigger and the state-based action 704.5z.
import './triggers/speed';
import './sba/checks/speed';
// A card encoded by cipher stays encoded only while it is exiled (CR 702.99c).
import './triggers/cipher';
// "For as long as ~ remains on the battlefield" ends as the source leaves it (CR 611.2b).
import './triggers/while-on-battlefield';
// Triggered abilities that work from a graveyard (CR 113.6), installed into detect.ts.
import './triggers/graveyard-watchers';
// A commander's color identity (CR 903.4) for the mana that reads it, installed into mana/mana.ts.
import './mana/commander-colors';
// Triggered mana abilities (CR 605.1b, 605.4a), installed into mana/mana-abilities.ts.
import './mana/triggered-mana';
// Mana restrictions that name what their source chose (CR 106.6, 614.12), installed into spend.ts.
import './mana/chosen-spend';
// An Omen's shuffle as it resolves, installed into stack.ts.
import './zones/omen';
// An ability's X written into its "with mana value X" filters, installed into object-filter.ts.
import './derived/ability-x';
// Whether a permanent is modified (CR 700.9), installed into object-filter.ts.
import './derived/modified';
// "can't be the target of …" statics (CR 115.1, 101.2), installed into filters.ts.
import './derived/target-bans';
// What entered the battlefield this turn and as what (CR 400.7), installed into turn-history.ts.
import './triggers/entered-kinds';
// Soulbond's pairs (CR 702.95), installed into object-filter.ts.
import './derived/paired';
// A pair that failed is forgotten for good (CR 702.95c), installed into LAZY_SBA_CHECKS.
import './sba/checks/paired';
// Nontraditional cards' abilities in the command zone (CR 408.3), installed into board-cache.ts.
import './derived/command-sources';
// Umbra armor (CR 702.89a), installed into destroy.ts.
import './zones/umbra-armor';
// Battles (CR 310): defense, protectors, their state-based actions and a Siege's trigger.
import './turn/battles';
// Day and night, daybound and nightbound (CR 726, 702.145): into detect.ts and entering.ts.
import './turn/day-night';
// The planar controller follows the turn (CR 901.6).
import './turn/planar-controller';
// Room doors (CR 709.5), installed into derived/printed.ts.
import './zones/doors';
// A permanent that stops being a creature is removed from combat (CR 506.4).
import './turn/noncreature-combat';
// Creatures blocking several attackers (CR 509.1a, 510.1d), installed into combat.ts and combat-damage.ts.
import './turn/multi-block';
// Restrictions on attacking and blocking naming a filter or a number (CR 508.1c, 509.1b), installed into combat.ts.
import './turn/combat-restrictions';
// "You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c), installed into combat-damage.ts.
import './turn/unblocked-damage';
// Casting spells as though they had flash by a static ability (CR 601.3), installed into cast-timing.ts.
import './casting/flash-grants';
// Playing lands from a graveyard by a static ability (CR 305.1), installed into play-permission.ts.
import './casting/zone-permissions';
// Static abilities adding or taking away the times entering triggers an ability (CR 603.2d), installed into detect.ts.
import './triggers/trigger-times';
import './turn/untap-optional';
import './turn/skipped-turns';
import './zones/combat-hits';
// Prowl's and freerunning's refusal in their own words (CR 702.76a, 702.173a), installed into casting/alternative-cost.ts.
import './casting/prowl-refusal';
// "Shares a color with it", "with the same name as that creature" (CR 105.1, 201.2), installed into resolution/refs.ts.
import './resolution/shares-lock';
// A copy's exceptions (CR 707.9b), installed into state/context.ts.
import './state/copy-exception';

installSteps(STEP_TABLE);
PREDEFINED_TABLE.tokens = PREDEFINED_TOKENS;
CREATURE_TYPE_LIST.types = CREATURE_TYPES;
CREATURE_TYPE_LIST.is = isCreatureType;
installDetectors(TRIGGER_TABLE);
installSpecialActions(SPECIAL_ACTION_TABLE);
installValueKinds(AMOUNT_KINDS, CONDITION_KINDS);
installCostKeywords({
  copyCostSpec,
  graveyardCastRefusal,
  discardable,
  setUpAltCostEndStep,
  bestowRefusal,
  eitherRefusal,
  returnCostRefusal,
  returnForCost,
  payDiscardsAndSacrifice,
  announceFuse,
  announceEmerge,
  emergeReduced,
  payEmerge,
  announceHarmonize,
  harmonizeReduced,
  payHarmonize,
  withSplices,
  announceExtras,
  extraCosts,
});
BESTOWED.def = bestowedDef;
installActivationCosts({
  crewRefusal,
  payLazy: payLazyCosts,
  withCostX,
  maxCostX,
  anyCounterRefusal,
  payAnyCounter,
  revealRefusal,
  payReveal,
  evidenceRefusal,
  payEvidence,
  blightRefusal,
  grantorRefusal,
  payGrantor,
  payBlight,
  waterbendLeast,
  payWaterbend,
});

/** True once imported: the whole step table and trigger table are installed. */
export const EVERY_STEP = true;
