/**
 * The step handlers every game can need from its first action: the kinds the engine's eagerly
 * loaded code writes itself (a disguised face-down permanent's ward {2}, CR 702.168a, 702.21a)
 * and the kinds the built-in lessons' cards use. They load with the engine; the rest of the step
 * table (./index.ts) loads with the cards that use it (../../every-step.ts), so a lesson link's
 * first load does not carry handlers no lesson needs. What brings other engine-written
 * instructions makes them ready first (../../steps-ready.ts): a predefined token's abilities
 * (CR 111.10) come with the card that creates it or, for a lesson's document that names one,
 * `predefinedTokensIn`; madness's and rebound's casts (CR 702.35a, 702.88a) with the card that
 * has the keyword, `engineStepKindsFor`. A family only part of which is needed is split (surveil
 * here; scry and search beside it). `src/engine/__tests__/core-steps.test.ts` checks all this.
 */
import { cardSteps } from './cards';
import { choiceSteps } from './choice';
import type { StepTable } from './common';
import { continuousSteps } from './continuous';
import { copySteps } from './copy';
import { damageSteps } from './damage';
import { delayedSteps } from './delayed';
import { surveilSteps } from './library';
import { linkedSteps } from './linked';
import { paySteps } from './pay';
import { permanentSteps } from './permanents';
import { tokenSteps } from './tokens';
import { zoneSteps } from './zones';

/** The step handlers installed with the engine (a part of the step table). */
export const CORE_STEPS: Partial<StepTable> = {
  ...damageSteps,
  ...cardSteps,
  ...surveilSteps,
  ...zoneSteps,
  ...permanentSteps,
  ...tokenSteps,
  ...continuousSteps,
  ...choiceSteps,
  ...copySteps,
  ...delayedSteps,
  ...linkedSteps,
  ...paySteps,
};
