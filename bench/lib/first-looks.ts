// What the first looks can decide on a row's real rounds. Issue 28 asks a
// quiet row to settle in 3 rounds (6 executions) and a quiet +10% row in 4;
// whether a collection allows that depends on its rounds, not on the design:
// a window whose first rounds hold a spike cannot be settled by an interval
// that must also hold for normal rounds of unknown spread. So beside what the
// judged design does (the row judge itself, src/stats/sequential.ts judgeRow,
// at each look as the round loop asks it: the shaped looks, and with a noise
// prior the pooled and drop-slowest looks, included), this measures the most
// any split of the same alpha over looks 2 up to that round could do with
// Student's interval, the rank test left none of it (it cannot decide there:
// with n rounds its |z| is at most √n, so it calls a row unchanged from round
// 6 and flags one from round 12 at the earliest). The shaped, pooled and
// drop-slowest looks can decide more than that split: they are not Student's
// on the ratios. Splits are searched in twentieths of the alpha; over more
// than three looks (a flag by round 5 to 11, what the 3–10% rows' target
// asks) there are too many, and the bound is the looser union of the looks
// each at the whole alpha.

import { DEFAULT_PRIOR_RULE } from '../../src/stats/noise-prior.js';
import {
  DEFAULT_SEQUENTIAL,
  judgeRow,
  type PairedRow,
  type RowState,
  type SequentialPolicy,
} from '../../src/stats/sequential.js';
import { regressionDesign } from '../../src/stats/sequential-designs.js';
import { tQuantile } from '../../src/stats/student-t.js';
import { trimmedMean } from '../../src/stats/t-looks.js';

/** Of a row's windows of consecutive rounds: how many the judged design and the bound decide by the look. */
export interface FirstLooksShare {
  windows: number;
  /** Decided as asked by the judged design (the row judge) at its looks up to `by`. */
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
 * A row's rounds as the round loop reads them (one run a side a round), and
 * its noise prior: what the judged design needs beyond the ratios. Without
 * it the ratios stand for the rounds (the base at 1, the head at e^ratio), a
 * row with no prior: the paired looks.
 */
export interface RowRounds {
  /** Each round's base and head value, in round order (ratio i = ln(head[i] / base[i])). */
  base: readonly number[];
  head: readonly number[];
  /**
   * The row's prior spread for the window that starts at round `start` (the
   * study's calibration, from rounds the window did not see, or the other
   * arm's); undefined: no prior.
   */
  priorSd?: (start: number) => number | undefined;
}

/**
 * The state the judged design gives a window's row at its first look 2..by
 * that decides anything (judgeRow, as the round loop asks after each round,
 * which stops the row there), or 'open'. The design is read at call time, so
 * the study's --early judges its own setting here too.
 */
function judgedState(rounds: RowRounds, start: number, by: number, threshold: number): RowState {
  const sd = rounds.priorSd?.(start);
  const policy: SequentialPolicy = {
    ...DEFAULT_SEQUENTIAL,
    threshold: () => threshold,
    ...(sd !== undefined && sd > 0 ? { prior: { rule: DEFAULT_PRIOR_RULE, sd: () => sd } } : {}),
  };
  const row: PairedRow = {
    key: 'row',
    benchmark: 'row',
    primary: true,
    direction: 'smaller',
    rounds: Array.from({ length: by }, (_, i) => ({
      base: [rounds.base[start + i]!],
      head: [rounds.head[start + i]!],
    })),
  };
  for (let n = DEFAULT_SEQUENTIAL.minRounds; n <= by; n++) {
    const state = judgeRow(row, policy, n).state;
    if (state !== 'open') return state;
  }
  return 'open';
}

/** The ratios as rounds: the base at 1, the head at e^ratio. */
function roundsOfRatios(ratios: readonly number[]): RowRounds {
  return { base: ratios.map(() => 1), head: ratios.map(Math.exp) };
}

/**
 * Counts the windows of `by` consecutive rounds (every start; a window with a
 * missing ratio is left out) that the judged design decides as `wanted` by
 * look `by`, and in which `decides` holds at some look 2..by at most over the
 * splits of `whole` a side over those looks.
 */
function shareByLook(
  ratios: readonly number[],
  by: number,
  whole: number,
  decides: (i: { low: number; high: number }) => boolean,
  judged: (start: number) => boolean,
): FirstLooksShare {
  const windows: { start: number; looks: number[][] }[] = [];
  for (let start = 0; start + by <= ratios.length; start++) {
    const window = ratios.slice(start, start + by);
    if (window.every(Number.isFinite))
      windows.push({ start, looks: Array.from({ length: by - 1 }, (_, k) => window.slice(0, k + 2)) });
  }
  const count = (alphaAt: (n: number) => number) =>
    windows.filter(({ looks }) => looks.some((v) => decides(interval(v, alphaAt(v.length))))).length;
  const bySplit =
    by - 1 <= LOOKS_SEARCHED
      ? splits(by - 1).map((shares) => count((n) => whole * shares[n - 2]!))
      : [count(() => whole)];
  return { windows: windows.length, judged: windows.filter((w) => judged(w.start)).length, bySplit };
}

/**
 * An unchanged row's windows shown unchanged by look `by` (default 3, the
 * 6 executions issue 28 allows): by the judged design (judgedState), and at
 * most by Student's equivalence interval of the per-round log ratios inside
 * ±threshold at any split of the whole equivalence alpha (half a side) over
 * looks 2..by. `rounds`: the row's two sides and prior, where known.
 */
export function settledByLook(
  ratios: readonly number[],
  by = 3,
  threshold = 0.05,
  rounds: RowRounds = roundsOfRatios(ratios),
): FirstLooksShare {
  const low = Math.log1p(-threshold);
  const high = Math.log1p(threshold);
  return shareByLook(
    ratios,
    by,
    DEFAULT_SEQUENTIAL.equivalenceAlpha / 2,
    (i) => i.low > low && i.high < high,
    (start) => judgedState(rounds, start, by, threshold) === 'unchanged',
  );
}

/**
 * A slowed row's windows flagged slower by look `by` (default 4, the 8
 * executions issue 28 allows a quiet row): by the judged design
 * (judgedState: a regression), and at most by Student's regression interval
 * wholly above no change at any split of the whole regression alpha (half a
 * side) over looks 2..by. Up to lastBoundedFlagLook the rank test cannot
 * flag, so no design of the two tests flags more with Student's interval.
 */
export function flaggedByLook(
  ratios: readonly number[],
  by = 4,
  threshold = 0.05,
  rounds: RowRounds = roundsOfRatios(ratios),
): FirstLooksShare {
  if (by > lastBoundedFlagLook())
    throw new Error(`flaggedByLook bounds flags up to look ${lastBoundedFlagLook()}, not ${by}`);
  return shareByLook(
    ratios,
    by,
    DEFAULT_SEQUENTIAL.alpha / 2,
    (i) => i.low > 0,
    (start) => judgedState(rounds, start, by, threshold) === 'regression',
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
