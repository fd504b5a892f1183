import { describe, expect, it } from 'vitest';
import {
  calibrationNoise,
  calibrationOf,
  summarizeCalibration,
  unreachable,
  type CalibrationLine,
} from '../../../src/history/calibration.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendToStore, fingerprintOf, machineOf, readStore } from '../../../src/history/store.js';
import { createResults } from '../../../src/model/results.js';
import { renderCalibrationLine } from '../../../src/report/calibration-text.js';
import { detectableChange } from '../../../src/stats/index.js';
import { regressionDesign } from '../../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL } from '../../../src/stats/sequential.js';

// What the recorded A/A runs say: false alarms counted per run, per
// benchmark and per machine, over the last N runs only.

const line = (
  day: number,
  name: string,
  env: string,
  verdict: CalibrationLine['verdict'],
  noise?: number,
): CalibrationLine => ({
  commit: `c${day}`,
  time: `2026-11-${String(day).padStart(2, '0')}T03:00:00.000Z`,
  env,
  suite: 'pkg',
  name,
  params: {},
  unit: 'ns/op',
  verdict,
  ...(noise !== undefined ? { noise } : {}),
  rounds: 10,
  threshold: 0.05,
});

// Five nightly A/A runs of two benchmarks; BenchmarkB is noisy and flagged on day 2 and day 5; day 4 ran on another machine.
const lines = [1, 2, 3, 4, 5].flatMap((d) => {
  const env = d === 4 ? 'm2' : 'm1';
  return [
    line(d, 'BenchmarkA', env, 'unchanged', 0.01),
    line(d, 'BenchmarkB', env, d === 2 ? 'regression' : d === 5 ? 'improvement' : 'inconclusive', 0.2),
  ];
});

describe('calibrationNoise', () => {
  it("gives each benchmark's median per-round noise on one machine, keyed as a row's noise", () => {
    // m2's one run said 0.5 for B: m1's four runs decide m1's noise.
    const withM2 = [...lines, { ...line(6, 'BenchmarkB', 'm2', 'unchanged', 0.5) }];
    expect([...calibrationNoise(withM2, { name: 'not named', env: 'm1' })]).toEqual([
      [JSON.stringify(['pkg', 'BenchmarkA', [], 'ns/op', null]), 0.01],
      [JSON.stringify(['pkg', 'BenchmarkB', [], 'ns/op', null]), 0.2],
    ]);
    expect([...calibrationNoise(withM2, { name: 'not named', env: 'm2' }).values()]).toEqual([0.01, 0.35]);
    expect(calibrationNoise(withM2, { name: 'not named', env: 'm3' }).size).toBe(0);
  });
});

describe('summarizeCalibration', () => {
  it('counts every regression or improvement of an A/A run as a false alarm, per benchmark and machine', () => {
    const s = summarizeCalibration(lines);
    expect(s.runs.map((r) => [r.commit, r.rows, r.falseAlarms])).toEqual([
      ['c1', 2, 0],
      ['c2', 2, 1],
      ['c3', 2, 0],
      ['c4', 2, 0],
      ['c5', 2, 1],
    ]);
    expect([s.rowRate, s.runRate]).toEqual([2 / 10, 2 / 5]);
    expect(s.rows.map((r) => [r.name, r.env, r.runs, r.falseAlarms, r.noise])).toEqual([
      ['BenchmarkA', 'm1', 4, 0, 0.01],
      ['BenchmarkB', 'm1', 4, 2, 0.2],
      ['BenchmarkA', 'm2', 1, 0, 0.01],
      ['BenchmarkB', 'm2', 1, 0, 0.2],
    ]);
  });

  it('states the smallest change a run of the most rounds detects at the median noise, and names the rows it leaves out of reach', () => {
    const s = summarizeCalibration(lines);
    const n = DEFAULT_SEQUENTIAL.maxRounds;
    const at = (sd: number) =>
      detectableChange(regressionDesign(DEFAULT_SEQUENTIAL), {
        n,
        mean: 0,
        sd,
        se: sd / Math.sqrt(n),
        df: n - 1,
      });
    expect(s.rows.map((r) => r.detectable)).toEqual([at(0.01), at(0.2), at(0.01), at(0.2)]);
    expect(at(0.01)).toBeLessThan(0.05);
    expect(at(0.2)).toBeGreaterThan(0.05);
    expect(unreachable(s).map((r) => [r.name, r.env])).toEqual([
      ['BenchmarkB', 'm1'],
      ['BenchmarkB', 'm2'],
    ]);
  });

  it('looks at the last N runs only', () => {
    const s = summarizeCalibration(lines, 2);
    expect([s.runs.map((r) => r.commit), s.rowRate, s.runRate]).toEqual([['c4', 'c5'], 1 / 4, 1 / 2]);
  });

  it('the pull request cites the rate in one line', () => {
    expect(renderCalibrationLine(summarizeCalibration(lines))).toBe(
      'Calibration on this runner: the last 5 A/A runs (head against itself) flagged 2 of 10 rows (false-alarm rate 20.0% per row, 40.0% per run).',
    );
  });
});

