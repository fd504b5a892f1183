// What an environment change changed: the store's commit lists record, per
// fingerprint, what it hashes (hardware, toolchain versions, the tool), so an
// environment change point can say "toolchain go: go1.22.1 -> go1.23.0"
// beside its measured effect, instead of only "environment changed".

import { seriesKey } from './store.js';
import type { ChangePoint, HistorySeries } from './types.js';

/** Fingerprint -> what it hashes, as recorded by the appends (readStore). */
export type Environments = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** The differences between two recorded environments, "key: before -> after", in key order. */
export function environmentDifferences(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k] ?? '(none)'} -> ${after[k] ?? '(none)'}`);
}

/**
 * The environment change points with what changed (environmentChange), where
 * the store recorded both environments; the other change points as they are.
 */
export function describeEnvironmentChanges(
  changes: readonly ChangePoint[],
  series: readonly HistorySeries[],
  environments: Environments,
): ChangePoint[] {
  const byKey = new Map(series.map((s) => [seriesKey(s), s]));
  return changes.map((c) => {
    if (c.kind !== 'environment') return c;
    const points = byKey.get(seriesKey(c))?.points ?? [];
    const envAt = (commit: string) => points.find((p) => p.commit === commit)?.env;
    const [from, to] = [envAt(c.previousCommit), envAt(c.commit)];
    const before = from === undefined ? undefined : environments.get(from);
    const after = to === undefined ? undefined : environments.get(to);
    return before && after ? { ...c, environmentChange: environmentDifferences(before, after) } : c;
  });
}
