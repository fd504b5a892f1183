// The size of a shift between two independent samples, with its interval:
// the Hodges–Lehmann estimate (the median of all pairwise differences) and
// the distribution-free interval that inverts the Mann–Whitney test (Moses
// 1965; Hollander & Wolfe, "Nonparametric Statistical Methods", 3rd ed.,
// section 4.3): between the (c+1)-th smallest and the (c+1)-th largest
// pairwise difference, c the largest count with P(U ≤ c) ≤ (1 − level) / 2.
// The change-point issue states a step's magnitude with it: the levels on
// either side of a step are samples of commits, and a rank interval is not
// thrown by the outliers benchmark histories carry.

import { normalQuantile } from './normal.js';
import { lowerTailProbability } from './u-distribution.js';

export interface TwoSampleShift {
  estimate: number;
  low: number;
  high: number;
}

/** Above this many values on the smaller side the normal approximation gives c. */
const EXACT_SMALLER_SIDE = 20;

/**
 * The shift of `after` against `before` (after − before) at `level`
 * (0.95 by default). Undefined when either side is empty or the samples
 * are too small for any interval at that level.
 */
export function twoSampleShift(
  before: readonly number[],
  after: readonly number[],
  level = 0.95,
): TwoSampleShift | undefined {
  const n1 = before.length;
  const n2 = after.length;
  if (n1 === 0 || n2 === 0) return undefined;
  const c = criticalCount(n1, n2, (1 - level) / 2);
  if (c < 0) return undefined;
  const diffs = new Float64Array(n1 * n2);
  let k = 0;
  for (const y of after) for (const x of before) diffs[k++] = y - x;
  diffs.sort();
  const m = diffs.length;
  const estimate = m % 2 ? diffs[(m - 1) / 2]! : (diffs[m / 2 - 1]! + diffs[m / 2]!) / 2;
  return { estimate, low: diffs[c]!, high: diffs[m - 1 - c]! };
}

/** The largest c with P(U ≤ c) ≤ tail under the null (no ties), or -1 when even U = 0 is likelier. */
function criticalCount(n1: number, n2: number, tail: number): number {
  const small = Math.min(n1, n2);
  if (small > EXACT_SMALLER_SIDE) {
    const mean = (n1 * n2) / 2;
    const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
    return Math.max(-1, Math.floor(mean + normalQuantile(tail) * sd - 0.5));
  }
  const groups = new Array<number>(n1 + n2).fill(1);
  let c = -1;
  // lowerTailProbability counts doubled U: P(2U ≤ 2c).
  while (c + 1 <= (n1 * n2) / 2 && lowerTailProbability(groups, small, 2 * (c + 1)) <= tail) c++;
  return c;
}
