// Mann-Whitney U test against scipy, a brute-force permutation count, and
// benchstat's own benchmath.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caveatMessage } from '../../../src/stats/caveats.js';
import { mannWhitneyU, minimumP, samplesNeededForAlpha } from '../../../src/stats/mann-whitney.js';
import { referenceTable } from './reference-table.js';

type Row = [number[], number[], number, number];

function expectRelative(actual: number, expected: number, tolerance: number, context: string): void {
  const error = actual === expected ? 0 : Math.abs(actual - expected) / Math.abs(expected);
  if (!(error <= tolerance))
    expect.fail(`${context}: got ${actual}, want ${expected} (relative error ${error})`);
}

// Written by `python3 scripts/stats-reference.py mannwhitney`:
// MW_EXACT rows are scipy.stats.mannwhitneyu(x, y, alternative='two-sided',
// method='exact') on tie-free samples with n1 = 1..12, n2 in {1, 3, 7, 12};
// MW_ASYMPTOTIC rows use method='asymptotic', use_continuity=True, half of them
// rounded to integers so they are full of ties. Columns: [x, y, U of x, p].
const MW_EXACT = referenceTable<Row[]>('mannwhitney', 'MW_EXACT');

const MW_ASYMPTOTIC = referenceTable<Row[]>('mannwhitney', 'MW_ASYMPTOTIC');

// Written by `python3 scripts/stats-reference.py ties`: the exact conditional
// p-value by enumerating every way to split the pooled values into groups of
// n1 and n2: 2·min(P(U1 <= u1), P(U1 >= u1)), capped at 1, and 1 when
// U1 = U2. Columns: [x, y, U of x, p].
const MW_TIES = referenceTable<Row[]>('ties', 'MW_TIES');

// Written by `python3 scripts/stats-reference.py benchmath`: rows are
// golang.org/x/perf/benchmath (v0.0.0-20260908200009-22c9c6c9d4da)
// AssumeNothing.Compare(NewSample(base), NewSample(head)) as
// [base, head, P, Warnings], with DefaultThresholds (alpha 0.05). Tied rows
// keep the base as the sample with the smaller U (see exactP in mann-whitney.ts).
const BENCHMATH_COMPARES = referenceTable<Array<[number[], number[], number, string[]]>>(
  'benchmath',
  'BENCHMATH_COMPARES',
);

describe('exact distribution without ties (scipy method="exact")', () => {
  it.each(MW_EXACT.map(([x, y, u, p], i) => ({ i, x, y, u, p })))(
    'case $i: n1=$x.length n2=$y.length',
    ({ x, y, u, p }) => {
      const r = mannWhitneyU(x, y);
      expect(r.method).toBe('exact');
      expect(r.u).toBe(u);
      expectRelative(r.p, p, 1e-13, `p(${JSON.stringify(x)}, ${JSON.stringify(y)})`);
    },
  );
});

describe('normal approximation (scipy method="asymptotic", use_continuity=True)', () => {
  it.each(MW_ASYMPTOTIC.map(([x, y, u, p], i) => ({ i, x, y, u, p })))(
    'case $i: n1=$x.length n2=$y.length',
    ({ x, y, u, p }) => {
      const r = mannWhitneyU(x, y, { method: 'normal' });
      expect(r.method).toBe('normal');
      expect(r.u).toBe(u);
      expectRelative(r.p, p, 1e-12, `p(${JSON.stringify(x)}, ${JSON.stringify(y)})`);
    },
  );

  it('is used above 50 per side, and above 25 per side when there are ties', () => {
    const spread = (n: number, offset: number): number[] =>
      Array.from({ length: n }, (_, i) => i * 1.5 + offset);
    expect(mannWhitneyU(spread(50, 0), spread(50, 0.7)).method).toBe('exact');
    expect(mannWhitneyU(spread(51, 0), spread(50, 0.7)).method).toBe('normal');
    const tied = (n: number, offset: number): number[] =>
      Array.from({ length: n }, (_, i) => (i % 7) + offset);
    expect(mannWhitneyU(tied(25, 0), tied(25, 1)).method).toBe('exact');
    expect(mannWhitneyU(tied(26, 0), tied(25, 1)).method).toBe('normal');
  });
});

