import { BenchmarkCollector, type MetricValue } from '../../model/collector.js';
import type { Problem, Summary } from '../../model/results.js';
import { identityOfId } from './identity.js';
import {
  CRITERION_DEFAULT_CONFIDENCE,
  CRITERION_TIME_UNIT,
  isTimeUnit,
  numberToNs,
  throughputMetric,
  type ThroughputKind,
} from './units.js';
import { explainInvalidJson } from '../json/syntax.js';
import type { LineFormat, LineParser, ParsedFile, Sniff } from '../types.js';
import { isRecord } from '../../model/record.js';

// `cargo criterion --message-format=json` (cargo-criterion 1.x) prints one
// JSON object per line on stdout:
//   {"reason":"benchmark-complete","id":"checksum/adler32/64",
//    "iteration_count":[...],"measured_values":[...],"unit":"ns",
//    "throughput":[{"per_iteration":64,"unit":"bytes"}],
//    "typical":{"estimate":..,"lower_bound":..,"upper_bound":..,"unit":"ns"},
//    "mean":..,"median":..,"slope":..,"change":null}
//   {"reason":"group-complete","group_name":"checksum","benchmarks":[ids...]}
// measured_values[i] is the total of iteration_count[i] iterations, so the
// samples are their quotients. Times are normalized to ns and throughputs to
// their kind's base unit, as in every Criterion format (criterion-units.ts).
// The summary is the typical estimate (slope, or mean with flat sampling);
// a message without "typical" uses its "median", else its "mean".
// Note: the messages do not carry the confidence level; Criterion's default
// 0.95 is assumed. `change` compares with cargo-criterion's own history and is
// not kept: benchgate compares itself.

const MAX_LINE = 16 * 1024 * 1024;
/** Reasons cargo itself prints in the same stream; nothing for benchgate. */
const CARGO_REASONS = new Set([
  'compiler-artifact',
  'compiler-message',
  'build-script-executed',
  'build-finished',
]);
const THROUGHPUT_KINDS: Readonly<Record<string, ThroughputKind>> = {
  bytes: 'bytes',
  elements: 'elements',
  bits: 'bits',
};

export const cargoCriterionJsonFormat: LineFormat = {
  kind: 'lines',
  name: 'cargo-criterion-json',
  detect,
  start: (file) => new CargoCriterionParser(file),
};

type Json = Record<string, unknown>;

class CargoCriterionParser implements LineParser {
  private readonly collector = new BenchmarkCollector();
  private readonly problems: Problem[] = [];
  private readonly seenIds = new Set<string>();
  private skipped = 0;
  private firstSkipped = 0;
  private sawText = false;

  constructor(private readonly file: string) {}

  push(line: string, lineNo: number): void {
    const text = line.trim();
    if (text === '') return;
    this.sawText = true;
    if (!text.startsWith('{')) {
      // cargo's and Criterion's human-readable output when stderr was logged too.
      if (this.skipped++ === 0) this.firstSkipped = lineNo;
      return;
    }
    if (text.length > MAX_LINE)
      return this.problem(
        lineNo,
        `line of ${text.length} characters is too long for a cargo-criterion message`,
      );
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (err) {
      return this.problem(lineNo, `not valid JSON (${explainInvalidJson(text, err).message.slice(0, 120)})`);
    }
    const problem = this.readMessage(message);
    if (problem !== undefined) this.problem(lineNo, problem);
  }

  finish(): ParsedFile {
    if (this.skipped > 0) {
      this.problem(
        this.firstSkipped,
        `${this.skipped} line(s) that are not JSON were skipped, the first on line ${this.firstSkipped}`,
      );
    }
    if (this.collector.size === 0) {
      this.problem(
        0,
        this.sawText ? 'no benchmark-complete messages found' : 'empty input: no cargo-criterion messages',
      );
    }
    return {
      context: { tool: { name: 'cargo-criterion' } },
      ...this.collector.collected(this.file, this.problems),
    };
  }

  private readMessage(message: unknown): string | undefined {
    if (!isRecord(message) || typeof message.reason !== 'string')
      return 'JSON line without a "reason": not a cargo-criterion message';
    if (message.reason === 'benchmark-complete') return this.readBenchmark(message);
    if (message.reason === 'group-complete') return this.readGroup(message);
    if (CARGO_REASONS.has(message.reason)) return undefined;
    return `unknown cargo-criterion message reason ${JSON.stringify(message.reason.slice(0, 60))}`;
  }

