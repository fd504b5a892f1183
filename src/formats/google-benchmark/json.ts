import { BenchmarkCollector, type MetricValue } from '../../model/collector.js';
import type { Context, MachineInfo, Problem } from '../../model/results.js';
import { describeValue, quote, finiteNumber, readJsonEntries, type JsonEntry } from '../json/entries.js';
import { isRecord } from '../../model/record.js';
import { parseGoogleBenchmarkName } from './name.js';
import type { DocumentFormat, ParsedFile, Sniff } from '../types.js';

// Google Benchmark JSON (--benchmark_format=json, or --benchmark_out=FILE
// --benchmark_out_format=json): "context" describes the machine, "benchmarks"
// holds one entry per run. With --benchmark_repetitions=N there is one
// "iteration" entry per repetition followed by "aggregate" entries (mean,
// median, stddev, cv) of the same run_name; --benchmark_report_aggregates_only
// leaves only the aggregates.
//
// Mapping: iteration entries are samples (real_time as the primary metric in
// time_unit; cpu_time as a metric named "cpu_time"; user counters as metrics).
// Aggregates are used only for a run with no iteration entries, as a summary:
// mean ± one stddev over the repetitions (not a confidence interval, so
// confidence NaN). Complexity fits (BigO, RMS) are not timings and are skipped.

const WHAT = 'a Google Benchmark JSON file (--benchmark_format=json)';

/** Entry fields that are not user counters. */
const KNOWN_FIELDS = new Set([
  'name',
  'family_index',
  'per_family_instance_index',
  'run_name',
  'run_type',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'time_unit',
  'aggregate_name',
  'aggregate_unit',
  'label',
  'error_occurred',
  'error_message',
  'skipped',
  'skip_message',
  'big_o',
  'rms',
  'cpu_coefficient',
  'real_coefficient',
]);

/** Google Benchmark's built-in rate counters, given the units its console shows. */
const COUNTER_UNITS: Record<string, string> = { bytes_per_second: 'B/s', items_per_second: 'items/s' };

interface Run {
  entry: Record<string, unknown>;
  runName: string;
  aggregate?: string;
}

export const googleBenchmarkFormat: DocumentFormat = {
  kind: 'document',
  name: 'google-benchmark',
  detect,
  parse(text: string, file: string): ParsedFile {
    const doc = readJsonEntries(text, file, 'benchmarks', WHAT);
    const problems: Problem[] = [...doc.problems];
    if (doc.root !== undefined && doc.entries === undefined) {
      problems.push({ file, line: 0, message: `expected field "benchmarks" (an array): not ${WHAT}` });
    }
    const runs: { run: Run; line: number }[] = [];
    for (const entry of doc.entries ?? []) {
      const run = readRun(entry);
      if (typeof run === 'string') problems.push({ file, line: entry.line, message: run });
      else if (run) runs.push({ run, line: entry.line });
    }
    const collector = new BenchmarkCollector();
    addRuns(runs, collector, (line, message) => problems.push({ file, line, message }));
    // Aggregates are judged after every entry was read; report in file order all the same.
    problems.sort((a, b) => a.line - b.line);
    return { context: contextOf(doc.members), ...collector.collected(file, problems) };
  },
};

/** Checks one entry; a string is a problem, undefined an entry that is deliberately not a result. */
function readRun(e: JsonEntry): Run | string | undefined {
  const entry = e.value;
  if (!isRecord(entry)) return `benchmarks entry is not an object: ${describeValue(entry)}`;
  if (typeof entry.name !== 'string' || entry.name === '')
    return 'benchmarks entry: expected field "name" (a string)';
  if (entry.error_occurred === true) {
    const why = typeof entry.error_message === 'string' ? `: ${quote(entry.error_message)}` : '';
    return `benchmark ${quote(entry.name)} reported an error${why}`;
  }
  if (entry.skipped === true) {
    const why = typeof entry.skip_message === 'string' ? `: ${quote(entry.skip_message)}` : '';
    return `benchmark ${quote(entry.name)} was skipped${why}`;
  }
  const aggregate = typeof entry.aggregate_name === 'string' ? entry.aggregate_name : undefined;
  if (aggregate === 'BigO' || aggregate === 'RMS') return undefined;
  if (entry.run_type === 'aggregate' && aggregate === undefined) {
    return `benchmark ${quote(entry.name)}: aggregate entry without "aggregate_name"`;
  }
  if (typeof entry.time_unit !== 'string' || entry.time_unit === '') {
    return `benchmark ${quote(entry.name)}: expected field "time_unit" (a string)`;
  }
  if (finiteNumber(entry.real_time) === undefined) {
    return `benchmark ${quote(entry.name)}: "real_time" is not a number: ${describeValue(entry.real_time)}`;
  }
  // Older versions have no run_name; their aggregate names end in "_<aggregate>".
  const runName =
    typeof entry.run_name === 'string'
      ? entry.run_name
      : aggregate !== undefined && entry.name.endsWith(`_${aggregate}`)
        ? entry.name.slice(0, -aggregate.length - 1)
        : entry.name;
  return { entry, runName, aggregate };
}

