// A sorted sample and benchstat's "assumption: none" summary: the median with
// a distribution-free confidence interval from order statistics.

import type { StatCaveat } from './caveats.js';
import { quantileInterval, samplesNeededForMedianInterval } from './median-ci.js';

/** Values in ascending order, NaNs set aside (they have no place in an order). */
export interface SortedSample {
  readonly values: readonly number[];
  /** How many NaN values the input had; they are not in `values`. */
  readonly nanCount: number;
}

export function createSample(values: readonly number[]): SortedSample {
  const kept = values.includes(Number.NaN) ? values.filter((v) => !Number.isNaN(v)) : values.slice();
  sortAscending(kept);
  return { values: kept, nanCount: values.length - kept.length };
}

/** Below this length an insertion sort beats calling a comparator from the built-in sort. */
const INSERTION_SORT_LIMIT = 32;

/**
 * Sorts in place, stably: the same order as xs.sort((a, b) => a - b), so -0
 * and 0 keep their input order (a typed-array sort would put -0 first).
 * Note: a comparison has thousands of 10-value samples; sorting each through
 * the built-in sort's comparator calls costs more than the rest of the summary.
 */
function sortAscending(xs: number[]): void {
  if (xs.length > INSERTION_SORT_LIMIT) {
    xs.sort((a, b) => a - b);
    return;
  }
  for (let i = 1; i < xs.length; i++) {
    const v = xs[i];
    let j = i;
    for (; j > 0 && xs[j - 1] > v; j--) xs[j] = xs[j - 1];
    xs[j] = v;
  }
}

/** The input as a sorted sample, sorting it unless it already is one. */
export function asSample(input: SortedSample | readonly number[]): SortedSample {
  return isSortedSample(input) ? input : createSample(input);
}

function isSortedSample(input: SortedSample | readonly number[]): input is SortedSample {
  return !Array.isArray(input);
}

/**
 * The q-th sample quantile, interpolated by Hyndman & Fan's method R8 (median
 * unbiased), the definition go-moremath and hence benchstat use. q is clamped
 * to [0, 1]; an empty sample gives NaN.
 */
export function quantile(input: SortedSample | readonly number[], q: number): number {
  const xs = asSample(input).values;
  if (xs.length === 0 || Number.isNaN(q)) return Number.NaN;
  if (q <= 0) return xs[0];
  if (q >= 1) return xs[xs.length - 1];
  const h = 1 / 3 + q * (xs.length + 1 / 3); // 1-based fractional rank
  const k = Math.floor(h);
  if (k <= 0) return xs[0];
  if (k >= xs.length) return xs[xs.length - 1];
  return xs[k - 1] + (h - k) * (xs[k] - xs[k - 1]);
}

export function median(input: SortedSample | readonly number[]): number {
  return quantile(input, 0.5);
}

/**
 * The lower median: of an odd count the median, of an even count the lower
 * of the two middle values, so that at least half the values are at or
 * above it (of two, both).
 */
export function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface MedianSummary {
  /** The sample median. */
  center: number;
  /** Bounds of the interval; -Infinity / +Infinity when the sample is too small for the level. */
  low: number;
  high: number;
  /** Requested confidence level. */
  level: number;
  /** Actual coverage of [low, high] (>= level; 1 when unbounded). */
  confidence: number;
  n: number;
  caveats: StatCaveat[];
}

/**
 * Median and its confidence interval at `level` (benchmath's
 * AssumeNothing.Summary). When the interval is unbounded the caveat says how
 * many samples the level needs.
 */
export function summarizeMedian(input: SortedSample | readonly number[], level = 0.95): MedianSummary {
  if (!(level >= 0 && level <= 1)) throw new RangeError(`confidence level must be in [0, 1], got ${level}`);
  const sample = asSample(input);
  const xs = sample.values;
  const n = xs.length;
  const caveats: StatCaveat[] = [];
  if (sample.nanCount > 0) caveats.push({ kind: 'nan-values', count: sample.nanCount });
  if (n === 0) caveats.push({ kind: 'empty-sample' });
  const ci = quantileInterval(n, 0.5, level);
  const low = ci.loOrder < 1 ? -Infinity : xs[ci.loOrder - 1];
  const high = ci.hiOrder - 1 >= n ? Infinity : xs[ci.hiOrder - 1];
  if (n > 0 && (low === -Infinity || high === Infinity)) {
    const needed = samplesNeededForMedianInterval(level);
    caveats.push({ kind: 'too-few-samples', op: needed.op, need: needed.n, have: n, level });
  }
  return { center: median(sample), low, high, level, confidence: ci.confidence, n, caveats };
}

/**
 * The interval's half-width relative to the center, as benchstat prints it
 * after "±" (0.03 for "± 3%"): Infinity when unbounded, NaN when a bound has a
 * different sign from the center (benchstat prints "?"), 0 for an all-zero
 * interval.
 */
export function relativeHalfRange(s: { center: number; low: number; high: number }): number {
  if (!Number.isFinite(s.low) || !Number.isFinite(s.high)) return Infinity;
  const sign = Math.sign(s.center);
  if (sign !== Math.sign(s.low) || sign !== Math.sign(s.high)) return Number.NaN;
  if (s.center === 0) return 0;
  // Note: benchstat omits the absolute values, which for negative centers
  // gives a negative "±"; for positive centers the two agree.
  return Math.max(Math.abs(s.high / s.center - 1), Math.abs(1 - s.low / s.center));
}
