import { describe, expect, it } from 'vitest';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { benchmarksInLastRound } from '../../../src/run/ab-run.js';
import { askedOnly } from '../../../src/run/asked-only.js';

const bench = (name: string, params: Record<string, string>, extra: Partial<Benchmark> = {}): Benchmark => ({
  suite: 'com.ex.W',
  name,
  params,
  metrics: [{ unit: 'ms/op', direction: 'smaller', samples: [1] }],
  ...extra,
});

describe('askedOnly', () => {
  // A JMH round narrowed to two cells of a 2×2 matrix: -p a=1,2 -p b=1,2 runs all four.
  const round = createResults({
    benchmarks: [
      bench('write', { a: '1', b: '1' }, { mode: 'avgt' }),
      bench('write', { a: '1', b: '2' }, { mode: 'avgt' }),
      bench('write', { b: '1', a: '2' }, { mode: 'avgt' }),
      bench('write', { a: '2', b: '2' }, { mode: 'avgt' }),
    ],
  });

  it('keeps the asked cells, whatever order their params are in, and returns the rest', () => {
    const { kept, besides } = askedOnly(round, [
      { suite: 'com.ex.W', name: 'write', params: { b: '2', a: '2' }, mode: 'avgt' },
      { suite: 'com.ex.W', name: 'write', params: { a: '1', b: '1' }, mode: 'avgt' },
    ]);
    expect(kept.benchmarks.map((b) => `${b.params.a}${b.params.b}`)).toEqual(['11', '22']);
    expect(besides.map((b) => `${b.params.a}${b.params.b}`)).toEqual(['12', '21']);
    expect(kept.context).toBe(round.context);
  });

  it('tells a cell apart by its mode and keeps every procs value of an asked benchmark', () => {
    const go = createResults({
      benchmarks: [
        bench('BenchmarkX', {}, { procs: 1 }),
        bench('BenchmarkX', {}, { procs: 2 }),
        bench('BenchmarkX', {}, { mode: 'thrpt' }),
      ],
    });
    const { kept, besides } = askedOnly(go, [{ suite: 'com.ex.W', name: 'BenchmarkX', params: {} }]);
    expect(kept.benchmarks.map((b) => b.procs ?? b.mode)).toEqual([1, 2]);
    expect(besides.map((b) => b.mode)).toEqual(['thrpt']);
  });

  it('returns the round itself when it ran only what was asked', () => {
    const asked = round.benchmarks.map(({ suite, name, params, mode }) => ({ suite, name, params, mode }));
    const { kept, besides } = askedOnly(round, asked);
    expect([kept, besides]).toEqual([round, []]);
    expect(kept).toBe(round);
  });
});

describe('benchmarksInLastRound', () => {
  const kept = createResults({ benchmarks: [bench('write', { a: '1' }), bench('write', { a: '2' })] });

  it('counts what the last round kept and what it ran besides: the time budget divides its time by both', () => {
    expect(
      benchmarksInLastRound({ rounds: [createResults({ benchmarks: [] }), kept], besidesByRound: [4, 3] }),
    ).toBe(5);
    expect(benchmarksInLastRound({ rounds: [kept] })).toBe(2);
    expect(benchmarksInLastRound({ rounds: [] })).toBe(0);
  });
});
