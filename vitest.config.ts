import {defineConfig} from 'vitest/config';

/**
 * Two projects: fast unit tests with a short timeout, and the slow tests that build a copy of the
 * site with the Docusaurus CLI (named `*.build.test.ts`), which need minutes each. `npm run
 * test:unit` runs the first; `npm run test:build` runs the second one file at a time, since two
 * builds at once on a small machine only slow each other down.
 */
const BUILD_TESTS = '**/__tests__/**/*.build.test.{ts,tsx}';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['config/vitestYieldBetweenTests.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'plugins/**/__tests__/**/*.test.ts', 'e2e/support/__tests__/*.test.ts', 'scripts/**/__tests__/*.test.ts'],
          exclude: [BUILD_TESTS, '**/node_modules/**'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['src/' + BUILD_TESTS, 'plugins/' + BUILD_TESTS],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
