import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../../src/compare/types.js';
import { decideVerdict } from '../../../src/compare/verdict.js';
import { changeMark } from '../../../src/report/verdict-tables.js';
import { exceedsThreshold, insideThreshold, thresholdEdges } from '../../../src/stats/threshold.js';

// One edge for "beyond the threshold", a factor of 1 + threshold either way: the verdict, the
// sequential rule and the report's ❔ mark agree, and so do a row and its reciprocal twin.
describe('the threshold edge', () => {
  it('is +t and 1/(1 + t) − 1', () => {
    expect(thresholdEdges(0.05)).toEqual({ low: -0.05 / 1.05, high: 0.05 });
    expect(thresholdEdges(0.05).low).toBeCloseTo(-0.047619, 6);
    expect(thresholdEdges(1)).toEqual({ low: -0.5, high: 1 });
    expect(thresholdEdges(0)).toEqual({ low: -0, high: 0 });
  });

  it.each<[number, number, boolean]>([
    [0.05, 0.05, false],
    [0.0500001, 0.05, true],
    // 20 → 21 allocations: exactly 5%, though 21/20 − 1 computes an ulp past it.
    [21 / 20 - 1, 0.05, false],
    [-0.047, 0.05, false],
    [-0.048, 0.05, true],
    // −5% in time is +5.26% in throughput: beyond.
    [-0.05, 0.05, true],
    [1, 1, false],
    [-0.5, 1, false],
    [-0.5000001, 1, true],
    [0, 0, false],
    [1e-9, 0, true],
    [-1e-9, 0, true],
  ])('change %d against threshold %d exceeds it: %s', (change, threshold, expected) => {
    expect(exceedsThreshold(change, threshold)).toBe(expected);
  });

  it('calls a change and its reciprocal alike', () => {
    for (const threshold of [0.01, 0.05, 0.1, 0.5]) {
      for (let i = 0; i <= 400; i++) {
        const change = -0.6 + (2 * i) / 400;
        const twin = 1 / (1 + change) - 1;
        // Away from the edge itself, where rounding decides.
        if (Math.abs(Math.abs(Math.log1p(change)) - Math.log1p(threshold)) < 1e-12) continue;
        expect(exceedsThreshold(twin, threshold), `${change} ${threshold}`).toBe(
          exceedsThreshold(change, threshold),
        );
      }
    }
  });

  it('holds an interval inside it strictly', () => {
    expect(insideThreshold(-0.047, 0.049, 0.05)).toBe(true);
    expect(insideThreshold(-0.048, 0.049, 0.05)).toBe(false);
    expect(insideThreshold(-0.047, 0.05, 0.05)).toBe(false);
    expect(insideThreshold(-0.05 / 1.05, 0, 0.05)).toBe(false);
  });

  it('a significant change exactly at the threshold is unchanged, not a regression', () => {
    const v = { direction: 'smaller', q: 0.001, alpha: 0.05, threshold: 0.05 } as const;
    const rest = { underpowered: false, noisy: false, bounded: true };
    expect(decideVerdict({ ...v, ...rest, change: 0.05 })).toBe('unchanged');
    expect(decideVerdict({ ...v, ...rest, change: 0.06 })).toBe('regression');
    // A throughput row 4.8% lower is the same run as its time row 5.04% higher: a regression.
    expect(decideVerdict({ ...v, ...rest, direction: 'bigger', change: -0.048 })).toBe('regression');
    expect(decideVerdict({ ...v, ...rest, direction: 'bigger', change: -0.047 })).toBe('unchanged');
    expect(decideVerdict({ ...v, ...rest, change: -0.048 })).toBe('improvement');
  });

  it('an inconclusive row exactly at the threshold gets no ❔ (it did with >= before)', () => {
    const row = {
      verdict: 'inconclusive',
      change: 0.05,
      threshold: 0.05,
      notes: [],
    } as unknown as ComparisonRow;
    expect(changeMark(row)).toBe('');
    expect(changeMark({ ...row, change: 0.06 })).toBe(' ❔');
    expect(changeMark({ ...row, change: -0.047 })).toBe('');
    expect(changeMark({ ...row, change: -0.048 })).toBe(' ❔');
  });
});
