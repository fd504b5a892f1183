// Two-sided Mann-Whitney U test, as benchstat's "assumption: none" compares
// two samples (benchmath AssumeNothing.Compare over go-moremath's
// MannWhitneyUTest): the exact distribution for small samples, otherwise a
// normal approximation with tie and continuity corrections.

import type { StatCaveat } from './caveats.js';
import { normalCdf } from './normal.js';
import { choose } from './special.js';
import { asSample, type SortedSample } from './sample.js';
import { lowerTailProbability } from './u-distribution.js';

/** Largest sample size for the exact distribution without ties (as go-moremath). */
const EXACT_LIMIT = 50;
/** Largest sample size for the exact distribution with ties (as go-moremath). */
const EXACT_TIES_LIMIT = 25;

export type UTestMethod = 'exact' | 'normal';

export interface MannWhitneyOptions {
  /** Significance level used for the sample-size caveat. Default 0.05. */
  alpha?: number;
  /**
   * 'auto' (default) picks exact or normal as benchstat does; 'normal' forces
   * the approximation; 'exact' counts the exact distribution whatever the
   * sizes (a few newest values against 100 before them: the approximation
   * misses their p by orders of magnitude; put the small sample first, the
   * cost grows with it).
   */
  method?: 'auto' | 'normal' | 'exact';
}

export interface MannWhitneyResult {
  /** Two-sided p-value; 1 when the test could not run (see caveats). */
  p: number;
  /** U of the first (base) sample: pairs where it is greater, ties counting 1/2. */
  u: number;
  n1: number;
  n2: number;
  alpha: number;
  /** How p was computed; undefined when the test could not run. */
  method?: UTestMethod;
  caveats: StatCaveat[];
}

interface Ranked {
  /** U of the first sample. */
  u1: number;
  /** Sizes of the groups of equal values, in ascending value order. */
  groups: number[];
  hasTies: boolean;
}

/**
 * Rank both samples together, midranks for ties, and derive U1 from the rank
 * sum. Both inputs are sorted, so one merge walks the tie groups in order.
 */
function rank(x1: readonly number[], x2: readonly number[]): Ranked {
  let rankSum1 = 0;
  const groups: number[] = [];
  let i = 0;
  let j = 0;
  let start = 0; // items ranked so far
  while (i < x1.length || j < x2.length) {
    const v = j >= x2.length || (i < x1.length && x1[i] <= x2[j]) ? x1[i] : x2[j];
    let fromFirst = 0;
    for (; i < x1.length && x1[i] === v; i++) fromFirst++;
    let fromSecond = 0;
    for (; j < x2.length && x2[j] === v; j++) fromSecond++;
    const end = start + fromFirst + fromSecond;
    // Ranks start+1 .. end share the midrank (start+1+end)/2.
    rankSum1 += (fromFirst * (start + 1 + end)) / 2;
    groups.push(end - start);
    start = end;
  }
  const n1 = x1.length;
  return { u1: rankSum1 - (n1 * (n1 + 1)) / 2, groups, hasTies: groups.length < start };
}

/**
 * Takes the raw samples, or samples already sorted by createSample (a
 * comparison sorts each side once for its median and reuses it here).
 */
