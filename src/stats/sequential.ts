// The sequential decision of each row after a look: settled (unchanged,
// regression, improvement) or open, from the per-round paired log ratios and
// group-sequential repeated confidence intervals (Jennison & Turnbull 1989),
// so that looking after every round does not inflate the error rates.
// docs/statistics.md, "Sequential rounds", states the method and its checks.

import { detectableChange, roundsNeeded } from './detectable.js';
import { tBoundaryAt, type SequentialDesign } from './group-sequential.js';
import { summarizeRounds, type PairedSummary, type RoundPair } from './paired-rounds.js';
import { tTwoSidedP } from './student-t.js';

/** Which way is better, from the unit (src/model/units.ts); the same strings as the model's Direction. */
export type Better = 'smaller' | 'bigger';

export interface PairedRow {
  /** Identifies the row (benchmark × metric) to the caller. */
  key: string;
  /** The benchmark the row belongs to: the unit a round runs. */
  benchmark: string;
  /** A primary metric (time per op, score): only these keep a benchmark running. */
  primary: boolean;
  direction: Better;
  /** The rounds so far, oldest first. */
  rounds: readonly RoundPair[];
}

export interface SequentialPolicy {
  /** Two-sided error of the regression/improvement test over all looks: a row with no change is flagged at most alpha/2 of the time in each direction. */
  alpha: number;
  /** Two-sided error of the equivalence interval: a row whose change is beyond its threshold is called unchanged at most equivalenceAlpha/2 of the time. */
  equivalenceAlpha: number;
  minRounds: number;
  maxRounds: number;
  /** The row's threshold as a fraction (0.05 for 5%). */
  threshold: (row: PairedRow) => number;
  /**
   * What "beyond the threshold" means for a significant change:
   * - 'interval' (default): the change is not shown to be within the
   *   threshold: the equivalence interval reaches beyond it in the worse (or
   *   better) direction. A true change at the threshold is then caught with
   *   the test's power, not half of the time.
   * - 'estimate': the point estimate is beyond the threshold, as
   *   `benchgate compare` decides today.
   */
  beyond?: 'interval' | 'estimate';
  /** Fraction of rounds trimmed from each end (Yuen's trimmed mean); 0: the plain mean. */
  trim?: number;
}

/**
 * Defaults, measured by bench/sequential/simulate.mjs (docs/statistics.md,
 * "Sequential rounds").
 * - alpha 0.001 over all looks: the trimmed t is somewhat liberal in small
 *   samples (on normal noise, looked at after every round without stopping,
 *   it crossed 0.15% two-sided), so nominal 0.001 keeps the test alone under
 *   0.1% per benchmark in the slower direction, whatever the threshold and
 *   the number of rows.
 * - equivalenceAlpha 0.10: the two one-sided tests at 5% (Schuirmann 1987).
 * - trim 0.1 (none before 10 rounds, one round each side from 10, two from
 *   20): no trimming caught 90% of 10% slowdowns on quiet rows and 51% under
 *   a noisy neighbour, 10% trimming 96% and 71%; 20% trimming caught more but
 *   crossed its boundary 2.3 times as often as nominal on normal noise.
 */
export const DEFAULT_SEQUENTIAL: Omit<SequentialPolicy, 'threshold'> = {
  alpha: 0.001,
  equivalenceAlpha: 0.1,
  minRounds: 5,
  maxRounds: 20,
  beyond: 'interval',
  trim: 0.1,
};

export type RowState = 'open' | 'unchanged' | 'regression' | 'improvement' | 'inconclusive';

export interface RowDecision {
  key: string;
  benchmark: string;
  primary: boolean;
  state: RowState;
  /** Rounds judged. */
  rounds: number;
  /** head / base - 1: the estimate and the equivalence-level repeated confidence interval. */
  change: { estimate: number; low: number; high: number };
  /** The regression test crossed its boundary at this look. */
  significant: boolean;
  /** Smallest relative change this look would detect (80% power). */
  detectable: number;
  /** Rounds to add before the threshold is detectable; only when it is not yet. */
  roundsNeeded?: number;
  /** Nominal two-sided t p-value of this look (for display: the decision uses the boundary). */
  p?: number;
}

