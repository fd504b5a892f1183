// Benjamini–Hochberg q-values.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from '../../../src/stats/fdr.js';
import { referenceTable } from './reference-table.js';

// Written by `python3 scripts/stats-reference.py fdr`:
// statsmodels.stats.multitest.multipletests(p, method='fdr_bh')[1].
const FDR_BH = referenceTable<Array<[number[], number[]]>>('fdr', 'FDR_BH');

describe('benjaminiHochberg', () => {
  it.each(FDR_BH.map(([p, q], i) => ({ i, p, q })))('case $i: $p', ({ p, q }) => {
    const got = benjaminiHochberg(p);
    q.forEach((expected, i) =>
      expect(Math.abs((got[i] as number) - expected), `q[${i}]`).toBeLessThan(1e-15),
    );
  });

  it('follows the step-up rule on a hand-derived case', () => {
    // Sorted p = 0.005, 0.01, 0.03, 0.04, 0.5 (m = 5): m·p/rank = 0.025, 0.025,
    // 0.05, 0.05, 0.5; running minimum from the top changes nothing here.
    // Sorted p = 0.01, 0.02, 0.021 (m = 3): 0.03, 0.03, 0.021 -> minimum from
    // the top makes the first two 0.021.
    expect(benjaminiHochberg([0.02, 0.01, 0.021])).toEqual([0.021, 0.021, 0.021]);
  });

  it('passes untested entries through and does not count them', () => {
    // Two tests: 0.01 -> 2·0.01/1 = 0.02; 0.04 -> 2·0.04/2 = 0.04.
    expect(benjaminiHochberg([0.04, undefined, Number.NaN, null, 0.01])).toEqual([
      0.04,
      undefined,
      Number.NaN,
      null,
      0.02,
    ]);
    expect(benjaminiHochberg([])).toEqual([]);
    expect(benjaminiHochberg([undefined])).toEqual([undefined]);
  });

  it('rejects p-values outside [0, 1]', () => {
    expect(() => benjaminiHochberg([0.5, 1.5])).toThrow(/p-value #1/);
    expect(() => benjaminiHochberg([-0.1])).toThrow(RangeError);
  });

  const pValues = fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
      { weight: 2, arbitrary: fc.constantFrom(0, 0.01, 0.05, 1) }, // ties
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    { maxLength: 60 },
  );

  it('gives q >= p, q <= 1, equal q for equal p, and q monotone in p', () => {
    fc.assert(
      fc.property(pValues, (ps) => {
        const qs = benjaminiHochberg(ps);
        ps.forEach((p, i) => {
          if (p === undefined) return expect(qs[i]).toBeUndefined();
          const q = qs[i] as number;
          expect(q).toBeGreaterThanOrEqual(p);
          expect(q).toBeLessThanOrEqual(1);
          ps.forEach((p2, j) => {
            if (p2 === undefined) return;
            if (p < p2) expect(q).toBeLessThanOrEqual(qs[j] as number);
            if (p === p2) expect(q).toBe(qs[j]);
          });
        });
      }),
      { seed: 41, numRuns: 300 },
    );
  });

  it('does not depend on the order of the inputs', () => {
    fc.assert(
      fc.property(pValues, (ps) => {
        const reversed = benjaminiHochberg([...ps].reverse());
        expect(reversed.reverse()).toEqual(benjaminiHochberg(ps));
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe('benjaminiHochberg against the textbook step-up rule', () => {
  /** q for the i-th smallest of m p-values: min over j >= i of m p_(j) / j, never below p. */
  function textbook(ps: number[]): number[] {
    const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
    const m = ps.length;
    const q = new Array<number>(m);
    let running = 1;
    for (let rank = m; rank >= 1; rank--) {
      const { p, i } = order[rank - 1]!;
      running = Math.min(running, (m * p) / rank);
      q[i] = Math.max(running, p);
    }
    return q;
  }

  it('gives the same q-values bit for bit, ties and all', () => {
    const tiedPs = fc.array(fc.constantFrom(0, 0.001, 0.01, 0.02, 0.049, 0.05, 0.3, 1), { maxLength: 60 });
    const anyPs = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 60 });
    fc.assert(
      fc.property(fc.oneof(tiedPs, anyPs), (ps) => {
        expect(benjaminiHochberg(ps)).toEqual(textbook(ps));
      }),
      { seed: 43, numRuns: 500 },
    );
  });
});
