/**
 * The whole step table, installed as this module is imported: the engine's second entry point,
 * beside ./index.ts. The engine loads only the core step handlers
 * (resolution/steps/core.ts); code that brings cards which may use any instruction imports this
 * module first: the Oracle compiler, the scripted cards, the unit tests' setup. Elsewhere,
 * {@link loadEveryStep} in ./index.ts loads it on demand.
 */
import { STEP_TABLE } from './resolution/steps';
import { installSteps } from './resolution/steps/registry';

installSteps(STEP_TABLE);

/** True once imported: the whole step table is installed. */
export const EVERY_STEP = true;
