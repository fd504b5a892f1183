// The geomean row and relative change.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caveatMessage } from '../../../src/stats/caveats.js';
import { relativeChange } from '../../../src/stats/change.js';
import { geomean, summarizeGeomean } from '../../../src/stats/geomean.js';
import { referenceTable } from './reference-table.js';

// Written by `python3 scripts/stats-reference.py geomean`: scipy.stats.gmean(xs).
const GEOMEAN = referenceTable<Array<[number[], number]>>('geomean', 'GEOMEAN');

describe('geomean', () => {
  it.each(GEOMEAN)('%j -> %s', (xs, expected) => {
    expect(Math.abs(geomean(xs) - expected)).toBeLessThanOrEqual(4e-16 * expected * xs.length);
  });

  it('is NaN for empty input and for any value that is not positive', () => {
    expect(geomean([])).toBeNaN();
    expect(geomean([1, 0, 2])).toBeNaN();
    expect(geomean([1, -2])).toBeNaN();
    expect(geomean([1, Number.NaN])).toBeNaN();
  });
});

describe('summarizeGeomean (benchstat geomean row)', () => {
  it('averages centers per side and ratios per row', () => {
    // Base 2, 8 -> 4; head 4, 4 -> 4; ratios 2 and 1/2 -> 1: the change is 0.
    // (exp of a mean of logs, as go-moremath's GeoMean: within an ulp or two.)
    const s = summarizeGeomean([
      { base: 2, head: 4 },
      { base: 8, head: 4 },
    ]);
    expect([s.base, s.head, s.ratio].map((v) => Number(v.toPrecision(14)))).toEqual([4, 4, 1]);
    expect([s.pairs, s.caveats]).toEqual([2, []]);
  });

  it('uses the geomean of ratios, which stays meaningful when the sets differ', () => {
    // Rows: a (base 10, head 20), b (base only, 1000). Head geomean 20, base geomean
    // √(10·1000) = 100; the ratio comes from the one comparable row: 2.
    const s = summarizeGeomean([{ base: 10, head: 20 }, { base: 1000 }]);
    expect(s.base).toBeCloseTo(100, 12);
    expect(s.head).toBeCloseTo(20, 13);
    expect(s.ratio).toBeCloseTo(2, 14);
    expect(s.pairs).toBe(1);
    expect(s.caveats.map(caveatMessage)).toEqual([
      'benchmark set differs from baseline; geomeans may not be comparable',
    ]);
  });

  it('leaves out rows with non-positive or non-finite centers, with a caveat', () => {
    const s = summarizeGeomean([
      { base: 0, head: 0 },
      { base: 4, head: 1 },
      { base: 1, head: -1 },
      { base: Number.NaN, head: 3 },
    ]);
    expect([s.base, s.head, s.ratio].map((v) => Number(v.toPrecision(14)))).toEqual([4, 1, 0.25]);
    expect([s.pairs, s.caveats]).toEqual([1, [{ kind: 'non-positive-centers', count: 3 }]]);
    const none = summarizeGeomean([{ base: 0, head: 1 }]);
    expect([none.base, none.head, none.ratio]).toEqual([Number.NaN, Number.NaN, Number.NaN]);
    expect(none.pairs).toBe(0);
  });

  it('treats equal centers as ratio 1 exactly', () => {
    expect(summarizeGeomean([{ base: 0.1 + 0.2, head: 0.1 + 0.2 }]).ratio).toBe(1);
  });

  it('has ratio = head geomean / base geomean when every row is on both sides', () => {
    const row = fc.record({
      base: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
      head: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), (rows) => {
        const s = summarizeGeomean(rows);
        expect(Math.abs(s.ratio - s.head / s.base)).toBeLessThanOrEqual(1e-12 * s.ratio);
        expect(s.caveats).toEqual([]);
      }),
      { seed: 51, numRuns: 200 },
    );
  });
});

describe('relativeChange', () => {
  it.each([
    [100, 105, 0.05],
    [200, 100, -0.5],
    [3, 3, 0],
    [0, 0, 0],
  ])('%s -> %s is %s', (base, head, expected) => {
    expect(relativeChange(base, head)).toBeCloseTo(expected, 15);
  });

  it('is NaN against a zero base (benchstat prints "?")', () => {
    expect(relativeChange(0, 5)).toBeNaN();
  });
});
