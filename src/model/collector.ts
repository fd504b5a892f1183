import { benchmarkKey, metricKey } from './identity.js';
import type { Benchmark, Direction, Metric, Summary } from './results.js';
import { directionOfMetric } from './units.js';

export interface MetricValue {
  unit: string;
  name?: string;
  /** Defaults to the unit's direction. */
  direction?: Direction;
  /** Raw samples to append. */
  samples?: number[];
  /** A summary; a later summary for the same metric replaces an earlier one. */
  summary?: Summary;
}

type BenchmarkIdentity = Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>;

/**
 * Gathers results into benchmarks, merging repeated results of one benchmark
 * (Go -count lines, JMH forks, runner rounds) so each metric holds every sample
 * in the order seen. Benchmarks and metrics keep first-seen order.
 */
export class BenchmarkCollector {
  private readonly byKey = new Map<string, Benchmark>();
  private readonly metricIndex = new Map<Benchmark, Map<string, Metric>>();

  add(identity: BenchmarkIdentity, values: MetricValue[]): Benchmark {
    const key = benchmarkKey(identity);
    let bench = this.byKey.get(key);
    if (!bench) {
      bench = {
        suite: identity.suite,
        name: identity.name,
        params: { ...identity.params },
        ...(identity.procs !== undefined ? { procs: identity.procs } : {}),
        ...(identity.mode !== undefined ? { mode: identity.mode } : {}),
        metrics: [],
      };
      this.byKey.set(key, bench);
      this.metricIndex.set(bench, new Map());
    }
    const metrics = this.metricIndex.get(bench)!;
    for (const v of values) {
      const mk = metricKey(v);
      let metric = metrics.get(mk);
      if (!metric) {
        metric = {
          unit: v.unit,
          ...(v.name !== undefined ? { name: v.name } : {}),
          direction: v.direction ?? directionOfMetric(v.unit, v.name),
          samples: [],
        };
        metrics.set(mk, metric);
        bench.metrics.push(metric);
      }
      if (v.samples) for (const s of v.samples) metric.samples.push(s);
      if (v.summary) metric.summary = v.summary;
    }
    return bench;
  }

  get size(): number {
    return this.byKey.size;
  }

  benchmarks(): Benchmark[] {
    return [...this.byKey.values()];
  }
}
