// What the first looks can decide on a row's real rounds. Issue 28 asks a
// quiet row to settle in 3 rounds (6 executions) and a quiet +10% row in 4;
// whether a collection allows that depends on its rounds, not on the design:
// a window whose first rounds hold a spike cannot be settled by an interval
// that must also hold for normal rounds of unknown spread. So beside what the
// judged design does (with its shaped looks, src/stats/early-regions.ts, at
// round 3's "unchanged" and round 4's flag), this measures the most any split
// of the same alpha over looks 2 up to that round could do with Student's
// interval, the rank test left none of it (it cannot decide there: with n
// rounds its |z| is at most √n, so it calls a row unchanged from round 6 and
// flags one from round 12 at the earliest). The shaped looks can decide more
// than that split: they are not Student's. Splits are searched in twentieths
// of the alpha; over more than three looks (a flag by round 5 to 11, what the
// 3–10% rows' target asks) there are too many, and the bound is the looser
// union of the looks each at the whole alpha.

import { DEFAULT_SEQUENTIAL } from '../../src/stats/sequential.js';
import {
  earlyEquivalenceDesign,
  earlyRegressionDesign,
  regressionDesign,
} from '../../src/stats/sequential-designs.js';
import { tQuantile } from '../../src/stats/student-t.js';
import { flagsChange, unchangedBound } from '../../src/stats/early-regions.js';
import { tLookAlpha, trimmedMean } from '../../src/stats/t-looks.js';

/** Of a row's windows of consecutive rounds: how many the judged design and the bound decide by the look. */
export interface FirstLooksShare {
  windows: number;
  /** Decided by the judged design's early branch at its looks up to `by`. */
  judged: number;
  /**
   * Decided at some look 2..by for each split of the whole alpha over those
   * looks (in twentieths, the same splits in the same order for every row):
   * rows pool by adding these, and the largest sum is the most one design
   * could decide of them. Over more than three looks, one entry: decided at
   * some look with the whole alpha at each, which no split exceeds.
   */
  bySplit: number[];
}

const quantiles = new Map<string, number>();

/** Student's quantile, cached: the splits' alphas come from a grid. */
function quantile(alphaSide: number, df: number): number {
  const key = `${alphaSide}|${df}`;
  let q = quantiles.get(key);
  if (q === undefined) {
    q = tQuantile(1 - alphaSide, df);
    quantiles.set(key, q);
  }
  return q;
}

/** Student's interval of the log ratios' mean at look values.length (trimmed from 5 rounds, as the early branch). */
function interval(values: readonly number[], alphaSide: number): { low: number; high: number } {
  const { mean, se, df } = trimmedMean(values);
  if (!(alphaSide > 0) || !(se > 1e-12)) return { low: -Infinity, high: Infinity };
  const half = quantile(alphaSide, df) * se;
  return { low: mean - half, high: mean + half };
}

const STEPS = 20;
// The most looks whose splits are enumerated: 231 splits for three, 1,771 for four.
const LOOKS_SEARCHED = 3;

/** Every split of the alpha into `parts` shares in twentieths (the compositions of STEPS), in one order. */
export function splits(parts: number, left = STEPS): number[][] {
  if (parts === 1) return [[left / STEPS]];
  const out: number[][] = [];
  for (let k = 0; k <= left; k++)
    for (const rest of splits(parts - 1, left - k)) out.push([k / STEPS, ...rest]);
  return out;
}

/**
 * Counts the windows of `by` consecutive rounds (every start; a window with a
 * missing ratio is left out) in which `decides` holds at some look 2..by: at
 * the judged design's alpha of each look, and at most over the splits of
 * `whole` a side over those looks.
 */