describe('exact distribution with ties (brute-force enumeration)', () => {
  it.each(MW_TIES.map(([x, y, u, p], i) => ({ i, x, y, u, p })))('case $i: $x vs $y', ({ x, y, u, p }) => {
    const r = mannWhitneyU(x, y);
    expect(r.method).toBe('exact');
    expect(r.u).toBe(u);
    expectRelative(r.p, p, 1e-13, `p(${JSON.stringify(x)}, ${JSON.stringify(y)})`);
  });

  it('departs from benchmath where benchmath is order-dependent', () => {
    // benchmath gives P = 0 for base [2, 3], head [1, 1, 1, 2] (and 0.2667 the
    // other way round): it doubles P(U1 <= min(U1, U2)), which is the right
    // tail only when the base has the smaller U. Enumerating all 15 splits
    // gives 0.2667 in both orders (MW_TIES above).
    expect(mannWhitneyU([2, 3], [1, 1, 1, 2]).p).toBeCloseTo(4 / 15, 15);
    expect(mannWhitneyU([1, 1, 1, 2], [2, 3]).p).toBeCloseTo(4 / 15, 15);
    // benchmath reports P = 1.0909 for [2] vs [2,2,2,3,2,3,2,4,3,4]; a p-value is capped at 1.
    expect(mannWhitneyU([2], [2, 2, 2, 3, 2, 3, 2, 4, 3, 4]).p).toBe(1);
  });
});

describe('benchmath AssumeNothing.Compare', () => {
  it.each(BENCHMATH_COMPARES.map(([base, head, p, warnings], i) => ({ i, base, head, p, warnings })))(
    'row $i: n=$base.length+$head.length',
    ({ base, head, p, warnings }) => {
      const r = mannWhitneyU(base as number[], head as number[]);
      expectRelative(r.p, p as number, 1e-12, `p(${JSON.stringify(base)}, ${JSON.stringify(head)})`);
      expect(r.caveats.map(caveatMessage)).toEqual(warnings);
    },
  );

  it("reproduces benchmath's own test cases", () => {
    const tooSmall = mannWhitneyU([-1, -1, -1], [1, 1, 1]);
    expect(tooSmall).toEqual({
      p: 0.1,
      u: 0,
      n1: 3,
      n2: 3,
      alpha: 0.05,
      method: 'exact',
      caveats: [{ kind: 'too-few-samples-for-alpha', need: 4, alpha: 0.05, n1: 3, n2: 3, minP: 0.1 }],
    });
    // Complete separation of 4 and 4: 2 / C(8, 4) = 2/70.
    expect(mannWhitneyU([-1, -1, -1, -1], [1, 1, 1, 1])).toMatchObject({ p: 2 / 70, caveats: [] });
    expectRelative(mannWhitneyU([1, -1, -1, -1], [-1, 1, 1, 1]).p, 0.4857142857142857, 1e-15, 'overlap');
    expect(mannWhitneyU([1, 1, 1, 1], [1, 1, 1, 1])).toEqual({
      p: 1,
      u: 8,
      n1: 4,
      n2: 4,
      alpha: 0.05,
      caveats: [{ kind: 'all-samples-equal' }],
    });
  });

  it("has benchmath's table of minimum p-values and sample sizes", () => {
    // benchmath's uTestMinP[n] = 2 / C(2n, n), generated by its mktables.go.
    const table = [
      1, 0.3333333333333333, 0.1, 0.02857142857142857, 0.007936507936507936, 0.0021645021645021645,
      0.0005827505827505828, 0.0001554001554001554, 4.113533525298231e-5,
    ];
    table.forEach((minP, i) => expectRelative(minimumP(i + 1, i + 1), minP, 1e-15, `n=${i + 1}`));
    expect(samplesNeededForAlpha(0.05)).toBe(4);
    expect(samplesNeededForAlpha(0.01)).toBe(5);
    expect(samplesNeededForAlpha(1e-6)).toBe(12); // 2/C(22,11) = 2.8e-6 > 1e-6 >= 2/C(24,12) = 7.4e-7
  });

  it('warns when these sample sizes cannot reach alpha even if unbalanced', () => {
    // 2 / C(9, 1) = 0.22 > 0.05: one head measurement can never be significant.
    // (benchmath only warns when both sides are below its symmetric minimum.)
    const r = mannWhitneyU([1, 2, 3, 4, 5, 6, 7, 8], [9]);
    expect(r.caveats).toEqual([
      { kind: 'too-few-samples-for-alpha', need: 4, alpha: 0.05, n1: 8, n2: 1, minP: 2 / 9 },
    ]);
    // Significant results carry no such caveat, whatever the sizes.
    expect(mannWhitneyU([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]).caveats).toEqual([]);
  });
});

