import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Layers, bottom to top (docs: /DESIGN.md "Layers"). Imports only point downwards:
 * ui → store → scenario → cards → engine. src/hygiene.test.ts checks the same rules by resolving
 * every import path exactly; the rules below catch most mistakes while you type.
 */
const LAYERS = ['engine', 'cards', 'scenario', 'store', 'ui'];

/** Libraries a layer below the store has no business importing (the engine is pure; immer is fine). */
const UI_LIBRARIES = ['react', 'react-dom', 'zustand', 'motion', 'idb-keyval'];
const UI_LIBRARY_PATTERNS = ['react/*', 'react-dom/*', 'zustand/*', 'motion/*', '@dnd-kit/*', '@radix-ui/*'];

/** Deepest folder level under src/<layer>/ that gets an exact relative-path rule. */
const MAX_DEPTH = 6;

/**
 * no-restricted-imports for files of `layer`. A relative import reaches another layer as
 * `../` × (depth + 1) + `<layer>`, so there is one config per folder depth.
 */
function layerImportRules(layer) {
  const higher = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  if (higher.length === 0) return [];
  const banLibraries = LAYERS.indexOf(layer) < LAYERS.indexOf('store');
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banLibraries
            ? UI_LIBRARIES.map((name) => ({ name, message: `src/${layer} must not depend on ${name}.` }))
            : [],
          patterns: [
            ...(banLibraries
              ? [{ group: UI_LIBRARY_PATTERNS, message: `src/${layer} must not depend on UI libraries.` }]
              : []),
            {
              regex: `^(\\./)?(\\.\\./){${depth + 1}}(${higher.join('|')})(/|$)`,
              message: `Imports point downwards (ui → store → scenario → cards → engine): src/${layer} must not import ${higher.map((h) => `src/${h}`).join(', ')}.`,
            },
          ],
        },
      ],
    },
  }));
}

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  ...LAYERS.flatMap(layerImportRules),
  {
    // The engine is deterministic and has no DOM: randomness comes from the seed in the state.
    files: ['src/engine/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'The engine is deterministic: use the seeded RNG in the game state.',
        },
        { object: 'Date', property: 'now', message: 'The engine is deterministic: it must not read the clock.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
      ],
    },
  },
]);
