import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    env: { TZ: 'UTC' },
    reporters: ['default', './test/support/summary-reporter.ts'],
    globalSetup: ['./test/support/damaged-fixtures.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Integration tests run real toolchains and time real benchmarks: one
        // file at a time, after the unit tests, so they do not slow each other
        // down and the verdicts they assert are not skewed by the suite itself.
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