describe('inputs the test cannot use', () => {
  it('reports empty samples and NaN values', () => {
    expect(mannWhitneyU([], [1, 2])).toMatchObject({
      p: 1,
      n1: 0,
      n2: 2,
      caveats: [{ kind: 'empty-sample' }],
    });
    const r = mannWhitneyU([1, Number.NaN, 2, 3, 4], [5, 6, 7, 8]);
    expect(r.n1).toBe(4);
    expect(r.caveats).toEqual([{ kind: 'nan-values', count: 1 }]);
  });

  it('rejects alpha outside (0, 1)', () => {
    expect(() => mannWhitneyU([1], [2], { alpha: 0 })).toThrow(RangeError);
    expect(() => mannWhitneyU([1], [2], { alpha: 1 })).toThrow(RangeError);
  });
});

describe('properties', () => {
  // Small integers make ties common; sizes cross the exact/normal limits.
  const sample = fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 30 });
  const continuous = fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), {
    minLength: 1,
    maxLength: 30,
  });
  const anySample = fc.oneof(sample, continuous);

  it('gives p in [0, 1] and U in [0, n1·n2]', () => {
    fc.assert(
      fc.property(anySample, anySample, (a, b) => {
        const r = mannWhitneyU(a, b);
        expect(r.p).toBeGreaterThanOrEqual(0);
        expect(r.p).toBeLessThanOrEqual(1);
        expect(r.u).toBeGreaterThanOrEqual(0);
        expect(r.u).toBeLessThanOrEqual(a.length * b.length);
      }),
      { seed: 21, numRuns: 400 },
    );
  });

  it('is symmetric under swapping the samples', () => {
    fc.assert(
      fc.property(anySample, anySample, (a, b) => {
        const ab = mannWhitneyU(a, b);
        const ba = mannWhitneyU(b, a);
        expectRelative(ba.p, ab.p, 1e-12, `swap ${JSON.stringify(a)} / ${JSON.stringify(b)}`);
        expect(ba.u).toBe(a.length * b.length - ab.u);
      }),
      { seed: 22, numRuns: 400 },
    );
  });

  it('depends only on the ranks: order, positive scale and shift do not matter', () => {
    fc.assert(
      fc.property(
        sample,
        sample,
        fc.constantFrom(0.5, 2, 3, 1000, 1e-3, 7.25),
        fc.integer({ min: -100, max: 100 }),
        (a, b, c, shift) => {
          const base = mannWhitneyU(a, b);
          expect(mannWhitneyU([...a].reverse(), [...b].reverse())).toEqual(base);
          const scaled = mannWhitneyU(
            a.map((x) => x * c + shift),
            b.map((x) => x * c + shift),
          );
          expect(scaled.u).toBe(base.u);
          expect(scaled.p).toBe(base.p);
        },
      ),
      { seed: 23, numRuns: 400 },
    );
  });

  it('stays fast at the exact limits', () => {
    const started = performance.now();
    const spread = (n: number, offset: number): number[] =>
      Array.from({ length: n }, (_, i) => ((i * 37) % 101) + offset);
    mannWhitneyU(spread(50, 0.5), spread(50, 0)); // no ties, exact, U near the center
    const tied = (n: number, offset: number): number[] =>
      Array.from({ length: n }, (_, i) => ((i * 7) % 11) + offset);
    mannWhitneyU(tied(25, 0), tied(25, 0)); // ties, exact, U at the center
    mannWhitneyU(tied(25, 0), tied(25, 1));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
