import { benchmarkKey, metricKey } from '../model/identity.js';
import type { Benchmark, Metric } from '../model/results.js';

/** A metric of one benchmark, from base, head, or both. */
export interface MetricPair {
  benchmark: Benchmark;
  base?: Metric;
  head?: Metric;
  /** The benchmark's first metric (ns/op for Go, the score for JMH). */
  primary: boolean;
}

/** A benchmark present on one side only. */
export interface LoneBenchmark {
  benchmark: Benchmark;
  side: 'base' | 'head';
}

export interface Matching {
  pairs: MetricPair[];
  lone: LoneBenchmark[];
}

/**
 * Matches benchmarks by identity (suite, name, params in any order, procs,
 * mode) and, within a benchmark, metrics by unit and name. Head order is kept
 * (it is the order the tool ran them); base-only benchmarks follow.
 */
export function matchBenchmarks(base: readonly Benchmark[], head: readonly Benchmark[]): Matching {
  const baseByKey = new Map<string, Benchmark>();
  for (const b of base) baseByKey.set(benchmarkKey(b), b);
  const seen = new Set<string>();
  const pairs: MetricPair[] = [];
  const lone: LoneBenchmark[] = [];

  for (const h of head) {
    const key = benchmarkKey(h);
    seen.add(key);
    const b = baseByKey.get(key);
    if (!b) {
      lone.push({ benchmark: h, side: 'head' });
      continue;
    }
    pairs.push(...pairMetrics(b, h));
  }
  for (const b of base) {
    if (!seen.has(benchmarkKey(b))) lone.push({ benchmark: b, side: 'base' });
  }
  return { pairs, lone };
}

function pairMetrics(base: Benchmark, head: Benchmark): MetricPair[] {
  const baseMetrics = new Map(base.metrics.map((m) => [metricKey(m), m]));
  const out: MetricPair[] = [];
  const used = new Set<string>();
  head.metrics.forEach((m, i) => {
    const key = metricKey(m);
    used.add(key);
    out.push({ benchmark: head, base: baseMetrics.get(key), head: m, primary: i === 0 });
  });
  base.metrics.forEach((m, i) => {
    if (!used.has(metricKey(m)))
      out.push({ benchmark: head, base: m, primary: i === 0 && head.metrics.length === 0 });
  });
  return out;
}
