import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../../src/compare/policy.js';
import { createResults, type Benchmark, type Results } from '../../../src/model/results.js';

const policy: ComparePolicy = { ...DEFAULT_POLICY };

function goBench(name: string, ns: number[], extra: Partial<Benchmark> = {}): Benchmark {
  return {
    suite: 'example.com/store',
    name,
    params: {},
    procs: 2,
    metrics: [{ unit: 'ns/op', direction: 'smaller', samples: ns }],
    ...extra,
  };
}

const results = (...benchmarks: Benchmark[]): Results => createResults({ benchmarks });

describe('compareResults', () => {
  it('flags a 2x slowdown with 10 samples as a regression with benchstat-like numbers', () => {
    const base = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100];
    const head = base.map((x) => x * 2);
    const c = compareResults(
      results(goBench('BenchmarkA', base)),
      results(goBench('BenchmarkA', head)),
      policy,
    );
    expect(c.rows).toHaveLength(1);
    const row = c.rows[0]!;
    expect(row.verdict).toBe('regression');
    expect(row.change).toBe(1);
    expect(row.base).toEqual({ center: 100, low: 99, high: 101, n: 10, source: 'samples', confidence: 0.95 });
    // Two fully separated samples of 10: exact two-sided p = 2 / C(20,10) = 2/184756.
    expect(row.p).toBeCloseTo(2 / 184756, 12);
    expect(row.q).toBeCloseTo(2 / 184756, 12);
    expect(row.test).toBe('mann-whitney');
    expect(c.summary.verdict).toBe('regression');
    expect(c.summary.worst).toBe(0);
    const [geo] = c.summary.geomeans;
    expect([geo!.unit, geo!.pairs]).toEqual(['ns/op', 1]);
    // exp(log(x)) rounds in the last bits: compare to 12 digits.
    expect(geo!.base).toBeCloseTo(100, 12);
    expect(geo!.head).toBeCloseTo(200, 12);
    expect(geo!.change).toBeCloseTo(1, 12);
  });

  it('says inconclusive, with how many samples are needed, when n=2 per side cannot reach alpha', () => {
    const c = compareResults(
      results(goBench('BenchmarkA', [100, 101])),
      results(goBench('BenchmarkA', [200, 201])),
      policy,
    );
    expect(c.rows[0]!.verdict).toBe('inconclusive');
    expect(c.rows[0]!.notes).toContain('need >= 4 samples to detect a difference at alpha level 0.05');
    expect(c.summary.verdict).toBe('inconclusive');
  });

  it('matches params regardless of order and reports added and removed benchmarks', () => {
    const s = [1, 1, 1, 1, 1, 1];
    const base = results(
      goBench('BenchmarkX/a=1/b=2', s, { params: { a: '1', b: '2' } }),
      goBench('BenchmarkGone', s),
    );
    const head = results(
      goBench('BenchmarkX/a=1/b=2', s, { params: { b: '2', a: '1' } }),
      goBench('BenchmarkNew', s),
    );
    const c = compareResults(base, head, policy);
    expect(c.rows.map((r) => [r.name, r.verdict])).toEqual([
      ['BenchmarkX/a=1/b=2', 'unchanged'],
      ['BenchmarkNew', 'added'],
      ['BenchmarkGone', 'removed'],
    ]);
    expect(c.summary.counts).toEqual({
      regression: 0,
      improvement: 0,
      unchanged: 1,
      inconclusive: 0,
      added: 1,
      removed: 1,
    });
  });

  it('does not match different procs', () => {
    const s = [1, 1, 1, 1, 1, 1];
    const c = compareResults(
      results(goBench('BenchmarkA', s, { procs: 1 })),
      results(goBench('BenchmarkA', s, { procs: 4 })),
      policy,
    );
    expect(c.rows.map((r) => r.verdict)).toEqual(['added', 'removed']);
  });

  it('compares secondary metrics like the primary one', () => {
    const metrics = (ns: number, bytes: number) => [
      { unit: 'ns/op', direction: 'smaller' as const, samples: [ns, ns + 1, ns - 1, ns, ns + 1, ns - 1] },
      { unit: 'B/op', direction: 'smaller' as const, samples: Array(6).fill(bytes) },
    ];
    const c = compareResults(
      results(goBench('BenchmarkA', [], { metrics: metrics(100, 1024) })),
      results(goBench('BenchmarkA', [], { metrics: metrics(100, 2048) })),
      policy,
    );
    expect(c.rows.map((r) => [r.unit, r.primary, r.verdict])).toEqual([
      ['ns/op', true, 'unchanged'],
      ['B/op', false, 'regression'],
    ]);
    // 6 vs 6, all ties within sides, fully separated: benchstat prints p=0.002.
    expect(c.rows[1]!.p!.toFixed(3)).toBe('0.002');
  });

  it('judges JMH-style summaries with Welch and marks a ±8.058 on 1.621 interval too noisy (seed 001)', () => {
    const jmh = (score: number, error: number): Benchmark => ({
      suite: 'SustainedLoadBenchmark',
      name: 'sustainedLoad_chainId',
      params: { waterMarkConfig: '32_128' },
      mode: 'thrpt',
      metrics: [
        {
          unit: 'ops/s',
          direction: 'bigger',
          samples: [],
          summary: { center: score, low: score - error, high: score + error, n: 3, confidence: 0.999 },
        },
      ],
    });
    const c = compareResults(
      createResults({ context: { tool: { name: 'jmh' } }, benchmarks: [jmh(0.956, 0.986)] }),
      createResults({ context: { tool: { name: 'jmh' } }, benchmarks: [jmh(1.621, 8.058)] }),
      policy,
    );
    const row = c.rows[0]!;
    expect(row.test).toBe('welch');
    expect(row.verdict).toBe('inconclusive');
    expect(row.noisy).toBe(true);
    expect(row.notes[0]).toBe(
      'too noisy to judge: the interval is wider than the 5% threshold; more forks (-f) and iterations (-i), pin the benchmark to idle CPUs, or stop other work on the machine',
    );
  });

  it('controls the false discovery rate across rows, and can be told not to', () => {
    // 20 rows; one has p ≈ 0.0022 (4 vs 4 separated: 2/70 = 0.0286 — use 6 vs 6: 0.0022).
    const flat = [100, 100.5, 99.5, 100.2, 99.8, 100.1];
    const shifted = flat.map((x) => x * 1.2);
    const benches = (slow: boolean) =>
      results(...Array.from({ length: 20 }, (_, i) => goBench(`B${i}`, i === 0 && slow ? shifted : flat)));
    const withFdr = compareResults(benches(false), benches(true), policy);
    const withoutFdr = compareResults(benches(false), benches(true), { ...policy, fdr: false });
    // One truly different row among 19 identical ones: BH keeps it (q = 20 * p / 1 = 0.043 < 0.05).
    expect(withFdr.rows[0]!.verdict).toBe('regression');
    expect(withFdr.rows[0]!.q).toBeCloseTo(20 * withFdr.rows[0]!.p!, 12);
    expect(withoutFdr.rows[0]!.q).toBe(withoutFdr.rows[0]!.p);
  });

  it('uses per-unit direction overrides from the policy', () => {
    const custom = (v: number): Benchmark =>
      goBench('BenchmarkConsume', [], {
        metrics: [{ unit: 'msgs', direction: 'smaller', samples: [v, v + 1, v - 1, v, v + 1, v - 1] }],
      });
    const c = compareResults(results(custom(100)), results(custom(200)), {
      ...policy,
      directions: { msgs: 'bigger' },
    });
    expect(c.rows[0]!.verdict).toBe('improvement');
  });
});

