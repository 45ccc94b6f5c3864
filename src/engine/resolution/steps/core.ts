/**
 * The step handlers every game can need from its first action: the kinds the engine itself
 * writes (the predefined tokens' abilities, ward's and madness's triggers, CR 111.10, 702.21a,
 * 702.35) and the kinds the built-in lessons' cards use. They load with the engine; the rest of
 * the step table (./index.ts) loads with the cards that use it (../../every-step.ts), so a
 * lesson link's first load does not carry handlers no lesson needs.
 * `src/engine/__tests__/core-steps.test.ts` checks that this list covers both.
 */
import { cardSteps } from './cards';
import { castFreeSteps } from './cast-free';
import { choiceSteps } from './choice';
import type { StepTable } from './common';
import { continuousSteps } from './continuous';
import { copySteps } from './copy';
import { damageSteps } from './damage';
import { delayedSteps } from './delayed';
import { impulseSteps } from './impulse';
import { librarySteps } from './library';
import { lifeSteps } from './life';
import { linkedSteps } from './linked';
import { paySteps } from './pay';
import { permanentSteps } from './permanents';
import { tokenSteps } from './tokens';
import { zoneSteps } from './zones';

/** The step handlers installed with the engine (a part of the step table). */
export const CORE_STEPS: Partial<StepTable> = {
  ...damageSteps,
  ...cardSteps,
  ...librarySteps,
  ...impulseSteps,
  ...lifeSteps,
  ...zoneSteps,
  ...permanentSteps,
  ...tokenSteps,
  ...continuousSteps,
  ...choiceSteps,
  ...copySteps,
  ...castFreeSteps,
  ...delayedSteps,
  ...linkedSteps,
  ...paySteps,
};
