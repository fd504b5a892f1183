// The types of the sequential rule: a row's rounds, the policy it is judged
// under and the decision after a look. They have a file of their own so the
// rule's parts (sequential.ts, sequential-designs.ts, futility.ts,
// exact-rows.ts) import them without importing each other in a circle.

import type { PriorRule } from './noise-prior.js';
import type { RoundPair } from './paired-rounds.js';

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
  /** Stop rows that cannot reach a decision by maxRounds (FutilityRule); none when absent. */
  futility?: FutilityRule;
  /** The regression test spends its alpha as alpha·t^rho (regressionDesign); the Pocock type when absent. */
  regressionRho?: number;
  /** The rank test's equivalence interval spends its part the same way (equivalenceDesign); the Pocock type when absent. */
  equivalenceRho?: number;
  /**
   * The early branch (src/stats/t-looks.ts): the shares of alpha and of
   * equivalenceAlpha it takes from the rank test, its first look, and how
   * fast its spending decays over the looks. The rank test alone when absent.
   */
  early?: EarlyBranch;
  /**
   * Each row's per-round spread known before the run (src/stats/noise-prior.ts),
   * for the early branch's intervals; undefined for a row without one. Without
   * it the early branch is Student's alone.
   */
  prior?: { rule: PriorRule; sd: (row: PairedRow) => number | undefined };
}

export interface EarlyBranch {
  /** Share of alpha (the regression test's error) the t interval takes; the rank test keeps the rest. */
  share: number;
  /** Share of equivalenceAlpha the t interval takes. */
  equivalenceShare: number;
  /** First look of the t interval (3 rounds: two degrees of freedom). */
  firstLook: number;
  /** Look n spends a share of the regression test's alpha proportional to (n − firstLook + 1)^−decay. */
  decay: number;
  /** Fixed shares of the regression test's alpha for its first looks; the decay spreads the rest (TLooksDesign.front). */
  front?: readonly number[];
  /** The same for the equivalence interval: steeper, since a quiet row is shown unchanged at the first looks or not soon. */
  equivalenceDecay: number;
  /** false: the equivalence interval on the plain mean at every look (lookEstimate); trimmed from 5 rounds when absent. */
  equivalenceTrim?: boolean;
  /** Fixed shares of the equivalence interval's alpha for its first looks, before equivalenceDecay spreads the rest. */
  equivalenceFront?: readonly number[];
  /**
   * false: Student's interval at every look. Otherwise round 3's "unchanged"
   * and round 4's flag are the shaped regions of src/stats/early-regions.ts
   * wherever the look spends at least the alpha a region was built for.
   */
  regions?: boolean;
  /**
   * true: the looks that trim nothing (rounds 3 and 4) read the spread off
   * each side's rounds, the pooled two-sample t on 2(n − 1) degrees of
   * freedom (src/stats/t-looks.ts pooledLook), and the shaped regions,
   * built for the paired spread, stand aside there.
   */
  pooled?: boolean;
  /**
   * With `pooled`: only rows whose prior spread (SequentialPolicy.prior) is
   * at most `below` pool, judged without the prior's moderation; the others
   * (and rows without a prior) are judged by the paired looks, as without
   * `pooled`. Every row pools when absent. src/stats/pooled-gate.ts says why.
   */
  pooledGate?: PooledGate;
  /**
   * With `pooled`: each pooled look spends half its alpha on the pooled t
   * and half on the interval from each side's rounds with its slowest run
   * dropped, and keeps their intersection (src/stats/drop-slowest.ts): a
   * quiet row with one spike a side in its first rounds settles there.
   */
  dropSlowest?: boolean;
  /**
   * With `dropSlowest`: the last look at which the drop-slowest half
   * serves. Absent, or up to 4: the pooled looks alone. Larger: also the
   * trimmed looks of rows that pool, up to that round, where the table
   * (src/stats/drop-slowest-table.ts) holds the round: each such look
   * spends half its alpha on the trimmed t and half on the drop-slowest
   * interval, and keeps their intersection.
   */
  dropSlowestUntil?: number;
  /**
   * With `dropSlowest`: the share of each look's alpha (from firstLook on)
   * the drop-slowest interval spends where it serves, the t the rest; 0.5
   * past the list's end.
   */
  dropSlowestShares?: readonly number[];
}

/** Which rows the pooled looks serve (EarlyBranch.pooledGate). */
export interface PooledGate {
  /** The largest prior spread (standard deviation of one round's ln(head/base)) of a row that pools. */
  below: number;
  /**
   * With it, a pooled look decides only when its rounds' spread is
   * consistent with the prior: (s_b² + s_h²)/prior² at most the F(1 −
   * guardLevel; 2(n − 1), prior df) quantile; elsewhere the early branch
   * decides nothing at that look. No guard when absent (the default:
   * src/stats/pooled-gate.ts says why).
   */
  guardLevel?: number;
}

/**
 * Non-binding futility by stochastic curtailment (Lan, Simon & Halperin
 * 1982; Jennison & Turnbull 2000, ch. 10): from `fromRound` on, an open row
 * stops as inconclusive when neither decision is still within reach by
 * maxRounds:
 * - unchanged: even with no change at all, the equivalence interval at
 *   maxRounds (its boundary times the round's spread over √maxRounds) would
 *   still be wider than the threshold;
 * - flagged: the conditional power to cross the regression boundary by
 *   maxRounds, given the rounds so far and a true change of `effect` times
 *   the threshold (either direction; the change seen so far where it is
 *   larger), is below `power`.
 * Why: on a shared machine the rows too noisy to settle ran every round up
 * to maxRounds and took most of a run's executions for nothing. Stopping
 * can only lower the chance of crossing, so the false-alarm bound holds as
 * it is; with the noise known, the detection of a change of
 * `effect`·threshold falls by at most power·β/(1 − power), β the row's miss
 * rate without the rule. The noise is read off the rounds here, so the loss
 * is measured by simulation (docs/statistics.md, "Futility").
 */
export interface FutilityRule {
  /** First look at which a row may stop for futility: the noise is read off the rounds, so not too early. */
  fromRound: number;
  /** The change the conditional power is computed for, as a multiple of the threshold. */
  effect: number;
  /** Stop when the conditional power to flag that change is below this. */
  power: number;
}

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
  /**
   * A flagged row's interval as reported, where narrower than `change`'s:
   * that interval intersected with the flagging tests' own, so that it
   * excludes no change as the flag does. Only shown: decisions read `change`.
   */
  reported?: { low: number; high: number };
  /** The regression test crossed its boundary at this look. */
  significant: boolean;
  /** Smallest relative change this look would detect (80% power). */
  detectable: number;
  /** Rounds to add before the threshold is detectable; only when it is not yet. */
  roundsNeeded?: number;
  /** Nominal two-sided t p-value of this look (for display: the decision uses the boundary). */
  p?: number;
  /** Stopped before maxRounds because no decision was within reach (FutilityRule). */
  futile?: true;
  /** Settled by the early branch (its t intervals, or a shaped first look) where the rank test alone would still be open. */
  early?: true;
  /**
   * The row had a prior spread: whether the early branch's intervals at this
   * look used it (true) or the guard refused it (false).
   */
  prior?: boolean;
  /** Every sample the same on each side (or, secondary rows, within exactSpread): decided without a test (judgeExact). */
  exact?: true;
  /** The larger side's max/min − 1 of an exact row whose samples were not all the same. */
  exactSpread?: number;
}
