import { describe, expect, it } from 'vitest';
import { summarizeCalibration, unreachable, type CalibrationLine } from '../../../src/history/calibration.js';
import { renderCalibrationLine } from '../../../src/report/calibration-text.js';
import { detectableChange } from '../../../src/stats/index.js';
import { regressionDesign } from '../../../src/stats/sequential-designs.js';
import { DEFAULT_SEQUENTIAL } from '../../../src/stats/sequential.js';

// What the recorded A/A runs say: false alarms counted per run, per
// benchmark and per machine, over the last N runs only.

const line = (day: number, name: string, env: string, verdict: CalibrationLine['verdict'], noise?: number): CalibrationLine => ({
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
      detectableChange(regressionDesign(DEFAULT_SEQUENTIAL), { n, mean: 0, sd, se: sd / Math.sqrt(n), df: n - 1 });
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
