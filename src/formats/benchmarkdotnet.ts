import { BenchmarkCollector, type MetricValue } from '../model/collector.js';
import type { Context } from '../model/results.js';
import { describeValue, finiteNumber, quote, readJsonEntries } from './json/entries.js';
import { isRecord } from '../model/record.js';
import type { DocumentFormat, ParsedFile, Sniff } from './types.js';

// BenchmarkDotNet's JSON exporter (JsonExporter.Full / .Brief):
// {"Title", "HostEnvironmentInfo": {...}, "Benchmarks": [{"Namespace", "Type",
// "Method", "Parameters": "N=10, Mode=a", "FullName", "Statistics":
// {"OriginalValues": [ns per operation of each workload iteration], "N",
// "Mean", "StandardDeviation", "ConfidenceInterval": {"Lower", "Upper",
// "Level"}, ...}, "Memory": {"BytesAllocatedPerOperation", ...}}]}.
//
// Mapping: suite = "Namespace.Type", name = Method, params from "Parameters";
// samples = Statistics.OriginalValues in ns (the workload's result
// iterations); without them, Mean ± StandardDeviation over N as a summary.
// Memory (with [MemoryDiagnoser]) adds B/op.

const WHAT = 'a BenchmarkDotNet JSON export';

export const benchmarkDotNetFormat: DocumentFormat = {
  kind: 'document',
  name: 'benchmarkdotnet',
  detect,
  parse(text: string, file: string): ParsedFile {
    const doc = readJsonEntries(text, file, 'Benchmarks', WHAT);
    const problems = [...doc.problems];
    if (doc.root !== undefined && doc.entries === undefined)
      problems.push({ file, line: 0, message: `expected field "Benchmarks" (an array): not ${WHAT}` });
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      const problem = addBenchmark(entry.value, collector);
      if (problem) problems.push({ file, line: entry.line, message: problem });
    }
    if (doc.entries && collector.size === 0 && problems.length === 0)
      problems.push({ file, line: 0, message: 'BenchmarkDotNet export with no benchmark results' });
    return { context: contextOf(doc.members), ...collector.collected(file, problems) };
  },
};

function addBenchmark(entry: unknown, collector: BenchmarkCollector): string | undefined {
  if (!isRecord(entry)) return `Benchmarks entry is not an object: ${describeValue(entry)}`;
  const method = typeof entry.Method === 'string' ? entry.Method : undefined;
  if (!method) return 'Benchmarks entry: expected field "Method" (a string)';
  const suite = [entry.Namespace, entry.Type]
    .filter((x): x is string => typeof x === 'string' && x !== '')
    .join('.');
  const stats = isRecord(entry.Statistics) ? entry.Statistics : undefined;
  if (!stats) return `benchmark ${quote(method)}: no "Statistics" (the benchmark failed or did not run)`;
  const metrics: MetricValue[] = [];
  const values = Array.isArray(stats.OriginalValues) ? stats.OriginalValues : [];
  const samples = values.filter((v): v is number => finiteNumber(v) !== undefined);
  const mean = finiteNumber(stats.Mean);
  if (samples.length > 0 && samples.length === values.length) metrics.push({ unit: 'ns', samples });
  else if (mean !== undefined) {
    const sd = finiteNumber(stats.StandardDeviation);
    const n = finiteNumber(stats.N) ?? Number.NaN;
    metrics.push({
      unit: 'ns',
      summary: {
        center: mean,
        low: sd === undefined ? Number.NaN : mean - sd,
        high: sd === undefined ? Number.NaN : mean + sd,
        n,
        confidence: Number.NaN,
      },
    });
  } else
    return `benchmark ${quote(method)}: expected "Statistics.OriginalValues" (numbers) or "Statistics.Mean"`;
  const memory = isRecord(entry.Memory) ? finiteNumber(entry.Memory.BytesAllocatedPerOperation) : undefined;
  if (memory !== undefined) metrics.push({ unit: 'B/op', samples: [memory] });
  collector.add({ suite, name: method, params: paramsOf(entry.Parameters) }, metrics);
  return samples.length > 0 && samples.length !== values.length
    ? `benchmark ${quote(method)}: ${values.length - samples.length} of ${values.length} values in "OriginalValues" are not numbers; the recorded Mean and StandardDeviation are used instead`
    : undefined;
}

/** "N=10, Mode=a" -> {N: "10", Mode: "a"}. */
function paramsOf(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof raw !== 'string') return out;
  for (const part of raw.split(', ')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}

function contextOf(members: Record<string, unknown>): Context {
  const host = isRecord(members.HostEnvironmentInfo) ? members.HostEnvironmentInfo : {};
  const version = typeof host.BenchmarkDotNetVersion === 'string' ? host.BenchmarkDotNetVersion : undefined;
  const context: Context = { tool: { name: 'benchmarkdotnet', ...(version ? { version } : {}) } };
  const machine: Record<string, string | number> = {};
  if (typeof host.OsVersion === 'string') machine.os = host.OsVersion;
  if (typeof host.ProcessorName === 'string') machine.cpu = host.ProcessorName;
  const cores = finiteNumber(host.LogicalCoreCount);
  if (cores !== undefined) machine.cores = cores;
  if (typeof host.RuntimeVersion === 'string') machine.runtime = host.RuntimeVersion;
  if (Object.keys(machine).length) context.machine = machine;
  return context;
}

function detect(sniff: Sniff): number {
  const head = sniff.head;
  if (!head.trimStart().startsWith('{')) return 0;
  if (head.includes('"HostEnvironmentInfo"') && head.includes('"BenchmarkDotNetVersion"')) return 0.97;
  if (head.includes('"Benchmarks"') && head.includes('"Statistics"') && head.includes('"OriginalValues"'))
    return 0.9;
  return 0;
}
