// The paired test of interleaved rounds: rank every round's value of both
// sides together, then ask how often head outranks base *within* its round
// when the labels are swapped at random round by round. It permutes within
// rounds (the interleaved design's randomization: in each round either side
// could have been the other), so load that lasts a round, drift between
// rounds and the correlation of samples taken in one process cannot make a
// difference appear; and it ranks across rounds, so a round where one side
// was hit by a neighbour moves one rank by a bounded amount instead of
// deciding the row, as a ratio's sign or size would. On real Go rounds, where
// many rounds carry a spike on one side, the sequential rule built on it
// caught far more 10% slowdowns than the trimmed mean of the per-round
// ratios (docs/statistics.md, "The unit of evidence is the round").

import { midranks } from './midranks.js';

/** One value per side per round, on the log scale, paired by index. */
export interface RoundValues {
  base: readonly number[];
  head: readonly number[];
}

/**
 * The standardized statistic with head shifted down by `shift`:
 * z = Σ t_i / sqrt(Σ t_i²), t_i = (rank of head_i - rank of base_i) / 2 in the
 * joint ranking of all 2n values. Under the null hypothesis each t_i is +|t_i|
 * or -|t_i| with probability 1/2 given the ranks (the swap of round i's
 * labels), so Σ t_i has mean 0 and variance Σ t_i² exactly, and z is its
 * normal approximation (Lehmann 1975, ch. 3, paired comparisons with
 * general scores). Positive when head is larger. 0 when every round ties.
 */
export function withinRoundRankZ(v: RoundValues, shift = 0): number {
  const n = Math.min(v.base.length, v.head.length);
  const joint: number[] = [];
  for (let i = 0; i < n; i++) joint.push(v.base[i]!);
  for (let i = 0; i < n; i++) joint.push(v.head[i]! - shift);
  const r = midranks(joint);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const t = (r[n + i]! - r[i]!) / 2;
    sum += t;
    squares += t * t;
  }
  return squares === 0 ? 0 : sum / Math.sqrt(squares);
}

/**
 * The shifts at which z can change: every head value minus every base value,
 * ascending. Between two neighbours z is constant, so the interval and the
 * estimate are found by a binary search over them instead of a bisection
 * over the real line.
 */
function candidateShifts(v: RoundValues): Float64Array {
  const n = Math.min(v.base.length, v.head.length);
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d[i * n + j] = v.head[i]! - v.base[j]!;
  return d.sort();
}

/** A shift strictly inside gap k: below all candidates (k = 0), above all (k = m), else between k-1 and k. */
function insideGap(d: Float64Array, k: number): number {
  if (k === 0) return d[0]! - 1;
  if (k === d.length) return d[d.length - 1]! + 1;
  return (d[k - 1]! + d[k]!) / 2;
}

/**
 * The first gap whose z is at or below `level`, or d.length + 1 when none is.
 * Note: z falls as the shift grows, though not strictly everywhere (its
 * denominator moves too); the search finds a crossing, and on real rounds
 * the crossings lie together.
 */
function firstGapAtOrBelow(v: RoundValues, d: Float64Array, level: number): number {
  let lo = 0;
  let hi = d.length + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (withinRoundRankZ(v, insideGap(d, mid)) <= level) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The test inverted over one set of rounds: the candidate shifts are sorted
 * once (n² of them) and serve every interval and the estimate a look asks
 * for.
 */
export class RankShifts {
  private readonly d: Float64Array;

  constructor(private readonly v: RoundValues) {
    this.d = candidateShifts(v);
  }

  /**
   * The interval of shifts (log scale) the test at critical value c does not
   * reject: Hodges–Lehmann inversion of the test (Lehmann 1975, ch. 4); its
   * ends are differences of a head and a base value. -Infinity / Infinity on a
   * side where no shift reaches c: with few rounds |z| is at most sqrt(n), so a
   * strict boundary cannot be met yet.
   */
  interval(c: number): { low: number; high: number } {
    const { v, d } = this;
    if (d.length === 0) return { low: -Infinity, high: Infinity };
    // low: the first gap where z is no longer above c ends the rejected shifts below.
    const k = firstGapAtOrBelow(v, d, c);
    const low = k === 0 ? -Infinity : k > d.length ? Infinity : d[k - 1]!;
    // high: the last gap where z is still at or above -c.
    const j = firstGapAtOrBelow(v, d, -c - Number.EPSILON * 8) - 1;
    const high = j >= d.length ? Infinity : j < 0 ? -Infinity : d[j]!;
    return { low, high };
  }

  /**
   * The shift at which z crosses zero: the Hodges–Lehmann estimate of the test
   * (the middle of the shifts it finds least surprising). NaN without rounds.
   */
  estimate(): number {
    const { v, d } = this;
    if (d.length === 0) return Number.NaN;
    const below = firstGapAtOrBelow(v, d, 0);
    const negative = firstGapAtOrBelow(v, d, -Number.EPSILON * 8);
    // z > 0 up to gap `below`, < 0 from gap `negative`: the estimate is the middle of the boundary candidates.
    const from = d[Math.min(Math.max(below - 1, 0), d.length - 1)]!;
    const to = d[Math.min(Math.max(negative - 1, 0), d.length - 1)]!;
    return (from + to) / 2;
  }
}

/** RankShifts.interval for one question. */
export function shiftInterval(v: RoundValues, c: number): { low: number; high: number } {
  return new RankShifts(v).interval(c);
}

/** RankShifts.estimate for one question. */
export function shiftEstimate(v: RoundValues): number {
  return new RankShifts(v).estimate();
}
