// Sample quantiles, the median's order-statistic confidence interval, and
// benchstat's "assumption: none" summary.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caveatMessage } from '../../../src/stats/caveats.js';
import {
  GO_CHOOSE_TIES,
  quantileInterval,
  samplesNeededForMedianInterval,
} from '../../../src/stats/median-ci.js';
import {
  createSample,
  lowerMedian,
  median,
  quantile,
  relativeHalfRange,
  summarizeMedian,
} from '../../../src/stats/sample.js';
import { referenceTable } from './reference-table.js';

// Written by `python3 scripts/stats-reference.py quantile`:
// numpy.quantile(xs, q, method='median_unbiased') (Hyndman & Fan R8) at
// q = 0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1.
const QUANTILE_R8 = referenceTable<Array<[number[], number[]]>>('quantile', 'QUANTILE_R8');

// Written by `python3 scripts/stats-reference.py benchmath`: each row is
// golang.org/x/perf/benchmath (v0.0.0-20260908200009-22c9c6c9d4da)
// AssumeNothing.Summary(NewSample(values), level) as
// [values, level, Center, fmt.Sprint(Lo), fmt.Sprint(Hi), Confidence, Warnings].
// Sizes 1..100 cover the exact binomial search (n <= 30, including the
// 21..30 range where go-moremath's binomial coefficients are inexact) and the
// normal approximation (n > 30).
const BENCHMATH_SUMMARIES = referenceTable<
  Array<[number[], number, number, string, string, number, string[]]>
>('benchmath', 'BENCHMATH_SUMMARIES');

const QUANTILE_LEVELS = [0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1];