function shareByLook(
  ratios: readonly number[],
  by: number,
  judgedAlpha: (n: number) => number,
  whole: number,
  decides: (i: { low: number; high: number }) => boolean,
  // The judged design's shaped look where one serves (src/stats/early-regions.ts); Student's elsewhere.
  judgedShaped?: (values: readonly number[], alpha: number) => boolean | undefined,
): FirstLooksShare {
  const windows: number[][][] = [];
  for (let start = 0; start + by <= ratios.length; start++) {
    const window = ratios.slice(start, start + by);
    if (window.every(Number.isFinite))
      windows.push(Array.from({ length: by - 1 }, (_, k) => window.slice(0, k + 2)));
  }
  const count = (
    alphaAt: (n: number) => number,
    shaped?: (values: readonly number[], alpha: number) => boolean | undefined,
  ) =>
    windows.filter((looks) =>
      looks.some((v) => shaped?.(v, alphaAt(v.length)) ?? decides(interval(v, alphaAt(v.length)))),
    ).length;
  const judged = count(judgedAlpha, DEFAULT_SEQUENTIAL.early?.regions === false ? undefined : judgedShaped);
  const bySplit =
    by - 1 <= LOOKS_SEARCHED
      ? splits(by - 1).map((shares) => count((n) => whole * shares[n - 2]!))
      : [count(() => whole)];
  return { windows: windows.length, judged, bySplit };
}

/**
 * An unchanged row's windows shown unchanged by look `by` (default 3, the
 * 6 executions issue 28 allows): Student's equivalence interval of the per-round
 * log ratios inside ±threshold, at the early branch's alpha and at most by
 * any split of the whole equivalence alpha (half a side) over looks 2..by.
 */
export function settledByLook(ratios: readonly number[], by = 3, threshold = 0.05): FirstLooksShare {
  const design = earlyEquivalenceDesign(DEFAULT_SEQUENTIAL);
  const low = Math.log1p(-threshold);
  const high = Math.log1p(threshold);
  return shareByLook(
    ratios,
    by,
    (n) => (design ? tLookAlpha(design, n) : 0),
    DEFAULT_SEQUENTIAL.equivalenceAlpha / 2,
    (i) => i.low > low && i.high < high,
    (v, alpha) => {
      const bound = unchangedBound(v, alpha);
      return bound === undefined ? undefined : bound < high;
    },
  );
}

/**
 * A slowed row's windows flagged slower by look `by` (default 4, the 8
 * executions issue 28 allows a quiet row): Student's regression interval
 * wholly above no change, at the early branch's alpha and at most by any
 * split of the whole regression alpha (half a side) over looks 2..by. Up to
 * lastBoundedFlagLook the rank test cannot flag, so no design of the two
 * tests flags more.
 */
export function flaggedByLook(ratios: readonly number[], by = 4, threshold = 0.05): FirstLooksShare {
  if (by > lastBoundedFlagLook())
    throw new Error(`flaggedByLook bounds flags up to look ${lastBoundedFlagLook()}, not ${by}`);
  const design = earlyRegressionDesign(DEFAULT_SEQUENTIAL);
  return shareByLook(
    ratios,
    by,
    (n) => (design ? tLookAlpha(design, n) : 0),
    DEFAULT_SEQUENTIAL.alpha / 2,
    (i) => i.low > 0,
    (v, alpha) => {
      const flagged = flagsChange(v, Math.log1p(threshold), alpha);
      return flagged === undefined ? undefined : flagged && v.reduce((a, b) => a + b, 0) > 0;
    },
  );
}

/**
 * The last look up to which flaggedByLook bounds every design of the two
 * tests: the rank test's first reachable look with the whole alpha, minus
 * one (12 − 1 at the default's 40 rounds); from there it could flag too.
 */
export function lastBoundedFlagLook(): number {
  const { early: _early, ...rankAlone } = DEFAULT_SEQUENTIAL;
  return regressionDesign(rankAlone).minRounds - 1;
}

/** The most windows one split decides over rows judged at the same looks: the largest sum of their bySplit. */
export function mostDecided(rows: readonly FirstLooksShare[]): number {
  if (rows.length === 0) return 0;
  return Math.max(...rows[0]!.bySplit.map((_, i) => rows.reduce((a, r) => a + r.bySplit[i]!, 0)));
}
