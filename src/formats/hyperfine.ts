import { BenchmarkCollector, type MetricValue } from '../model/collector.js';
import { describeValue, quote, finiteNumber, paramText, readJsonEntries } from './json/entries.js';
import { isRecord } from '../model/record.js';
import type { DocumentFormat, ParsedFile, Sniff } from './types.js';

// hyperfine --export-json: "results" holds one entry per command (per
// parameter value with -L / --parameter-scan) with every run's wall time in
// "times" (seconds), summary statistics, mean user and system CPU times, the
// exit code of every run, and "parameters" {name: value} when parameterized.
//
// Mapping: name = "command" (the -n name when one was given), params =
// "parameters", samples = "times" in s. user and system are only means, so
// they become metrics named "user" and "system" with a summary whose interval
// is unknown (NaN). Non-zero exit codes (hyperfine -i) are reported as a
// problem: the times of a failing command are rarely what was meant to be measured.

const UNIT = 's';
const WHAT = 'a hyperfine --export-json file';

export const hyperfineFormat: DocumentFormat = {
  kind: 'document',
  name: 'hyperfine',
  detect,
  parse(text: string, file: string): ParsedFile {
    const doc = readJsonEntries(text, file, 'results', WHAT);
    const problems = [...doc.problems];
    if (doc.root !== undefined && doc.entries === undefined) {
      problems.push({ file, line: 0, message: `expected field "results" (an array): not ${WHAT}` });
    }
    const collector = new BenchmarkCollector();
    for (const entry of doc.entries ?? []) {
      for (const message of addResult(entry.value, collector))
        problems.push({ file, line: entry.line, message });
    }
    return { context: { tool: { name: 'hyperfine' } }, ...collector.collected(file, problems) };
  },
};

/** Adds one entry of "results"; returns the problems found in it. */
function addResult(entry: unknown, collector: BenchmarkCollector): string[] {
  if (!isRecord(entry)) return [`results entry is not an object: ${describeValue(entry)}`];
  const name = entry.command;
  if (typeof name !== 'string' || name === '') return ['results entry: expected field "command" (a string)'];
  const problems: string[] = [];
  const primary = primaryMetric(entry, name, problems);
  if (!primary) return problems;
  const metrics: MetricValue[] = [primary];
  const n = primary.samples?.length ?? primary.summary?.n ?? Number.NaN;
  for (const field of ['user', 'system'] as const) {
    const mean = finiteNumber(entry[field]);
    if (mean !== undefined) {
      metrics.push({
        unit: UNIT,
        name: field,
        summary: { center: mean, low: Number.NaN, high: Number.NaN, n, confidence: Number.NaN },
      });
    }
  }
  collector.add({ suite: '', name, params: paramsOf(entry.parameters) }, metrics);
  const failed = exitCodeProblem(entry.exit_codes, name);
  if (failed) problems.push(failed);
  return problems;
}

function primaryMetric(
  entry: Record<string, unknown>,
  name: string,
  problems: string[],
): MetricValue | undefined {
  if (Array.isArray(entry.times) && entry.times.length > 0) {
    const samples = entry.times.filter((t): t is number => finiteNumber(t) !== undefined);
    const bad = entry.times.length - samples.length;
    if (bad > 0)
      problems.push(
        `command ${quote(name)}: ${bad} of ${entry.times.length} values in "times" are not numbers`,
      );
    return samples.length > 0 ? { unit: UNIT, samples } : undefined;
  }
  // Note: hyperfine before 1.2 wrote no "times"; mean ± stddev is all there is.
  const mean = finiteNumber(entry.mean);
  const stddev = finiteNumber(entry.stddev);
  if (mean === undefined) {
    problems.push(`command ${quote(name)}: expected "times" (an array of seconds) or a number "mean"`);
    return undefined;
  }
  const low = stddev === undefined ? Number.NaN : mean - stddev;
  const high = stddev === undefined ? Number.NaN : mean + stddev;
  return { unit: UNIT, summary: { center: mean, low, high, n: Number.NaN, confidence: Number.NaN } };
}

function paramsOf(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(raw)) return out;
  for (const [k, v] of Object.entries(raw)) out[k] = paramText(v);
  return out;
}

function exitCodeProblem(codes: unknown, name: string): string | undefined {
  if (!Array.isArray(codes)) return undefined;
  const failed = codes.filter((c) => c !== 0);
  if (failed.length === 0) return undefined;
  const distinct = [...new Set(failed.map((c) => (c === null ? 'killed by a signal' : describeValue(c))))]
    .slice(0, 5)
    .join(', ');
  return `command ${quote(name)} exited non-zero in ${failed.length} of ${codes.length} runs (exit codes: ${distinct})`;
}

function detect(sniff: Sniff): number {
  const head = sniff.head;
  if (!head.trimStart().startsWith('{') || !head.includes('"results"')) return 0;
  if (head.includes('"command"') && (head.includes('"times"') || head.includes('"exit_codes"'))) return 0.95;
  if (head.includes('"command"') && head.includes('"mean"')) return 0.8;
  return 0;
}
