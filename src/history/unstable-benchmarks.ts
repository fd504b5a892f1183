// Which benchmarks the history store marks as unstable on a machine: those
// whose calibration runs (A/A, docs/history.md) gave a false alarm, or whose
// noise keeps a pull request's run from detecting a change of their threshold
// (src/history/calibration.ts unreachable). A budget that runs out gives them
// its last rounds before others that lean as far (src/compare/open-rows.ts).

import { benchmarkKey } from '../model/identity.js';
import type { CalibrationSummary } from './calibration.js';

/**
 * The keys (unstableKey) of the benchmarks unstable on this run's machine:
 * `machines` holds its name (the history's machineOf) and its fingerprint,
 * which is what calibration rows recorded before machines were named carry.
 */
export function unstableBenchmarks(summary: CalibrationSummary, machines: ReadonlySet<string>): Set<string> {
  const keys = new Set<string>();
  for (const r of summary.rows) {
    if (!machines.has(r.machine)) continue;
    const unreachable = r.detectable !== undefined && r.detectable > r.threshold;
    if (r.falseAlarms > 0 || unreachable) keys.add(unstableKey(r));
  }
  return keys;
}

/** A benchmark by suite, name and parameters: the store's calibration lines keep no procs. */
export function unstableKey(b: { suite: string; name: string; params: Record<string, string> }): string {
  return benchmarkKey({ suite: b.suite, name: b.name, params: b.params });
}
