import type { Context, Direction, Problem } from '../model/results.js';
import type { ComparePolicy } from './policy.js';

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

export type TestMethod = 'mann-whitney' | 'welch';

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

export type OverallVerdict = 'pass' | 'regression' | 'inconclusive';

export interface ComparisonSummary {
  verdict: OverallVerdict;
  counts: Record<Verdict, number>;
  /** Regressions covered by a waiver: counted in counts.regression, but they do not fail. */
  waived: number;
  geomeans: GeomeanLine[];
  /** Index into rows of the worst regression and best improvement. */
  worst?: number;
  best?: number;
}

export interface Comparison {
  schema: typeof COMPARISON_SCHEMA;
  policy: ComparePolicy;
  base: Context;
  head: Context;
  rows: ComparisonRow[];
  summary: ComparisonSummary;
  problems: Problem[];
}