describe('calibrationOf: the machine, named as the history names it', () => {
  const hardware = { os: 'linux', arch: 'x64', cpu: 'EPYC', cores: 2 };
  const labelled = createResults({ context: { machine: { ...hardware, label: 'runner-2' } } });
  const unlabelled = createResults({ context: { machine: hardware } });
  const named = (machine: string | undefined, env: string, day: number): CalibrationLine => ({
    ...line(day, 'BenchmarkA', env, 'unchanged', 0.01),
    ...(machine ? { machine } : {}),
  });
  const runs = [
    named('runner-2', fingerprintOf(unlabelled), 1),
    named('linux/x64 EPYC 2 cores', fingerprintOf(unlabelled), 2),
    // Recorded before machines were named: told by its fingerprint.
    named(undefined, fingerprintOf(unlabelled), 3),
    named(undefined, 'another000000', 4),
  ];

  it('takes the label the results carry, else the hardware, as the history does', () => {
    expect([machineOf(labelled), machineOf(unlabelled)]).toEqual(['runner-2', 'linux/x64 EPYC 2 cores']);
    // A label that is not one is not taken: the hardware names the machine.
    expect(machineOf(createResults({ context: { machine: { ...hardware, label: 'a b' } } }))).toBe(
      'linux/x64 EPYC 2 cores',
    );
  });

  it("names the history's series by the same rule: a store appended from labelled results keeps them under the label", () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-machine-'));
    try {
      const benchmarks = [
        {
          suite: 'p',
          name: 'BenchmarkA',
          params: {},
          metrics: [{ unit: 'ns/op', direction: 'smaller' as const, samples: [1, 2, 3] }],
        },
      ];
      appendToStore(dir, {
        commit: 'c1c1c1c',
        time: '2026-11-01T00:00:00.000Z',
        results: { ...labelled, benchmarks },
      });
      appendToStore(dir, {
        commit: 'c2c2c2c',
        parent: 'c1c1c1c',
        time: '2026-11-02T00:00:00.000Z',
        results: { ...unlabelled, benchmarks },
      });
      expect(readStore(dir).series.map((s) => s.machine)).toEqual(['runner-2', 'linux/x64 EPYC 2 cores']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("picks the runs of the results' machine, and an unnamed line by its fingerprint", () => {
    // runner-2 and the hardware share one fingerprint (the label is not hashed), yet are two machines.
    // The unnamed line c3 was measured on this hardware: it counts for either name.
    expect(calibrationOf(runs, labelled).map((l) => l.commit)).toEqual(['c1', 'c3']);
    expect(calibrationOf(runs, unlabelled).map((l) => l.commit)).toEqual(['c2', 'c3']);
  });

  it('summarizes per machine: a named one by its name, an unnamed one by its fingerprint', () => {
    const s = summarizeCalibration(runs);
    expect(s.rows.map((r) => [r.machine, r.runs])).toEqual([
      ['runner-2', 1],
      ['linux/x64 EPYC 2 cores', 1],
      [fingerprintOf(unlabelled), 1],
      ['another000000', 1],
    ]);
  });
});
