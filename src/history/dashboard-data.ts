// What the dashboard shows, as plain data: one entry per family for the
// index (small, so a store of 10,000 series opens at once), and per family
// its series grouped by metric, with the change points. The page
// (src/report/dashboard-page.ts) draws it; src/history/write-dashboard.ts
// writes it.

import type { ChangePoint, HistorySeries } from './types.js';
import { familySlug, seriesKey } from './store.js';

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
  /** Links: the repository (commit pages) and where a change point's issue is found. */
  repositoryUrl?: string;
}

/** One chart: the series of one family in one metric, on a shared commit axis. */
export interface FamilyChart {
  metric: string;
  unit: string;
  direction: 'smaller' | 'bigger';
  lines: {
    /** The parameters (and name below the family) that tell the lines apart, and the machine where the family has several. */
    label: string;
    /** The machine the line was measured on (absent in a store written before machines were recorded). */
    machine?: string;
    /** Per point: commit index on the chart's axis, center, low, high (null when unknown). */
    points: [number, number, number | null, number | null][];
  }[];
  changes: {
    line: number;
    at: number;
    commit: string;
    previousCommit: string;
    change: number;
    kind: string;
    /** The machine of the change: an environment change is one machine's, with its measured effect in `change`. */
    machine?: string;
  }[];
}

export interface FamilyData {
  slug: string;
  family: string;
  /** The commits of the family's axis, oldest first, with their time. */
  commits: { sha: string; time: string }[];
  charts: FamilyChart[];
}

function metricOf(s: { unit: string; metric?: string }): string {
  return s.metric ?? s.unit;
}

/** The part of a series' name below its family, and its parameters: what tells its line apart. */
function lineLabel(s: HistorySeries, machines: number): string {
  const slash = s.name.indexOf('/');
  const below = slash < 0 ? '' : s.name.slice(slash + 1);
  const params = Object.entries(s.params).map(([k, v]) => `${k}=${v}`);
  const label = [below, ...params].filter(Boolean).join(' ') || s.name;
  return machines > 1 && s.machine ? `${label} on ${s.machine}` : label;
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
  const commits = new Set<string>();
  const families: FamilySummary[] = [];
  const byFamily = groupChanges(changes, (c) => c.family);
  for (const [family, list] of groupFamilies(series)) {
    let last = { commit: '', time: '' };
    for (const s of list)
      for (const p of s.points) {
        commits.add(p.commit);
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
  return {
    generated: o.generated,
    commits: commits.size,
    series: series.length,
    families,
    ...(o.repositoryUrl ? { repositoryUrl: o.repositoryUrl } : {}),
  };
}

/** One family's charts: a chart per metric, a line per series, the change points on their lines. */
export function familyData(
  family: string,
  list: readonly HistorySeries[],
  changes: readonly ChangePoint[],
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
  const charts = new Map<string, FamilyChart>();
  const machines = new Set(list.map((s) => s.machine)).size;
  for (const s of list) {
    const metric = metricOf(s);
    let chart = charts.get(metric);
    if (!chart) {
      chart = { metric, unit: s.unit, direction: s.direction, lines: [], changes: [] };
      charts.set(metric, chart);
    }
    const line = chart.lines.length;
    chart.lines.push({
      label: lineLabel(s, machines),
      ...(s.machine ? { machine: s.machine } : {}),
      points: s.points.map((p) => [at.get(p.commit)!, p.center, p.low ?? null, p.high ?? null]),
    });
    for (const c of bySeries.get(seriesKey(s)) ?? []) {
      chart.changes.push({
        line,
        at: at.get(c.commit) ?? -1,
        commit: c.commit,
        previousCommit: c.previousCommit,
        change: c.change,
        kind: c.kind,
        ...(c.machine ? { machine: c.machine } : {}),
      });
    }
  }
  return { slug: familySlug(family), family, commits, charts: [...charts.values()] };
}
