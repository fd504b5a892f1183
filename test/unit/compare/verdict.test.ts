import { describe, expect, it } from 'vitest';
import { decideVerdict, type VerdictInput } from '../../../src/compare/verdict.js';

const base: VerdictInput = {
  direction: 'smaller',
  change: 0,
  q: 1,
  alpha: 0.05,
  threshold: 0.05,
  underpowered: false,
  noisy: false,
  bounded: true,
};

describe('decideVerdict', () => {
  it.each<[string, Partial<VerdictInput>, string]>([
    ['significant slowdown over threshold', { change: 0.1, q: 0.01 }, 'regression'],
    ['significant speedup over threshold', { change: -0.1, q: 0.01 }, 'improvement'],
    ['bigger-is-better drop is a regression', { direction: 'bigger', change: -0.1, q: 0.01 }, 'regression'],
    ['bigger-is-better rise is an improvement', { direction: 'bigger', change: 0.1, q: 0.01 }, 'improvement'],
    ['significant but under threshold', { change: 0.03, q: 0.001 }, 'unchanged'],
    ['exactly at threshold is not over it', { change: 0.05, q: 0.001 }, 'unchanged'],
    ['large but not significant', { change: 0.3, q: 0.2 }, 'unchanged'],
    ['large, not significant, noisy', { change: 0.3, q: 0.2, noisy: true }, 'inconclusive'],
    ['q exactly alpha is significant, as in benchstat', { change: 0.3, q: 0.05 }, 'regression'],
    ['q just above alpha is not', { change: 0.3, q: 0.0500001 }, 'unchanged'],
    ['underpowered test', { change: 0.3, q: 0.1, underpowered: true }, 'inconclusive'],
    ['no test possible', { change: 0.3, q: Number.NaN }, 'inconclusive'],
    ['noisy but significant 2x slowdown', { change: 1, q: 0.001, noisy: true }, 'regression'],
    ['no change value', { change: Number.NaN, q: 0.001 }, 'inconclusive'],
    [
      'not significant with an unbounded interval (n < 6)',
      { change: -0.57, q: 1, bounded: false },
      'inconclusive',
    ],
    [
      'significant with an unbounded interval still counts',
      { change: 0.5, q: 0.01, bounded: false },
      'regression',
    ],
    ['zero to something is a regression when significant', { change: Infinity, q: 0.002 }, 'regression'],
  ])('%s', (_name, input, expected) => {
    expect(decideVerdict({ ...base, ...input })).toBe(expected);
  });
});
