// Lint config. Each override carries its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/']},
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
    files: ['src/utils/initColorMode.ts', 'src/utils/languageRedirect.ts'],
    rules: {'no-var': 'off'},
  },
);
