/**
 * Public surface of the rules engine. Everything here is pure TypeScript over plain data:
 * no React, no DOM, no I/O, no clock, no Math.random.
 */
export * from './types';
export * from './card-def';
export type { GameEvent, EventType } from './events';
export { IllegalActionError } from './errors';
export { RULE } from './rules';
export { createEngine, type Action, type Engine, type Result } from './engine';
export { buildGame, emptyGame, SetupError, type BuiltGame, type CardSetup, type GameSetup, type SetupProblem } from './setup';
export { proxyKey } from './proxy';
export { parseManaCost, manaValueOf, type ManaCost } from './mana-cost';
export { parseTypeLine } from './type-line';
export { ANY_TARGET } from './filters';
export { legalActions, castOptions, abilityOptions, decisionAnswers, type LegalActions, type CastOption, type AbilityOption } from './legal';
export type { CastMode, CastCost, CastRefusal } from './cast-options';
export { getObject, allObjects, getLki, chunkKey, CHUNK, type ObjectTable } from './object-table';
