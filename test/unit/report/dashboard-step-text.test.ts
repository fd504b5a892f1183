import { describe, expect, it } from 'vitest';
import { stepDetail, stepText } from '../../../src/report/dashboard/step-text.js';

describe("the dashboard's step text", () => {
  it.each([
    [{ before: 0, after: 10_002_436, change: Infinity, unit: 'B/op' }, '0 → 10 MB/op', '0 → 10 MB/op'],
    [{ before: 112, after: 0, change: -1, unit: 'allocs/op' }, '112 allocs/op → 0', '112 allocs/op → 0'],
    [
      { before: 4_000_000, after: 6_000_000, change: 0.5, unit: 'B/op' },
      '+50.0%',
      '+50.0% (4 MB/op → 6 MB/op)',
    ],
    [
      { before: 100.5, after: 150, change: 0.4925, unit: 'ns/op' },
      '+49.3%',
      '+49.3% (100.5 ns/op → 150 ns/op)',
    ],
    [
      { before: 2_476_093, after: 1_200_000, change: -0.5154, unit: 'ns/op' },
      '−51.5%',
      '−51.5% (2.476 ms/op → 1.2 ms/op)',
    ],
  ])('%o reads %s', (step, short, detail) => {
    expect(stepText(step)).toBe(short);
    expect(stepDetail(step)).toBe(detail);
  });
});
