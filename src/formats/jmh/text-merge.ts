import { BenchmarkCollector, type MetricValue } from '../../model/collector.js';
import type { Benchmark, Problem } from '../../model/results.js';
import type { LoggedMetric, LoggedRun } from './log.js';
import { classAndMethod, isDenseNameOf, metricNameOfLabel, splitBenchmarkName } from './names.js';
import { summaryOf } from './numbers.js';
import type { TableRow } from './table.js';

// Joins JMH's summary table with the run log above it: each table row gives
// a benchmark's identity (its name as the table prints it) and the summary;
// the log's measurement iterations of the same benchmark give the samples.
//
// Note: in sample mode the log prints one mean per iteration, not the single
// timings, so those means are the samples; the summary's n is the table's Cnt,
// the number of timings.

export function mergeTableAndLog(
  file: string,
  rows: readonly TableRow[],
  runs: Iterable<LoggedRun>,
  sawTable: boolean,
): { benchmarks: Benchmark[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const collector = new BenchmarkCollector();
  const index = indexRuns(runs);
  const used = new Set<LoggedRun>();
  for (const row of rows) {
    const run = findRun(index, row);
    if (run) used.add(run);
    const logged = row.label === undefined ? run?.primary : run?.secondary.get(row.label);
    const value = metricOfRow(file, row, logged, problems);
    if (!value) continue;
    const { suite, name } = splitBenchmarkName(row.benchmark);
    collector.add({ suite, name, params: row.params, mode: row.mode }, [value]);
  }
  let unmatched = 0;
  for (const list of index.values()) {
    for (const run of list) {
      // JMH leaves a benchmark that failed in every fork out of its table; its
      // failure is already a problem, and its partial log is not a result.
      if (used.has(run) || (run.failed && sawTable)) continue;
      if (sawTable)
        problems.push({
          file,
          line: run.line,
          message: `${describeRun(run)} has iteration results but no row in the summary table`,
        });
      if (addLoggedRun(collector, file, run, problems)) unmatched++;
    }
  }
  if (!sawTable && unmatched > 0) {
    problems.push({
      file,
      line: 0,
      message: `no summary table: the JMH run did not complete; kept the iteration results of ${unmatched} benchmark(s) under their full names`,
    });
  }
  return collector.collected(file, problems);
}

function indexRuns(runs: Iterable<LoggedRun>): Map<string, LoggedRun[]> {
  const index = new Map<string, LoggedRun[]>();
  for (const run of runs) {
    const key = `${classAndMethod(run.benchmark)}|${run.mode ?? ''}`;
    const list = index.get(key);
    if (list) list.push(run);
    else index.set(key, [run]);
  }
  return index;
}

function findRun(index: Map<string, LoggedRun[]>, row: TableRow): LoggedRun | undefined {
  const candidates = index.get(`${classAndMethod(row.benchmark)}|${row.mode}`) ?? [];
  return candidates.find(
    (run) => sameParams(run.params, row.params) && isDenseNameOf(row.benchmark, run.benchmark),
  );
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

function describeParams(params: Record<string, string>): string {
  const list = Object.entries(params).map(([k, v]) => `${k}=${v}`);
  return list.length ? ` [${list.join(' ')}]` : '';
}

function describeRun(run: LoggedRun): string {
  return `${run.benchmark}${describeParams(run.params)}${run.mode ? ` (${run.mode})` : ''}`;
}

function describeRow(row: TableRow): string {
  return `${row.benchmark}${row.label !== undefined ? `:${row.label}` : ''}${describeParams(row.params)} (${row.mode})`;
}

function metricOfRow(
  file: string,
  row: TableRow,
  logged: LoggedMetric | undefined,
  problems: Problem[],
): MetricValue | undefined {
  const what = describeRow(row);
  const summary = summaryOf(row.score, row.error, row.cnt ?? 1);
  if (!summary) {
    problems.push({
      file,
      line: row.line,
      message: `score of ${what} is ${row.score.kind === 'invalid' ? 'invalid' : row.score.value}; no summary kept`,
    });
  }
  let samples: number[] = [];
  if (logged && logged.unit !== row.unit) {
    problems.push({
      file,
      line: row.line,
      message: `${what}: iterations are in ${logged.unit} but the table in ${row.unit}; iteration values left out`,
    });
  } else if (logged?.approximateLine !== undefined) {
    problems.push({
      file,
      line: logged.approximateLine,
      message: `iteration values of ${what} are printed only as powers of ten ("≈ 10ⁿ ${row.unit}"); kept the table's summary, no samples (choose a finer time unit with -tu)`,
    });
  } else if (logged) {
    samples = logged.samples;
  }
  if (!summary && samples.length === 0) return undefined;
  return {
    unit: row.unit,
    ...(row.label !== undefined ? { name: metricNameOfLabel(row.label) } : {}),
    samples,
    ...(summary ? { summary } : {}),
  };
}

/** Adds a run that has no table row, under its full name; false when it held no value. */
function addLoggedRun(
  collector: BenchmarkCollector,
  file: string,
  run: LoggedRun,
  problems: Problem[],
): boolean {
  const values: MetricValue[] = [];
  const push = (m: LoggedMetric | undefined, label?: string) => {
    if (!m) return;
    if (m.approximateLine !== undefined) {
      problems.push({
        file,
        line: m.approximateLine,
        message: `iteration values of ${describeRun(run)}${label !== undefined ? ` "${label}"` : ''} are printed only as powers of ten; left out`,
      });
    } else if (m.samples.length > 0) {
      values.push({
        unit: m.unit,
        ...(label !== undefined ? { name: metricNameOfLabel(label) } : {}),
        samples: m.samples,
      });
    }
  };
  push(run.primary);
  for (const [label, m] of run.secondary) push(m, label);
  if (values.length === 0) return false;
  const { suite, name } = splitBenchmarkName(run.benchmark);
  collector.add({ suite, name, params: run.params, ...(run.mode ? { mode: run.mode } : {}) }, values);
  return true;
}
