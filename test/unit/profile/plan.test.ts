import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { planProfiles, rowTitle } from '../../../src/profile/plan.js';
import { PROFILE_DEFAULTS } from '../../../src/profile/settings.js';

// Which rows are profiled: regressions by size, one profile per benchmark and
// measure, at most maxRows, and every other regression listed with its reason.

const bench = (name: string, ns: number, bytes: number): Benchmark => ({
  suite: 'example.com/planted',
  name,
  params: {},
  metrics: [
    { unit: 'ns/op', direction: 'smaller', samples: Array.from({ length: 10 }, (_, i) => ns + i) },
    {
      unit: 'MB/s',
      direction: 'bigger',
      samples: Array.from({ length: 10 }, (_, i) => 1e5 / ns - i * 0.001),
    },
    { unit: 'B/op', direction: 'smaller', samples: Array.from({ length: 10 }, (_, i) => bytes + i) },
  ],
});

describe('planProfiles', () => {
  const c = compareResults(
    createResults({
      benchmarks: [
        bench('BenchmarkA', 1000, 100),
        bench('BenchmarkB', 1000, 100),
        bench('BenchmarkC', 1000, 100),
      ],
    }),
    createResults({
      benchmarks: [
        bench('BenchmarkA', 3000, 100),
        bench('BenchmarkB', 1500, 400),
        bench('BenchmarkC', 1200, 100),
      ],
    }),
    DEFAULT_POLICY,
  );

  it('profiles the largest regressions first, once per benchmark and measure, at most maxRows', () => {
    const plan = planProfiles(c, { ...PROFILE_DEFAULTS, maxRows: 3 });
    expect(plan.rows.map(rowTitle)).toEqual([
      'example.com/planted BenchmarkB (B/op)',
      'example.com/planted BenchmarkA (ns/op)',
      'example.com/planted BenchmarkB (ns/op)',
    ]);
    expect(plan.skipped.map((u) => [rowTitle(u.row), u.reason])).toEqual([
      ['example.com/planted BenchmarkA (MB/s)', 'profiled with example.com/planted BenchmarkA (ns/op)'],
      ['example.com/planted BenchmarkB (MB/s)', 'profiled with example.com/planted BenchmarkB (ns/op)'],
      [
        'example.com/planted BenchmarkC (ns/op)',
        'beyond profile-max-rows (3): smaller changes than the rows profiled',
      ],
      [
        'example.com/planted BenchmarkC (MB/s)',
        'beyond profile-max-rows (3): smaller changes than the rows profiled',
      ],
    ]);
  });

  it("profiles the rows `only` names instead of the regressions: a bisection's culprit and the rows it explains", () => {
    const plan = planProfiles(c, { ...PROFILE_DEFAULTS, maxRows: 3 }, (r) => r.name === 'BenchmarkC');
    expect(plan.rows.map(rowTitle)).toEqual([
      'example.com/planted BenchmarkC (ns/op)',
      'example.com/planted BenchmarkC (B/op)',
    ]);
    expect(plan.skipped.map((u) => [rowTitle(u.row), u.reason])).toEqual([
      ['example.com/planted BenchmarkC (MB/s)', 'profiled with example.com/planted BenchmarkC (ns/op)'],
    ]);
  });

  it("takes a JMH benchmark's -prof gc rows with one allocation profile, under its B/op row, and its time row with another", () => {
    // head copies every block: throughput falls, and every gc row grows, the rate by more than the bytes per operation.
    const jmh = (opsPerS: number, bytes: number, mbPerS: number, collections: number): Benchmark => ({
      suite: 'com.example.planted.CodecBenchmark',
      name: 'encode',
      params: {},
      metrics: [
        { unit: 'ops/s', direction: 'bigger', samples: [0, 1, 2, 3, 4].map((i) => opsPerS + i) },
        {
          unit: 'B/op',
          name: 'gc.alloc.rate.norm',
          direction: 'smaller',
          samples: [0, 1, 2, 3, 4].map((i) => bytes + i),
        },
        {
          unit: 'MB/sec',
          name: 'gc.alloc.rate',
          direction: 'smaller',
          samples: [0, 1, 2, 3, 4].map((i) => mbPerS + i),
        },
        {
          unit: 'counts',
          name: 'gc.count',
          direction: 'smaller',
          samples: [0, 1, 2, 3, 4].map((i) => collections + i),
        },
      ],
    });
    const gc = compareResults(
      createResults({ benchmarks: [jmh(90_000, 10, 1, 2)] }),
      createResults({ benchmarks: [jmh(60_000, 4_106, 250, 40)] }),
      DEFAULT_POLICY,
    );
    const plan = planProfiles(gc, { ...PROFILE_DEFAULTS, maxRows: 2 });
    expect(plan.rows.map(rowTitle)).toEqual([
      'com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)',
      'com.example.planted.CodecBenchmark encode (ops/s)',
    ]);
    expect(plan.skipped.map((u) => [rowTitle(u.row), u.reason])).toEqual([
      [
        'com.example.planted.CodecBenchmark encode (gc.alloc.rate)',
        'profiled with com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)',
      ],
      [
        'com.example.planted.CodecBenchmark encode (gc.count)',
        'profiled with com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)',
      ],
    ]);
  });
});
