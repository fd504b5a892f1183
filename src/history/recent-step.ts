// A step in the newest commits of a series, found while only a few commits
// have been measured after it. Pettitt's statistic weighs a split by how many
// pairs straddle it, so a split with 3 points on one side can never look
// significant to it (its p stays near 1 whatever the data): a regression
// would wait about 10 commits for its issue. This test asks the narrower
// question directly: are the last k points, for k in RECENT_LENGTHS, drawn
// from the same distribution as the WINDOW points before them? The exact
// two-sample rank test (Mann–Whitney) answers it; 3 points all above 40
// others have p = 2 / C(43, 3) = 1.6e-4, above 200 others 1.5e-6. The
// smallest p over the lengths and tests tried is multiplied by their number
// (Bonferroni), so the test keeps its level whichever is picked.
// Where fewer than MIN_BEFORE commits precede the newest run (a young store,
// or the first commits after an environment change), the rank test cannot
// make a small p at all. There, and beside it, the newest run is judged
// against the rounds its points carry (within-step.ts), from 1 commit
// before; where they carry none, or drift past them, by the size of the step
// against the commits' own noise (short-step.ts), from SHORT_MIN_BEFORE on.
// docs/statistics.md, "Change points on main", states the method and its checks.

import { mannWhitneyU } from '../stats/index.js';
import { normalCdf } from '../stats/normal.js';
import { shortStepP } from './short-step.js';
import { type WithinOptions, withinStepP } from './within-step.js';
import type { HistoryPoint } from './types.js';

/** Lengths of the newest run tried, in commits: Pettitt takes over from about 10. */
const RECENT_LENGTHS = [3, 6] as const;
/**
 * How many commits before the newest run it is compared with, at most: the
 * whole level since the last change, up to this many. A longer window makes
 * a clean step surer (the p of 3 points above W others is 2 / C(W+3, 3)),
 * and keeps it sure when a commit before it was an outlier: one outlier
 * among a short window lifted a clear step's p out of reach of the false
 * discovery rate (docs/statistics.md, "Change points on main").
 */
export const RECENT_WINDOW = 200;
/**
 * Commits before the newest run the rounds' test weighs it against, at most:
 * the level next to the step, and a bounded cost per series and append.
 */
const WITHIN_WINDOW = 30;
/** Fewest commits before the newest run for the rank test: fewer cannot make a small p. */
const MIN_BEFORE = 15;
/**
 * Fewest commits before the newest run for the size test: with fewer, an
 * outlier commit among them moves the level before as far as a step would
 * (simulated on flat histories with 3% of 3x outliers, its p fell below
 * 1e-4 33 times too often with 4 before and at its rate from 8:
 * test/unit/history/short-step.test.ts, docs/statistics.md).
 */
export const SHORT_MIN_BEFORE = 8;

/**
 * The most significant newest run of values[start, end): `at` is the index
 * of its first point, `p` its two-sided p-value (the smallest of the tests
 * newestRunPs asks) times the number of lengths and tests tried (capped at
 * 1). Undefined when no test can judge any length. `points` (the values'
 * own, by index) bring their rounds; `rounds` the store's drift and which
 * way is worse (within-step.ts).
 */
export function recentStep(
  values: readonly number[],
  start: number,
  end: number,
  points: readonly HistoryPoint[] = [],
  rounds: WithinOptions = {},
): { at: number; p: number } | undefined {
  let best: { at: number; p: number } | undefined;
  let tried = 0;
  for (const k of RECENT_LENGTHS) {
    const at = end - k;
    if (at - start < 1) break;
    const from = Math.max(start, at - RECENT_WINDOW);
    for (const p of newestRunPs(values, from, at, end, points, rounds)) {
      tried++;
      if (!best || p < best.p) best = { at, p };
    }
  }
  return best && { at: best.at, p: Math.min(1, best.p * tried) };
}

/**
 * The p of each test that can judge the newest run values[at, end) against
 * values[from, at): the rank test from MIN_BEFORE commits before; the test
 * against the rounds' spread (within-step.ts, on up to WITHIN_WINDOW commits
 * before) wherever every point carries its rounds and the commits do not
 * drift past them; else, from SHORT_MIN_BEFORE commits before, the size
 * test against the commits' own noise (short-step.ts).
 */
function newestRunPs(
  values: readonly number[],
  from: number,
  at: number,
  end: number,
  points: readonly HistoryPoint[],
  rounds: WithinOptions,
): number[] {
  const ps: number[] = [];
  if (at - from >= MIN_BEFORE) ps.push(rankTestP(values.slice(from, at), values.slice(at, end)));
  const within = withinStepP(values, Math.max(from, at - WITHIN_WINDOW), at, end, points, rounds);
  if (within !== undefined) ps.push(within);
  else if (at - from >= SHORT_MIN_BEFORE && at - from < MIN_BEFORE)
    ps.push(shortStepP(values, from, at, end, points));
  return ps;
}

/** Above this the normal approximation is close enough: no length can pass the screen from there. */
const NORMAL_SUFFICES = 0.05;

/**
 * Two-sided Mann–Whitney p of a few newest values against many before them.
 * mannWhitneyU leaves the exact distribution above 50 values a side; with 3
 * values against 100 its normal approximation says 3e-3 where the exact p
 * is 1.1e-5, which is the whole point here. So the exact tails are counted
 * whenever the approximation says the p could matter.
 */
function rankTestP(before: readonly number[], recent: readonly number[]): number {
  const approx = approximateP(before, recent);
  return approx > NORMAL_SUFFICES ? approx : mannWhitneyU(recent, before, { method: 'exact' }).p;
}

/**
 * The normal approximation of the two-sided p, U counted pair by pair (k·W
 * comparisons, no sort: every series of the store is asked at every append,
 * and nearly all of them answer "no" here). Without the tie correction, so
 * with ties it errs large, which only sends fewer rows to the exact count.
 */
function approximateP(before: readonly number[], recent: readonly number[]): number {
  let twoU = 0;
  for (const r of recent) for (const b of before) twoU += r > b ? 2 : r === b ? 1 : 0;
  const n1 = before.length;
  const n2 = recent.length;
  const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
  const z = Math.max(0, Math.abs(twoU / 2 - (n1 * n2) / 2) - 0.5) / sd;
  return Math.min(1, 2 * normalCdf(-z));
}
