// The exact Mann-Whitney U distribution behind lowerTailProbability, against
// a brute-force count of every way to choose the sample.

import { describe, expect, it } from 'vitest';
import { mannWhitneyU } from '../../../src/stats/mann-whitney.js';
import { createSample } from '../../../src/stats/sample.js';
import { choose } from '../../../src/stats/special.js';
import { lowerTailProbability } from '../../../src/stats/u-distribution.js';

/** Counts of 2U over every m-subset of items whose tie groups have these sizes. */
function bruteForceCounts(groupSizes: number[], m: number): number[] {
  const values = groupSizes.flatMap((size, g) => Array<number>(size).fill(g));
  const counts: number[] = [];
  const n = values.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) bits++;
    if (bits !== m) continue;
    let twiceU = 0;
    for (let i = 0; i < n; i++) {
      if (!(mask & (1 << i))) continue;
      for (let j = 0; j < n; j++) {
        if (mask & (1 << j)) continue;
        if (values[i]! > values[j]!) twiceU += 2;
        else if (values[i] === values[j]) twiceU += 1;
      }
    }
    counts[twiceU] = (counts[twiceU] ?? 0) + 1;
  }
  return Array.from(counts, (c) => c ?? 0);
}

function bruteForceTail(groupSizes: number[], m: number, cap: number): number {
  const counts = bruteForceCounts(groupSizes, m);
  let count = 0;
  for (let s = 0; s <= Math.floor(cap) && s < counts.length; s++) count += counts[s]!;
  return (
    count /
    choose(
      groupSizes.reduce((a, b) => a + b, 0),
      m,
    )
  );
}

describe('lowerTailProbability', () => {
  it('has the classic distribution without ties', () => {
    // Samples of 2 out of 4 ranks: U = 0, 1, 2, 2, 3, 4 over the C(4,2) = 6 splits.
    const ranks = [1, 1, 1, 1];
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((cap) => lowerTailProbability(ranks, 2, cap))).toEqual([
      1 / 6,
      1 / 6,
      2 / 6,
      2 / 6,
      4 / 6,
      4 / 6,
      5 / 6,
      5 / 6,
      1,
    ]);
  });

  it('matches a brute-force count at every cap, below and past the center, in any order', () => {
    // The table is memoized per pattern and first built up to the center only:
    // caps past it, asked later, must extend it and agree with the count.
    const patterns: Array<[number[], number]> = [
      [[1, 1, 1, 1, 1, 1, 1, 1, 1], 4],
      [[1, 1, 2, 1, 3, 1, 1], 5],
      [[2, 2, 2, 2], 3],
      [[1, 3, 1, 1, 2, 1], 2],
      [[4, 1, 1, 1, 1, 1], 6],
    ];
    for (const [groups, m] of patterns) {
      const items = groups.reduce((a, b) => a + b, 0);
      const largest = 2 * m * (items - m);
      const caps = [0, 1, m * (items - m), largest, largest + 3, 2.5, m * (items - m) - 1, largest - 1];
      for (const cap of caps) {
        expect(lowerTailProbability(groups, m, cap), `${groups} m=${m} cap=${cap}`).toBe(
          bruteForceTail(groups, m, cap),
        );
      }
    }
  });

  it('is 0 below zero and rejects a sample larger than the items', () => {
    expect(lowerTailProbability([1, 2, 1], 2, -1)).toBe(0);
    expect(() => lowerTailProbability([1, 2, 1], 5, 3)).toThrow(/cannot choose 5 of 4 items/);
  });
});

describe('mannWhitneyU on sorted samples', () => {
  it('gives the same result for raw and for presorted samples, NaNs included', () => {
    const base = [5, 3, Number.NaN, 3, 9, 1, 4, 4];
    const head = [7, 8, 3, 9, 10, 12, 4];
    const raw = mannWhitneyU(base, head, { alpha: 0.05 });
    expect(mannWhitneyU(createSample(base), createSample(head), { alpha: 0.05 })).toEqual(raw);
    // Base 1, 3, 3, 4, 4, 5, 9 against head 3, 4, 7, 8, 9, 10, 12, ties counting
    // 1/2: 1 -> 0; each 3 -> 0.5; each 4 -> 1.5; 5 -> 2; 9 -> 4.5. U1 = 10.5.
    expect(raw.u).toBe(10.5);
    expect(raw.caveats).toEqual([{ kind: 'nan-values', count: 1 }]);
  });

  it('gives equal-sized tied samples the smaller tail, doubled, as the enumeration does', () => {
    // [1, 2, 2, 3] vs [2, 3, 4, 5]: U1 = 2.5 (1 beats none; the 2s tie the 2;
    // 3 beats 2 and ties 3). Of the C(8,4) = 70 splits of these values, 7 have
    // 2U1 <= 5, so p = 2 · 7/70.
    const tail = bruteForceTail([1, 3, 2, 1, 1], 4, 5);
    expect(tail).toBe(7 / 70);
    expect(mannWhitneyU([1, 2, 2, 3], [2, 3, 4, 5]).p).toBe(2 * tail);
  });
});
