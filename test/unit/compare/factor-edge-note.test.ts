import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';

// Pooled rows whose every head sample lies past every base sample (significant), their medians
// exactly `center`: a throughput row and a time row at −4.9%, −4.7% and +4.9% against a 5% threshold.
const SPREAD = [0, 0.01, -0.01, 0, 0.02, -0.02, 0, 0.01, -0.01, 0];
function bench(name: string, unit: string, center: number): Benchmark {
  const direction = unit === 'MB/s' ? 'bigger' : 'smaller';
  return {
    suite: '',
    name,
    params: {},
    metrics: [{ unit, direction, samples: SPREAD.map((d) => center + d) }],
  };
}

function judged(changes: Record<string, [string, number]>) {
  const names = Object.keys(changes);
  const c = compareResults(
    createResults({ benchmarks: names.map((n) => bench(n, changes[n]![0], 100)) }),
    createResults({ benchmarks: names.map((n) => bench(n, changes[n]![0], 100 * (1 + changes[n]![1]))) }),
    DEFAULT_POLICY,
  );
  return c.rows.map((r) => [r.name, r.verdict, Number(r.change!.toFixed(4)), r.notes]);
}

describe('a flagged change that reads as within the threshold says why it counts', () => {
  it('a throughput row 4.9% lower is a regression, +5.15% in time, and says so; 4.7% lower is unchanged', () => {
    expect(
      judged({
        Rate49: ['MB/s', -0.049],
        Rate47: ['MB/s', -0.047],
        Time49: ['ns/op', -0.049],
        Up49: ['ns/op', 0.049],
      }),
    ).toEqual([
      [
        'Rate49',
        'regression',
        -0.049,
        [
          '−4.90% is +5.15% the other way up (a time for a rate, a rate for a time): past the 5% threshold, a factor either way (docs/configuration.md)',
        ],
      ],
      ['Rate47', 'unchanged', -0.047, []],
      [
        'Time49',
        'improvement',
        -0.049,
        [
          '−4.90% is +5.15% the other way up (a time for a rate, a rate for a time): past the 5% threshold, a factor either way (docs/configuration.md)',
        ],
      ],
      ['Up49', 'unchanged', 0.049, []],
    ]);
  });

  it('a change past −threshold needs no note', () => {
    expect(judged({ Rate60: ['MB/s', -0.06] })).toEqual([['Rate60', 'regression', -0.06, []]]);
  });
});