function designOf(policy: SequentialPolicy, alpha: number): SequentialDesign {
  return { alpha, minRounds: policy.minRounds, maxRounds: policy.maxRounds };
}

/** exp(mean ± c·se) - 1, or the point itself when the rounds agree exactly. */
function interval(s: PairedSummary, c: number): { low: number; high: number } {
  const half = s.se === 0 ? 0 : c * s.se;
  return { low: Math.expm1(s.mean - half), high: Math.expm1(s.mean + half) };
}

function stateOf(
  s: PairedSummary,
  policy: SequentialPolicy,
  threshold: number,
  direction: Better,
  eq: { low: number; high: number },
  significant: boolean,
): RowState {
  if (s.n < policy.minRounds) return 'open';
  const change = Math.expm1(s.mean);
  const beyond =
    policy.beyond === 'estimate'
      ? Math.abs(change) > threshold
      : change > 0
        ? eq.high > threshold
        : eq.low < -threshold;
  if (significant && beyond) {
    const worse = direction === 'smaller' ? change > 0 : change < 0;
    return worse ? 'regression' : 'improvement';
  }
  // Equivalence: the whole interval inside ±threshold.
  if (eq.low > -threshold && eq.high < threshold) return 'unchanged';
  return s.n >= policy.maxRounds ? 'inconclusive' : 'open';
}

/** Judges one row at look `look` (its first `look` rounds). */
export function judgeRow(row: PairedRow, policy: SequentialPolicy, look: number): RowDecision {
  const s = summarizeRounds(row.rounds.slice(0, look), policy.trim ?? 0);
  const threshold = policy.threshold(row);
  const reg = designOf(policy, policy.alpha);
  const equ = designOf(policy, policy.equivalenceAlpha);
  const known = s.df >= 1 && !Number.isNaN(s.se);
  const tStat = known ? (s.se === 0 ? (s.mean === 0 ? 0 : Infinity) : s.mean / s.se) : Number.NaN;
  const significant = known && Math.abs(tStat) >= tBoundaryAt(reg, s.n, s.df);
  const eq = known ? interval(s, tBoundaryAt(equ, s.n, s.df)) : { low: -Infinity, high: Infinity };
  const state = stateOf(s, policy, threshold, row.direction, eq, significant);
  const detectable = detectableChange(reg, s);
  const decision: RowDecision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state,
    rounds: s.n,
    change: { estimate: Math.expm1(s.mean), ...eq },
    significant,
    detectable,
  };
  if (detectable > threshold && (state === 'open' || state === 'inconclusive')) {
    decision.roundsNeeded = roundsNeeded(reg, s, threshold);
  }
  if (known) decision.p = tTwoSidedP(tStat, s.df);
  return decision;
}

/**
 * The one entry for the round loop: every row's decision after `look`
 * rounds. A row whose benchmark stopped keeps its earlier decision (the
 * caller does not judge it again). A row flagged as a regression runs the
 * confirmation rounds and gets its final state from confirmRegression.
 */
export function judgeSequential(
  rows: readonly PairedRow[],
  policy: SequentialPolicy,
  look: number,
): RowDecision[] {
  return rows.map((row) => judgeRow(row, policy, look));
}

/**
 * The final state of a row flagged as a regression, after the confirmation
 * rounds: judged on all its rounds at look n + confirmRounds. It stays a
 * regression while the equivalence interval still lies wholly on the slower
 * side of zero and reaches beyond the threshold; otherwise it is unchanged
 * (interval inside ±threshold) or inconclusive. Note: the error bound comes
 * from the sequential test that flagged the row; confirmation only adds a
 * condition, so it can lower false alarms, never raise them. It asks for
 * less than a second crossing of the regression boundary, which would lose
 * slowdowns to a hiccup in the three extra rounds.
 */
export function confirmRegression(row: PairedRow, policy: SequentialPolicy, look: number): RowState {
  const d = judgeRow(row, policy, look);
  if (d.state === 'regression' || d.state === 'unchanged') return d.state;
  const threshold = policy.threshold(row);
  const { low, high } = d.change;
  const slower = row.direction === 'smaller' ? low > 0 && high > threshold : high < 0 && low < -threshold;
  return slower ? 'regression' : 'inconclusive';
}
