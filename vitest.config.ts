import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Integration tests run real toolchains on 2 cores: keep files parallel but bounded.
    maxWorkers: 2,
    env: { TZ: 'UTC' },
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