type Report = (line: number, message: string) => void;

function addRuns(runs: { run: Run; line: number }[], collector: BenchmarkCollector, report: Report): void {
  const measured = new Set(runs.filter((r) => r.run.aggregate === undefined).map((r) => r.run.runName));
  const aggregates = new Map<string, Map<string, Record<string, unknown>>>();
  for (const { run } of runs) {
    if (run.aggregate === undefined || measured.has(run.runName)) continue;
    const byName = aggregates.get(run.runName) ?? new Map<string, Record<string, unknown>>();
    byName.set(run.aggregate, run.entry);
    aggregates.set(run.runName, byName);
  }
  const summarized = new Set<string>();
  for (const { run, line } of runs) {
    if (run.aggregate === undefined) {
      collector.add(
        identityOf(run),
        metricsOf(run.entry, (v) => ({ samples: [v] })),
      );
      continue;
    }
    if (measured.has(run.runName) || summarized.has(run.runName)) continue;
    summarized.add(run.runName);
    const byName = aggregates.get(run.runName)!;
    const mean = byName.get('mean');
    if (!mean) {
      report(
        line,
        `benchmark ${quote(run.runName)}: aggregates without a "mean" and no repetitions to use instead`,
      );
      continue;
    }
    const stddev = byName.get('stddev');
    const n = finiteNumber(mean.repetitions) ?? Number.NaN;
    const metrics = metricsOf(mean, (center, field) => {
      const sd = stddev ? finiteNumber(stddev[field]) : undefined;
      const low = sd === undefined ? Number.NaN : center - sd;
      const high = sd === undefined ? Number.NaN : center + sd;
      return { summary: { center, low, high, n, confidence: Number.NaN } };
    });
    collector.add(identityOf(run), metrics);
  }
}

function identityOf(run: Run) {
  const parsed = parseGoogleBenchmarkName(run.runName);
  const procs = finiteNumber(run.entry.threads) ?? parsed.threads;
  return { suite: '', name: parsed.name, params: parsed.params, ...(procs !== undefined ? { procs } : {}) };
}

/** real_time, cpu_time and every numeric user counter of an entry, each made into a value by `make`. */
function metricsOf(
  entry: Record<string, unknown>,
  make: (value: number, field: string) => Pick<MetricValue, 'samples' | 'summary'>,
): MetricValue[] {
  const unit = entry.time_unit as string;
  const out: MetricValue[] = [{ unit, ...make(entry.real_time as number, 'real_time') }];
  const cpu = finiteNumber(entry.cpu_time);
  if (cpu !== undefined) out.push({ unit, name: 'cpu_time', ...make(cpu, 'cpu_time') });
  for (const [field, value] of Object.entries(entry)) {
    const v = finiteNumber(value);
    if (KNOWN_FIELDS.has(field) || v === undefined) continue;
    out.push({ unit: COUNTER_UNITS[field] ?? field, ...make(v, field) });
  }
  return out;
}

function contextOf(members: Record<string, unknown>): Context {
  const c = isRecord(members.context) ? members.context : {};
  const version = typeof c.library_version === 'string' ? c.library_version : undefined;
  const context: Context = { tool: { name: 'google-benchmark', ...(version ? { version } : {}) } };
  const machine: MachineInfo = {};
  const cores = finiteNumber(c.num_cpus);
  if (cores !== undefined) machine.cores = cores;
  const mhz = finiteNumber(c.mhz_per_cpu);
  if (mhz !== undefined) machine.mhz = mhz;
  if (Object.keys(machine).length > 0) context.machine = machine;
  if (typeof c.date === 'string') context.time = c.date;
  // A debug build of the library skews timings; Google Benchmark warns about it too.
  if (typeof c.library_build_type === 'string') context.buildType = c.library_build_type;
  return context;
}

function detect(sniff: Sniff): number {
  const head = sniff.head;
  if (!head.trimStart().startsWith('{')) return 0;
  const hasContext = head.includes('"context"');
  if (hasContext && (head.includes('"library_build_type"') || head.includes('"num_cpus"'))) return 0.95;
  if (head.includes('"benchmarks"') && head.includes('"run_type"') && head.includes('"time_unit"'))
    return 0.9;
  return 0;
}
