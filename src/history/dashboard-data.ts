// What the dashboard shows, as plain data: one entry per family for the
// index (small, so a store of 10,000 series opens at once), and per family
// its series grouped by metric, with the change points. The page
// (src/report/dashboard-page.ts) draws it; src/history/write-dashboard.ts
// writes it.

import type { ChangePoint, HistorySeries } from './types.js';
import { familySlug, seriesKey } from './store.js';
import { keyText, labelLines, lineKeysOf, planPanels } from './dashboard-panels.js';
import { releasesByCommit, type Release } from './release-markers.js';

/** One line of the index: enough to find a family and see whether it moved. */
export interface FamilySummary {
  slug: string;
  family: string;
  suite: string;
  series: number;
  /** Metrics (units) the family has, as the charts are titled. */
  metrics: string[];
  regressions: number;
  improvements: number;
  /** The newest commit any of its series was measured at. */
  lastCommit: string;
  lastTime: string;
}

export interface DashboardIndex {
  generated: string;
  commits: number;
  series: number;
  families: FamilySummary[];
  /** The newest change of each series that has one, regressions first, largest first (at most OPEN_LIST_MAX). */
  open: OpenChange[];
  /** Open changes in all, when more than the list holds. */
  openTotal: number;
  /** Links: the repository (commit pages) and where a change point's issue is found. */
  repositoryUrl?: string;
}

/** A series' newest change point: what the index lists before the families. */
export interface OpenChange {
  slug: string;
  family: string;
  /** The series within its family ("size=1KB"), or its name when nothing tells it apart. */
  series: string;
  metric: string;
  unit: string;
  commit: string;
  previousCommit: string;
  before: number;
  after: number;
  change: number;
  kind: 'regression' | 'improvement';
}

/** Open changes the index carries at most: the page shows the first of them and says how many there are. */
export const OPEN_LIST_MAX = 1000;

/** One chart: a panel of one family's series in one metric, on the family's commit axis. */
export interface FamilyChart {
  metric: string;
  unit: string;
  direction: 'smaller' | 'bigger';
  /** What the panel's lines share ("size=1KB (2 of 3)"); empty when the metric is one panel. */
  panel: string;
  /** Some line of it has a change point: drawn at once; the others when asked for. */
  changed: boolean;
  lines: {
    /** What tells the line apart within its panel, once ("size=1KB", never "size=1KB size=1KB"), and its machine where the family has several ("size=1KB on runner-2"). */
    label: string;
    /** The machine the line was measured on (absent in a store written before machines were recorded). */
    machine?: string;
    /** Per point: commit index on the chart's axis, center, low, high (null when unknown). */
    points: [number, number, number | null, number | null][];
  }[];
  changes: ChartChange[];
}

/** A change point on its line: where it is drawn, and the levels on both sides for its text. */
export interface ChartChange {
  line: number;
  at: number;
  commit: string;
  previousCommit: string;
  before: number;
  after: number;
  change: number;
  kind: string;
  /** The machine of the change: an environment change is one machine's, with its measured effect in `change`. */
  machine?: string;
}

/** A release (a tag the pattern chose) at a commit of the family's axis. */
export interface ReleaseMark {
  at: number;
  name: string;
}

export interface FamilyData {
  slug: string;
  family: string;
  /** The commits of the family's axis, oldest first, with their time. */
  commits: { sha: string; time: string }[];
  releases: ReleaseMark[];
  charts: FamilyChart[];
}

function metricOf(s: { unit: string; metric?: string }): string {
  return s.metric ?? s.unit;
}

/** Groups the series by family, in the order families first appear sorted by name. */
export function groupFamilies(series: readonly HistorySeries[]): Map<string, HistorySeries[]> {
  const byFamily = new Map<string, HistorySeries[]>();
  for (const s of [...series].sort((a, b) => a.family.localeCompare(b.family))) {
    const list = byFamily.get(s.family);
    if (list) list.push(s);
    else byFamily.set(s.family, [s]);
  }
  return byFamily;
}

/** The change points grouped by `key`, each group in the order given. */
export function groupChanges(
  changes: readonly ChangePoint[],
  key: (c: ChangePoint) => string,
): Map<string, ChangePoint[]> {
  const out = new Map<string, ChangePoint[]>();
  for (const c of changes) {
    const list = out.get(key(c));
    if (list) list.push(c);
    else out.set(key(c), [c]);
  }
  return out;
}

/** The index: one summary per family, the families sorted by name. */
export function dashboardIndex(
  series: readonly HistorySeries[],
  changes: readonly ChangePoint[],
  o: { generated: string; repositoryUrl?: string },
): DashboardIndex {
  const commits = new Map<string, string>();
  const families: FamilySummary[] = [];
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    let last = { commit: '', time: '' };
    for (const s of list)
      for (const p of s.points) {
        commits.set(p.commit, p.time);
        if (p.time >= last.time) last = { commit: p.commit, time: p.time };
      }
    const mine = byFamily.get(family) ?? [];
    families.push({
      slug: familySlug(family),
      family,
      suite: list[0]!.suite,
      series: list.length,
      metrics: [...new Set(list.map(metricOf))],
      regressions: mine.filter((c) => c.kind === 'regression').length,
      improvements: mine.filter((c) => c.kind === 'improvement').length,
      lastCommit: last.commit,
      lastTime: last.time,
    });
  }
  const open = openChanges(changes, commits, new Set(series.map((s) => s.machine)).size > 1);
  return {
    generated: o.generated,
    commits: commits.size,
    series: series.length,
    families,
    open: open.slice(0, OPEN_LIST_MAX),
    openTotal: open.length,
    ...(o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}),
  };
}

