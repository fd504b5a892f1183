// The first looks' second test: each side's rounds with its slowest run
// dropped.
// Why: a quiet row's short runs are slowed now and then by something else on
// the machine, and never sped up. On the quiet-period rounds of 2026-12-06
// 23:59 (8 ms, an AMD EPYC host) 15.1% of the rows ≤ 3%'s runs lay more
// than 3 spreads above their neighbours' median and 1.2% as far below
// (normal runs: 0.13% each), and 53% of their windows held such a spike in
// their first three rounds. One spike widens the pooled two-sample t's
// spread enough that a row of 1% noise is not shown within ±5% at round 3.
// Dropping each side's slowest run removes one spike a side and keeps the
// test exact for normal runs: the kept runs of both sides are the same order
// statistics of one law, shifted by the change, so T / S below is free of
// the spread and of the change, and its quantile a fixed number per rounds
// and alpha (bench/sequential/drop-slowest-quantiles.py, by Monte Carlo).
// It is weaker than the pooled t on spike-free rows (fewer runs, a spread of
// k − 1 degrees of freedom a side), so a look spends half its alpha on each
// and keeps the intersection of the two intervals (src/stats/t-looks.ts):
// by the union bound each side of it misses at most the look's alpha
// (docs/statistics.md, "Dropping each side's slowest run").

import { DROP_SLOWEST_TABLE } from './drop-slowest-table.js';

/**
 * q(n, alpha): the tabulated quantile at the largest tabulated alpha at or
 * below `alpha` (a larger quantile, never a less conservative one);
 * undefined where the table has no such alpha or no such n.
 */
export function dropSlowestQuantile(n: number, alpha: number): number | undefined {
  const row = (DROP_SLOWEST_TABLE.quantiles as Record<string, readonly number[]>)[String(n)];
  if (!row) return undefined;
  let at: number | undefined;
  DROP_SLOWEST_TABLE.alphas.forEach((a, i) => {
    // 1e-12: an alpha computed as a share of a share lands a hair off the tabulated one.
    if (a <= alpha * (1 + 1e-12)) at = i;
  });
  return at === undefined ? undefined : row[at];
}

/** Each side's center and sum of squares over its runs but the slowest (the largest log value). */
function keptRuns(values: readonly number[]): { mean: number; ss: number } {
  const kept = [...values].sort((a, b) => a - b).slice(0, -1);
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  return { mean, ss: kept.reduce((a, x) => a + (x - mean) ** 2, 0) };
}

/**
 * The interval of the change (head − base, log scale) from each side's n
 * rounds with its slowest run dropped: T ± q(n, alpha)·S, T the difference
 * of the kept runs' means and S = √((SS_base + SS_head)/2). For normal runs
 * of one spread on both sides it misses the true change on each side with
 * probability at most alpha. Undefined where the table does not serve n or
 * alpha or the sides differ in length (what the design and the rounds'
 * count decide, never their values); unbounded where the kept runs do not
 * vary (no spread to scale by), so that the look's other half decides alone
 * at its own half of the alpha.
 */
export function dropSlowestInterval(
  sides: { base: readonly number[]; head: readonly number[] },
  alpha: number,
): { low: number; high: number } | undefined {
  const n = sides.base.length;
  if (sides.head.length !== n) return undefined;
  const q = dropSlowestQuantile(n, alpha);
  if (q === undefined) return undefined;
  const base = keptRuns(sides.base);
  const head = keptRuns(sides.head);
  const spread = Math.sqrt((base.ss + head.ss) / 2);
  // Below 1e-12 on the log scale the spread is rounding, not noise.
  if (!(spread > 1e-12)) return { low: -Infinity, high: Infinity };
  const center = head.mean - base.mean;
  return { low: center - q * spread, high: center + q * spread };
}
