/**
 * The step table (DESIGN "Handler tables keyed by kind"): one handler and one rule number per
 * kind of instruction a resolving spell or ability can give (CR 608.2c), each family in its
 * own file. The table's type lists every kind of `StepSpec`, so a new kind can't compile
 * without a handler. Each step acts only on objects that are still the objects it refers to
 * (a card that changed zones is a new object, CR 400.7); an instruction that can't be
 * followed is skipped and said so (CR 101.3, 608.2c).
 *
 * The engine runs steps through the installed handlers (./registry.ts): the core ones
 * (./core.ts) load with it, and this whole table is installed by ../../every-step.ts, which the
 * compiler, the scripted cards and the unit tests' setup import. A new family goes here only;
 * add it to ./core.ts too if the engine itself or a built-in lesson writes its steps
 * (`__tests__/core-steps.test.ts` says so when it is missing).
 */
import type { StepKind } from '../../state/card-def';
import { RULE } from '../../state/rules';
import { becomesSteps } from './becomes';
import { becomeCopySteps } from './become-copy';
import { bolsterSteps } from './bolster';
import { blightSteps } from './blight';
import { cardSteps } from './cards';
import { cascadeSteps } from './cascade';
import { rippleSteps } from './ripple';
import { castFreeSteps } from './cast-free';
import { castFromHandSteps } from './cast-from-hand';
import { checkSteps } from './check';
import { classLevelSteps } from './class-level';
import { caseSolveSteps } from './case-solve';
import { choiceSteps } from './choice';
import type { StepTable } from './common';
import { continuousSteps } from './continuous';
import { copySteps } from './copy';
import { copyAbilitySteps } from './copy-ability';
import { damageSteps } from './damage';
import { delayedSteps } from './delayed';
import { delayedDiesSteps } from './delayed-dies';
import { delayedNextCastSteps } from './delayed-next-cast';
import { delayedWheneverSteps } from './delayed-whenever';
import { reflexiveSteps } from './reflexive';
import { energySteps } from './energy';
import { payLifeSteps } from './pay-life';
import { payManaAndLifeSteps } from './pay-mana-and-life';
import { poisonSteps } from './poison';
import { exploreSteps } from './explore';
import { impulseSteps } from './impulse';
import { surveilSteps } from './library';
import { scrySteps } from './scry';
import { searchSteps } from './search';
import { searchNamedSteps } from './search-named';
import { lifeSteps } from './life';
import { linkedSteps } from './linked';
import { lookSteps } from './look';
import { manifestSteps } from './manifest';
import { manaSteps } from './mana';
import { paySteps } from './pay';
import { permanentSteps } from './permanents';
import { removeCounterSteps } from './remove-counters';
import { putCountersOfSteps } from './put-counters-of';
import { proliferateSteps } from './proliferate';
import { runExileIfDiesStep, runPreventStep, runRegenerateStep } from './shields';
import { tokenSteps } from './tokens';
import { tokenCopySteps } from './token-copy';
import { tokenCopyEachSteps } from './token-copy-each';
import { transformSteps } from './transform';
import { turnSteps } from './turns';
import { flashThisTurnSteps } from './flash-this-turn';
import { flashbackGrantSteps } from './flashback-grants';
import { unpreventableSteps } from './unpreventable';
import { castBanSteps } from './cast-bans';
import { spellCostEffectSteps } from './spell-cost-effects';
import { groupRestrictionSteps } from './group-restrictions';
import { zoneSteps } from './zones';
import { moveToFollowingMerged } from './move-merged';
import { handSteps } from './hand';
import { pumpSteps } from './pump';
import { gainControlSteps } from './gain-control';
import { exchangeLifeSteps } from './exchange-life';
import { fightSteps } from './fight';
import { attachedTokenSteps } from './attached-token';
import { groupSteps } from './group';
import { millSteps } from './mill';
import { pickAmongSteps } from './pick-among';
import { handToLibrarySteps } from './hand-to-library';
import { putFromHandSteps } from './put-from-hand';
import { playersChooseSteps } from './players-choose';
import { ninjutsuSteps } from './ninjutsu';
import { putAttackingSteps } from './put-attacking';
import { coinSteps } from './coin';
import { diceSteps } from './dice';
import { clashSteps } from './clash';
import { renownSteps } from './renown';
import { monstrositySteps } from './monstrosity';
import { soulbondSteps } from './soulbond';
import { saddleSteps } from './saddle';
import { prepareSteps } from './prepare';
import { moveCounterSteps } from './move-counters';
import { distributeSteps } from './distribute';
import { chooseOptionSteps } from './choose-option';
import { voteSteps } from './vote';
import { changeTargetSteps } from './change-target';
import { requirementSteps } from './requirements';
import { monarchSteps } from './monarch';
import { speedSteps } from './speed';
import { emblemSteps } from './emblem';
import { gameEndSteps } from './game-end';
import { dungeonSteps } from './dungeon';
import { ringSteps } from './ring';
import { encodeSteps } from './encode';
import { unattachSteps } from './unattach';
import { attachEquipmentSteps } from './attach-equipment';
import { splicedTextSteps } from './spliced-text';
import { resolutionCountSteps } from './resolution-count';
import { eachPaysSteps } from './each-pays';
import { drawRevealSteps } from './draw-reveal';
import { revealCardSteps } from './reveal-card';
import { sacrificeEachSteps } from './sacrifice-each';

