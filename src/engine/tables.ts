/**
 * Tables the engine's eagerly loaded code reads only through a hook, as an entry of their own:
 * ./index.ts does not export them, so a lesson link's first load does not carry them. They load
 * with the rest of the tables (./every-step.ts installs them for the engine) and with the code
 * that names them (the scenario schema, Forge files, the Oracle compiler): the predefined
 * tokens' definitions (CR 111.10) and the creature types (205.3m).
 */
export { PREDEFINED_TOKENS, isPredefinedToken, predefinedTokensIn } from './state/predefined-tokens';
export { CREATURE_TYPES } from './state/creature-types';
