import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'plugins/**/__tests__/**/*.test.ts'],
    environment: 'node',
    // The build-validation tests run a real Docusaurus build in a temporary copy.
    testTimeout: 180_000,
  },
});
