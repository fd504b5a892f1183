// The round as the unit of evidence: one paired statistic per round of head
// against base. Samples taken in one process in one round share its state
// (JIT, memory layout, a neighbour's load) and are not independent; the
// round's base and head share the machine's state of that moment, so their
// ratio cancels slow drift and load that lasts the whole round.

import { median } from './sample.js';

/** One interleaved round: the samples of each side, as measured. */
export interface RoundPair {
  base: readonly number[];
  head: readonly number[];
}

/** log(median(head) / median(base)) of one round; NaN when a side has no positive median. */
export function roundLogRatio(round: RoundPair): number {
  if (round.base.length === 0 || round.head.length === 0) return Number.NaN;
  const b = median(round.base);
  const h = median(round.head);
  if (!(b > 0 && h > 0)) return Number.NaN;
  return Math.log(h / b);
}

export interface PairedSummary {
  /** Rounds with a usable ratio. */
  n: number;
  /** (Trimmed) mean of the per-round log ratios: the change is exp(mean) - 1. */
  mean: number;
  /** Standard error of the mean (NaN below 2 rounds). */
  se: number;
  /** Degrees of freedom of its t statistic. */
  df: number;
  /** Spread of one round, se·√n: what projections to more rounds divide by √N. */
  sd: number;
}

/**
 * The trimmed mean of the per-round log ratios and its standard
 * error from the Winsorized variance: with g = floor(trim·n) rounds cut from
 * each end, h = n - 2g, se = sqrt((n-1)·s_w² / (h(h-1))) on h - 1 degrees of
 * freedom: Tukey & McLaughlin (1963), the one-sample form of Yuen's (1974)
 * test (Wilcox 2012, 4.3). A round hit by an outlier or by a neighbour's
 * load on one side only is cut instead of dragging the mean and inflating
 * the spread; trim 0 is the plain one-sample t. Rounds without a ratio are
 * left out, and counted out of n.
 */
export function summarizeRounds(rounds: readonly RoundPair[], trim = 0): PairedSummary {
  const d: number[] = [];
  for (const r of rounds) {
    const x = roundLogRatio(r);
    if (!Number.isNaN(x)) d.push(x);
  }
  d.sort((a, b) => a - b);
  const n = d.length;
  const g = Math.floor(trim * n);
  const h = n - 2 * g;
  if (h < 1) return { n, mean: Number.NaN, se: Number.NaN, df: Number.NaN, sd: Number.NaN };
  let mean = 0;
  for (let i = g; i < n - g; i++) mean += d[i]!;
  mean /= h;
  if (h < 2) return { n, mean, se: Number.NaN, df: Number.NaN, sd: Number.NaN };
  let wMean = 0;
  const w = d.map((x) => Math.min(d[n - g - 1]!, Math.max(d[g]!, x)));
  for (const x of w) wMean += x;
  wMean /= n;
  let ss = 0;
  for (const x of w) ss += (x - wMean) * (x - wMean);
  const se = Math.sqrt(ss / (h * (h - 1)));
  return { n, mean, se, df: h - 1, sd: se * Math.sqrt(n) };
}
