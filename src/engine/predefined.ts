/**
 * The predefined tokens' definitions (CR 111.10) as an entry of their own: ./index.ts does not
 * export them, so a lesson link's first load does not carry them. They load with the rest of the
 * tables (./every-step.ts installs them for the engine) and with the code that names them (the
 * scenario schema, Forge files, the Oracle compiler).
 */
export { PREDEFINED_TOKENS, isPredefinedToken, predefinedTokensIn } from './state/predefined-tokens';
