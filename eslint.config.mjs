// Lint config. Each override carries its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of `src/` and what each may import (besides itself and npm packages). Lower layers
 * know nothing of higher ones, so no import runs up and no two layers import each other:
 *   constants -> data -> utils -> hooks -> components -> theme / pages
 * `clientModules` are entry points beside the React tree and use the pure layers only. `plugins/`
 * run in Node at build time and import nothing from `src/`: `docusaurus.config.ts`, the
 * composition root, passes them what they need as options. Tests follow the same rule and may
 * also use the shared test support in `e2e/support/`.
 */
const LAYERS = {
  constants: [],
  data: ['constants'],
  utils: ['constants', 'data'],
  hooks: ['constants', 'data', 'utils'],
  components: ['constants', 'data', 'utils', 'hooks'],
  theme: ['constants', 'data', 'utils', 'hooks', 'components'],
  pages: ['constants', 'data', 'utils', 'hooks', 'components'],
  clientModules: ['constants', 'data', 'utils'],
  demos: [],
  plugins: [],
};

export default tseslint.config(
  // bench/stock is a stock Docusaurus site kept as it is scaffolded, for comparison.
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/', 'bench/stock/', 'build-analyze/', 'build-x-evaluation/']},
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Escape hatches must explain themselves (code habits: no any, no @ts-ignore).
      '@typescript-eslint/ban-ts-comment': ['error', {'ts-expect-error': 'allow-with-description'}],
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` parameters document table columns in tests and skipped destructured props.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_'}],
      // MUI: one-level path imports only (`@mui/material/Button`); deeper paths are private.
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['@mui/*/*/*'], message: 'Deep MUI imports are private API: import from one level (e.g. @mui/material/Button).'}]},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: {boundaries},
    settings: {
      'import/resolver': {node: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs']}},
      'boundaries/elements': [
        ...Object.keys(LAYERS)
          .filter((layer) => layer !== 'plugins')
          .map((layer) => ({type: layer, pattern: `src/${layer}/**`, partialMatch: false})),
        {type: 'plugins', pattern: 'plugins/*/**', partialMatch: false, capture: ['plugin']},
        {type: 'testSupport', pattern: 'e2e/support/**', partialMatch: false},
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(LAYERS).map(([layer, below]) => ({
              from: {element: {type: layer}},
              allow: {to: {element: {types: {anyOf: [layer, ...below]}}}},
            })),
            {
              from: {file: {path: '**/__tests__/**'}},
              allow: {to: {element: {type: 'testSupport'}}},
            },
          ],
        },
      ],
    },
  },
  {
    // Config files outside the TypeScript project.
    files: ['**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Bundler loaders are required() by webpack/Rspack, so they are CommonJS themselves.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Inline head/body scripts are serialised with toString() and must stay ES5 (`var`).
    files: ['src/utils/initColorMode.ts', 'src/utils/languageRedirect.ts', 'src/utils/urlRepair.ts', 'src/utils/earlyPresses.ts', 'src/utils/search/shortcut.ts'],
    rules: {'no-var': 'off'},
  },
);
