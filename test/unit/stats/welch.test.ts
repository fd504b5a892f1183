// Welch's t-test from printed summaries (JMH, benchmark.js).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caveatMessage } from '../../../src/stats/caveats.js';
import { standardErrorFromInterval, welchTest, type IntervalSummary } from '../../../src/stats/welch.js';
import { referenceTable } from './reference-table.js';

function expectRelative(actual: number, expected: number, tolerance: number, context: string): void {
  const error = actual === expected ? 0 : Math.abs(actual - expected) / Math.abs(expected);
  if (!(error <= tolerance))
    expect.fail(`${context}: got ${actual}, want ${expected} (relative error ${error})`);
}

function summary(center: number, error: number, n: number, confidence: number): IntervalSummary {
  return { center, low: center - error, high: center + error, n, confidence };
}

// Written by `python3 scripts/stats-reference.py welch`: for each row
// [baseMean, baseError, baseN, headMean, headError, headN, confidence], the
// script takes se = error / scipy.stats.t.ppf((1 + confidence) / 2, n - 1) and
// calls scipy.stats.ttest_ind_from_stats(headMean, se_h·√n_h, n_h, baseMean,
// se_b·√n_b, n_b, equal_var=False), then appends [t, Welch–Satterthwaite df, p].
const WELCH = referenceTable<number[][]>('welch', 'WELCH');

describe('welchTest against scipy', () => {
  it.each(WELCH.map((row, i) => ({ i, row })))('case $i: $row', ({ row }) => {
    const [bm, be, bn, hm, he, hn, confidence, t, df, p] = row;
    const r = welchTest(summary(bm, be, bn, confidence), summary(hm, he, hn, confidence));
    expect(r.caveats).toEqual([]);
    // The model keeps center ± error as [low, high]; (high - low)/2 gives the
    // error back only to ~ε·center/error relative (8e-8 in case 6).
    const representation = 4e-16 * Math.max(bm / be, hm / he);
    if (t === 0) expect(r.t).toBe(0);
    else expectRelative(r.t, t, 1e-11 + representation, 't');
    expectRelative(r.df, df, 1e-11, 'df');
    expectRelative(r.p, p, 1e-9, 'p');
  });
});

describe('standardErrorFromInterval', () => {
  it('divides by the t quantile at (1 + confidence) / 2 with n - 1 degrees of freedom', () => {
    // n = 2: t(1) is Cauchy, whose 97.5% point is tan(0.475π) = 12.7062...
    expectRelative(standardErrorFromInterval(12.706204736174707, 2, 0.95), 1, 1e-13, 'n=2');
    // n = 3: t(2) has F⁻¹(p) = (2p - 1)/√(2p(1-p)); at p = 0.9995 that is 0.999/√(0.0009995) = 31.5990...
    const q = 0.999 / Math.sqrt(2 * 0.9995 * 0.0005);
    expectRelative(standardErrorFromInterval(q * 0.25, 3, 0.999), 0.25, 1e-12, 'n=3');
  });

  it('is NaN when it cannot be derived', () => {
    expect(standardErrorFromInterval(1, 1, 0.95)).toBeNaN();
    expect(standardErrorFromInterval(1, 5, Number.NaN)).toBeNaN();
    expect(standardErrorFromInterval(1, 5, 1)).toBeNaN();
    expect(standardErrorFromInterval(-1, 5, 0.95)).toBeNaN();
  });
});

describe('caveats', () => {
  it('needs two measurements per side', () => {
    const r = welchTest(summary(10, 1, 1, 0.999), summary(11, 1, 5, 0.999));
    expect(r.p).toBeNaN();
    expect(r.caveats).toEqual([{ kind: 'welch-too-few-samples', have: 1, need: 2 }]);
    expect(r.caveats.map(caveatMessage)).toEqual(['need >= 2 measurements per side for a t-test, have 1']);
  });

  it('needs an error interval and its confidence level', () => {
    const noError: IntervalSummary = {
      center: 10,
      low: Number.NaN,
      high: Number.NaN,
      n: 5,
      confidence: 0.999,
    };
    expect(welchTest(noError, summary(11, 1, 5, 0.999)).caveats).toEqual([{ kind: 'missing-error' }]);
    const unknownLevel = summary(10, 1, 5, Number.NaN);
    expect(welchTest(unknownLevel, unknownLevel).caveats).toEqual([{ kind: 'unknown-confidence' }]);
  });

  it('tests against an exact mean when one side has zero error, and refuses when both do', () => {
    const oneZero = welchTest(summary(10, 0, 5, 0.95), summary(11, 1, 5, 0.95));
    expect(oneZero.caveats).toEqual([{ kind: 'zero-error' }]);
    // Only the head's variance is left: df = n_head - 1 and t = 1 / se_head.
    expect(oneZero.df).toBe(4);
    expect(oneZero.p).toBeGreaterThan(0);
    expect(oneZero.p).toBeLessThan(1);
    const bothZero = welchTest(summary(10, 0, 5, 0.95), summary(11, 0, 5, 0.95));
    expect(bothZero.p).toBeNaN();
    expect(bothZero.caveats).toEqual([{ kind: 'zero-error' }]);
  });
});

describe('properties', () => {
  const side = fc.record({
    center: fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
    relativeError: fc.double({ min: 1e-4, max: 2, noNaN: true }),
    n: fc.integer({ min: 2, max: 500 }),
    confidence: fc.constantFrom(0.9, 0.95, 0.99, 0.999),
  });
  const toSummary = (s: {
    center: number;
    relativeError: number;
    n: number;
    confidence: number;
  }): IntervalSummary => summary(s.center, s.center * s.relativeError, s.n, s.confidence);

  it('gives p in [0, 1], symmetric under swapping base and head', () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const ab = welchTest(toSummary(a), toSummary(b));
        const ba = welchTest(toSummary(b), toSummary(a));
        expect(ab.p).toBeGreaterThanOrEqual(0);
        expect(ab.p).toBeLessThanOrEqual(1);
        expect(ba.t === -ab.t, `t ${ab.t} vs ${ba.t}`).toBe(true);
        expect(ba.p).toBe(ab.p);
        expect(ab.df).toBeGreaterThanOrEqual(Math.min(a.n, b.n) - 1 - 1e-9);
        expect(ab.df).toBeLessThanOrEqual(a.n + b.n - 2 + 1e-9);
      }),
      { seed: 31, numRuns: 300 },
    );
  });

  it('does not depend on the unit (scaling both sides)', () => {
    fc.assert(
      fc.property(side, side, fc.constantFrom(1e-9, 1e-3, 1000, 1e9), (a, b, c) => {
        const plain = welchTest(toSummary(a), toSummary(b));
        const scaled = welchTest(
          toSummary({ ...a, center: a.center * c }),
          toSummary({ ...b, center: b.center * c }),
        );
        expectRelative(scaled.df, plain.df, 1e-9, 'df');
        expect(Math.abs(scaled.p - plain.p)).toBeLessThanOrEqual(1e-9 * Math.max(plain.p, 1e-300) + 1e-15);
      }),
      { seed: 32, numRuns: 200 },
    );
  });
});
