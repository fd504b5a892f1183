// Caveat sentences, worded like benchstat's footnotes.

import { describe, expect, it } from 'vitest';
import { caveatMessage, formatGoFloat, message, type StatCaveat } from '../../../src/stats/caveats.js';
import { referenceTable } from './reference-table.js';

// Written by `python3 scripts/stats-reference.py benchmath`: [x, fmt.Sprintf("%v", x)]
// from Go, which is how benchstat writes levels into its footnotes.
const GO_FLOATS = referenceTable<Array<[number, string]>>('benchmath', 'GO_FLOATS');

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
