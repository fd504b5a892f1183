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
  return new SortedSides(v).z(shift);
}

/**
 * Each side's rounds in ascending order, sorted once. A shift moves every head
 * value alike, so it keeps the head's order: the joint ranking at any shift is
 * a merge of the two sorted sides, linear in the rounds, where ranking the
 * joint values afresh sorts them again. The inversions below ask for z at
 * about 2·log2(n²) shifts per interval, which made that sort most of a look's
 * cost. The ranks are the same midranks, ties included: the shifted values
 * are computed as before and compared exactly.
 */
class SortedSides {
  private readonly n: number;
  private readonly baseOrder: number[];
  private readonly headOrder: number[];
  /** Whether every value is a number the merge can compare: NaN has no place in an order. */
  private readonly comparable: boolean;

  constructor(private readonly v: RoundValues) {
    this.n = Math.min(v.base.length, v.head.length);
    const indices = Array.from({ length: this.n }, (_, i) => i);
    this.baseOrder = [...indices].sort((a, b) => v.base[a]! - v.base[b]!);
    this.headOrder = indices.sort((a, b) => v.head[a]! - v.head[b]!);
    this.comparable = indices.every((i) => !Number.isNaN(v.base[i]!) && !Number.isNaN(v.head[i]!));
  }

  z(shift: number): number {
    const { n, v } = this;
    const shifted = (k: number) => v.head[this.headOrder[k]!]! - shift;
    if (!this.comparable || !isNonDecreasing(n, shifted)) return rankedAfresh(v, n, shift);
    const baseRank = new Float64Array(n);
    const headRank = new Float64Array(n);
    let i = 0;
    let j = 0;
    let placed = 0;
    while (i < n || j < n) {
      const nextBase = i < n ? v.base[this.baseOrder[i]!]! : Infinity;
      const nextHead = j < n ? shifted(j) : Infinity;
      const value = Math.min(nextBase, nextHead);
      let bi = i;
      while (bi < n && v.base[this.baseOrder[bi]!]! === value) bi++;
      let hj = j;
      while (hj < n && shifted(hj) === value) hj++;
      const tied = bi - i + (hj - j);
      // Positions placed+1 .. placed+tied share their mean, as midranks gives.
      const rank = placed + (tied + 1) / 2;
      for (let k = i; k < bi; k++) baseRank[this.baseOrder[k]!] = rank;
      for (let k = j; k < hj; k++) headRank[this.headOrder[k]!] = rank;
      placed += tied;
      i = bi;
      j = hj;
    }
    return standardized(n, (k) => (headRank[k]! - baseRank[k]!) / 2);
  }
}

/** Whether shifting kept the head's order: subtraction can round two values into a tie, never past each other. */
function isNonDecreasing(n: number, at: (k: number) => number): boolean {
  for (let k = 1; k < n; k++) if (!(at(k - 1) <= at(k))) return false;
  return true;
}

/** The joint ranking computed directly: for values the merge cannot order (NaN, as an infinity shifted by an infinity gives). */
function rankedAfresh(v: RoundValues, n: number, shift: number): number {
  const joint: number[] = [];
  for (let i = 0; i < n; i++) joint.push(v.base[i]!);
  for (let i = 0; i < n; i++) joint.push(v.head[i]! - shift);
  const r = midranks(joint);
  return standardized(n, (i) => (r[n + i]! - r[i]!) / 2);
}

/** z = Σ t_i / sqrt(Σ t_i²) over the rounds in their order; 0 when every t_i is 0. */
function standardized(n: number, t: (i: number) => number): number {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const ti = t(i);
    sum += ti;
    squares += ti * ti;
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
function firstGapAtOrBelow(sides: SortedSides, d: Float64Array, level: number): number {
  let lo = 0;
  let hi = d.length + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sides.z(insideGap(d, mid)) <= level) hi = mid;
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
  private readonly sides: SortedSides;

  constructor(v: RoundValues) {
    this.d = candidateShifts(v);
    this.sides = new SortedSides(v);
  }

  /**
   * The interval of shifts (log scale) the test at critical value c does not
   * reject: Hodges–Lehmann inversion of the test (Lehmann 1975, ch. 4); its
   * ends are differences of a head and a base value. -Infinity / Infinity on a
   * side where no shift reaches c: with few rounds |z| is at most sqrt(n), so a
   * strict boundary cannot be met yet.
   */
  interval(c: number): { low: number; high: number } {
    const { sides, d } = this;
    if (d.length === 0) return { low: -Infinity, high: Infinity };
    // low: the first gap where z is no longer above c ends the rejected shifts below.
    const k = firstGapAtOrBelow(sides, d, c);
    const low = k === 0 ? -Infinity : k > d.length ? Infinity : d[k - 1]!;
    // high: the last gap where z is still at or above -c.
    const j = firstGapAtOrBelow(sides, d, -c - Number.EPSILON * 8) - 1;
    const high = j >= d.length ? Infinity : j < 0 ? -Infinity : d[j]!;
    return { low, high };
  }

  /** withinRoundRankZ of these rounds, from the order sorted once. */
  z(shift = 0): number {
    return this.sides.z(shift);
  }

  /**
   * The shift at which z crosses zero: the Hodges–Lehmann estimate of the test
   * (the middle of the shifts it finds least surprising). NaN without rounds.
   */
  estimate(): number {
    const { sides, d } = this;
    if (d.length === 0) return Number.NaN;
    const below = firstGapAtOrBelow(sides, d, 0);
    const negative = firstGapAtOrBelow(sides, d, -Number.EPSILON * 8);
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
