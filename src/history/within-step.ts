// A step in the newest commits, judged against the rounds that measured
// them. With few commits before the newest run (a young store, or the first
// commits after an environment change) the commits' centers alone cannot
// say how noisy a commit is: Shamos's scale of 4 to 10 centers is so
// uncertain that the size test (short-step.ts) found about three in four
// 10% steps within 3 commits, and only from 8 commits before the run. But
// every point carries more than its center: its samples, one per round, and
// the 95% interval of their median. Their spread, pooled over the commits
// of the window, says how far a center moves by chance from the second
// commit of a segment on.
//
// The rounds do not see everything: a push on a busier machine moves every
// round of it (commit-to-commit drift), and real histories drift more than
// their rounds' spread. So:
// - the store's drift (storeDrift) says how far its commits move from one to
//   the next in units of their rounds' error, pooled over every series (one
//   machine's pushes drift alike for its benchmarks, and a store has
//   hundreds of moves where a young series has three); the rounds' error is
//   widened by it where it is above 1;
// - the noise of one commit is the larger of that and Shamos's scale of the
//   series' own centers (pooled within each side): the larger of the two
//   variance estimates. Where the centers spread more than DRIFT_RATIO
//   times the rounds' error, the rounds do not describe this series, and
//   the test answers nothing (the size test decides from 8 commits before);
// - as in the size test, every one of the k newest commits must lie beyond
//   the level before (the median of the commits before), each scored
//   against a Student t with TAIL_DF degrees of freedom (heavy tails), its
//   scale widened by the level's own uncertainty; the p is the product of
//   their one-sided tails at the least extreme of them, doubled, with the
//   doubt of the rounds' error integrated out (ROUNDS_DF_PER_POINT);
// - with fewer than BETTER_FROM commits before, only a step for the worse is
//   asked (the p still doubled).
// Its level is checked by simulation on flat stores with drift from none
// to 4 times the rounds' error, heavy tails and outlier commits
// (test/unit/history/within-step.test.ts); docs/statistics.md, "Change
// points on main", states it.

import { median } from '../stats/index.js';
import { normalCdf } from '../stats/normal.js';
import { tSf } from '../stats/student-t.js';
import { integrateScaleDoubt, pointError, shamosScale, TAIL_DF } from './short-step.js';
import type { HistoryPoint, HistorySeries } from './types.js';

/**
 * How far a series' centers may spread past the rounds' error (widened by
 * the store's drift) before the rounds are taken not to describe it: a
 * series that drifts more than its store. Why 3 and not less: with 1 or 2
 * commits before, Shamos's scale rests on 3 or 4 centers, and at 1.5 it
 * passed the bound by chance in about 1 in 5 flat series without drift,
 * leaving their steps to wait for 8 commits (a quarter of the 10% steps at
 * commits 2 and 3 were missed within 3 commits; at 3, 1 in 90; measured
 * with the product of the tails, before the bound on the shared level).
 */
export const DRIFT_RATIO = 3;
/**
 * Fewest commits before the newest run for a step for the better to be
 * asked. Why: outlier commits are slow ones (a busy machine), and the level
 * before is their median; with fewer than 5 commits two outliers can carry
 * it, and the newest run, back at the true level, reads as a large
 * improvement (simulated with 3% of 2-3x outlier commits and drift 10 times
 * the rounds' error: 21 of 12,000 flat histories at p <= 1e-4 with 3 before,
 * nearly all of them that). A step for
 * the worse is asked from 1 commit before: an outlier there only hides one.
 */
export const BETTER_FROM = 5;
/**
 * Degrees of freedom of the rounds' error per point of the window, for the
 * doubt integrated over it: a series whose few intervals came out narrow by
 * chance must not look surer than its rounds are. Why 4, for an interval of
 * the median of 10 rounds: at 2 a 10% step at the second commit after an
 * environment change under 2% rounds stayed below the false discovery rate
 * of 21 series; with the bound on the shared level (allBeyond) the simulated
 * level is kept at 4 and with no doubt at all (p <= 1% in none of 1,500 flat
 * series per case; within-step.test.ts), where no doubt found 49 of 57
 * steps instead of 48.
 */
const ROUNDS_DF_PER_POINT = 4;
/** A median's standard error is this many times the samples' sigma over sqrt(n), for normal rounds. */
const MEDIAN_EFFICIENCY = 1.2533;
/** Fewest rounds behind a point for its samples to give a spread of their own. */
const MIN_ROUNDS = 3;

/**
 * The standard error of one point's center on the test's scale: from its
 * 95% interval, or else from its samples (Shamos's scale of them over
 * sqrt(n), as a median's); undefined where it carries neither.
 */
function roundsError(p: HistoryPoint, onLog: boolean): number | undefined {
  const fromInterval = pointError(p, onLog);
  if (fromInterval !== undefined && Number.isFinite(fromInterval)) return fromInterval;
  const samples = p.samples ?? [];
  if (samples.length < MIN_ROUNDS || (onLog && !samples.every((v) => v > 0))) return undefined;
  const scaled = onLog ? samples.map(Math.log) : samples;
  return (MEDIAN_EFFICIENCY * shamosScale([scaled])) / Math.sqrt(scaled.length);
}

export interface WithinOptions {
  /**
   * The store's drift: how many times the rounds' error the commits' centers
   * move from one commit to the next (storeDrift); the rounds' error is
   * widened to it where it is above 1.
   */
  drift?: number;
  /** Which way is worse for the series (values going up, or down). */
  worse?: 'up' | 'down';
}

