// Whether the store shows a change's series back at their level before it.
// Why a rule of its own: closing an issue as soon as the detector stops
// listing its step made issues flap (a +651% step dipped under the test for
// one commit and its issue closed, and stayed closed when the step was listed
// again). An issue now closes only when every one of its series has been back
// for RECOVERY_COMMITS commits in a row. docs/history.md, "Issues that stay
// honest". Pure over the store.

import { median } from '../stats/index.js';
import { seriesDigest, type AlertGroup } from './alert-groups.js';
import type { HistoryPoint, HistorySeries } from './types.js';

/** Commits in a row a change's series must be back at their level before it for its issue to close. */
export const RECOVERY_COMMITS = 3;

/** Commits before the change whose median is the level before it. */
export const LEVEL_WINDOW = 10;

/**
 * Per series, by its newest RECOVERY_COMMITS commits after the change (and
 * after at least one commit that sets the level after it): `recovered`, each
 * at least as near the level before the change as the level after it; `stepped`,
 * each nearer the level after (or too few commits yet to tell); `mixed`,
 * some of each: the hysteresis band, where an issue stays as it is.
 * `unmeasured`: the store measures no series of the group around the change
 * (renamed, removed, or a group kept before series digests were).
 */
export type RecoveryState = 'recovered' | 'stepped' | 'mixed' | 'unmeasured';

/** The store's series by their digest (seriesDigest), computed once for every issue of a run. */
export function indexSeries(series: readonly HistorySeries[]): Map<string, HistorySeries> {
  return new Map(series.map((s) => [seriesDigest(s), s]));
}

/** The state of a group (or several): stepped if any series is, else mixed if any is, else recovered if any series is measured. */
export function judgeRecovery(
  groups: readonly AlertGroup[],
  byDigest: ReadonlyMap<string, HistorySeries>,
  order: ReadonlyMap<string, number>,
): RecoveryState {
  const states = new Set<RecoveryState>();
  const position = (p: HistoryPoint) => order.get(p.commit) ?? -1;
  for (const group of groups) {
    const at = order.get(group.commit);
    if (at === undefined) continue;
    for (const digest of group.series) {
      const s = byDigest.get(digest);
      if (!s) continue;
      const before = s.points.filter((p) => position(p) >= 0 && position(p) < at);
      const after = s.points.filter((p) => position(p) >= at);
      if (before.length > 0 && after.length > 0) states.add(seriesState(before, after));
    }
  }
  return (['stepped', 'mixed', 'recovered'] as const).find((s) => states.has(s)) ?? 'unmeasured';
}

/**
 * Note: nearer than the midpoint, not within the 5% floor, so a noisy
 * series can recover and a step of 30% that went back to 20% has not.
 */
function seriesState(before: readonly HistoryPoint[], after: readonly HistoryPoint[]): RecoveryState {
  if (after.length < RECOVERY_COMMITS + 1) return 'stepped';
  const newest = after.slice(-RECOVERY_COMMITS);
  const levelBefore = median(before.slice(-LEVEL_WINDOW).map((p) => p.center));
  // The level after: the first commits after the change, the ones that showed the step (a later
  // stretch may have dipped back already, and would pull the level toward the one before).
  const shown = after.slice(0, Math.min(RECOVERY_COMMITS, after.length - RECOVERY_COMMITS));
  const levelAfter = median(shown.map((p) => p.center));
  const back = newest.filter(
    (p) => Math.abs(p.center - levelBefore) <= Math.abs(p.center - levelAfter),
  ).length;
  return back === newest.length ? 'recovered' : back === 0 ? 'stepped' : 'mixed';
}
