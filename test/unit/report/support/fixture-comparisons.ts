// Comparisons built from the real fixtures (test/fixtures/<tool>/), for the
// report's golden files and tests. A real run of a fixture project gives one
// side; the other side is the same real run with a deterministic change
// applied to chosen benchmarks (a slowdown, a speedup, more memory), so a
// report shows regressions, improvements and unchanged rows from real numbers
// and real noise. Where two real runs of the same code exist (Criterion's
// core-first and core-second), they are compared as they are.
import { join } from 'node:path';
import { compareResults } from '../../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../../src/compare/policy.js';
import type { Comparison } from '../../../../src/compare/types.js';
import { loadInputs } from '../../../../src/formats/load-result-files.js';
import type { Benchmark, Context, Metric, Results } from '../../../../src/model/results.js';

export const FIXTURES = join(import.meta.dirname, '../../../fixtures');

/** Multiplies a metric's values by the factor it returns (1 leaves it alone). */
export type Factor = (b: Benchmark, m: Metric) => number;

/** The same results with each metric's samples and summary scaled by `factor`. */
export function scaled(results: Results, factor: Factor): Results {
  return {
    ...results,
    benchmarks: results.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => {
        const f = factor(b, m);
        if (f === 1) return m;
        return {
          ...m,
          samples: m.samples.map((x) => x * f),
          ...(m.summary
            ? {
                summary: {
                  ...m.summary,
                  center: m.summary.center * f,
                  low: m.summary.low * f,
                  high: m.summary.high * f,
                },
              }
            : {}),
        };
      }),
    })),
  };
}

/** A rate moves the other way from a time: 25% more time is 1/1.25 of the throughput. */
export function timeFactor(m: Metric, slower: number): number {
  return m.direction === 'bigger' ? 1 / slower : slower;
}

/** What a runner adds to a side's context: commits, toolchain, rounds. Fixed, so goldens are stable. */
export function runnerContext(side: 'base' | 'head', toolchain: Record<string, string>): Partial<Context> {
  return {
    commit:
      side === 'base'
        ? '3f9a1c27e4b05d6a8c1e2f3b4a5d6e7f80912a3b'
        : 'b7e2d94c1a0f3e5b6c7d8e9f0a1b2c3d4e5f6a7b',
    ref: side === 'base' ? 'main' : 'pull/42/head',
    toolchain,
    rounds: 5,
    runner: 'fixture',
  };
}

async function load(files: string[]): Promise<Results> {
  return (await loadInputs(files.map((f) => join(FIXTURES, f)))).results;
}

function withContext(r: Results, extra: Partial<Context>): Results {
  return { ...r, context: { ...r.context, ...extra } };
}

/**
 * Go with custom metrics and three params (blk × msg × consumers, at -cpu 1,2,4):
 * four real runs of the stream and hashing packages merged per side, so
 * procs=2 rows have 4 samples and the others 1. Head: msg=1KB takes 30% longer,
 * blk=8MB peaks 40% higher on heap, SHA256/len-1024 is 20% faster.
 */
export async function goStreamComparison(): Promise<Comparison> {
  const base = await load(['go/cpu-1-2-4.txt', 'go/verbose.txt', 'go/json.txt', 'go/multi-package.txt']);
  const head = scaled(base, (b, m) => {
    if (b.params.msg === '1KB' && (m.unit === 'ns/op' || m.unit === 'MB/s')) return timeFactor(m, 1.3);
    if (b.params.blk === '8MB' && m.unit === 'peak-heap-MB') return 1.4;
    if (b.name === 'BenchmarkSHA256/len-1024') return timeFactor(m, 0.8);
    return 1;
  });
  const go = { go: 'go version go1.24.4 linux/amd64' };
  return compareResults(
    withContext(base, runnerContext('base', go)),
    withContext(head, runnerContext('head', go)),
    DEFAULT_POLICY,
  );
}

/**
 * Go -benchmem (blockstore and hashing): two real runs merged per side, -count 5
 * and -count 3, so blockstore rows have 8 samples; B/op and allocs/op beside
 * ns/op. Head: WriteBlock allocates 50% more bytes in 5 allocations instead of
 * 4 and takes 20% longer; ReadBlock/64KB is twice as fast.
 */
export async function goBlockstoreComparison(): Promise<Comparison> {
  const base = await load(['go/benchmem-count5.txt', 'go/json-count3.txt']);
  const head = scaled(base, (b, m) => {
    const write = b.name.startsWith('BenchmarkWriteBlock/');
    if (write && m.unit === 'B/op') return 1.5;
    if (write && m.unit === 'allocs/op') return 5 / 4;
    if (write && (m.unit === 'ns/op' || m.unit === 'MB/s')) return timeFactor(m, 1.2);
    if (b.name === 'BenchmarkReadBlock/64KB' && (m.unit === 'ns/op' || m.unit === 'MB/s'))
      return timeFactor(m, 0.5);
    return 1;
  });
  return compareResults(base, head, DEFAULT_POLICY);
}

/**
 * JMH with two @Params (itemCount × itemSize, throughput, 2 forks × 3
 * iterations) and a -prof gc run (gc.alloc.rate.norm beside avgt).
 * Head: itemCount=100 has 25% less throughput; writeBlock allocates twice the bytes per op.
 */
export async function jmhComparison(): Promise<Comparison> {
  const base = await load(['jmh/thrpt-params.json', 'jmh/avgt-gc.json']);
  const head = scaled(base, (b, m) => {
    if (b.mode === 'thrpt' && b.params.itemCount === '100') return timeFactor(m, 1 / 0.75);
    if (b.name === 'writeBlock' && m.name === 'gc.alloc.rate.norm') return 2;
    return 1;
  });
  return compareResults(base, head, DEFAULT_POLICY);
}

/**
 * Criterion: the samples of a real target/criterion directory (10 per benchmark).
 * Head: the checksum group's fnv1a is 40% slower, parse is 3x faster.
 */
export async function criterionComparison(): Promise<Comparison> {
  const base = await load(['criterion/target-criterion']);
  const head = scaled(base, (b, m) => {
    if (b.suite === 'checksum' && b.name === 'fnv1a') return timeFactor(m, 1.4);
    if (b.suite === 'parse') return timeFactor(m, 1 / 3);
    return 1;
  });
  return compareResults(base, head, DEFAULT_POLICY);
}

/** Two real runs of the same Criterion benchmarks, compared as they are (an A/A comparison). */
export async function criterionRealPairComparison(): Promise<Comparison> {
  return compareResults(
    await load(['criterion/core-first.txt']),
    await load(['criterion/core-second.txt']),
    DEFAULT_POLICY,
  );
}
