// A benchmark's noise as the history store recorded it: the median relative
// width of the intervals of its last points ((high − low) / center). A row
// whose history is that noisy needs the most rounds to settle, so a time
// budget that runs out gives it its last rounds before rows that lean as far
// (src/pipeline/budget-rounds.ts rowPriority; docs/statistics.md, "Budget
// honesty").

import { median } from '../stats/sample.js';
import { priorKey } from '../compare/paired-rounds.js';
import type { HistorySeries } from './types.js';

/** How many of a series' last points its noise is read from. */
export const NOISE_POINTS = 20;

/**
 * The noise per benchmark metric (keyed by src/compare/paired-rounds.ts
 * priorKey, as the early branch's prior is) of the series measured on
 * `machine`, and of those recorded before machines were named; when the
 * store holds no series of `machine`, the largest of every machine's (a row
 * noisy elsewhere is the best guess there is). A series without an interval
 * on any of its last points has none.
 */
export function historyNoise(series: readonly HistorySeries[], machine: string): Map<string, number> {
  const noise = new Map<string, number>();
  const mine = series.some((s) => s.machine === machine);
  for (const s of series) {
    if (mine && s.machine !== undefined && s.machine !== machine) continue;
    const widths = s.points
      .slice(-NOISE_POINTS)
      .filter((p) => p.low !== undefined && p.high !== undefined && p.center > 0)
      .map((p) => (p.high! - p.low!) / p.center);
    if (widths.length === 0) continue;
    const key = priorKey(s);
    // This machine's series wins over one that names none; without it, the noisiest machine's.
    const own = mine && s.machine === machine;
    if (own || !noise.has(key) || (!mine && median(widths) > noise.get(key)!)) noise.set(key, median(widths));
  }
  return noise;
}