export function mannWhitneyU(
  base: SortedSample | readonly number[],
  head: SortedSample | readonly number[],
  options: MannWhitneyOptions = {},
): MannWhitneyResult {
  const alpha = options.alpha ?? 0.05;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const caveats: StatCaveat[] = [];
  const s1 = asSample(base);
  const s2 = asSample(head);
  const x1 = s1.values;
  const x2 = s2.values;
  const nanCount = s1.nanCount + s2.nanCount;
  if (nanCount > 0) caveats.push({ kind: 'nan-values', count: nanCount });
  const n1 = x1.length;
  const n2 = x2.length;
  if (n1 === 0 || n2 === 0) {
    return { p: 1, u: Number.NaN, n1, n2, alpha, caveats: [...caveats, { kind: 'empty-sample' }] };
  }
  const ranked = rank(x1, x2);
  if (ranked.groups.length === 1) {
    // benchmath reports this as an error and p = 1.
    return { p: 1, u: ranked.u1, n1, n2, alpha, caveats: [...caveats, { kind: 'all-samples-equal' }] };
  }
  const limit = ranked.hasTies ? EXACT_TIES_LIMIT : EXACT_LIMIT;
  const method: UTestMethod =
    options.method === 'exact' || (options.method !== 'normal' && n1 <= limit && n2 <= limit)
      ? 'exact'
      : 'normal';
  const p = method === 'exact' ? exactP(ranked, n1, n2) : normalP(ranked, n1, n2);
  if (p > alpha) {
    const minP = minimumP(n1, n2);
    if (minP > alpha) {
      caveats.push({
        kind: 'too-few-samples-for-alpha',
        need: samplesNeededForAlpha(alpha),
        alpha,
        n1,
        n2,
        minP,
      });
    }
  }
  return { p, u: ranked.u1, n1, n2, alpha, method, caveats };
}

/**
 * Twice the smaller exact tail at the observed U1, capped at 1.
 * Note: benchmath doubles P(U1 <= min(U1, U2)). Without ties the distribution
 * is symmetric and the two agree. With ties it is not symmetric, and
 * benchmath's formula then depends on which sample comes first (it can even
 * return 0, e.g. [2,3] vs [1,1,1,2]); doubling the smaller tail of U1 gives
 * benchmath's value whenever the base has the smaller U, and is the same
 * whichever order the samples come in.
 */
function exactP(ranked: Ranked, n1: number, n2: number): number {
  const u1 = ranked.u1;
  const u2 = n1 * n2 - u1;
  // On the center of the distribution benchmath answers 1, not 2·P(U <= center).
  if (u1 === u2) return 1;
  if (!ranked.hasTies || n1 === n2) {
    // Symmetric (with ties too when the sizes are equal: U1 and U2 then have one
    // distribution): the smaller tail is the lower tail at min(U1, U2).
    return Math.min(1, 2 * lowerTailProbability(ranked.groups, n1, 2 * Math.min(u1, u2)));
  }
  // P(U1 <= u1) and P(U1 >= u1) = P(U2 <= u2), in doubled units (U is a multiple of 1/2).
  const lower = lowerTailProbability(ranked.groups, n1, 2 * u1);
  const upper = lowerTailProbability(ranked.groups, n2, 2 * u2);
  return Math.min(1, 2 * Math.min(lower, upper));
}

/** Normal approximation with tie correction and continuity correction. */
function normalP(ranked: Ranked, n1: number, n2: number): number {
  const n = n1 + n2;
  const tieSum = ranked.groups.reduce((acc, t) => acc + (t * t * t - t), 0);
  const mean = (n1 * n2) / 2;
  const sd = Math.sqrt((n1 * n2 * (n + 1 - tieSum / (n * (n - 1)))) / 12);
  let numerator = ranked.u1 - mean;
  numerator -= Math.sign(numerator) * 0.5;
  const z = numerator / sd;
  // Equal to benchmath's 2·min(Φ(z), 1-Φ(z)), without the cancellation in 1-Φ.
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}

/**
 * The smallest two-sided p-value any pair of samples of these sizes can give:
 * complete separation, 2 / C(n1+n2, n1) (ties only make it larger).
 */
export function minimumP(n1: number, n2: number): number {
  return Math.min(1, 2 / choose(n1 + n2, n1));
}

/**
 * The smallest n such that two samples of n each can reach p <= alpha; the
 * number benchstat puts in "need >= N samples to detect a difference".
 */
export function samplesNeededForAlpha(alpha: number): number {
  let n = 1;
  while (minimumP(n, n) > alpha) n++;
  return n;
}
