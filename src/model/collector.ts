import { LeftOutBenchmarks, MAX_BENCHMARKS } from './benchmark-limit.js';
import { benchmarkKey, metricKey } from './identity.js';
import type { Benchmark, Direction, Metric, Problem, Summary } from './results.js';
import { directionOfMetric, spellUnit } from './units.js';

export interface MetricValue {
  unit: string;
  name?: string;
  /** Defaults to the unit's direction. */
  direction?: Direction;
  /** Raw samples to append. */
  samples?: number[];
  /** The round of each sample (see Metric.rounds); a metric keeps them only while every part has them. */
  rounds?: number[];
  /** A summary; a later summary for the same metric replaces an earlier one. */
  summary?: Summary;
}

type BenchmarkIdentity = Pick<Benchmark, 'suite' | 'name' | 'params' | 'procs' | 'mode'>;

/**
 * Gathers results into benchmarks, merging repeated results of one benchmark
 * (Go -count lines, JMH forks, runner rounds) so each metric holds every sample
 * in the order seen. Benchmarks and metrics keep first-seen order.
 * It stores at most `limit` benchmarks: the results of any further one are
 * only counted, so a flood of benchmarks costs no memory past the limit
 * (src/model/benchmark-limit.ts).
 */
export class BenchmarkCollector {
  private readonly leftOut = new LeftOutBenchmarks();
  private readonly byKey = new Map<string, Benchmark>();
  /** Keys of identity objects already seen: a parser that reuses one identity per name saves the key. */
  private readonly keyOfIdentity = new WeakMap<BenchmarkIdentity, string>();
  private readonly metricIndex = new Map<Benchmark, Map<string, Metric>>();
  /** Metrics whose samples are the centers of repeated summaries (see add). */
  private readonly centersAsSamples = new WeakSet<Metric>();
  /** Metrics that got samples without rounds: they never get rounds again. */
  private readonly untagged = new WeakSet<Metric>();

  /** `limit`: MAX_BENCHMARKS for one input; a merge of inputs is refused later as a side over it. */
  constructor(private readonly limit: number = MAX_BENCHMARKS) {}

  add(identity: BenchmarkIdentity, values: MetricValue[]): void {
    let key = this.keyOfIdentity.get(identity);
    if (key === undefined) {
      key = benchmarkKey(identity);
      this.keyOfIdentity.set(identity, key);
    }
    let bench = this.byKey.get(key);
    if (!bench) {
      if (this.byKey.size >= this.limit) {
        this.leftOut.note(key, identity.name);
        return;
      }
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
    for (let v of values) {
      const unit = spellUnit(v.unit);
      if (unit !== v.unit) v = { ...v, unit };
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
      if (v.samples) {
        this.addRounds(metric, v.samples.length, v.rounds);
        if (metric.samples.length === 0) metric.samples = v.samples.slice();
        else for (const s of v.samples) metric.samples.push(s);
      }
      if (v.summary) this.addSummary(metric, v.summary, (v.samples?.length ?? 0) > 0);
    }
  }

  /**
   * Keeps `rounds` parallel to the samples: appended while every part tags its
   * samples, dropped for good (never half-tagged) once one does not.
   */
  private addRounds(metric: Metric, added: number, rounds: number[] | undefined): void {
    if (added === 0) return;
    const tagged = rounds !== undefined && rounds.length === added;
    if (metric.samples.length === 0 && !this.untagged.has(metric)) {
      if (tagged) metric.rounds = rounds.slice();
      else this.untagged.add(metric);
    } else if (metric.rounds && tagged) {
      for (const r of rounds) metric.rounds.push(r);
    } else {
      delete metric.rounds;
      this.untagged.add(metric);
    }
  }

  /**
   * A tool that prints only summaries (Criterion's text, libtest, benchmark.js)
   * and ran several times into one file gives one summary per run: their
   * centers become the samples, as rounds of a runner do, instead of the last
   * summary silently replacing the others. A summary that comes with samples
   * (JMH's table after its iteration lines) is the tool's view of those samples.
   */
  private addSummary(metric: Metric, summary: Summary, withSamples: boolean): void {
    if (this.centersAsSamples.has(metric)) {
      this.addRounds(metric, 1, undefined);
      metric.samples.push(summary.center);
    } else if (metric.summary && metric.samples.length === 0 && !withSamples) {
      this.addRounds(metric, 2, undefined);
      metric.samples.push(metric.summary.center, summary.center);
      delete metric.summary;
      this.centersAsSamples.add(metric);
    } else {
      metric.summary = summary;
    }
  }

  /** Benchmarks stored (at most the limit). */
  get size(): number {
    return this.byKey.size;
  }

  /**
   * The benchmarks stored, and `problems` of `file` after the one that says
   * what was left out past the limit, if anything was.
   */
  collected(file: string, problems: Problem[]): { benchmarks: Benchmark[]; problems: Problem[] } {
    const leftOut = this.leftOut.problems(file, this.limit);
    return {
      benchmarks: [...this.byKey.values()],
      problems: leftOut.length === 0 ? problems : [...leftOut, ...problems],
    };
  }
}
