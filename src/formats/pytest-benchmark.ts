import { BenchmarkCollector, type MetricValue } from '../model/collector.js';
import type { Benchmark, Context, MachineInfo } from '../model/results.js';
import { describeValue, quote, finiteNumber, paramText, readJsonEntries } from './json/entries.js';
import { isRecord } from '../model/record.js';
import type { DocumentFormat, ParsedFile, Sniff } from './types.js';

// pytest-benchmark JSON: the file of --benchmark-json, or a saved run
// (.benchmarks/<machine>/NNNN_name.json). Each entry of "benchmarks" has
// name, fullname ("module.py::Class::test[param]"), params, param and stats.
// stats.data holds every round's time per iteration in seconds: always with
// --benchmark-json, in saved runs only with --benchmark-save-data.

const UNIT = 's';
const WHAT = 'a pytest-benchmark JSON file (--benchmark-json)';

export const pytestBenchmarkFormat: DocumentFormat = {
  kind: 'document',
  name: 'pytest-benchmark',
  detect,
  parse(text: string, file: string): ParsedFile {
    const doc = readJsonEntries(text, file, 'benchmarks', WHAT);
    const problems = [...doc.problems];
    if (doc.root !== undefined && doc.entries === undefined) {
      problems.push({ file, line: 0, message: `expected field "benchmarks" (an array): not ${WHAT}` });
    }
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      const message = addEntry(entry.value, collector);
      if (message !== undefined) problems.push({ file, line: entry.line, message });
    }
    return { context: contextOf(doc.members), ...collector.collected(file, problems) };
  },
};

/** Adds one entry of "benchmarks"; returns a problem message when it cannot. */
function addEntry(entry: unknown, collector: BenchmarkCollector): string | undefined {
  if (!isRecord(entry)) return `benchmarks entry is not an object: ${describeValue(entry)}`;
  const rawName = entry.name;
  if (typeof rawName !== 'string' || rawName === '')
    return 'benchmarks entry: expected field "name" (a string)';
  const stats = entry.stats;
  if (!isRecord(stats)) return `benchmark ${quote(rawName)}: expected field "stats" (an object)`;
  const identity = identityOf(entry, rawName);
  const summary = recordedSummary(stats);
  if (Array.isArray(stats.data) && stats.data.length > 0) {
    const rounds = finiteNumber(stats.rounds);
    const { value, problem } = roundsOrSummary(stats.data, rounds, summary);
    collector.add(identity, [value]);
    return problem === undefined ? undefined : `benchmark ${quote(rawName)}: ${problem}`;
  }
  if (!summary) {
    return `benchmark ${quote(rawName)}: expected "stats.data" (an array of times) or numbers "stats.mean", "stats.stddev" and "stats.rounds"`;
  }
  collector.add(identity, [summary]);
  return undefined;
}

/** Suite from "fullname", name without its "[param]" id, params kept apart. */
function identityOf(
  entry: Record<string, unknown>,
  rawName: string,
): Pick<Benchmark, 'suite' | 'name' | 'params'> {
  const param = typeof entry.param === 'string' ? entry.param : undefined;
  const params = paramsOf(entry.params);
  const name = stripParam(rawName, params ? param : undefined);
  const suite = suiteOf(typeof entry.fullname === 'string' ? entry.fullname : '', param);
  return { suite, name, params: params ?? {} };
}

/**
 * The tool's own mean, stddev and rounds, when all three are numbers. Without
 * the rounds' times only this summary is known. It is stated as mean ± one
 * standard deviation over n rounds (not a confidence interval, hence
 * confidence NaN), which keeps mean, sd and n for a test on summaries.
 */
function recordedSummary(stats: Record<string, unknown>): MetricValue | undefined {
  const mean = finiteNumber(stats.mean);
  const stddev = finiteNumber(stats.stddev);
  const n = finiteNumber(stats.rounds);
  if (mean === undefined || stddev === undefined || n === undefined) return undefined;
  return {
    unit: UNIT,
    summary: { center: mean, low: mean - stddev, high: mean + stddev, n, confidence: Number.NaN },
  };
}