describe('compareResults properties', () => {
  const sample = fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 12 });
  const pair = fc.tuple(sample, sample);
  const compare = (a: number[], b: number[]) =>
    compareResults(results(goBench('BenchmarkP', a)), results(goBench('BenchmarkP', b)), policy).rows[0]!;

  it('swapping base and head inverts every change', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const ab = compare(a, b);
        const ba = compare(b, a);
        expect((1 + ab.change!) * (1 + ba.change!)).toBeCloseTo(1, 9);
        expect(ab.p).toBe(ba.p);
      }),
    );
  });

  it('identical inputs never give a regression', () => {
    fc.assert(
      fc.property(sample, (a) => {
        expect(compare(a, [...a]).verdict).not.toBe('regression');
        expect(compare(a, [...a]).change).toBe(0);
      }),
    );
  });

  it('multiplying all samples by a constant moves centers by that constant and keeps the verdict', () => {
    fc.assert(
      // Powers of two scale floats exactly: any other constant can round two
      // nearly equal samples into a tie, which is a change of data, not of scale.
      fc.property(
        pair,
        fc.integer({ min: -8, max: 8 }).map((e) => 2 ** e),
        ([a, b], k) => {
          const plain = compare(a, b);
          const scaled = compare(
            a.map((x) => x * k),
            b.map((x) => x * k),
          );
          expect(scaled.base!.center).toBe(plain.base!.center * k);
          expect(scaled.head!.center).toBe(plain.head!.center * k);
          expect(scaled.p).toBe(plain.p);
          expect(scaled.verdict).toBe(plain.verdict);
        },
      ),
    );
  });

  it('permuting sample order changes nothing', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const plain = compare(a, b);
        const shuffled = compare(
          [...a].reverse(),
          [...b].sort((x, y) => y - x),
        );
        expect(shuffled).toEqual(plain);
      }),
    );
  });
});
