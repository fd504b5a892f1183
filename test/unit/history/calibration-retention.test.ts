// Retention covers the calibration runs: their month files age as the
// points do, in a local store (compactStore) and on the data branch (the API
// append's removals, through the fake GitHub with the real client).

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { appendHistoryOnBranch } from '../../../src/github/history-branch.js';
import { appendCalibration, calibrationText } from '../../../src/history/calibration-store.js';
import type { CalibrationLine } from '../../../src/history/calibration.js';
import { compactStore } from '../../../src/history/retention.js';
import { appendToStore } from '../../../src/history/store.js';
import { createResults } from '../../../src/model/results.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from '../github/helpers.js';

const results = createResults({
  context: { machine: { os: 'linux', arch: 'x64', cpu: 'EPYC', cores: 2 } },
  benchmarks: [
    {
      suite: 'p',
      name: 'BenchmarkA',
      params: {},
      metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [10, 11, 12] }],
    },
  ],
});

const calibration = (month: string): CalibrationLine[] => [
  {
    commit: 'c1c1c1c',
    time: `${month}-05T03:00:00.000Z`,
    env: 'abcdefabcdef',
    machine: 'runner-2',
    suite: 'p',
    name: 'BenchmarkA',
    params: {},
    unit: 'ns/op',
    verdict: 'unchanged',
    noise: 0.01,
    rounds: 10,
    threshold: 0.05,
  },
];

describe('retention of the calibration runs, in a local store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-calibration-retention-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('removes the calibration months before the kept ones, with the commit list and series of those months', () => {
    appendToStore(dir, { commit: 'c1c1c1c', time: '2026-10-05T12:00:00.000Z', results });
    appendToStore(dir, { commit: 'c2c2c2c', parent: 'c1c1c1c', time: '2026-12-05T12:00:00.000Z', results });
    appendCalibration(dir, calibration('2026-10'));
    appendCalibration(dir, calibration('2026-12'));
    const changed = compactStore(dir, new Date('2026-12-15T00:00:00Z'), {
      keepMonths: 2,
      keepSamplesMonths: 0,
    });
    expect(changed.map((f) => f.slice(dir.length + 1).replace(/-[0-9a-f]{8}\//, '/')).sort()).toEqual([
      'calibration/2026-10.jsonl',
      'commits/2026-10.jsonl',
      'series/p.BenchmarkA/2026-10.jsonl',
    ]);
    expect(readdirSync(join(dir, 'calibration'))).toEqual(['2026-12.jsonl']);
  });

  it('keeps every calibration month with keepMonths 0', () => {
    appendCalibration(dir, calibration('2020-01'));
    compactStore(dir, new Date('2026-12-15T00:00:00Z'), { keepMonths: 0, keepSamplesMonths: 0 });
    expect(existsSync(join(dir, 'calibration', '2020-01.jsonl'))).toBe(true);
  });
});

describe('retention of the calibration runs, on the data branch', () => {
  let fake: FakeGitHub;
  afterEach(async () => {
    await fake.close();
  });

  it('removes the expired calibration months in the same commit as the first append of a month', async () => {
    fake = await startFakeGitHub({
      seed: {
        branches: [
          {
            repo: 'o/r',
            branch: 'benchmark-data',
            files: {
              'history/calibration/2026-11.jsonl': calibrationText(calibration('2026-11')),
              'history/calibration/2027-06.jsonl': calibrationText(calibration('2027-06')),
            },
          },
        ],
      },
    });
    const { octokit } = clientFor(fake);
    const options = {
      owner: 'o',
      repo: 'r',
      branch: 'benchmark-data',
      backoff: { sleep: async () => undefined },
    };
    const sha = (i: number) => i.toString(16).padStart(40, 'a');
    await appendHistoryOnBranch(
      octokit,
      { commit: sha(1), time: '2026-11-01T12:00:00.000Z', results },
      options,
    );
    // 2029-02 keeps 24 months, from 2027-03: 2026-11 goes, 2027-06 stays.
    const out = await appendHistoryOnBranch(
      octokit,
      { commit: sha(2), parent: sha(1), time: '2029-02-01T12:00:00.000Z', results },
      options,
    );
    expect(out.removed.filter((p) => p.includes('/calibration/'))).toEqual([
      'history/calibration/2026-11.jsonl',
    ]);
    const files = Object.keys(fake.state.branchFiles('o/r', 'benchmark-data')!);
    expect(files.filter((p) => p.includes('/calibration/'))).toEqual(['history/calibration/2027-06.jsonl']);
  });
});
