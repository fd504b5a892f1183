// Where a step in one series is: Pettitt's rank statistic for a segment,
// the refinement of its argmax to the step itself, the commits the step may
// have happened at (its location range) and the interval of its size. Every
// placement here reads the same least-absolute-deviation fit (splitCost), so
// the commit named and the range around it cannot disagree about the fit.
// change-points.ts decides which steps are change points; this file only
// says where each one is. docs/statistics.md, "Change points on main".

import { median, midranks, twoSampleShift } from '../stats/index.js';
import type { HistorySeries } from './types.js';

/** A step in a series: the first point after it, in the segment [from, to). */
export interface StepSpan {
  series: HistorySeries;
  at: number;
  from: number;
  to: number;
}

/**
 * Pettitt's statistic over values[start, end): U_t = 2·Σ_{i≤t} r_i − t(n+1)
 * with r the ranks (ties averaged), K = max |U_t|, p ≈ 2·exp(−6K²/(n³+n²)).
 * The split is at the t of K (the first point after it), keeping minSegment
 * points on each side; refineSplit moves it to the step itself. O(n log n).
 */
export function pettitt(
  values: readonly number[],
  start: number,
  end: number,
  minSegment: number,
): { at: number; p: number } | undefined {
  const n = end - start;
  if (n < 2 * minSegment) return undefined;
  const ranks = midranks(values.slice(start, end));
  let sum = 0;
  let bestK = -1;
  let bestT = -1;
  for (let t = 1; t < n; t++) {
    sum += ranks[t - 1]!;
    if (t < minSegment || n - t < minSegment) continue;
    const u = Math.abs(2 * sum - t * (n + 1));
    if (u > bestK) {
      bestK = u;
      bestT = t;
    }
  }
  if (bestT < 0) return undefined;
  const p = Math.min(1, 2 * Math.exp((-6 * bestK * bestK) / (n * n * n + n * n)));
  return { at: start + bestT, p };
}

/** Commits on each side of a change that are its levels' neighbourhood: its interval and its refinement look this far. */
export const LEVEL_REACH = 100;

/** How far from Pettitt's argmax the refinement looks for the step, in commits. */
export const REFINE_WITHIN = 30;

/**
 * Pettitt's argmax is the change point only in expectation: a middle-ranked
 * point next to the step can move it by one or two, and a step near the end
 * of the history pulls it towards the middle by several (U_t keeps growing
 * past the step while the few points after it are outranked by the noise
 * before it). The commit is refined to the split within REFINE_WITHIN
 * commits whose two sides sit closest to their own medians (the least
 * absolute deviation), which a clean step makes exact. At least minBefore
 * commits stay before it (minSegment unless told), minSegment after it.
 */
export function refineSplit(
  values: readonly number[],
  start: number,
  end: number,
  at: number,
  minSegment: number,
  within = REFINE_WITHIN,
  minBefore = minSegment,
): number {
  // The same commits for every split tried, at most LEVEL_REACH beyond the
  // ones tried on either side: the levels next to the step decide where it is,
  // and a store of 1,000-commit series must not sort them all per split.
  const lo = Math.max(start, at - within - LEVEL_REACH);
  const hi = Math.min(end, at + within + LEVEL_REACH);
  const cost = splitCost(values, lo, hi);
  let best = at;
  let bestCost = cost(at);
  for (let t = Math.max(start + minBefore, at - within); t <= Math.min(end - minSegment, at + within); t++) {
    const c = cost(t);
    if (c < bestCost) {
      best = t;
      bestCost = c;
    }
  }
  return best;
}

export function changeInterval(c: StepSpan): {
  changeLow?: number;
  changeHigh?: number;
} {
  const values = c.series.points.map((p) => p.center);
  const before = values.slice(Math.max(c.from, c.at - LEVEL_REACH), c.at);
  const after = values.slice(c.at, Math.min(c.to, c.at + LEVEL_REACH));
  if (![...before, ...after].every((v) => v > 0)) return {};
  const shift = twoSampleShift(before.map(Math.log), after.map(Math.log));
  return shift ? { changeLow: Math.expm1(shift.low), changeHigh: Math.expm1(shift.high) } : {};
}

/**
 * The commits the change may have happened at, when more than one, as a git
 * range (the commit before the earliest, and the latest): every split within
 * REFINE_WITHIN of the chosen one whose least-absolute-deviation fit (the
 * one refineSplit places it with), read as a Laplace log-likelihood with the
 * chosen fit's mean absolute deviation as its scale, is within
 * ChangeOptions.locationDrop of the chosen one's. Why: the single commit
 * misses a share of small steps under noise (docs/statistics.md, "Change
 * points on main"; bench/history/location-coverage.mjs), and an issue naming
 * one commit then names the wrong one; the range is what `benchgate bisect`
 * should search.
 */
export function locationRange(c: StepSpan, drop: number): { rangeFrom?: string; rangeTo?: string } {
  const values = c.series.points.map((p) => p.center);
  const lo = Math.max(c.from, c.at - REFINE_WITHIN - LEVEL_REACH);
  const hi = Math.min(c.to, c.at + REFINE_WITHIN + LEVEL_REACH);
  const cost = splitCost(values, lo, hi);
  const best = cost(c.at);
  const scale = best / (hi - lo);
  if (!(scale > 0)) return {};
  let first = c.at;
  let last = c.at;
  for (let t = Math.max(lo + 1, c.at - REFINE_WITHIN); t <= Math.min(hi - 1, c.at + REFINE_WITHIN); t++) {
    if ((cost(t) - best) / scale > drop) continue;
    first = Math.min(first, t);
    last = Math.max(last, t);
  }
  const points = c.series.points;
  if (first === c.at && last === c.at) return {};
  return { rangeFrom: points[first - 1]!.commit, rangeTo: points[last]!.commit };
}

/**
 * The cost of splitting values[lo, hi) at t: each side's sum of absolute
 * deviations from its own median (a least-absolute-deviation fit of two
 * levels). Why absolute deviations: one outlier commit moves a squared fit's
 * best split, not this one's.
 */
function splitCost(values: readonly number[], lo: number, hi: number): (t: number) => number {
  return (t) => absoluteDeviation(values.slice(lo, t)) + absoluteDeviation(values.slice(t, hi));
}

/** Sum of absolute deviations from the median. */
function absoluteDeviation(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const m = median(xs);
  let sum = 0;
  for (const x of xs) sum += Math.abs(x - m);
  return sum;
}
