/**
 * Public surface of the rules engine. Everything here is pure TypeScript over plain data:
 * no React, no DOM, no I/O, no clock, no Math.random.
 */
export * from './state/types';
export * from './state/card-def';
export type { GameEvent, EventType } from './state/events';
export { IllegalActionError } from './state/errors';
export { ENGINE_LIMITS } from './state/limits';
export { RULE } from './state/rules';
export { createEngine, type Action, type Engine, type Result } from './engine';
export {
  sandboxActionRefusal,
  SANDBOX_LIMITS,
  type AddManaAction,
  type DrawAction,
  type SandboxAction,
  type SandboxRefusal,
  type SetLifeAction,
} from './sandbox-actions';
export {
  buildGame,
  emptyGame,
  SetupError,
  type BuiltGame,
  type CardSetup,
  type GameSetup,
  type SetupProblem,
} from './setup';
export { proxyKey } from './state/proxy';
export { predefinedToken } from './state/predefined-token-rules';
export { parseManaCost, manaValueOf, isReadableManaCost, type ManaCost } from './state/mana-cost';
export { parseTypeLine } from './state/type-line';
export { ANY_TARGET } from './derived/filters';
export {
  legalActions,
  castOptions,
  abilityOptions,
  decisionAnswers,
  playRefusal,
  landBackFace,
  moveRefusal,
  specialActionOptions,
  type SpecialActionOption,
  type LegalActions,
  type CastOption,
  type AbilityOption,
} from './legal';
export type { CastMode, CastCost, CastRefusal } from './casting/cast-options';
export { CAST_COSTS } from './casting/cast-options';
export { getObject, allObjects, getLki, chunkKey, CHUNK, type ObjectTable } from './state/object-table';
/** Read-only queries over a state, for views outside the engine (editor, object view). */
export { readContext, defOf, defByKey, type Ctx } from './state/context';
export {
  characteristics,
  castHalf,
  grantedAbilitiesOf,
  type Characteristics,
  type Granted,
} from './derived/characteristics';
export { staticIndex } from './derived/statics';
export { allowedBy } from './derived/filters';
export { isSummoningSick, summoningSickReason } from './zones/permanents';
/** Keyword abilities (CR 702): kinds, equality, words as Oracle prints them, and the rules table. */
export {
  KEYWORD_KINDS,
  keywordKind,
  keywordWords,
  parseKeyword,
  sameKeyword,
  type KeywordKind,
} from './derived/keyword-kinds';
export { KEYWORDS, type KeywordRules } from './derived/keywords';
export { counterKindModelled, KEYWORD_COUNTERS } from './derived/keyword-counters';
export { loadEveryStep, namesPredefinedToken, stepsReadyFor, stepKindsIn } from './steps-ready';
