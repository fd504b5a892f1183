// Alert groups: the change points of one kind that are one change, kept the
// same from one analysis of the history to the next. Why: the commit a step
// is placed at moves as commits arrive (a small step under noise is first
// placed a few commits off, then moves onto the step: docs/history.md, "One
// issue per regression"), and keying an issue by
// that commit alone opened a second issue each time it moved and closed the
// first. A change point joins the group it shares a series with when it lies
// within MOVED_WITHIN measured commits of it; otherwise it starts a group.
// Pure: src/github/change-issues.ts keeps the groups as issues.

import { createHash } from 'node:crypto';
import { seriesKey } from './store.js';
import type { ChangePoint, HistorySeries } from './types.js';

/** How far, in measured commits, a change may move and still be the change its group is for. */
export const MOVED_WITHIN = 10;

/** Series digests a group keeps for matching (the rest of a larger group matches through these). */
const GROUP_SERIES_MAX = 100;

export type GroupKind = 'regression' | 'improvement';

/** A group as it stands (an issue, open or closed). */
export interface AlertGroup {
  kind: GroupKind;
  /** Where the group is placed: the first commit after the change. */
  commit: string;
  /** Digests of its series (seriesDigest); empty for a group recorded before they were kept. */
  series: readonly string[];
}

/** The change points of one look that make one group, and the existing group they continue, if any. */
export interface AssignedGroup<G extends AlertGroup> {
  existing: G | undefined;
  kind: GroupKind;
  /** The commit most of its series are placed at (the earlier on a tie, the existing one first). */
  commit: string;
  changes: ChangePoint[];
  /** The existing group's series and the ones found now, at most GROUP_SERIES_MAX. */
  series: string[];
}

/** The change points of one look placed at one commit. */
interface Candidate {
  kind: GroupKind;
  commit: string;
  changes: ChangePoint[];
}

/**
 * A short, stable name of a series for an issue's hidden marker. Note: hashed
 * from the series' params in the order they were recorded, not seriesKey's
 * sorted order, because the digests of groups recorded before are kept in
 * the issues; a series keeps the order of its first line.
 */
export function seriesDigest(s: Parameters<typeof seriesKey>[0]): string {
  const key = [s.suite, s.name, s.params ?? {}, s.unit, s.metric ?? null];
  const recorded = JSON.stringify(s.machine ? [...key, s.machine] : key);
  return createHash('sha256').update(recorded).digest('hex').slice(0, 12);
}

/** Each measured commit's position in the history, oldest 0: by time, then by first appearance. */
export function commitOrder(series: readonly HistorySeries[]): Map<string, number> {
  const seen = new Map<string, { time: number; first: number }>();
  for (const s of series) {
    for (const p of s.points) {
      if (!seen.has(p.commit)) seen.set(p.commit, { time: Date.parse(p.time), first: seen.size });
    }
  }
  const order = [...seen].sort((a, b) => a[1].time - b[1].time || a[1].first - b[1].first);
  return new Map(order.map(([commit], i) => [commit, i]));
}

/**
 * Assigns this look's change points (environment breaks left out) to
 * groups: those placed at one commit form a candidate; a candidate continues
 * the existing group of its kind placed at the same commit, or else the
 * nearest one within MOVED_WITHIN commits that shares a series with it;
 * candidates that continue the same group are one group. Closed groups are
 * matched too (the caller leaves them closed: a change is reported once).
 */
export function assignGroups<G extends AlertGroup>(
  changes: readonly ChangePoint[],
  existing: readonly G[],
  order: ReadonlyMap<string, number>,
): AssignedGroup<G>[] {
  const candidates = new Map<string, Candidate>();
  for (const c of changes) {
    if (c.kind === 'environment') continue;
    const key = `${c.kind} ${c.commit}`;
    const found = candidates.get(key);
    if (found) found.changes.push(c);
    else candidates.set(key, { kind: c.kind, commit: c.commit, changes: [c] });
  }
  const merged = new Map<G | string, { kind: GroupKind; existing: G | undefined; parts: Candidate[] }>();
  for (const [key, candidate] of candidates) {
    const target = continued(candidate, existing, order);
    const slot = target ?? key;
    const entry = merged.get(slot) ?? { kind: candidate.kind, existing: target, parts: [] };
    entry.parts.push(candidate);
    merged.set(slot, entry);
  }
  return [...merged.values()].map(({ kind, existing: group, parts }) => {
    const placed = [...parts].sort(
      (a, b) =>
        b.changes.length - a.changes.length ||
        Number(b.commit === group?.commit) - Number(a.commit === group?.commit) ||
        (order.get(a.commit) ?? 0) - (order.get(b.commit) ?? 0),
    )[0]!;
    const found = parts.flatMap((p) => p.changes);
    const series = [...new Set([...(group?.series ?? []), ...found.map(seriesDigest)])].slice(
      0,
      GROUP_SERIES_MAX,
    );
    return { existing: group, kind, commit: placed.commit, changes: found, series };
  });
}

/** The existing group a candidate continues: the same commit, else the nearest sharing a series. */
function continued<G extends AlertGroup>(
  candidate: Candidate,
  existing: readonly G[],
  order: ReadonlyMap<string, number>,
): G | undefined {
  const sameKind = existing.filter((g) => g.kind === candidate.kind);
  const exact = sameKind.find((g) => g.commit === candidate.commit);
  if (exact) return exact;
  const at = order.get(candidate.commit);
  if (at === undefined) return undefined;
  const digests = new Set(candidate.changes.map(seriesDigest));
  let best: G | undefined;
  let bestDistance = Infinity;
  for (const g of sameKind) {
    const there = order.get(g.commit);
    if (there === undefined || !g.series.some((d) => digests.has(d))) continue;
    const distance = Math.abs(there - at);
    if (distance <= MOVED_WITHIN && distance < bestDistance) {
      best = g;
      bestDistance = distance;
    }
  }
  return best;
}
