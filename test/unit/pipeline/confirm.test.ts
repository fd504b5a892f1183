import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Results } from '../../../src/model/results.js';
import { confirmsEarlyFlags, regressionsToConfirm } from '../../../src/pipeline/judge.js';
import { findPreset, loadPresets } from '../../../src/run/presets.js';

// Which flagged rows run the confirmation rounds: the rank test's always,
// the early branch's only where the runner's processes can settle in modes
// or the repository says its rows can be two-humped (docs/statistics.md,
// "Confirmation").

const presets = loadPresets();

/**
 * Two benchmarks on paired rounds: X 30% slower with under 1% noise (the
 * early branch flags it at round 4) and allocating twice the bytes (an exact
 * row), Y 20% slower every round for 14 (the rank test flags it).
 */
function side(slower: boolean): Results {
  const x = [100, 102, 99, 101];
  const y = [100, 102, 99, 101, 100, 98, 100, 101, 99, 102, 100, 98, 101, 100];
  const xs = slower ? [130, 131.5, 129.2, 131.9] : x;
  const ys = slower ? y.map((v) => v * 1.2) : y;
  const metric = (samples: number[]) => ({
    unit: 'ns/op',
    direction: 'smaller' as const,
    samples,
    rounds: samples.map((_, i) => i),
  });
  return createResults({
    context: { maxRounds: 40 },
    benchmarks: [
      {
        suite: 'p',
        name: 'BenchmarkX',
        params: {},
        metrics: [metric(xs), { ...metric(xs.map(() => (slower ? 128 : 64))), unit: 'B/op' }],
      },
      { suite: 'p', name: 'BenchmarkY', params: {}, metrics: [metric(ys)] },
    ],
  });
}

describe('confirmation rounds', () => {
  const comparison = compareResults(side(false), side(true), DEFAULT_POLICY);

  it('are run for every flag, or for the rank test’s only when the early branch’s and exact rows’ flags stand alone', () => {
    const rows = (list: typeof comparison.rows) => list.map((r) => `${r.name} ${r.unit}`);
    expect(
      comparison.rows.map((r) => [
        r.name,
        r.unit,
        r.verdict,
        r.paired?.early ?? false,
        r.paired?.exact ?? false,
      ]),
    ).toEqual([
      ['BenchmarkX', 'ns/op', 'regression', true, false],
      ['BenchmarkX', 'B/op', 'regression', false, true],
      ['BenchmarkY', 'ns/op', 'regression', false, false],
    ]);
    expect(rows(regressionsToConfirm(comparison))).toEqual([
      'BenchmarkX ns/op',
      'BenchmarkX B/op',
      'BenchmarkY ns/op',
    ]);
    expect(rows(regressionsToConfirm(comparison, { quickFlags: false }))).toEqual(['BenchmarkY ns/op']);
  });

  it('confirm early flags where processes can settle in modes, or where the repository says rows can be two-humped', () => {
    const policy = (twoHumpedRounds: boolean) => ({ ...DEFAULT_POLICY, twoHumpedRounds });
    expect(
      presets.map((p) => [p.name, confirmsEarlyFlags(p, policy(false)), confirmsEarlyFlags(p, policy(true))]),
    ).toEqual([
      ['benchmarkjs', true, true],
      ['catch2', false, true],
      ['command', true, true],
      ['criterion', false, true],
      ['go', false, true],
      ['google-benchmark', false, true],
      ['jmh-gradle', true, true],
      ['jmh-maven', true, true],
      ['libtest', false, true],
      ['pytest-benchmark', true, true],
    ]);
    // A preset that says nothing is treated as one whose processes can settle in modes.
    expect(confirmsEarlyFlags({}, policy(false))).toBe(true);
    expect(findPreset('go', presets).processModes).toBe('one');
  });
});
