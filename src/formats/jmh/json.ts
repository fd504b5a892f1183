import { BenchmarkCollector, type MetricValue } from '../../model/collector.js';
import type { Context, Problem } from '../../model/results.js';
import { readJmhMetric } from './json-metric.js';
import { salvageJmhLayout } from './json-salvage.js';
import { metricNameOfLabel, splitBenchmarkName } from './names.js';
import { describeValue, readJsonEntries } from '../json/entries.js';
import { isRecord } from '../../model/record.js';
import type { DocumentFormat, ParsedFile, Sniff } from '../types.js';

// JMH's JSON results (-rf json -rff results.json): an array with one entry per
// benchmark, mode and param combination:
//   { "jmhVersion": "1.37", "benchmark": "com.example.Foo.bar", "mode": "thrpt",
//     "threads": 1, "forks": 2, "measurementIterations": 3, "params": {...},
//     "primaryMetric": {...}, "secondaryMetrics": { "gc.alloc.rate.norm": {...} } }
//
// Identity: suite is the full class name, name the method, params the
// "params" object (JMH sorts it by name), mode, procs = threads.
// Samples are rawData flattened across forks (forks × iterations values), or
// the expanded rawDataHistogram in sample mode (see jmh-histogram.ts).

interface Entry {
  value: unknown;
  line: number;
}

function stringParams(v: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (isRecord(v))
    for (const [k, x] of Object.entries(v)) params[k] = typeof x === 'string' ? x : JSON.stringify(x);
  return params;
}

function positive(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}

/** What every entry states about the run; taken from the first entry. */
function contextOf(e: Record<string, unknown>): Context {
  const context: Context = {
    tool: { name: 'jmh', ...(typeof e.jmhVersion === 'string' ? { version: e.jmhVersion } : {}) },
  };
  for (const key of ['jdkVersion', 'vmName', 'vmVersion'] as const)
    if (typeof e[key] === 'string') context[key] = e[key];
  const jmh: Record<string, string | number> = {};
  for (const key of [
    'warmupIterations',
    'warmupTime',
    'measurementIterations',
    'measurementTime',
    'threads',
    'forks',
  ]) {
    const v = e[key];
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) jmh[key] = v;
  }
  if (Object.keys(jmh).length > 0) context.jmh = jmh;
  return context;
}

class JmhJsonReader {
  readonly problems: Problem[] = [];
  readonly collector = new BenchmarkCollector();
  context: Context | undefined;

  constructor(private readonly file: string) {}

  // Note: entry.line is read only for a problem; finding it may cost a scan of the file.
  readEntry(entry: Entry): void {
    const e = entry.value;
    if (!isRecord(e)) return this.problem(entry.line, `entry is not an object: ${describeValue(e)}`);
    if (typeof e.benchmark !== 'string' || e.benchmark === '')
      return this.problem(entry.line, 'entry has no "benchmark" name');
    this.context ??= contextOf(e);
    const { suite, name } = splitBenchmarkName(e.benchmark);
    const params = stringParams(e.params);
    const mode = typeof e.mode === 'string' ? e.mode : undefined;
    const threads = positive(e.threads);
    const identity = {
      suite,
      name,
      params,
      ...(mode ? { mode } : {}),
      ...(threads !== undefined ? { procs: threads } : {}),
    };
    const label = this.describe(e.benchmark, params, mode);
    const forks = Math.max(1, positive(e.forks) ?? 1);
    const iterations = positive(e.measurementIterations);
    const expected = iterations === undefined ? Number.NaN : forks * iterations;

    const values: MetricValue[] = [];
    const primary = readJmhMetric(e.primaryMetric, true, undefined, expected);
    if (primary.notes.length > 0)
      this.problem(entry.line, `primary metric of ${label}: ${primary.notes.join('; ')}`);
    if (primary.value) values.push(primary.value);
    if (primary.iterations !== undefined && primary.iterations < expected) {
      this.problem(
        entry.line,
        `${label} holds ${primary.iterations} of ${expected} measurement iterations (forks × iterations): a fork failed or was cut short`,
      );
    }
    if (isRecord(e.secondaryMetrics)) {
      for (const [key, m] of Object.entries(e.secondaryMetrics)) {
        const secondary = readJmhMetric(m, false, metricNameOfLabel(key), expected);
        if (secondary.notes.length > 0)
          this.problem(entry.line, `secondary metric "${key}" of ${label}: ${secondary.notes.join('; ')}`);
        if (secondary.value) values.push(secondary.value);
      }
    }
    if (values.length > 0) this.collector.add(identity, values);
  }

  private describe(benchmark: string, params: Record<string, string>, mode: string | undefined): string {
    const ps = Object.entries(params).map(([k, v]) => `${k}=${v}`);
    return `${benchmark}${ps.length ? ` [${ps.join(' ')}]` : ''}${mode ? ` (${mode})` : ''}`;
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

/** The entries of the file; damaged JSON salvaged the generic way or by JMH's layout, whichever finds more. */
function readEntries(text: string, file: string): { entries: Entry[]; problems: Problem[] } {
  const read = readJsonEntries(text, file, null, 'a JMH JSON result array (-rf json)');
  const problems = [...read.problems];
  if (read.root !== undefined) {
    if (read.entries === undefined)
      problems.push({
        file,
        line: 1,
        message: `expected a JSON array of JMH results, found ${describeValue(read.root)}`,
      });
    return { entries: read.entries ?? [], problems };
  }
  const byLayout = salvageJmhLayout(text, file);
  if (byLayout.entries.length <= (read.entries?.length ?? 0))
    return { entries: read.entries ?? [], problems };
  // Keep the file's own JSON error (the first problem), then what the layout tells per entry.
  return { entries: byLayout.entries, problems: [...problems.slice(0, 1), ...byLayout.problems] };
}

function parse(text: string, file: string): ParsedFile {
  const { entries, problems } = readEntries(text, file);
  const reader = new JmhJsonReader(file);
  for (const entry of entries) reader.readEntry(entry);
  return {
    context: reader.context ?? { tool: { name: 'jmh' } },
    ...reader.collector.collected(
      file,
      [...problems, ...reader.problems].sort((a, b) => a.line - b.line),
    ),
  };
}

function detect(sniff: Sniff): number {
  const head = sniff.head.trimStart();
  if (!head.startsWith('[')) return 0;
  if (head.includes('"jmhVersion"')) return 0.95;
  if (head.includes('"primaryMetric"') && head.includes('"benchmark"')) return 0.85;
  return 0;
}

export const jmhJsonFormat: DocumentFormat = { kind: 'document', name: 'jmh-json', detect, parse };
