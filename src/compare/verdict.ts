import type { Direction } from '../model/results.js';
import { exceedsThreshold } from '../stats/threshold.js';
import type { Verdict } from './types.js';

export interface VerdictInput {
  direction: Direction;
  change: number;
  /** p after the FDR correction; NaN when no test could run. */
  q: number;
  alpha: number;
  threshold: number;
  /** The test could never reach alpha with these sample sizes. */
  underpowered: boolean;
  noisy: boolean;
  /** Both sides' intervals are bounded (with samples: at least 6 of them at 95%). */
  bounded: boolean;
}

/**
 * The verdict of one row.
 * - A regression or improvement needs both: significance at alpha and a change
 *   larger than the threshold. Significance alone flags 0.3% shifts that nobody
 *   should act on; size alone is what cries wolf on noise.
 * - "unchanged" is a claim too: it needs a test that could have seen a change
 *   and an interval narrower than the threshold. Otherwise "inconclusive".
 * Note: a significant change beyond the threshold is a regression even on a
 * noisy row: the test already accounts for the spread, and a 2x slowdown must
 * not hide behind ±10% noise.
 */
export function decideVerdict(v: VerdictInput): Verdict {
  if (Number.isNaN(v.change)) return 'inconclusive';
  // p <= alpha, as benchstat: a p-value exactly at alpha is significant.
  const significant = v.q <= v.alpha;
  if (significant && exceedsThreshold(v.change, v.threshold)) {
    const worse = v.direction === 'smaller' ? v.change > 0 : v.change < 0;
    return worse ? 'regression' : 'improvement';
  }
  if (significant) return 'unchanged';
  // "unchanged" claims the change is small: that needs intervals to show it.
  if (Number.isNaN(v.q) || v.underpowered || v.noisy || !v.bounded) return 'inconclusive';
  return 'unchanged';
}
