/**
 * Unit tests' setup (vite.config.ts `test.setupFiles`): the whole step table installed, as the
 * app installs it when cards load; tests build definitions with any instruction directly.
 * `src/engine/__tests__/core-steps.test.ts` checks what the engine alone must carry.
 */
import '../engine/every-step';
