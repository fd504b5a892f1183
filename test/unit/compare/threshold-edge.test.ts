import { describe, expect, it } from 'vitest';
import { exceedsThreshold } from '../../../src/compare/policy.js';
import type { ComparisonRow } from '../../../src/compare/types.js';
import { decideVerdict } from '../../../src/compare/verdict.js';
import { changeMark } from '../../../src/report/verdict-tables.js';

// One edge for "beyond the threshold": the verdict and the report's ❔ mark agree.
describe('the threshold edge', () => {
  it.each<[number, number, boolean]>([
    [0.05, 0.05, false],
    [-0.05, 0.05, false],
    [0.0500001, 0.05, true],
    [-0.0500001, 0.05, true],
    [0, 0, false],
    [1e-9, 0, true],
  ])('change %d against threshold %d exceeds it: %s', (change, threshold, expected) => {
    expect(exceedsThreshold(change, threshold)).toBe(expected);
  });

  it('a significant change exactly at the threshold is unchanged, not a regression', () => {
    const v = { direction: 'smaller', q: 0.001, alpha: 0.05, threshold: 0.05 } as const;
    const rest = { underpowered: false, noisy: false, bounded: true };
    expect(decideVerdict({ ...v, ...rest, change: 0.05 })).toBe('unchanged');
    expect(decideVerdict({ ...v, ...rest, change: 0.06 })).toBe('regression');
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
  });
});
