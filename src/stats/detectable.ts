// How small a change a run could have seen: the minimum detectable effect of
// the sequential test at the row's noise and rounds, and how many more rounds
// a row needs before its threshold is within reach.

import { normalQuantile } from './normal.js';
import { zBoundaryAt, type SequentialDesign } from './group-sequential.js';
import type { PairedSummary } from './paired-rounds.js';

/** Power at which "could detect" is stated: a change this large is caught 80% of the time. */
const DETECTION_POWER = 0.8;

/**
 * The smallest relative change (as a fraction, 0.023 for 2.3%) that look n
 * would detect with DETECTION_POWER, given the rounds' summary:
 * (c_n + z_power) * se on the log scale, c_n the look's z boundary.
 * Infinity when the noise is unknown (fewer than 2 usable rounds).
 */
export function detectableChange(design: SequentialDesign, s: PairedSummary): number {
  if (!(s.n >= 2) || !Number.isFinite(s.se)) return Infinity;
  const c = zBoundaryAt(design, s.n);
  return Math.expm1((c + normalQuantile(DETECTION_POWER)) * s.se);
}

/**
 * Rounds to add before a change of `threshold` becomes detectable: the least
 * N with (b + z_power) * sd / sqrt(N) <= log(1 + threshold), sd the spread of
 * one round and b the z boundary of the last look (a projection: the noise
 * is taken as known, as it nearly is by then). 0 when the threshold is
 * already within reach; up to the first look when the noise is unknown.
 */
export function roundsNeeded(design: SequentialDesign, s: PairedSummary, threshold: number): number {
  if (detectableChange(design, s) <= threshold) return 0;
  if (Number.isNaN(s.sd)) return Math.max(1, design.minRounds - s.n);
  const b = zBoundaryAt(design, design.maxRounds);
  const needed = Math.ceil((((b + normalQuantile(DETECTION_POWER)) * s.sd) / Math.log1p(threshold)) ** 2);
  return Math.max(1, needed - s.n);
}
