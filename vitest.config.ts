import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { longFilesFirst } from './test/support/long-files-first.js';

// Integration files that time no benchmark: they drive the bundles, the CLI and
// the fake GitHub on result files or a `command` runner that prints a file, or
// run real harnesses only to see which benchmarks a filter or a selection runs
// and which commands a run starts (benchmark-filter-*, select-*, prebuilt-*: the
// only verdicts these assert are of B/op and allocs/op), so nothing they assert
// depends on the machine's speed and two may run at once.
// Every other integration file times real benchmarks and runs alone (below): a
// new file runs alone until it is listed here.
const untimed = [
  'action',
  'action-sticky-comment',
  'action-tiers',
  'action-unseen',
  'bench-scripts',
  'benchfmt-agreement-go',
  'benchmark-filter-go',
  'benchmark-filter-jmh',
  'benchmark-filter-libtest',
  'benchstat-agreement',
  'budget-honesty',
  'calibration-comment',
  'cli-floors',
  'cli-help',
  'cli-parse',
  'cli-unseen',
  'config-refusal',
  'dashboard-browser',
  'history-calibration',
  'history-cli',
  'history-issues-calibration',
  'history-issues-cli',
  'history-releases',
  'history-store-cli',
  'history-young',
  'local-action',
  'measured-commit',
  'merge-queue',
  'noise-prior-cli',
  'one-pipeline',
  'pipeline-rounds',
  'prebuilt-cargo',
  'prebuilt-go',
  'profile-flame-browser',
  'run-boundary',
  'same-commit',
  'select-cargo',
  'select-go',
  'token-reach',
  'trigger',
  'trusted-base',
  'trusted-config',
  'two-humped',
].map((name) => `test/integration/${name}.test.ts`);

// The untimed files that run longest (docs/performance.md, "The test suite"),
// started first so that none of them is the group's tail on a fresh clone.
const longUntimed = ['local-action.test.ts', 'dashboard-browser.test.ts', 'prebuilt-go.test.ts'].map(
  (name) => `test/integration/${name}`,
);

// The unit tests' own temporary directory, made and checked empty by
// test/support/unit-tmpdir.ts; one per vitest process, so that two runs side
// by side do not see each other's files.
const unitTmpdir = join(tmpdir(), `benchgate-unit-tmp-${process.pid}`);
process.env.BENCHGATE_UNIT_TMPDIR = unitTmpdir;

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    env: { TZ: 'UTC' },
    reporters: ['default', './test/support/summary-reporter.ts'],
    sequence: { sequencer: longFilesFirst(longUntimed) },
    globalSetup: ['./test/support/damaged-fixtures.ts'],
    projects: [
      {
        // Pure and fast; every file cleans up after itself, so one module
        // graph per worker (no isolation) is safe and halves the start-up.
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          env: { TZ: 'UTC', TMPDIR: unitTmpdir },
          globalSetup: ['./test/support/damaged-fixtures.ts', './test/support/unit-tmpdir.ts'],
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-untimed',
          include: untimed,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Integration tests that time real benchmarks: one file at a time,
        // after everything else, so they do not slow each other down and the
        // verdicts they assert are not skewed by the suite itself.
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: untimed,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