/**
 * Two-sided p of "the newest values[at, end) stepped away from values[from,
 * at)", by the size of the step against the rounds' spread and the
 * commits' own; `points` (by index, the values' own) bring their samples and
 * intervals. Undefined where a point carries neither, or where the commits
 * drift past DRIFT_RATIO times the rounds' spread: then this test cannot say.
 */
export function withinStepP(
  values: readonly number[],
  from: number,
  at: number,
  end: number,
  points: readonly HistoryPoint[],
  { drift = 1, worse = 'up' }: WithinOptions = {},
): number | undefined {
  if (at - from < 1 || end - at < 1) return undefined;
  const onLog = values.slice(from, end).every((v) => v > 0);
  const errors: number[] = [];
  for (let i = from; i < end; i++) {
    const e = points[i] && roundsError(points[i], onLog);
    if (e === undefined) return undefined;
    errors.push(e);
  }
  const scaled = (i: number) => (onLog ? Math.log(values[i]!) : values[i]!);
  const before = range(from, at).map(scaled);
  const recent = range(at, end).map(scaled);
  const rounds = median(errors) * Math.max(1, drift);
  const commits = shamosScale([before, recent]);
  const level = median(before);
  const up = Math.min(...recent) - level;
  const down = level - Math.max(...recent);
  // Slow outlier commits among a few before read as the newest run getting better: only worse is asked there.
  const distance = before.length >= BETTER_FROM ? Math.max(up, down) : worse === 'up' ? up : down;
  if (!(distance > 0)) return 1;
  if (commits > DRIFT_RATIO * rounds) return undefined;
  const scale = Math.max(rounds, commits);
  // Rounds that all gave one value (allocations, bytes) and moved: nothing to weigh it against.
  if (scale === 0) return 0;
  const m = before.length;
  const k = recent.length;
  // In units of one commit's noise: how far the newest run is, and the level's own spread
  // (the mean's 1/m for 1 or 2 commits, the median's pi/(2m) from 3).
  const z = distance / scale;
  const levelSd = Math.sqrt((m <= 2 ? 1 : Math.PI / 2) / m);
  const known = Math.min(1, 2 * allBeyond(z, levelSd, k));
  if (known > SCREEN) return known;
  const df = ROUNDS_DF_PER_POINT * errors.length;
  return Math.min(1, 2 * integrateScaleDoubt((w) => allBeyond(z * w, levelSd, k), df));
}

/** Splits of the distance tried by allBeyond. */
const SPLITS = 48;

/**
 * A bound on the chance that all k newest commits lie z beyond the level
 * before when nothing stepped: the level may be off by a (its own error,
 * levelSd commits' worth, normal: a median or mean of commits measured in
 * rounds), and each newest commit then needs z - a (Student t, TAIL_DF),
 * so P <= P(level off by a) + P(one commit beyond z - a)^k for every a, and
 * the least over a grid of a in [0, z] is taken. Why not the product of the
 * k tails at z: the k commits share the level, and when it is off they are
 * all beyond together (with 1 commit before, 6 newest commits above a
 * low first one made a p of 1e-5 in drifting stores).
 */
function allBeyond(z: number, levelSd: number, k: number): number {
  let best = 1;
  for (let i = 0; i <= SPLITS; i++) {
    const a = (z * i) / SPLITS;
    best = Math.min(best, normalCdf(-a / levelSd) + tSf(z - a, TAIL_DF) ** k);
  }
  return best;
}

/** Where the known-scale p already says "no step", the scale's doubt is not integrated: nothing below it passes. */
const SCREEN = 0.05;

/** Commits of each series' newest stretch whose moves measure the store's drift. */
const DRIFT_COMMITS = 20;
/** Fewest moves between commits to measure the store's drift from; with fewer it is taken as none (1). */
const DRIFT_MIN_MOVES = 5;
/** The median of |Z| for a standard normal Z: a median absolute value over this is a sigma. */
const HALF_NORMAL_MEDIAN = 0.6745;

/**
 * How far the store's commits move from one to the next, in units of the
 * rounds' error of that move: the median over every series' last
 * DRIFT_COMMITS commits of one environment of |c_i − c_{i−1}| /
 * sqrt(e_i² + e_{i−1}²), over 0.6745. About 1 (0.7 with the median's
 * interval, which is wider than its error) where the rounds describe the
 * noise; 3 where a push moves a commit three times as far as its rounds
 * say. Why the store and not the series: a young series has too few
 * commits to tell drift from a step, and one machine's pushes drift alike
 * for its benchmarks; pooled over a store's series the measure has
 * hundreds of moves from its fourth commit on, and a step is one move of
 * a series (the median does not see it). Undefined where the store's
 * points carry no rounds.
 */
export function storeDrift(all: readonly HistorySeries[]): number | undefined {
  const moves: number[] = [];
  for (const s of all) {
    const pts = s.points;
    const last = pts.at(-1);
    let from = pts.length - 1;
    while (from > 0 && pts.length - from < DRIFT_COMMITS && pts[from - 1]!.env === last?.env) from--;
    const window = pts.slice(from);
    const onLog = window.every((p) => p.center > 0);
    for (let i = 1; i < window.length; i++) {
      const [a, b] = [window[i - 1]!, window[i]!];
      const ea = roundsError(a, onLog);
      const eb = roundsError(b, onLog);
      if (ea === undefined || eb === undefined) continue;
      const error = Math.hypot(ea, eb);
      const move = onLog ? Math.log(b.center) - Math.log(a.center) : b.center - a.center;
      if (error > 0) moves.push(Math.abs(move) / error);
    }
  }
  return moves.length >= DRIFT_MIN_MOVES ? median(moves) / HALF_NORMAL_MEDIAN : undefined;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