/** Every round's time when "stats.data" is whole; else the recorded summary, or what is left, with the problem. */
function roundsOrSummary(
  data: unknown[],
  rounds: number | undefined,
  summary: MetricValue | undefined,
): { value: MetricValue; problem?: string } {
  const samples = data.filter((x): x is number => finiteNumber(x) !== undefined);
  const bad = data.length - samples.length;
  const missing = rounds !== undefined && samples.length < rounds ? rounds - samples.length : 0;
  if (bad === 0 && missing === 0) return { value: { unit: UNIT, samples } };
  const what =
    bad > 0
      ? `${bad} of ${data.length} values in "stats.data" are not numbers`
      : `"stats.data" holds ${samples.length} of the ${rounds} rounds`;
  // What is left of the raw data is not the run: its mean can be far from the
  // recorded one (the rounds kept are not a random subset). The tool's own
  // statistics over every round are.
  if (summary)
    return { value: summary, problem: `${what}; the recorded mean, stddev and rounds are used instead` };
  return { value: { unit: UNIT, samples }, problem: what };
}

/** Parameter values as strings, in the order pytest gave them; undefined when the test has none. */
function paramsOf(raw: unknown): Record<string, string> | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) out[k] = paramText(v);
  return out;
}

/** "test_join[--10]" -> "test_join": the id in brackets is the params, kept separately. */
function stripParam(name: string, param: string | undefined): string {
  if (param === undefined) return name;
  const suffix = `[${param}]`;
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}

/** "mod.py::Class::test[id]" -> "mod.py::Class": the module and class part of the node id. */
function suiteOf(fullname: string, param: string | undefined): string {
  const bare =
    param !== undefined && fullname.endsWith(`[${param}]`) ? fullname.slice(0, -param.length - 2) : fullname;
  const at = bare.lastIndexOf('::');
  return at < 0 ? '' : bare.slice(0, at);
}

function contextOf(members: Record<string, unknown>): Context {
  const context: Context = { tool: { name: 'pytest-benchmark' } };
  if (typeof members.version === 'string')
    context.tool = { name: 'pytest-benchmark', version: members.version };
  const info = members.machine_info;
  if (isRecord(info)) context.machine = machineOf(info);
  const commit = members.commit_info;
  if (isRecord(commit)) {
    if (typeof commit.id === 'string') context.commit = commit.id;
    if (typeof commit.branch === 'string') context.ref = commit.branch;
  }
  if (typeof members.datetime === 'string') context.time = members.datetime;
  return context;
}

function machineOf(info: Record<string, unknown>): MachineInfo {
  const machine: MachineInfo = {};
  if (typeof info.system === 'string') machine.os = info.system;
  if (typeof info.machine === 'string') machine.arch = info.machine;
  const cpu = isRecord(info.cpu) ? info.cpu : {};
  // py-cpuinfo renamed "brand" to "brand_raw"; older files have the former.
  const brand = cpu.brand_raw ?? cpu.brand;
  if (typeof brand === 'string') machine.cpu = brand;
  const cores = finiteNumber(cpu.count);
  if (cores !== undefined) machine.cores = cores;
  if (typeof info.python_version === 'string') {
    const impl = typeof info.python_implementation === 'string' ? `${info.python_implementation} ` : '';
    machine.python = `${impl}${info.python_version}`;
  }
  return machine;
}

function detect(sniff: Sniff): number {
  const head = sniff.head;
  if (!head.trimStart().startsWith('{')) return 0;
  const hasBenchmarks = head.includes('"benchmarks"');
  if (head.includes('"machine_info"') && (hasBenchmarks || head.includes('"commit_info"'))) return 0.95;
  if (hasBenchmarks && head.includes('"fullname"') && head.includes('"stats"')) return 0.85;
  return 0;
}
