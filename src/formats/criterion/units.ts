// Units of Criterion.rs, shared by its three formats (cargo bench text,
// target/criterion, cargo-criterion JSON).
//
// Note: the model keeps units as the tool wrote them, but Criterion.rs picks
// a unit per printed value (format::time: ps below 1 ns, ns, µs, ms, s), so
// one benchmark can print µs in one run and ns in the next, or even both in
// one `time: [999.12 ns 1.0012 µs 1.0102 µs]`. Comparing runs needs one unit,
// so times are normalized to `ns` (the unit Criterion measures and stores in)
// and throughputs to Criterion's own base unit of their kind: `B/s` for bytes
// (binary KiB/MiB/GiB and decimal KB/MB/GB alike), `elem/s` for elements and
// `b/s` for bits.

import type { MetricValue } from '../../model/collector.js';
import type { Summary } from '../../model/results.js';

export const CRITERION_TIME_UNIT = 'ns';

/** Criterion's default confidence level, assumed where the output does not say. */
export const CRITERION_DEFAULT_CONFIDENCE = 0.95;

/** Power of ten from the printed time unit to ns. µ is U+00B5 as Criterion prints it; U+03BC and "us" too. */
const TIME_EXPONENT: ReadonlyMap<string, number> = new Map([
  ['ps', -3],
  ['ns', 0],
  ['\u00b5s', 3],
  ['\u03bcs', 3],
  ['us', 3],
  ['ms', 6],
  ['s', 9],
]);

export type ThroughputKind = 'bytes' | 'elements' | 'bits';

export const THROUGHPUT_UNIT: Readonly<Record<ThroughputKind, string>> = {
  bytes: 'B/s',
  elements: 'elem/s',
  bits: 'b/s',
};

interface ThroughputScale {
  kind: ThroughputKind;
  /** Multiplier to the base unit, given as a power: base ** exponent. */
  base: number;
  exponent: number;
}

const THROUGHPUT_SCALE: ReadonlyMap<string, ThroughputScale> = new Map([
  ['B/s', { kind: 'bytes', base: 10, exponent: 0 }],
  ['KiB/s', { kind: 'bytes', base: 1024, exponent: 1 }],
  ['MiB/s', { kind: 'bytes', base: 1024, exponent: 2 }],
  ['GiB/s', { kind: 'bytes', base: 1024, exponent: 3 }],
  ['KB/s', { kind: 'bytes', base: 10, exponent: 3 }],
  ['MB/s', { kind: 'bytes', base: 10, exponent: 6 }],
  ['GB/s', { kind: 'bytes', base: 10, exponent: 9 }],
  ['elem/s', { kind: 'elements', base: 10, exponent: 0 }],
  ['Kelem/s', { kind: 'elements', base: 10, exponent: 3 }],
  ['Melem/s', { kind: 'elements', base: 10, exponent: 6 }],
  ['Gelem/s', { kind: 'elements', base: 10, exponent: 9 }],
  ['b/s', { kind: 'bits', base: 10, exponent: 0 }],
  ['Kb/s', { kind: 'bits', base: 10, exponent: 3 }],
  ['Mb/s', { kind: 'bits', base: 10, exponent: 6 }],
  ['Gb/s', { kind: 'bits', base: 10, exponent: 9 }],
]);

/** An unsigned decimal as Criterion prints it (format::short: "1.2345", "123.45", "12345"). */
const DECIMAL = /^[0-9]{1,20}(?:\.[0-9]{1,20})?$/;

/**
 * A printed value in ns, or undefined when the number or unit is not
 * Criterion's. Shifting the decimal exponent in the text (not multiplying)
 * keeps "1.2345 µs" exactly 1234.5.
 */
export function timeToNs(value: string, unit: string): number | undefined {
  const exponent = TIME_EXPONENT.get(unit);
  if (exponent === undefined || !DECIMAL.test(value)) return undefined;
  return Number(`${value}e${exponent}`);
}

/** Whether a unit is one of Criterion's time units. */
export function isTimeUnit(unit: string): boolean {
  return TIME_EXPONENT.has(unit);
}

/** Converts a value in a time unit to ns (for machine-readable values that are already numbers). */
export function numberToNs(value: number, unit: string): number | undefined {
  const exponent = TIME_EXPONENT.get(unit);
  if (exponent === undefined) return undefined;
  return exponent === 0 ? value : value * 10 ** exponent;
}

/** A printed throughput in its kind's base unit, or undefined when not Criterion's. */
export function throughputToBase(
  value: string,
  unit: string,
): { kind: ThroughputKind; value: number } | undefined {
  const scale = THROUGHPUT_SCALE.get(unit);
  if (scale === undefined || !DECIMAL.test(value)) return undefined;
  const n =
    scale.base === 10 ? Number(`${value}e${scale.exponent}`) : Number(value) * scale.base ** scale.exponent;
  return { kind: scale.kind, value: n };
}

/** Per-second rate of `count` units per iteration that takes `ns` nanoseconds. */
function perSecond(count: number, ns: number): number {
  return (count * 1e9) / ns;
}

/**
 * The throughput metric of `perIteration` units per iteration, from the
 * per-iteration times in ns and their summary. A shorter time is a higher
 * rate, so the interval's bounds swap.
 */
export function throughputMetric(
  kind: ThroughputKind,
  perIteration: number,
  samples: number[],
  time: Summary | undefined,
): MetricValue {
  const rate = (ns: number) => perSecond(perIteration, ns);
  const summary = time && {
    center: rate(time.center),
    low: rate(time.high),
    high: rate(time.low),
    n: time.n,
    confidence: time.confidence,
  };
  return {
    unit: THROUGHPUT_UNIT[kind],
    samples: samples.map(rate).filter(Number.isFinite),
    ...(summary ? { summary } : {}),
  };
}
