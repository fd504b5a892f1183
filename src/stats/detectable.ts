// How small a change a run could have seen: the minimum detectable effect of
// the sequential test at the row's noise and rounds, and how many more rounds
// a row needs before its threshold is within reach.

import { normalQuantile } from './normal.js';
import { tBoundaryAt, zBoundaryAt, type SequentialDesign } from './group-sequential.js';

/** Power at which "could detect" is stated: a change this large is caught 80% of the time. */
export const DETECTION_POWER = 0.8;

/**
 * The smallest relative change (as a fraction, 0.023 for 2.3%) that look n
 * would detect with DETECTION_POWER, given the standard deviation of the
 * per-round log ratios: (c_n + z_power) * sd / sqrt(n) on the log scale,
 * c_n the look's t boundary. Infinity when the noise is unknown (n < 2).
 */
export function detectableChange(design: SequentialDesign, sd: number, n: number): number {
  if (!(n >= 2) || Number.isNaN(sd)) return Infinity;
  const c = tBoundaryAt(design, n);
  const log = ((c + normalQuantile(DETECTION_POWER)) * sd) / Math.sqrt(n);
  return Math.expm1(log);
}

/**
 * Rounds to add before a change of `threshold` becomes detectable: the least
 * N with (b + z_power) * sd / sqrt(N) <= log(1 + threshold), b the z boundary
 * of the last look (a projection: the noise is taken as known, as it will be
 * nearly so by then). 0 when the threshold is already within reach.
 */
export function roundsNeeded(design: SequentialDesign, sd: number, n: number, threshold: number): number {
  if (detectableChange(design, sd, n) <= threshold) return 0;
  if (!(n >= 2) || Number.isNaN(sd)) return Math.max(0, design.minRounds - n);
  const b = zBoundaryAt(design, design.maxRounds);
  const needed = Math.ceil((((b + normalQuantile(DETECTION_POWER)) * sd) / Math.log1p(threshold)) ** 2);
  return Math.max(1, needed - n);
}