/**
 * The newest regression or improvement of each series (a later one in the
 * same series supersedes it: the level moved again), regressions first and
 * the largest steps first; a step from or to zero counts as the largest.
 * With `byMachine` (a store of several machines) a series names its machine.
 */
export function openChanges(
  changes: readonly ChangePoint[],
  timeOf: ReadonlyMap<string, string>,
  byMachine = false,
): OpenChange[] {
  const newest = new Map<string, ChangePoint>();
  for (const c of changes) {
    if (c.kind === 'environment') continue;
    const key = seriesKey(c);
    const held = newest.get(key);
    if (!held || (timeOf.get(c.commit) ?? '') > (timeOf.get(held.commit) ?? '')) newest.set(key, c);
  }
  const size = (c: ChangePoint) =>
    Number.isFinite(c.change) && c.change > -1 ? Math.abs(Math.log1p(c.change)) : Infinity;
  return [...newest.values()]
    .sort((a, b) => (a.kind === b.kind ? size(b) - size(a) : a.kind === 'regression' ? -1 : 1))
    .map((c) => ({
      slug: familySlug(c.family),
      family: c.family,
      series: lineKeysOf(c, byMachine).map(keyText).join(' ') || c.name,
      metric: metricOf(c),
      unit: c.unit,
      commit: c.commit,
      previousCommit: c.previousCommit,
      before: c.before,
      after: c.after,
      change: c.change,
      kind: c.kind as 'regression' | 'improvement',
    }));
}

/**
 * One family's charts: per metric, its lines in panels (dashboard-panels.ts),
 * the change points on their lines and the releases on the family's axis.
 */
export function familyData(
  family: string,
  list: readonly HistorySeries[],
  changes: readonly ChangePoint[],
  releases: readonly Release[] = [],
): FamilyData {
  // The family's commit axis: every commit any of its series was measured at, in time order.
  const time = new Map<string, string>();
  for (const s of list) for (const p of s.points) if (!time.has(p.commit)) time.set(p.commit, p.time);
  const commits = [...time].map(([sha, t]) => ({ sha, time: t }));
  commits.sort((a, b) => a.time.localeCompare(b.time));
  const at = new Map(commits.map((c, i) => [c.sha, i]));
  const bySeries = groupChanges(
    changes.filter((c) => c.family === family),
    seriesKey,
  );
  const byMetric = new Map<string, HistorySeries[]>();
  const machines = new Set(list.map((s) => s.machine)).size;
  for (const s of list) {
    const same = byMetric.get(metricOf(s));
    if (same) same.push(s);
    else byMetric.set(metricOf(s), [s]);
  }
  const charts: FamilyChart[] = [];
  for (const [metric, same] of byMetric) {
    const keyed = same.map((s) => ({
      item: s,
      keys: lineKeysOf(s, machines > 1),
      changed: bySeries.has(seriesKey(s)),
    }));
    const keysOf = new Map(keyed.map((k) => [k.item, k.keys]));
    for (const panel of planPanels(keyed)) {
      const labels = labelLines(
        panel.items.map((s) => keysOf.get(s)!),
        panel.items.map((s) => s.name),
        panel.splitBy,
      );
      charts.push(panelChart(metric, panel.title, panel.items, labels, at, bySeries));
    }
  }
  return {
    slug: familySlug(family),
    family,
    commits,
    releases: [...releasesByCommit(releases)].flatMap(([commit, name]) =>
      at.has(commit) ? [{ at: at.get(commit)!, name }] : [],
    ),
    charts,
  };
}

function panelChart(
  metric: string,
  panel: string,
  items: readonly HistorySeries[],
  labels: readonly string[],
  at: ReadonlyMap<string, number>,
  bySeries: ReadonlyMap<string, ChangePoint[]>,
): FamilyChart {
  const first = items[0]!;
  const chart: FamilyChart = {
    metric,
    unit: first.unit,
    direction: first.direction,
    panel,
    changed: false,
    lines: [],
    changes: [],
  };
  items.forEach((s, line) => {
    chart.lines.push({
      label: labels[line]!,
      ...(s.machine ? { machine: s.machine } : {}),
      points: s.points.map((p) => [at.get(p.commit)!, p.center, p.low ?? null, p.high ?? null]),
    });
    for (const c of bySeries.get(seriesKey(s)) ?? []) {
      chart.changed = true;
      chart.changes.push({
        line,
        at: at.get(c.commit) ?? -1,
        commit: c.commit,
        previousCommit: c.previousCommit,
        before: c.before,
        after: c.after,
        change: c.change,
        kind: c.kind,
        ...(c.machine ? { machine: c.machine } : {}),
      });
    }
  });
  return chart;
}