function goFloat(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

describe('lowerMedian', () => {
  it('is the median of an odd count and the lower middle value of an even one', () => {
    expect([
      lowerMedian([3, 1, 2]),
      lowerMedian([0.3, 0]),
      lowerMedian([4, 1, 3, 2]),
      lowerMedian([7]),
    ]).toEqual([2, 0, 2, 7]);
  });
});

describe('quantile (R8)', () => {
  it.each(QUANTILE_R8.map(([xs, expected], i) => ({ i, xs, expected })))(
    'case $i: $xs',
    ({ xs, expected }) => {
      QUANTILE_LEVELS.forEach((q, j) => {
        const got = quantile(xs, q);
        expect(Math.abs(got - expected[j]), `q=${q}: got ${got}, want ${expected[j]}`).toBeLessThanOrEqual(
          1e-12 * Math.max(1, Math.abs(expected[j])),
        );
      });
    },
  );

  it('median is the middle value or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([-10, 2, 3, 4, 5, 6])).toBe(3.5);
    expect(median([])).toBeNaN();
  });

  it('sets NaN aside and counts it', () => {
    const s = createSample([3, Number.NaN, 1, 2]);
    expect(s.values).toEqual([1, 2, 3]);
    expect(s.nanCount).toBe(1);
    expect(quantile(s, Number.NaN)).toBeNaN();
  });

  it('does not modify its input', () => {
    const xs = [3, 1, 2];
    createSample(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('quantileInterval (go-moremath QuantileCI)', () => {
  it("replays go-moremath's Choose(n, k) against Choose(n, n - k) for n = 21..30 as Go computed them", () => {
    const printed = referenceTable<string[]>('benchmath', 'GO_CHOOSE_TIES');
    expect(GO_CHOOSE_TIES).toEqual(Object.fromEntries(printed.map((relations, i) => [21 + i, relations])));
  });

  // Hand derivations. Binomial(4, 1/2) has PMF [1, 4, 6, 4, 1]/16 over the gaps
  // between order statistics; the search starts at the (lower) mode
  // ceil((n+1)q) - 1 and absorbs the larger neighbour, the left one on ties.
  // Binomial(5, 1/2) has PMF [1, 5, 10, 10, 5, 1]/32.
  const cases: Array<
    [
      n: number,
      q: number,
      level: number,
      lo: number,
      hi: number,
      confidence: number,
      ambiguous: boolean,
      why: string,
    ]
  > = [
    [4, 0.5, 0.001, 2, 3, 6 / 16, false, 'mode gap 2 alone: 6/16 >= level'],
    [4, 0.25, 0.001, 1, 2, 108 / 256, false, 'B(4,1/4): mode ceil(1.25)-1 = 1, PMF(1) = 4·27/256'],
    [4, 0, 0.001, 0, 1, 1, false, 'q = 0: all mass in gap 0, below the minimum'],
    [4, 1, 0.001, 4, 5, 1, false, 'q = 1: all mass above the maximum'],
    [4, 0.5, 0.375, 2, 3, 0.375, false, 'level exactly the mode gap: no growth'],
    [4, 0.5, 0.3750001, 1, 3, 10 / 16, true, 'neighbours 4/16 and 4/16 tie: grow left'],
    [4, 0.5, 0.99, 0, 5, 1, false, 'left, right (1/16 < 4/16), left (tie), right: everything'],
    [4, 0.5, 0.99 - 0.0625, 0, 4, 15 / 16, true, 'stops after the tie step left: 15/16 >= 0.9275'],
    [4, 0.5, 1, 0, 5, 1, false, 'level 1 is always the whole line'],
    [5, 0.5, 0.001, 2, 3, 10 / 32, true, 'mode gap 2 ties with gap 3'],
    [5, 0.5, 0.3125001, 2, 4, 20 / 32, false, 'left 5/32 < right 10/32: grow right'],
    [5, 0.5, 0.99, 0, 6, 1, false, 'everything'],
    [5, 0.5, 0.99 - 0.03125, 0, 5, 31 / 32, true, 'all but the top gap'],
  ];
  it.each(cases)('n=%s q=%s level=%s -> [%s, %s]', (n, q, level, lo, hi, confidence, ambiguous, why) => {
    const ci = quantileInterval(n, q, level);
    expect({ lo: ci.loOrder, hi: ci.hiOrder, ambiguous: ci.ambiguous }, why).toEqual({ lo, hi, ambiguous });
    expect(Math.abs(ci.confidence - confidence), why).toBeLessThan(1e-15);
  });

  it('finds the sample sizes benchmath documents', () => {
    // n = 6: both tails of B(6, 1/2) hold 1/64 each, coverage 1 - 2/64 = 0.96875 >= 0.95;
    // n = 8: tails 1/256 each, 0.9921875 >= 0.99; level 1 can never be bounded.
    expect(samplesNeededForMedianInterval(0.95)).toEqual({ op: '>=', n: 6 });
    expect(samplesNeededForMedianInterval(0.99)).toEqual({ op: '>=', n: 8 });
    expect(samplesNeededForMedianInterval(0.999)).toEqual({ op: '>=', n: 11 });
    expect(samplesNeededForMedianInterval(1)).toEqual({ op: '>', n: 50 });
    expect(samplesNeededForMedianInterval(0)).toEqual({ op: '>=', n: 2 });
  });

  it('stays bounded for every n from the documented minimum up to 200', () => {
    for (const level of [0.8, 0.9, 0.95, 0.99, 0.999]) {
      const { n: need } = samplesNeededForMedianInterval(level);
      for (let n = need; n <= 200; n++) {
        const ci = quantileInterval(n, 0.5, level);
        expect(ci.loOrder >= 1 && ci.hiOrder <= n, `n=${n} level=${level}`).toBe(true);
        expect(ci.confidence, `n=${n} level=${level}`).toBeGreaterThanOrEqual(level);
      }
    }
  });
});

describe('summarizeMedian (benchmath AssumeNothing.Summary)', () => {
  it('matches benchmath on its own test cases', () => {
    // Sorted [-10, 2, 3, 4, 5, 6], B(6, 1/2) = [1, 6, 15, 20, 15, 6, 1]/64. Start
    // at gap 3 (20/64); tie 15|15 -> left (35/64); 6 < 15 -> right (50/64);
    // tie 6|6 -> left (56/64); 1 < 6 -> right (62/64 = 0.96875 >= 0.95). Gaps
    // 1..5 lie between x1 and x6: [-10, 6].
    const s = summarizeMedian([-10, 2, 3, 4, 5, 6], 0.95);
    expect(s).toEqual({
      center: 3.5,
      low: -10,
      high: 6,
      level: 0.95,
      confidence: 0.96875,
      n: 6,
      caveats: [],
    });
    // At 0.99 the search needs gaps 0 and 6 too (1/64 each): unbounded.
    const wide = summarizeMedian([-10, 2, 3, 4, 5, 6], 0.99);
    expect([wide.low, wide.high, wide.confidence]).toEqual([-Infinity, Infinity, 1]);
    expect(wide.caveats.map(caveatMessage)).toEqual([
      'need >= 8 samples for confidence interval at level 0.99',
    ]);
    expect(summarizeMedian([-10, 2, 3, 4, 5, 6], 1).caveats.map(caveatMessage)).toEqual([
      'need > 50 samples for confidence interval at level 1',
    ]);
    // Level 0 keeps the mode gap between x1 and x2, which B(2, 1/2) gives 1/2.
    expect(summarizeMedian([1, 2], 0)).toMatchObject({ center: 1.5, low: 1, high: 2, confidence: 0.5 });
    expect(summarizeMedian([1], 0.95).caveats).toEqual([
      { kind: 'too-few-samples', op: '>=', need: 6, have: 1, level: 0.95 },
    ]);
  });

  it.each(
    BENCHMATH_SUMMARIES.map(([values, level, center, lo, hi, confidence, warnings], i) => ({
      i,
      values,
      level,
      center,
      lo,
      hi,
      confidence,
      warnings,
    })),
  )(
    'benchmath row $i: n=$values.length level=$level',
    ({ values, level, center, lo, hi, confidence, warnings }) => {
      const s = summarizeMedian(values as number[], level as number);
      // Bounds are order statistics: equal exactly, so "± x%" prints the same.
      expect([s.center, s.low, s.high]).toEqual([center, goFloat(lo as string), goFloat(hi as string)]);
      // go-moremath sums inexact binomials for 20 < n <= 30; we sum exact ones.
      expect(Math.abs(s.confidence - (confidence as number))).toBeLessThan(1e-13);
      expect(s.caveats.map(caveatMessage)).toEqual(warnings);
    },
  );

  it('reports empty samples and NaN values as caveats', () => {
    const empty = summarizeMedian([]);
    expect(empty.center).toBeNaN();
    expect(empty.caveats).toEqual([{ kind: 'empty-sample' }]);
    const withNaN = summarizeMedian([1, 2, Number.NaN, 3, 4, 5, 6]);
    expect(withNaN.n).toBe(6);
    expect(withNaN.caveats).toEqual([{ kind: 'nan-values', count: 1 }]);
  });

  it('rejects levels outside [0, 1]', () => {
    expect(() => summarizeMedian([1, 2, 3], 1.5)).toThrow(RangeError);
    expect(() => summarizeMedian([1, 2, 3], Number.NaN)).toThrow(RangeError);
  });

  const values = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 });
  const levels = fc.constantFrom(0.5, 0.8, 0.9, 0.95, 0.99, 0.999);

  it('contains the median, covers at least the level, and warns exactly when unbounded', () => {
    fc.assert(
      fc.property(values, levels, (xs, level) => {
        const s = summarizeMedian(xs, level);
        expect(s.low).toBeLessThanOrEqual(s.center);
        expect(s.center).toBeLessThanOrEqual(s.high);
        expect(s.confidence).toBeGreaterThanOrEqual(level);
        const unbounded = !Number.isFinite(s.low) || !Number.isFinite(s.high);
        expect(s.caveats.some((c) => c.kind === 'too-few-samples')).toBe(unbounded);
      }),
      { seed: 11, numRuns: 400 },
    );
  });

  it('does not depend on the order of the values', () => {
    fc.assert(
      fc.property(values, levels, fc.integer(), (xs, level, seed) => {
        const shuffled = xs
          .map((v, i) => ({ v, key: Math.sin(seed + i * 12.9898) }))
          .sort((a, b) => a.key - b.key)
          .map((e) => e.v);
        expect(summarizeMedian(shuffled, level)).toEqual(summarizeMedian(xs, level));
      }),
      { seed: 12, numRuns: 300 },
    );
  });

  it('scales with the values (positive factors)', () => {
    fc.assert(
      fc.property(values, levels, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (xs, level, c) => {
        const a = summarizeMedian(xs, level);
        const b = summarizeMedian(
          xs.map((x) => x * c),
          level,
        );
        for (const [u, v] of [
          [a.center * c, b.center],
          [a.low * c, b.low],
          [a.high * c, b.high],
        ]) {
          if (Number.isFinite(u))
            expect(Math.abs(u - v)).toBeLessThanOrEqual(1e-12 * Math.max(1e-300, Math.abs(u), 1e-6 * c));
          else expect(v).toBe(u);
        }
      }),
      { seed: 13, numRuns: 300 },
    );
  });
});

describe('relativeHalfRange (benchstat ± column)', () => {
  it.each([
    [{ center: 100, low: 97, high: 104 }, 0.04],
    [{ center: 100, low: 90, high: 101 }, 0.1],
    [{ center: -10, low: -11, high: -9.5 }, 0.1],
    [{ center: 0, low: 0, high: 0 }, 0],
  ])('%o -> %s', (s, expected) => {
    expect(relativeHalfRange(s)).toBeCloseTo(expected, 14);
  });

  it('is infinite for unbounded and NaN for sign-changing intervals', () => {
    expect(relativeHalfRange({ center: 5, low: -Infinity, high: 6 })).toBe(Infinity);
    expect(relativeHalfRange({ center: 5, low: -1, high: 6 })).toBeNaN();
  });
});

describe('createSample ordering', () => {
  it('sorts as a stable numeric sort does, short and long samples alike', () => {
    // -0 and 0 are equal to a comparator sort, so they keep their input order
    // (a typed-array sort would put -0 first); NaNs are set aside and counted.
    const short = createSample([3, 0, -0, Number.NaN, -2, 3, Infinity, -Infinity]);
    expect(short.values.map((v) => (Object.is(v, -0) ? '-0' : v))).toEqual([
      -Infinity,
      -2,
      0,
      '-0',
      3,
      3,
      Infinity,
    ]);
    expect(short.nanCount).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true }), { maxLength: 80 }), (xs) => {
        const expected = [...xs].sort((a, b) => a - b);
        const got = createSample(xs).values;
        expect(got.map((v) => Object.is(v, -0))).toEqual(expected.map((v) => Object.is(v, -0)));
        expect(got).toEqual(expected);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('summarizes a sorted sample as it summarizes the raw values', () => {
    const raw = [9, 1, 4, 4, 7, 2, 8, 3, 6, 5, Number.NaN];
    expect(summarizeMedian(createSample(raw))).toEqual(summarizeMedian(raw));
  });
});