  private readBenchmark(m: Json): string | undefined {
    if (typeof m.id !== 'string') return 'benchmark-complete message without a string "id"';
    const id = m.id;
    const counts = numbers(m.iteration_count);
    const totals = numbers(m.measured_values);
    const unit = typeof m.unit === 'string' ? m.unit : undefined;
    if (!counts || !totals || counts.length !== totals.length || unit === undefined) {
      return `benchmark-complete ${JSON.stringify(id)}: expected "iteration_count" and "measured_values" as arrays of numbers of one length, and a string "unit"`;
    }
    const problems: string[] = [];
    const timeUnit = isTimeUnit(unit) ? CRITERION_TIME_UNIT : unit;
    const toUnit = (v: number) => (isTimeUnit(unit) ? numberToNs(v, unit)! : v);
    const samples = counts.map((c, i) => toUnit(totals[i]) / c);
    if (samples.some((s) => !Number.isFinite(s) || s <= 0))
      problems.push('a sample is not a positive number (zero iterations?)');
    // Older and newer cargo-criterion versions leave "typical" out of some
    // messages; the estimates they do carry stand in, most robust first.
    const typical = readInterval(m.typical) ?? readInterval(m.median) ?? readInterval(m.mean);
    if (!typical)
      problems.push('none of "typical", "median", "mean" is {estimate, lower_bound, upper_bound, unit}');
    const summary = typical && summaryOf(typical, counts.length);
    const values: MetricValue[] = [
      { unit: timeUnit, samples: samples.filter(Number.isFinite), ...(summary ? { summary } : {}) },
    ];
    const throughput = readThroughputs(m.throughput);
    if (typeof throughput === 'string') problems.push(throughput);
    else if (isTimeUnit(unit))
      for (const t of throughput) values.push(throughputMetric(t.kind, t.perIteration, samples, summary));
    this.collector.add(identityOfId(id), values);
    this.seenIds.add(id);
    return problems.length ? `benchmark-complete ${JSON.stringify(id)}: ${problems.join('; ')}` : undefined;
  }

  private readGroup(m: Json): string | undefined {
    if (typeof m.group_name !== 'string' || !Array.isArray(m.benchmarks)) {
      return 'group-complete message without a string "group_name" and an array "benchmarks"';
    }
    const missing = m.benchmarks.filter((id) => typeof id !== 'string' || !this.seenIds.has(id));
    if (missing.length === 0) return undefined;
    const listed = missing.slice(0, 5).map((x) => JSON.stringify(x).slice(0, 120));
    return `group ${JSON.stringify(m.group_name.slice(0, 120))} lists ${missing.length} benchmark(s) with no benchmark-complete message before it: ${listed.join(', ')}`;
  }

  private problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }
}

interface Interval {
  estimate: number;
  lower: number;
  upper: number;
}

function readInterval(v: unknown): Interval | undefined {
  if (!isRecord(v) || typeof v.unit !== 'string') return undefined;
  const { estimate, lower_bound: lower, upper_bound: upper } = v;
  if (![estimate, lower, upper].every((x) => typeof x === 'number' && Number.isFinite(x))) return undefined;
  const f = (x: unknown) =>
    isTimeUnit(v.unit as string) ? numberToNs(x as number, v.unit as string)! : (x as number);
  return { estimate: f(estimate), lower: f(lower), upper: f(upper) };
}

function summaryOf(t: Interval, n: number): Summary {
  return { center: t.estimate, low: t.lower, high: t.upper, n, confidence: CRITERION_DEFAULT_CONFIDENCE };
}

interface Throughput {
  kind: ThroughputKind;
  perIteration: number;
}

function readThroughputs(v: unknown): Throughput[] | string {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return '"throughput" is not an array';
  const out: Throughput[] = [];
  for (const t of v) {
    const kind = isRecord(t) && typeof t.unit === 'string' ? THROUGHPUT_KINDS[t.unit] : undefined;
    if (!isRecord(t) || kind === undefined || typeof t.per_iteration !== 'number' || !(t.per_iteration > 0)) {
      return `unknown throughput ${JSON.stringify(t)?.slice(0, 80)} (expected {per_iteration, unit: "bytes" | "elements" | "bits"})`;
    }
    out.push({ kind, perIteration: t.per_iteration });
  }
  return out;
}

function numbers(v: unknown): number[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x))
    ? (v as number[])
    : undefined;
}

function detect(sniff: Sniff): number {
  if (/^\{"reason":"(?:benchmark|group)-complete"/m.test(sniff.head)) return 0.95;
  return 0;
}
