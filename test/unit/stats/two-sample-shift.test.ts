import { describe, expect, it } from 'vitest';
import { twoSampleShift } from '../../../src/stats/two-sample-shift.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('twoSampleShift (Hodges–Lehmann estimate, Moses interval)', () => {
  it('counts the exact critical value for a small side: 3 after 10, c = 3 (P(U ≤ 3) = 7/286)', () => {
    // Pairwise differences y − x: 1, 2, 2, 3, 3, 3, ... 10, 10, 10, 11, 11, 12; the 4th from each end.
    expect(twoSampleShift(range(1, 10), [11, 12, 13])).toEqual({ estimate: 6.5, low: 3, high: 10 });
  });

  it('has no interval where even complete separation is likelier than the tail (2 against 1)', () => {
    expect(twoSampleShift([1, 2], [3])).toBeUndefined();
    expect(twoSampleShift([], [3])).toBeUndefined();
  });

  it('normal approximation on larger sides: a shift of 5 between 30 and 30 values', () => {
    const before = range(1, 30);
    const r = twoSampleShift(
      before,
      before.map((x) => x + 5),
    )!;
    expect(r.estimate).toBe(5);
    // c = floor(450 − 1.95996·sqrt(900·61/12) − 0.5) = 316: the 317th pairwise difference from each end,
    // 5 + (x − x') with x − x' = −5 (values 301–325 from the bottom) and +5 (from the top).
    expect([r.low, r.high]).toEqual([0, 10]);
  });
});
