// A step in the newest commits of a young segment, judged by its size
// against the noise. A rank test of 3 commits against m before them can say
// no more than p = 2 / C(m+3, 3) however far the 3 sit (0.011 with 8
// before), which no false discovery rate across many series lets through: a
// 5x step with 1% noise in a store's first 11 commits stayed unreported. Its
// magnitudes carry the evidence the ranks cannot, so the question here is
// whether every one of the newest k commits lies beyond the level before by
// more than the noise allows.
//
// The test, on log values (a step is a ratio) or, where a value is zero, on
// the values themselves:
// - the level before is the median of the m commits before the newest run;
// - the noise of one commit is the larger of two estimates: Shamos's scale
//   of the commits (the median of pairwise distances within each side,
//   pooled, times 1.0483: Rousseeuw & Croux 1993, JASA 88(424), robust to
//   the odd outlier commit) and the median of the points' own standard
//   errors (each point's 95% interval, half its width over 1.96: a commit's
//   center is never surer than the rounds that measured it);
// - each newest commit is scored against a Student t with TAIL_DF degrees of
//   freedom, its scale widened by the level's own uncertainty (the median of
//   m: about pi / (2m) of a commit's variance), and the p of the newest run
//   is the product of their one-sided tails at the least extreme of them,
//   doubled for the two directions.
// Why a t with few degrees of freedom and the least extreme commit:
// benchmark noise has heavy tails and outlier commits, so a normal tail
// would make one 3x commit a step, and a median of k a step of two of them;
// requiring all k beyond, each with a heavy tail, lets no one or two
// outliers through. The level is then checked by simulation on flat
// histories with heavy tails and outliers (test/unit/history/short-step.test.ts).
// docs/statistics.md, "Change points on main", states it.

import { median } from '../stats/index.js';
import { integrateGaussPieces } from '../stats/quadrature.js';
import { logGamma } from '../stats/special.js';
import { tSf } from '../stats/student-t.js';
import type { HistoryPoint } from './types.js';

/** Degrees of freedom of the heavy-tailed law each newest commit is scored against. */
export const TAIL_DF = 3;
/** Shamos's estimator is the median pairwise distance times this for a normal law's sigma: 1 / (sqrt(2) * 0.6745). */
const SHAMOS = 1.0483;

/**
 * One point's standard error on the scale the test works on (log where every
 * value is positive), from its 95% interval; undefined without one.
 */
export function pointError(p: HistoryPoint, onLog: boolean): number | undefined {
  if (p.low === undefined || p.high === undefined || !(p.high >= p.low)) return undefined;
  if (!onLog) return (p.high - p.low) / (2 * 1.96);
  if (!(p.low > 0)) return undefined;
  return (Math.log(p.high) - Math.log(p.low)) / (2 * 1.96);
}

/**
 * Two-sided p of "the newest values[at, end) stepped away from values[from,
 * at)", by the size of the step against the noise; `points` (by index, the
 * values' own) bring their intervals.
 */
export function shortStepP(
  values: readonly number[],
  from: number,
  at: number,
  end: number,
  points: readonly HistoryPoint[] = [],
): number {
  const onLog = values.slice(from, end).every((v) => v > 0);
  const scaled = (i: number) => (onLog ? Math.log(values[i]!) : values[i]!);
  const before = range(from, at).map(scaled);
  const recent = range(at, end).map(scaled);
  const level = median(before);
  const within = range(from, end).flatMap((i) => {
    const e = points[i] && pointError(points[i], onLog);
    return e !== undefined && Number.isFinite(e) ? [e] : [];
  });
  const scale = Math.max(shamosScale([before, recent]), within.length > 0 ? median(within) : 0);
  const up = Math.min(...recent) - level;
  const down = level - Math.max(...recent);
  const distance = Math.max(up, down);
  if (!(distance > 0)) return 1;
  // A metric that does not vary (allocations, bytes) and moved: nothing to weigh it against.
  if (scale === 0) return 0;
  const spread = scale * Math.sqrt(1 + Math.PI / (2 * before.length));
  const z = distance / spread;
  const k = recent.length;
  const known = Math.min(1, 2 * tSf(z, TAIL_DF) ** k);
  // Above the screen no length can pass it, whatever the scale's own doubt adds.
  if (known > SCREEN) return known;
  const df = SHAMOS_EFFICIENCY * (before.length + k - 2);
  return Math.min(1, 2 * integrateScaleDoubt((w) => tSf(z * w, TAIL_DF) ** k, df));
}

/** Where the known-scale p already says "no step", the scale's doubt is not integrated: nothing below it passes. */
const SCREEN = 0.05;
/**
 * The scale's degrees of freedom per commit. Shamos's estimator has 86% of
 * the standard deviation's efficiency for normal noise; heavy tails and 8
 * commits ask for less: at 0.86 the simulation's p fell below 0.001 1.4
 * times as often as it may, at 0.7 once (test/unit/history/short-step.test.ts).
 */
const SHAMOS_EFFICIENCY = 0.7;

/**
 * E[g(W)] for W = s / sigma, the estimated scale over the true one, taken as
 * sqrt(chi-square(df) / df): a scale estimated from few commits may be small
 * by chance, and all k newest commits then look far together. Gauss-Legendre
 * over W in [0, 1 + 10 / sqrt(df)], in panels.
 */
export function integrateScaleDoubt(g: (w: number) => number, df: number): number {
  const logNorm = Math.log(2) + (df / 2) * Math.log(df / 2) - logGamma(df / 2);
  const density = (w: number) => (w <= 0 ? 0 : Math.exp(logNorm + (df - 1) * Math.log(w) - (df * w * w) / 2));
  const top = 1 + 10 / Math.sqrt(df);
  return integrateGaussPieces((w) => density(w) * g(w), 0, top, 8);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/** Shamos's scale of groups that may differ in level: the median of every within-group pairwise distance, pooled. */
export function shamosScale(groups: readonly (readonly number[])[]): number {
  const distances: number[] = [];
  for (const g of groups)
    for (let i = 0; i < g.length; i++)
      for (let j = i + 1; j < g.length; j++) distances.push(Math.abs(g[i]! - g[j]!));
  return distances.length > 0 ? SHAMOS * median(distances) : 0;
}
