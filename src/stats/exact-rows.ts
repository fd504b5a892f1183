// Rows without noise to test: a count the code fixes (Go's B/op and
// allocs/op) is decided from its values, not by the rank test
// (docs/statistics.md, "Exact rows").

import type { RoundPair } from './paired-rounds.js';
import { exceedsThreshold } from './threshold.js';
import type { PairedRow, RowDecision, SequentialPolicy } from './sequential-policy.js';

/**
 * How far a secondary row's samples may spread on each side, as a share of
 * its threshold, and still be judged by their range (judgeExact): a tenth of
 * a 5% threshold is 0.5%. Go's B/op of a store that grows a map moves by a
 * few bytes in 100,000 from one round to the next.
 */
const NEAR_EXACT_SPREAD_SHARE = 0.1;

/** The smallest and largest sample of a side over the rounds; undefined without a positive sample. */
function rangeOf(
  rounds: readonly RoundPair[],
  side: 'base' | 'head',
): { min: number; max: number } | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const r of rounds) {
    for (const x of r[side]) {
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
  }
  return min > 0 && min <= max ? { min, max } : undefined;
}

/**
 * A row whose every sample is the same on each side over at least minRounds
 * interleaved rounds (bytes and allocations per operation, a count the code
 * fixes): there is no noise to test against, so the change is exact and
 * decided at once. A secondary row whose samples spread by at most
 * NEAR_EXACT_SPREAD_SHARE of the threshold on each side (a count the code
 * fixes up to amortized growth) is decided by the range of head/base over
 * all pairs of samples, when that range lies wholly beyond the threshold or
 * wholly inside it; otherwise it goes to the test. Why: the rank test cannot
 * flag any row before about 10–13 rounds (|z| ≤ √n), so an allocation that
 * doubled stayed open while its benchmark's time settled, and was reported
 * inconclusive. Primary rows (time, score) are never judged by their range:
 * their noise is what the test is for.
 */
export function judgeExact(
  row: PairedRow,
  rounds: readonly RoundPair[],
  policy: SequentialPolicy,
): RowDecision | undefined {
  if (rounds.length < policy.minRounds) return undefined;
  const base = rangeOf(rounds, 'base');
  const head = rangeOf(rounds, 'head');
  if (!base || !head) return undefined;
  const threshold = policy.threshold(row);
  const spread = Math.max(base.max / base.min, head.max / head.min) - 1;
  if (spread > 0 && (row.primary || spread > NEAR_EXACT_SPREAD_SHARE * threshold)) return undefined;
  const low = head.min / base.max - 1;
  const high = head.max / base.min - 1;
  // Beyond: the whole range past one edge; a range reaching past an edge but not wholly goes to the test.
  const beyond =
    (low > 0 && exceedsThreshold(low, threshold)) || (high < 0 && exceedsThreshold(high, threshold));
  if (!beyond && (exceedsThreshold(low, threshold) || exceedsThreshold(high, threshold))) return undefined;
  const estimate = Math.sqrt((head.min * head.max) / (base.min * base.max)) - 1;
  const worse = row.direction === 'smaller' ? estimate > 0 : estimate < 0;
  const decision: RowDecision = {
    key: row.key,
    benchmark: row.benchmark,
    primary: row.primary,
    state: !beyond ? 'unchanged' : worse ? 'regression' : 'improvement',
    rounds: rounds.length,
    change: { estimate, low, high },
    significant: low > 0 || high < 0,
    detectable: 0,
    exact: true,
  };
  if (spread > 0) decision.exactSpread = spread;
  return decision;
}
