import { afterEach, describe, expect, it } from 'vitest';
import { calibrationForBudget } from '../../../src/action/calibration-note.js';
import type { CalibrationLine } from '../../../src/history/calibration.js';
import { calibrationText } from '../../../src/history/calibration-store.js';
import { unstableBenchmarks, unstableKey } from '../../../src/history/unstable-benchmarks.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from '../github/helpers.js';

// Before a run with a time budget the action reads the calibration runs on the
// data branch (through the Git database API, with the real client), so that
// the budget's last rounds favour the benchmarks they mark as unstable.

const REPO = 'acme/broker';
const target = { owner: 'acme', repo: 'broker', branch: 'benchmark-data' };

/** Two nightly A/A runs of two rows on machine m1; the second night flagged BenchmarkWrite. */
const lines = [24, 25].flatMap((day): CalibrationLine[] =>
  ['BenchmarkWrite', 'BenchmarkRead'].map((name) => ({
    commit: `c0ffee${day}`,
    time: `2026-11-${day}T03:17:00.000Z`,
    env: 'm1',
    suite: 'example.com/blockstore',
    name,
    params: {},
    unit: 'ns/op',
    verdict: day === 25 && name === 'BenchmarkWrite' ? 'regression' : 'unchanged',
    noise: 0.002,
    rounds: 10,
    threshold: 0.05,
  })),
);

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('calibrationForBudget', () => {
  it('summarizes the calibration runs on the data branch: the flagged benchmark is unstable on its machine', async () => {
    fake = await startFakeGitHub({
      seed: {
        branches: [
          {
            repo: REPO,
            branch: 'benchmark-data',
            files: { 'history/calibration/2026-11.jsonl': calibrationText(lines) },
          },
        ],
      },
    });
    const summary = (await calibrationForBudget(clientFor(fake).octokit, target))!;
    expect(summary.runs.map((r) => [r.commit, r.falseAlarms])).toEqual([
      ['c0ffee24', 0],
      ['c0ffee25', 1],
    ]);
    expect(unstableBenchmarks(summary, new Set(['m1']))).toEqual(
      new Set([unstableKey({ suite: 'example.com/blockstore', name: 'BenchmarkWrite', params: {} })]),
    );
  });

  it('is undefined without a data branch, or with one that holds no calibration runs', async () => {
    fake = await startFakeGitHub({ seed: {} });
    expect(await calibrationForBudget(clientFor(fake).octokit, { ...target, branch: '' })).toBeUndefined();
    expect(await calibrationForBudget(clientFor(fake).octokit, target)).toBeUndefined();
    expect(await calibrationForBudget(undefined, target)).toBeUndefined();
  });
});