export type { StepResult } from './common';

/** Every kind of step, with its rule and handler. */
export const STEP_TABLE: StepTable = {
  ...damageSteps,
  ...cardSteps,
  ...searchSteps,
  ...searchNamedSteps,
  ...scrySteps,
  ...surveilSteps,
  ...impulseSteps,
  ...lookSteps,
  ...manifestSteps,
  ...lifeSteps,
  ...zoneSteps,
  // CR 730.3: what follows a merged permanent to its new zone finds every component card there.
  moveTo: moveToFollowingMerged,
  ...ninjutsuSteps,
  ...putAttackingSteps,
  ...permanentSteps,
  ...removeCounterSteps,
  ...putCountersOfSteps,
  ...proliferateSteps,
  ...bolsterSteps,
  ...blightSteps,
  ...tokenSteps,
  ...tokenCopySteps,
  ...tokenCopyEachSteps,
  ...continuousSteps,
  ...becomesSteps,
  ...becomeCopySteps,
  ...choiceSteps,
  ...voteSteps,
  ...changeTargetSteps,
  ...requirementSteps,
  ...monarchSteps,
  ...speedSteps,
  ...emblemSteps,
  ...gameEndSteps,
  ...dungeonSteps,
  ...ringSteps,
  ...encodeSteps,
  ...unattachSteps,
  ...attachEquipmentSteps,
  ...splicedTextSteps,
  ...checkSteps,
  ...copySteps,
  ...copyAbilitySteps,
  ...cascadeSteps,
  ...rippleSteps,
  ...castFreeSteps,
  ...castFromHandSteps,
  ...eachPaysSteps,
  ...drawRevealSteps,
  ...revealCardSteps,
  ...sacrificeEachSteps,
  ...manaSteps,
  ...delayedSteps,
  ...delayedDiesSteps,
  ...delayedNextCastSteps,
  ...delayedWheneverSteps,
  ...reflexiveSteps,
  ...linkedSteps,
  ...paySteps,
  ...energySteps,
  ...payLifeSteps,
  ...payManaAndLifeSteps,
  ...poisonSteps,
  ...turnSteps,
  ...flashThisTurnSteps,
  ...flashbackGrantSteps,
  ...unpreventableSteps,
  ...castBanSteps,
  ...spellCostEffectSteps,
  ...groupRestrictionSteps,
  ...classLevelSteps,
  ...caseSolveSteps,
  ...transformSteps,
  ...exploreSteps,
  ...handSteps,
  ...pumpSteps,
  ...gainControlSteps,
  ...exchangeLifeSteps,
  ...fightSteps,
  ...attachedTokenSteps,
  ...groupSteps,
  ...millSteps,
  ...pickAmongSteps,
  ...handToLibrarySteps,
  ...putFromHandSteps,
  ...playersChooseSteps,
  ...coinSteps,
  ...diceSteps,
  ...clashSteps,
  ...renownSteps,
  ...monstrositySteps,
  ...soulbondSteps,
  ...saddleSteps,
  ...prepareSteps,
  ...moveCounterSteps,
  ...distributeSteps,
  ...chooseOptionSteps,
  ...resolutionCountSteps,
  regenerate: { rule: RULE.regenerate, run: runRegenerateStep },
  prevent: { rule: RULE.prevent, run: runPreventStep },
  exileIfDies: { rule: RULE.insteadReplacement, run: runExileIfDiesStep },
};

/** The kinds of step the table handles (for the handler-coverage test). */
export const STEP_KINDS = Object.keys(STEP_TABLE) as StepKind[];
