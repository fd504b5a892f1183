// The note a flagged row gets when its change reads as within the threshold:
// the threshold is a factor either way (src/stats/threshold.ts), so at 5% a
// change of −4.9% counts, being +5.15% the other way up. Without the note,
// "−4.9% ❌" beside "threshold 5%" reads as a fault.

import { formatPercent } from '../model/percent.js';
import { exceedsThreshold } from '../stats/threshold.js';
import type { ComparisonRow } from './types.js';

/** A signed percentage to two decimals: −4.90%, +5.15%. */
function signed(fraction: number): string {
  const pct = (Math.abs(fraction) * 100).toFixed(2);
  return `${fraction < 0 ? '−' : '+'}${pct}%`;
}

/**
 * Adds the note to a regression or improvement whose change is past the
 * threshold's factor edge but not past −threshold (between −4.76% and −5% at
 * 5%). Rows flagged by their interval with an estimate inside the threshold
 * are not these (docs/statistics.md, "beyond the threshold").
 */
export function noteFactorEdge(row: ComparisonRow): void {
  if (row.verdict !== 'regression' && row.verdict !== 'improvement') return;
  const change = row.change;
  if (change === undefined || !exceedsThreshold(change, row.threshold) || Math.abs(change) > row.threshold)
    return;
  row.notes.push(
    `${signed(change)} is ${signed(1 / (1 + change) - 1)} the other way up (a time for a rate, a rate for a time): ` +
      `past the ${formatPercent(row.threshold)} threshold, a factor either way (docs/configuration.md)`,
  );
}
