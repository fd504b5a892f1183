import type { Context, Direction, Problem } from '../model/results.js';
import type { ComparePolicy, Tier } from './policy.js';

/** The floor a row was judged against, as the report names it. */
export interface AppliedFloor {
  floor: number;
  /** "ns/op: 5ns" or "BenchmarkTiny* ns/op: 20ns". */
  rule: string;
  /** Where the rule came from ("input floors", a config file's path). */
  origin?: string;
}

export const COMPARISON_SCHEMA = 'benchgate/comparison@1';

export type Verdict = 'regression' | 'improvement' | 'unchanged' | 'inconclusive' | 'added' | 'removed';

export const VERDICTS: readonly Verdict[] = [
  'regression',
  'improvement',
  'unchanged',
  'inconclusive',
  'added',
  'removed',
];

/** One side of a row: median and its 95% interval from samples, or the tool's own summary. */
export interface SideSummary {
  center: number;
  /** -Infinity/+Infinity (null in JSON) when too few samples bound the interval. */
  low: number;
  high: number;
  n: number;
  /** Where the numbers come from: raw samples (median, 95% CI) or the tool's printed summary. */
  source: 'samples' | 'summary';
  /** The interval's confidence level. */
  confidence: number;
}

export type TestMethod = 'mann-whitney' | 'welch' | 'paired-rounds';

/**
 * A row judged on its rounds as pairs (src/compare/paired-rounds.ts): the
 * sequential rule's state, its estimate and interval of head/base - 1, and
 * what the run could have detected.
 */
export interface PairedDecision {
  /** 'open': the rule wanted more rounds than the run had (max-rounds or the time budget). */
  state: 'open' | 'unchanged' | 'regression' | 'improvement' | 'inconclusive';
  /** Paired rounds judged: for a settled primary row, the round at which it settled (its benchmark stopped there). */
  rounds: number;
  /**
   * The round at which a settled row (unchanged, regression, improvement) reached its state: for a primary row
   * `rounds`; a secondary row (B/op beside ns/op) is judged when its benchmark stops and may have settled before.
   */
  settledAt?: number;
  /**
   * Change estimate (the within-round rank test's shift, src/stats/sequential.ts summarize) and its
   * repeated confidence interval: the equivalence tests', narrowed for a flagged row by the flagging
   * test's own so that it excludes no change.
   */
  estimate: number;
  low: number;
  high: number;
  /** Smallest change (fraction) this row could have detected with 80% power. */
  detectable: number;
  /** Rounds to add before the threshold is detectable, when it was not. */
  roundsNeeded?: number;
  /** Nominal two-sided p-value of the last look (shown; the decision uses the sequential boundary). */
  p?: number;
  /** Extra rounds run to confirm a regression. */
  confirmationRounds?: number;
  /**
   * Flagged by the early branch at round `flaggedAt`, not confirmed by the
   * `confirmationRounds` after it, and run on: the state is what the rounds
   * after it decided (src/compare/paired-rounds.ts reopenedJudgement).
   */
  reopened?: { flaggedAt: number; confirmationRounds: number };
  /** Settled by the early branch (a t interval of the mean ratio, or a shaped first look) where the rank test alone was still open. */
  early?: true;
  /** A regression the early branch flagged that stood without confirmation rounds: its runner's processes measure in one mode (src/pipeline/judge.ts confirmsEarlyFlags). */
  unconfirmedEarly?: true;
  /** Stopped before max-rounds: too noisy for either decision by then (src/stats/sequential-policy.ts FutilityRule). */
  futile?: true;
  /**
   * Futile, but the samples so far fall in two modes: the row runs on to be
   * judged by mode (src/compare/two-humped-rounds.ts).
   */
  lookingForModes?: true;
  /** Every sample the same on each side over the rounds (or a secondary row's within exactSpread): no test needed. */
  exact?: true;
  /** An exact row whose samples moved: the larger side's max/min − 1 (low/high span every pair of samples). */
  exactSpread?: number;
  /**
   * The row's per-round noise known before the run (src/stats/noise-prior.ts),
   * where from, and whether the early branch used it at the deciding look
   * (false: the rounds were noisier than it allows).
   */
  prior?: { sd: number; source: string; used: boolean };
}

/** One side of a two-humped row: each mode's median and the share of samples in the slow mode. */
export interface ModeSide {
  n: number;
  /** Median of the fast mode; absent when no sample of this side is in it. */
  fast?: number;
  /** Median of the slow mode; absent when no sample of this side is in it. */
  slow?: number;
  /** Share of samples in the slow mode, with its 95% Wilson interval. */
  slowShare: { estimate: number; low: number; high: number };
}

/**
 * A row whose samples fall in two modes on either side (src/stats/modes.ts),
 * judged by each mode's location and the share of samples in the slow mode.
 */
export interface ModeJudgement {
  /** The value between the modes: the slow mode is above it for smaller-is-better units, below for bigger. */
  cut: number;
  /** The gap criterion's statistic of the side that showed the modes. */
  statistic: number;
  base: ModeSide;
  head: ModeSide;
  /** Head's slow share − base's, with Newcombe's hybrid score interval at the policy's alpha (onRounds: the design's). */
  shareChange: { estimate: number; low: number; high: number };
  /** head/base − 1 of each mode's median, when both sides have it. */
  fastChange?: number;
  slowChange?: number;
  /**
   * A row on paired rounds that the paired rule left inconclusive, whose
   * modes mix within the run (src/compare/two-humped-rounds.ts): judged at
   * the sequential design's alpha, and settled (no more rounds).
   */
  onRounds?: true;
}

