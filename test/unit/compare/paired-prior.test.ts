import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { priorKey, roundDesignOf } from '../../../src/compare/paired-rounds.js';
import { createResults, type Metric, type Results } from '../../../src/model/results.js';

// The noise prior travels in the head results' context (noisePrior, written
// by sideResults from the run's design), so `benchgate compare` of the files
// judges a row with it as the run did, and says so in the row's notes.

const ROW = { suite: 'p', name: 'BenchmarkX', params: { size: '1KB' }, unit: 'ns/op' };

function side(values: number[], context: Record<string, unknown>): Results {
  const metric: Metric = {
    unit: 'ns/op',
    direction: 'smaller',
    samples: values,
    rounds: values.map((_, i) => i),
  };
  return createResults({
    context: { maxRounds: 40, ...context },
    benchmarks: [{ suite: ROW.suite, name: ROW.name, params: ROW.params, metrics: [metric] }],
  });
}

// Three rounds of a 1%-noise row slowed by 10%: log ratios 0.100, 0.087, 0.106.
const BASE = [100, 100, 100];
const HEAD = [0.1, 0.087, 0.106].map((d) => 100 * Math.exp(d));
const prior = (sd: number) => ({
  noisePrior: { source: 'calibration runs on benchgate-data', rows: { [priorKey(ROW)]: sd } },
});

describe('a noise prior in the results', () => {
  it('keys a row by suite, name, params in name order, unit and metric', () => {
    const two = { ...ROW, params: { size: '1KB', mode: 'sync' } };
    expect(priorKey(two)).toBe('["p","BenchmarkX",[["mode","sync"],["size","1KB"]],"ns/op",null]');
    expect(priorKey({ ...two, params: { mode: 'sync', size: '1KB' } })).toBe(priorKey(two));
    expect(priorKey({ ...ROW, metric: 'gc.alloc.rate.norm' })).toBe(
      '["p","BenchmarkX",[["size","1KB"]],"ns/op","gc.alloc.rate.norm"]',
    );
  });

  it('flags the quiet +10% row at round 3 with the prior and notes where it came from; open without it', () => {
    const without = compareResults(side(BASE, {}), side(HEAD, {}), DEFAULT_POLICY).rows[0]!;
    expect(without.paired?.state).toBe('open');
    expect(without.paired?.prior).toBeUndefined();
    const withPrior = compareResults(side(BASE, {}), side(HEAD, prior(0.01)), DEFAULT_POLICY).rows[0]!;
    expect([withPrior.verdict, withPrior.paired?.state, withPrior.paired?.rounds]).toEqual([
      'regression',
      'regression',
      3,
    ]);
    expect(withPrior.paired?.prior).toEqual({
      sd: 0.01,
      source: 'calibration runs on benchgate-data',
      used: true,
    });
    expect(withPrior.notes).toContain(
      'judged with a noise prior of 1% per round (calibration runs on benchgate-data)',
    );
  });

  it('judges by the pooled look a prior far below the rounds’ spread chose, and names that prior', () => {
    // The default's gate has no guard: the prior only chooses the test, whose error holds at any spread.
    const row = compareResults(side(BASE, {}), side(HEAD, prior(0.001)), DEFAULT_POLICY).rows[0]!;
    expect([row.paired?.state, row.paired?.rounds, row.paired?.prior?.used]).toEqual(['regression', 3, true]);
    expect(row.notes).toContain(
      'judged with a noise prior of 0.1% per round (calibration runs on benchgate-data)',
    );
  });

  it('judges a row whose prior is above the gate as without one, and says nothing of it', () => {
    const row = compareResults(side(BASE, {}), side(HEAD, prior(0.2)), DEFAULT_POLICY).rows[0]!;
    expect([row.paired?.state, row.paired?.prior]).toEqual(['open', undefined]);
  });

  it('reads only positive finite spreads back from a file', () => {
    const d = roundDesignOf({
      maxRounds: 40,
      noisePrior: { source: 's', rows: { a: 0.01, b: -1, c: 0, d: 'x', e: Number.NaN } },
    });
    expect(d?.prior).toEqual({ source: 's', rows: { a: 0.01 } });
    expect(roundDesignOf({ maxRounds: 40, noisePrior: { rows: {} } })?.prior).toBeUndefined();
  });
});
