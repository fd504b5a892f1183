// The early branch's first looks as tests shaped for power: at round 3 the
// call "unchanged", at round 4 the flag, each a region of the rounds' mean m
// and standard deviation s found by linear programming
// (bench/sequential/early-regions.py, docs/statistics.md, "Shaped first
// looks"). Why not Student's interval there: on two or three degrees of
// freedom its quantile is so large that a row of 2% noise is shown within
// ±5% at round 3 less than half of the time and a +10% row of 2% noise is
// flagged at round 4 six times in ten. Student's test keeps its error at
// every spread by being scale-free; a test may also use the threshold's own
// scale and keep its error at every spread, and the regions are the most
// powerful such tests at the spreads benchgate's rows have (0.1–3% a round),
// each checked exactly for its error at every spread from 1e-5 to 1e5 times
// the threshold. The regions hold for normal rounds, as Student's interval
// does; the rank test and the later trimmed looks handle the rest.

import { EARLY_REGIONS } from './early-regions-table.js';
import { trimmedMean } from './t-looks.js';

/** One region, as bench/sequential/early-regions.py writes it; in units of Delta = ln(1 + threshold). */
export interface EarlyRegion {
  /** 'unchanged': |m| below the band's bound; 'flag': m above it on the slower or faster side. */
  kind: 'unchanged' | 'flag';
  /** The look it decides at (no rounds trimmed there). */
  rounds: number;
  /** The error it was built for, on one side: a look that spends at least this may use it. */
  alpha: number;
  /** Its largest error over the spreads checked, at most alpha. */
  worstError: number;
  /** Bands of s / Delta: band j is [spreadEdges[j], spreadEdges[j + 1]); past the last edge nothing is decided. */
  spreadEdges: readonly number[];
  /** Per band, the bound on |m| / Delta: the largest for 'unchanged', the smallest for 'flag' (null: none). */
  bounds: readonly (number | null)[];
}

/** The generated table, typed (it is written as plain data, so that it imports nothing). */
export const REGIONS = EARLY_REGIONS as readonly EarlyRegion[];

/** The table's region of this kind for look `rounds`, if the look spends at least the alpha it was built for. */
function regionFor(kind: EarlyRegion['kind'], rounds: number, alpha: number): EarlyRegion | undefined {
  return REGIONS.find((r) => r.kind === kind && r.rounds === rounds && r.alpha <= alpha * (1 + 1e-9));
}

/** The region's bound for a spread of u (s / Delta); undefined past the last band. */
function boundAt(region: EarlyRegion, u: number): number | null | undefined {
  const edges = region.spreadEdges;
  if (!(u >= 0) || u >= edges[edges.length - 1]!) return undefined;
  let lo = 0;
  let hi = edges.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (edges[mid]! <= u) lo = mid;
    else hi = mid;
  }
  return region.bounds[lo];
}

/** The rounds' mean and standard deviation (n − 1): trimmedMean with nothing trimmed gives s/√n. */
function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const { mean, se } = trimmedMean(values, 0);
  return { mean, sd: se * Math.sqrt(values.length) };
}

/**
 * The early branch's "unchanged" at this look, when a region serves it: the
 * least margin D at which the region, scaled to D, calls the rounds
 * unchanged (Infinity when none does). The change is within ±D at every D at
 * or above it, so [−bound, bound] is a confidence interval for the change:
 * at a true change of ±D the region scaled to D calls it unchanged at most
 * its alpha of the time, whatever the spread. Why it is one number: the
 * region's bound on |m| / D falls as s / D grows, so D·bound(s / D) rises
 * with D and the least D is found by bisection. Undefined when no region
 * serves the look (another look, or a look spending less than a region's
 * alpha): Student's interval then.
 */
export function unchangedBound(values: readonly number[], alpha: number): number | undefined {
  const region = regionFor('unchanged', values.length, alpha);
  if (!region) return undefined;
  const { mean, sd } = meanAndSd(values);
  // Rounds that do not vary are exact rows' (src/stats/exact-rows.ts), not the region's.
  if (!(sd > 1e-12)) return undefined;
  const m = Math.abs(mean);
  const calls = (d: number) => m < d * (boundAt(region, sd / d) ?? 0);
  // Past the last band's edge nothing is decided; a margin above it always is for m = 0.
  let high = Math.max(m, sd, 1e-12);
  for (let i = 0; i < 200 && !calls(high); i++) high *= 2;
  if (!calls(high)) return Infinity;
  let low = 0;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (calls(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * The early branch's flag at this look, when a region serves it: whether
 * the rounds' mean lies beyond the region's bound for their spread, on the
 * slower (or faster) side, with the row's threshold as the scale (delta =
 * ln(1 + threshold)). Each side errs at most the region's alpha for an
 * unchanged row, whatever the spread. Undefined when no region serves the
 * look: Student's interval then.
 */
export function flagsChange(values: readonly number[], delta: number, alpha: number): boolean | undefined {
  const interval = flagInterval(values, delta, alpha);
  return interval && (interval.low > 0 || interval.high < 0);
}

/**
 * The flag region inverted into an interval for the change (log scale):
 * every shift c for which the rounds less c are not flagged. Shifting the
 * rounds moves their mean and leaves their spread, so the region's bound b
 * for that spread stays and the interval is m ± delta·b; each end misses
 * the true change at most the region's alpha, as the flag errs at no
 * change. It excludes zero exactly when the flag is raised, which is why a
 * flagged row reports it (src/stats/sequential.ts, reportedInterval).
 * Unbounded where the spread lies past the region's bands; undefined where
 * no region serves the look.
 */
export function flagInterval(
  values: readonly number[],
  delta: number,
  alpha: number,
): { low: number; high: number } | undefined {
  const region = regionFor('flag', values.length, alpha);
  if (!region || !(delta > 0)) return undefined;
  const { mean, sd } = meanAndSd(values);
  if (!(sd > 1e-12)) return undefined;
  const bound = boundAt(region, sd / delta);
  if (bound === undefined || bound === null) return { low: -Infinity, high: Infinity };
  return { low: mean - delta * bound, high: mean + delta * bound };
}
