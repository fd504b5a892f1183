// The result model shared by every parser, the comparison engine and the
// report. Its JSON form is documented in docs/results-format.md; field names
// are a public contract read by other tools.

export const RESULTS_SCHEMA = 'benchgate/results@1';

/** Which way is better for a metric. Decided by the unit, never by the tool. */
export type Direction = 'smaller' | 'bigger';

/** A summary printed by a tool that gave no raw samples. */
export interface Summary {
  /** The tool's central estimate (JMH score, benchmark.js mean, libtest median). */
  center: number;
  /** Lower bound of the tool's interval. */
  low: number;
  /** Upper bound of the tool's interval. */
  high: number;
  /** Number of measurements behind the summary (JMH Cnt, benchmark.js runs). */
  n: number;
  /** Confidence level of [low, high], e.g. 0.999 for JMH, 0.95 for benchmark.js. NaN when unknown. */
  confidence: number;
}

export interface Metric {
  /** Unit as the tool wrote it: ns/op, B/op, allocs/op, MB/s, ops/s, custom units. */
  unit: string;
  /**
   * Name for metrics that are not identified by their unit alone (JMH secondary
   * metrics such as "gc.alloc.rate.norm" or "p0.99"). Absent for primary metrics.
   */
  name?: string;
  direction: Direction;
  /** Every raw value, in the order measured. Empty when only a summary is known. */
  samples: number[];
  /**
   * The interleaved round (0-based) each sample was measured in, parallel to
   * `samples`; present when benchgate ran the rounds (base.json, head.json).
   * The comparison pairs base and head by round with it (src/compare/paired-rounds.ts).
   */
  rounds?: number[];
  summary?: Summary;
}

export interface Benchmark {
  /** Go package, JMH class, Criterion group, or "". */
  suite: string;
  /** As the tool printed it, without Go's -N GOMAXPROCS suffix. */
  name: string;
  /** Parameter name -> value, in the order the tool gave them. */
  params: Record<string, string>;
  /** GOMAXPROCS or threads, where known. */
  procs?: number;
  /** JMH benchmark mode (thrpt, avgt, sample, ss); part of the identity. */
  mode?: string;
  metrics: Metric[];
}

export interface Problem {
  file: string;
  /** 1-based line; 0 when the problem concerns the file as a whole. */
  line: number;
  message: string;
}

export interface ToolInfo {
  name: string;
  version?: string;
}

export interface MachineInfo {
  os?: string;
  arch?: string;
  cpu?: string;
  cores?: number;
  /** The workflow's name for the machine (the action's `machine` input); the history names the machine by it. */
  label?: string;
  [key: string]: string | number | undefined;
}

export interface Context {
  tool?: ToolInfo;
  machine?: MachineInfo;
  commit?: string;
  ref?: string;
  /** ISO 8601. */
  time?: string;
  [key: string]: unknown;
}

export interface Results {
  schema: typeof RESULTS_SCHEMA;
  context: Context;
  benchmarks: Benchmark[];
  problems: Problem[];
}

export function createResults(partial: Partial<Omit<Results, 'schema'>> = {}): Results {
  return {
    schema: RESULTS_SCHEMA,
    context: partial.context ?? {},
    benchmarks: partial.benchmarks ?? [],
    problems: partial.problems ?? [],
  };
}