export interface ComparisonRow {
  suite: string;
  name: string;
  params: Record<string, string>;
  procs?: number;
  mode?: string;
  unit: string;
  /** For metrics their unit does not identify (JMH gc.alloc.rate.norm). */
  metric?: string;
  direction: Direction;
  /** The benchmark's first metric. */
  primary: boolean;
  base?: SideSummary;
  head?: SideSummary;
  /** head/base - 1 of the centers; Infinity when base is 0 and head is not. */
  change?: number;
  /** head - base of the centers, when one of them is zero and the relative change is undefined. */
  absoluteChange?: number;
  /** Two-sided p-value of the test. */
  p?: number;
  /** p after Benjamini–Hochberg (equal to p when the correction is off). */
  q?: number;
  test?: TestMethod;
  /** The threshold this row was judged against (fraction). */
  threshold: number;
  /** An interval wider than the threshold: the row cannot show "unchanged". */
  noisy: boolean;
  verdict: Verdict;
  /** Caveats and hints, as sentences: the report prints them as footnotes. */
  notes: string[];
  /** The paired-rounds decision, when both sides' samples carry their rounds. */
  paired?: PairedDecision;
  /** Two-humped samples: the row is judged by mode, not by its median (src/compare/two-humped.ts). */
  modes?: ModeJudgement;
  /** The row's advisory tier, when the policy sets tiers (absent: 'block'). */
  tier?: Tier;
  /** The absolute floor in force for the row's benchmark and unit (src/compare/floors.ts). */
  floor?: AppliedFloor;
  /** A regression accepted by a waiver in the repository's config. */
  waived?: { reason: string; expires: string };
}

export interface GeomeanLine {
  unit: string;
  metric?: string;
  base: number;
  head: number;
  /** Geomean of head/base ratios - 1. */
  change: number;
  pairs: number;
}

/**
 * 'incomplete': no regression, but a benchmark of base went unjudged (removed,
 * or without a result on one side) and neither the config retired it nor
 * on-missing: pass let it through (src/compare/coverage.ts).
 * 'warning': the only regressions are on the 'warn' tier: the check is neutral.
 */
export type OverallVerdict = 'pass' | 'regression' | 'inconclusive' | 'incomplete' | 'warning';

/** A benchmark the comparison could not judge on both sides, by its readable label. */
export interface UnseenBenchmark {
  label: string;
  /** 'removed': in base only; 'no-result': on both sides, but one of them has no result for its first metric. */
  kind: 'removed' | 'no-result';
  /** For 'no-result': the side without a result. */
  side?: 'base' | 'head';
  /** The config's retired entry that accounts for it: it does not make the run incomplete. */
  retired?: string;
  /** An added benchmark of the same family and params: perhaps the same one, renamed. */
  renamedTo?: string;
}

/**
 * What the comparison did not judge on both sides, by name: nothing passes
 * unseen. `incomplete` counts the unseen benchmarks no retired entry accounts
 * for.
 */
export interface Coverage {
  /** Labels of head-only benchmarks not paired with a removed one as "renamed?". */
  added: string[];
  unseen: UnseenBenchmark[];
  incomplete: number;
}

/**
 * The rows a run left open because its time budget ran out (docs/statistics.md,
 * "Budget honesty"): how many, how many lean to a regression, and the one
 * that leans furthest, with its change as measured so far.
 */
export interface OpenRows {
  open: number;
  leaning: number;
  /** The row leaning furthest to a regression; absent when none leans. */
  slowest?: { label: string; unit: string; change: number };
}

export interface ComparisonSummary {
  verdict: OverallVerdict;
  counts: Record<Verdict, number>;
  /** Regressions covered by a waiver: counted in counts.regression, but they do not fail. */
  waived: number;
  /** Unwaived regressions on the 'warn' tier: counted in counts.regression; the check is neutral. */
  warned: number;
  /** Rows on the 'shadow' tier: recorded, in no count. */
  shadowed: number;
  geomeans: GeomeanLine[];
  /** Added, removed and unjudged benchmarks by name (src/compare/coverage.ts). */
  coverage: Coverage;
  /** Index into rows of the worst regression and best improvement. */
  worst?: number;
  best?: number;
  /** Set when the run's time budget ran out: the rows it left open (src/compare/open-rows.ts). */
  budget?: OpenRows;
}

/**
 * Which benchmarks the run selected (select: affected) and what it left out,
 * with why: nothing is silently absent from a comparison.
 */
export interface SelectionSummary {
  mode: 'all' | 'affected' | 'none';
  reason: string;
  /** The report's line ("212 benchmarks not run: not affected by this change"); absent when everything ran. */
  line?: string;
  /** Units that ran in full, each with why. */
  ran: { unit: string; reason: string }[];
  /** What did not run: benchmarks by name where the tool lists them, else units. */
  notRun: { unit?: string; name?: string; reason: string }[];
}

export interface Comparison {
  schema: typeof COMPARISON_SCHEMA;
  policy: ComparePolicy;
  base: Context;
  head: Context;
  rows: ComparisonRow[];
  summary: ComparisonSummary;
  problems: Problem[];
  /** What the selection ran and left out; absent when every benchmark ran as configured. */
  selection?: SelectionSummary;
}
