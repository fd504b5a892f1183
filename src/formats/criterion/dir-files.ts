import type { ThroughputKind } from './units.js';
import { isRecord } from '../../model/record.js';

// The three JSON files of a target/criterion measurement folder, checked
// field by field. The layout is private to Criterion.rs and has changed
// between versions, so a file of another shape is reported with what was
// expected and what was found, never guessed at. Shapes as Criterion.rs
// 0.3 to 0.8 write them:
//   benchmark.json {"group_id":"checksum","function_id":"adler32"|null,
//                   "value_str":"64"|null,"throughput":{"Bytes":64}|null,
//                   "full_id":"checksum/adler32/64",...}
//   estimates.json {"mean":E,"median":E,"slope":E|null,"std_dev":E,...} where
//                   E = {"confidence_interval":{"confidence_level":0.95,
//                        "lower_bound":..,"upper_bound":..},"point_estimate":..}
//   sample.json    {"sampling_mode":"Linear"|"Flat","iters":[..],"times":[..]}
//                   (sampling_mode since 0.3.4; times are totals in ns)

export interface ThroughputSpec {
  kind: ThroughputKind;
  perIteration: number;
}

export interface BenchmarkFile {
  groupId: string;
  functionId: string | null;
  valueStr: string | null;
  throughput: ThroughputSpec[];
}

export interface TypicalEstimate {
  /** Which estimate Criterion reports as typical: the slope, or the mean with flat sampling. */
  statistic: 'slope' | 'mean';
  center: number;
  low: number;
  high: number;
  confidence: number;
}

export interface SampleFile {
  iters: number[];
  times: number[];
}

type Json = Record<string, unknown>;

const BENCHMARK_SHAPE =
  '{"group_id": string, "function_id": string or null, "value_str": string or null, "throughput": null or {"Bytes"|"BytesDecimal"|"Elements"|"Bits": n} or {"ElementsAndBytes": {"elements": n, "bytes": n}}}';
const ESTIMATE_SHAPE =
  '{"mean": E, "slope": E or null, ...} with E = {"confidence_interval": {"confidence_level", "lower_bound", "upper_bound"}, "point_estimate"} (numbers)';
const SAMPLE_SHAPE = '{"iters": [numbers > 0], "times": [numbers], ...} of one length';

const SINGLE_THROUGHPUT: Readonly<Record<string, ThroughputKind>> = {
  Bytes: 'bytes',
  BytesDecimal: 'bytes',
  Elements: 'elements',
  Bits: 'bits',
};

export function checkBenchmarkFile(json: unknown): BenchmarkFile | string {
  const ok =
    isRecord(json) &&
    typeof json.group_id === 'string' &&
    isStringOrNull(json.function_id) &&
    isStringOrNull(json.value_str) &&
    'throughput' in json;
  if (!ok) return unknownLayout(BENCHMARK_SHAPE, json);
  const throughput = readThroughput(json.throughput);
  if (typeof throughput === 'string') return throughput;
  return {
    groupId: json.group_id as string,
    functionId: json.function_id as string | null,
    valueStr: json.value_str as string | null,
    throughput,
  };
}

function readThroughput(t: unknown): ThroughputSpec[] | string {
  if (t === null) return [];
  const keys = isRecord(t) ? Object.keys(t) : [];
  if (!isRecord(t) || keys.length !== 1) return unknownLayout(BENCHMARK_SHAPE, t, 'throughput');
  const key = keys[0];
  const value = t[key];
  const kind = SINGLE_THROUGHPUT[key];
  if (kind !== undefined && isCount(value)) return [{ kind, perIteration: value }];
  if (key === 'ElementsAndBytes' && isRecord(value) && isCount(value.elements) && isCount(value.bytes)) {
    return [
      { kind: 'elements', perIteration: value.elements },
      { kind: 'bytes', perIteration: value.bytes },
    ];
  }
  return `unknown throughput ${clipJson(t)}: expected ${BENCHMARK_SHAPE.slice(BENCHMARK_SHAPE.indexOf('"throughput"'))}`;
}

export function checkEstimatesFile(json: unknown): TypicalEstimate | string {
  if (!isRecord(json)) return unknownLayout(ESTIMATE_SHAPE, json);
  const slope = json.slope === null || json.slope === undefined ? undefined : readEstimate(json.slope);
  const mean = readEstimate(json.mean);
  if (slope === null || mean === null) return unknownLayout(ESTIMATE_SHAPE, json);
  return slope ? { statistic: 'slope', ...slope } : { statistic: 'mean', ...mean };
}

/** An estimate, or null when it is not of Criterion's shape. */
function readEstimate(e: unknown): Omit<TypicalEstimate, 'statistic'> | null {
  if (!isRecord(e) || !isRecord(e.confidence_interval)) return null;
  const ci = e.confidence_interval;
  const values = [e.point_estimate, ci.lower_bound, ci.upper_bound, ci.confidence_level];
  if (!values.every(isFiniteNumber)) return null;
  const [center, low, high, confidence] = values as number[];
  return { center, low, high, confidence };
}

export function checkSampleFile(json: unknown): SampleFile | string {
  const ok =
    isRecord(json) &&
    Array.isArray(json.iters) &&
    Array.isArray(json.times) &&
    json.iters.length === json.times.length &&
    json.iters.length > 0 &&
    json.iters.every((n) => isFiniteNumber(n) && n > 0) &&
    json.times.every(isFiniteNumber);
  if (!ok) return unknownLayout(SAMPLE_SHAPE, json);
  return { iters: (json as Json).iters as number[], times: (json as Json).times as number[] };
}

/** "unknown layout: expected X; found {keys}" — says which fields there were, so a new Criterion layout is easy to spot. */
function unknownLayout(expected: string, found: unknown, field?: string): string {
  const what = isRecord(found)
    ? `an object with keys ${clipJson(Object.keys(found).slice(0, 12))}`
    : clipJson(found);
  return `unknown layout${field ? ` of "${field}"` : ''}: expected ${expected}; found ${what}`;
}

function clipJson(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}

function isStringOrNull(v: unknown): v is string | null {
  return v === null || typeof v === 'string';
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function isCount(v: unknown): v is number {
  return isFiniteNumber(v) && v > 0;
}
