import { benchmarkKey, metricKey, sameBenchmark } from '../model/identity.js';
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
  const index = new BaseIndex(base);
  const pairs: MetricPair[] = [];
  const lone: LoneBenchmark[] = [];
  for (const h of head) {
    const b = index.take(h);
    if (b) pairMetrics(b, h, pairs);
    else lone.push({ benchmark: h, side: 'head' });
  }
  base.forEach((b, i) => {
    if (!index.taken[i]) lone.push({ benchmark: b, side: 'base' });
  });
  return { pairs, lone };
}

/** Above this many base benchmarks of one name, they are told apart by key. */
const CROWDED = 16;

/**
 * The base benchmarks by identity, found as a map by benchmarkKey would: when
 * several share one, the last wins. Note: building the keys, which spell out
 * every param, cost more than the rest of the matching for thousands of Go
 * benchmarks (whose params are in the name too), so candidates are first
 * found by name and then compared field by field. Names that many benchmarks
 * share (a JMH method swept over params) are indexed by key instead.
 */
class BaseIndex {
  /** Per base benchmark: whether a head benchmark had its identity. */
  readonly taken: Uint8Array;
  private readonly byName = new Map<string, number[]>();
  private readonly byKey = new Map<string, Map<string, number[]>>();

  constructor(private readonly base: readonly Benchmark[]) {
    this.taken = new Uint8Array(base.length);
    base.forEach((b, i) => {
      const same = this.byName.get(b.name);
      if (same) same.push(i);
      else this.byName.set(b.name, [i]);
    });
  }

  /** The base benchmark with h's identity, marking every one that has it as taken. */
  take(h: Benchmark): Benchmark | undefined {
    const candidates = this.candidates(h);
    let found: number | undefined;
    for (const i of candidates) {
      if (!sameBenchmark(this.base[i]!, h)) continue;
      this.taken[i] = 1;
      found = i;
    }
    return found === undefined ? undefined : this.base[found];
  }

  private candidates(h: Benchmark): readonly number[] {
    const named = this.byName.get(h.name);
    if (!named) return [];
    if (named.length <= CROWDED) return named;
    let keyed = this.byKey.get(h.name);
    if (!keyed) {
      keyed = new Map();
      for (const i of named) {
        const key = benchmarkKey(this.base[i]!);
        const same = keyed.get(key);
        if (same) same.push(i);
        else keyed.set(key, [i]);
      }
      this.byKey.set(h.name, keyed);
    }
    return keyed.get(benchmarkKey(h)) ?? [];
  }
}

/**
 * Appends the metric pairs of one matched benchmark to `out`: head's metrics
 * in order, then those only base has. When a side repeats a metric, its last
 * one counts. A benchmark has a handful of metrics: plain scans beat maps.
 */
function pairMetrics(base: Benchmark, head: Benchmark, out: MetricPair[]): void {
  const baseKeys = base.metrics.map(metricKey);
  const headKeys = head.metrics.map(metricKey);
  head.metrics.forEach((m, i) => {
    const b = baseKeys.lastIndexOf(headKeys[i]!);
    out.push({ benchmark: head, base: b < 0 ? undefined : base.metrics[b], head: m, primary: i === 0 });
  });
  base.metrics.forEach((m, i) => {
    if (!headKeys.includes(baseKeys[i]!))
      out.push({ benchmark: head, base: m, primary: i === 0 && head.metrics.length === 0 });
  });
}
