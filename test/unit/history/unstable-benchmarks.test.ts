import { describe, expect, it } from 'vitest';
import type { CalibrationRow, CalibrationSummary } from '../../../src/history/calibration.js';
import { unstableBenchmarks, unstableKey } from '../../../src/history/unstable-benchmarks.js';

// The benchmarks a budget that runs out favours among rows that lean alike:
// those whose A/A runs on this machine gave a false alarm, or whose noise
// keeps a run from detecting their threshold.

const row = (name: string, env: string, over: Partial<CalibrationRow>): CalibrationRow => ({
  suite: 'p',
  name,
  params: {},
  unit: 'ns/op',
  env,
  machine: env,
  runs: 20,
  falseAlarms: 0,
  threshold: 0.05,
  ...over,
});
const summary: CalibrationSummary = {
  runs: [],
  rowRate: 0,
  runRate: 0,
  rows: [
    row('BenchmarkAlarm', 'm1', { falseAlarms: 1 }),
    row('BenchmarkNoisy', 'm1', { detectable: 0.08 }),
    row('BenchmarkQuiet', 'm1', { detectable: 0.02 }),
    row('BenchmarkAtThreshold', 'm1', { detectable: 0.05 }),
    row('BenchmarkElsewhere', 'm2', { falseAlarms: 3 }),
  ],
};

describe('unstableBenchmarks', () => {
  it('marks false alarms and unreachable thresholds of this machine only', () => {
    expect(unstableBenchmarks(summary, new Set(['m1']))).toEqual(
      new Set([
        unstableKey({ suite: 'p', name: 'BenchmarkAlarm', params: {} }),
        unstableKey({ suite: 'p', name: 'BenchmarkNoisy', params: {} }),
      ]),
    );
    expect(unstableBenchmarks(summary, new Set(['m3'])).size).toBe(0);
  });
});
