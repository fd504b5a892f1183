// Caveat sentences, worded like benchstat's footnotes.

import { describe, expect, it } from 'vitest';
import { caveatMessage, formatGoFloat, message, type StatCaveat } from '../../../src/stats/caveats.js';

// Printed by `python3 scripts/stats-reference.py benchmath`: [x, fmt.Sprintf("%v", x)]
// from Go, which is how benchstat writes levels into its footnotes.
// GO_FLOATS
const GO_FLOATS: Array<[number, string]> = [
  [0.95, '0.95'],
  [0.999, '0.999'],
  [1, '1'],
  [0, '0'],
  [0.5, '0.5'],
  [-0.5, '-0.5'],
  [1e-5, '1e-05'],
  [1.2e-5, '1.2e-05'],
  [0.0001, '0.0001'],
  [0.00012345, '0.00012345'],
  [123456, '123456'],
  [123456.7, '123456.7'],
  [100000, '100000'],
  [1000000, '1e+06'],
  [1234567, '1.234567e+06'],
  [123456789, '1.23456789e+08'],
  [100000000000000000000, '1e+20'],
  [1e21, '1e+21'],
  [2.5e-300, '2.5e-300'],
  [0.3, '0.3'],
];

describe('formatGoFloat', () => {
  it.each(GO_FLOATS)('%s prints as %s', (x, expected) => {
    expect(formatGoFloat(x)).toBe(expected);
  });

  it('prints the special values as Go does', () => {
    expect([
      formatGoFloat(Number.NaN),
      formatGoFloat(Infinity),
      formatGoFloat(-Infinity),
      formatGoFloat(-0),
    ]).toEqual(['NaN', '+Inf', '-Inf', '-0']);
  });
});

describe('caveatMessage', () => {
  const cases: Array<[StatCaveat, string]> = [
    [
      { kind: 'too-few-samples', op: '>=', need: 6, have: 3, level: 0.95 },
      'need >= 6 samples for confidence interval at level 0.95',
    ],
    [
      { kind: 'too-few-samples', op: '>', need: 50, have: 3, level: 1 },
      'need > 50 samples for confidence interval at level 1',
    ],
    [
      { kind: 'too-few-samples-for-alpha', need: 4, alpha: 0.05, n1: 3, n2: 3, minP: 0.1 },
      'need >= 4 samples to detect a difference at alpha level 0.05',
    ],
    [
      { kind: 'too-few-samples-for-alpha', need: 12, alpha: 1e-6, n1: 3, n2: 3, minP: 0.1 },
      'need >= 12 samples to detect a difference at alpha level 1e-06',
    ],
    [{ kind: 'all-samples-equal' }, 'all samples are equal'],
    [{ kind: 'empty-sample' }, 'sample is empty'],
    [{ kind: 'nan-values', count: 1 }, 'ignored 1 NaN value'],
    [{ kind: 'nan-values', count: 3 }, 'ignored 3 NaN values'],
    [
      { kind: 'welch-too-few-samples', have: 1, need: 2 },
      'need >= 2 measurements per side for a t-test, have 1',
    ],
    [{ kind: 'missing-error' }, 'no error interval reported; cannot derive a standard error'],
    [{ kind: 'zero-error' }, 'error interval is zero; the t-test is degenerate'],
    [{ kind: 'unknown-confidence' }, 'confidence level of the error interval is unknown'],
    [{ kind: 'non-positive-centers', count: 1 }, 'summaries must be >0 to compute geomean; left out 1 row'],
    [{ kind: 'non-positive-centers', count: 2 }, 'summaries must be >0 to compute geomean; left out 2 rows'],
    [
      { kind: 'benchmark-set-differs' },
      'benchmark set differs from baseline; geomeans may not be comparable',
    ],
  ];
  it.each(cases)('%j', (caveat, expected) => {
    expect(caveatMessage(caveat)).toBe(expected);
    expect(message(caveat)).toBe(expected);
  });
});
