/**
 * The card-definition vocabulary (DESIGN "A card vocabulary that composes"): a small typed DSL
 * that reads like Oracle templating, written by hand in src/cards/ and produced by the Oracle
 * compiler. Definitions are plain data — no functions — so a resolving ability is fully
 * described by (definition, cursor, vars). One file per part of the vocabulary:
 *
 * - vocabulary/keywords.ts      keyword abilities with parameters (CR 702)
 * - vocabulary/filters.ts       object, spell and target filters (CR 115)
 * - vocabulary/refs.ts          references, amounts, conditions, choice sets
 * - vocabulary/steps.ts         effect verbs of resolving spells and abilities (CR 608.2c)
 * - vocabulary/statics.ts       static abilities applied in layer order (CR 604, 613)
 * - vocabulary/replacements.ts  replacement and prevention effects (CR 614, 615)
 * - vocabulary/triggers.ts      trigger conditions (CR 603)
 * - vocabulary/abilities.ts     spells, activated, mana and triggered abilities, costs
 * - vocabulary/card.ts          the card definition, proxies, the registry
 */
export * from './vocabulary/keywords';
export * from './vocabulary/filters';
export * from './vocabulary/refs';
export * from './vocabulary/steps';
export * from './vocabulary/statics';
export * from './vocabulary/replacements';
export * from './vocabulary/triggers';
export * from './vocabulary/abilities';
export * from './vocabulary/card';
