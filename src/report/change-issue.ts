// The GitHub issue of one change point on main: which commits, which
// benchmarks moved (by family, as the PR report groups them), by how much.
// Pure text; src/github/change-issues.ts opens, updates and closes the issues.

import type { ChangePoint, HistorySeries } from '../history/types.js';
import { seriesKey } from '../history/store.js';
import { releasesByCommit, type Release } from '../history/release-markers.js';
import { renderMermaidChart } from './charts/mermaid.js';
import { escapeMarkdown } from './escape.js';
import { formatChange, formatValue } from './format-number.js';

/** The kinds of change point that get an issue. */
export type IssueKind = 'regression' | 'improvement';

/**
 * Hidden in the body: the change an issue is for (where it is placed, its
 * kind, and the digests of its series: src/history/alert-groups.ts), so it
 * is never opened twice, also when the change moves by a few commits.
 */
export function changeMarker(
  commit: string,
  kind: IssueKind = 'regression',
  series: readonly string[] = [],
): string {
  const kindText = kind === 'improvement' ? ' improvement' : '';
  const seriesText = series.length ? ` series=${series.join(',')}` : '';
  return `<!-- benchgate-change: ${commit}${kindText}${seriesText} -->`;
}

/** The change an issue's body is for (markers without a kind are regressions; older ones list no series). */
export function markerOf(
  body: string | null | undefined,
): { commit: string; kind: IssueKind; series: string[] } | undefined {
  const m = /<!-- benchgate-change: ([0-9a-zA-Z]+)( improvement)?(?: series=([0-9a-f,]+))? -->/.exec(
    body ?? '',
  );
  if (!m) return undefined;
  return { commit: m[1]!, kind: m[2] ? 'improvement' : 'regression', series: m[3] ? m[3].split(',') : [] };
}

/** The change and its 95% interval: "+12.0% (+9.8% to +14.1%)". */
function changeWithInterval(c: ChangePoint): string {
  const change = formatChange(c.change);
  return c.changeLow !== undefined && c.changeHigh !== undefined
    ? `${change} (${formatChange(c.changeLow)} to ${formatChange(c.changeHigh)})`
    : change;
}

/** What `benchgate bisect` found for a range (from its bisect.json). */
export interface Culprit {
  /** The bisection's bad commit: the issue of the change point at this commit (or whose range ends here) names the culprit. */
  bad: string;
  sha: string;
  subject: string;
  /** Slower than its parent as well. */
  confirmed: boolean;
  /** A/B runs the bisection took. */
  runs: number;
}

export interface ChangeIssueOptions {
  /** https://github.com/owner/repo, for the compare link. */
  repositoryUrl: string;
  dashboardUrl?: string;
  /** Logins to mention, without "@". */
  mentions: readonly string[];
  /** Bisections run for change points: each names its culprit on the issue of its bad commit. */
  culprits?: readonly Culprit[];
  /** The store's series: the issue draws the worst one around its change. */
  series?: readonly HistorySeries[];
  /** Releases (tags at commits): the chart's commits that carry one are labelled with its name. */
  releases?: readonly Release[];
}

/** Commits drawn on each side of the change. */
const CHART_REACH = 15;

/**
 * The worst series around its change as a Mermaid line chart (GitHub draws
 * it in the issue): each point's level against the level before the change,
 * in %, from CHART_REACH commits before the change to CHART_REACH after.
 */
function changeChart(
  c: ChangePoint,
  series: readonly HistorySeries[] | undefined,
  releases: ReadonlyMap<string, string>,
): string | undefined {
  const points = chartPoints(c, series);
  if (!points) return undefined;
  return renderMermaidChart({
    kind: 'lines',
    id: 'change',
    family: c.family,
    title: `${c.name} ${c.metric ?? c.unit} against its level before ${c.commit.slice(0, 7)}`,
    alt: `${c.name}: each commit's level against the level before the change, in percent`,
    xTitle: 'commit',
    labels: points.map((p) => {
      const tag = releases.get(p.commit);
      return tag ? `${p.commit.slice(0, 7)} ${tag}` : p.commit.slice(0, 7);
    }),
    series: [{ label: c.name, values: points.map((p) => (p.center / c.before - 1) * 100) }],
  });
}

/** The points of the change's series the chart draws: CHART_REACH on each side of it. */
function chartPoints(c: ChangePoint, series: readonly HistorySeries[] | undefined) {
  const key = seriesKey(c);
  const s = series?.find((x) => seriesKey(x) === key);
  const at = s?.points.findIndex((p) => p.commit === c.commit) ?? -1;
  return s && at >= 0 ? s.points.slice(Math.max(0, at - CHART_REACH), at + CHART_REACH) : undefined;
}

/** "Releases in the chart: v1.2.0 at abc1234." under the chart, when any of its commits carries one. */
function releaseLine(
  c: ChangePoint,
  series: readonly HistorySeries[] | undefined,
  releases: ReadonlyMap<string, string>,
): string[] {
  const tagged = (chartPoints(c, series) ?? []).flatMap((p) =>
    releases.has(p.commit) ? [`${escapeMarkdown(releases.get(p.commit)!)} at ${p.commit.slice(0, 7)}`] : [],
  );
  return tagged.length ? [`Releases in the chart: ${tagged.join('; ')}.`, ''] : [];
}

/** The change points of one alert group: where it is placed, and its series' digests for the marker. */
export interface ChangeGroup {
  commit: string;
  changes: readonly ChangePoint[];
  series?: readonly string[];
}

/**
 * The title and body of the issue of one alert group: change points of one
 * kind, placed at group.commit or, for some series, a few commits from it.
 */
export function renderChangeIssue(
  group: ChangeGroup,
  o: ChangeIssueOptions,
): { title: string; body: string } {
  const { changes } = group;
  const first = changes.find((c) => c.commit === group.commit) ?? changes[0]!;
  const kind: IssueKind = first.kind === 'improvement' ? 'improvement' : 'regression';
  const worst = changes.reduce((a, b) => (Math.abs(b.change) > Math.abs(a.change) ? b : a));
  const families = [...new Set(changes.map((c) => c.family))];
  const title = `Benchmark ${kind} at ${group.commit.slice(0, 7)}: ${changes.length} series in ${families.length} ${families.length === 1 ? 'family' : 'families'} (${kind === 'regression' ? 'worst' : 'best'} ${formatChange(worst.change)})`;
  const elsewhere = changes.filter((c) => c.commit !== first.commit);
  const lines = [
    changeMarker(group.commit, kind, group.series),
    first.rangeFrom && first.rangeTo
      ? `Main's benchmarks stepped after ${first.rangeFrom.slice(0, 12)}, up to ${first.rangeTo.slice(0, 12)}: ` +
        `[the commits in that range](${o.repositoryUrl}/compare/${first.rangeFrom}...${first.rangeTo}); ` +
        `most likely between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}.`
      : `Main's benchmarks stepped between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}: ` +
        `[the commits in between](${o.repositoryUrl}/compare/${first.previousCommit}...${first.commit}).`,
    '',
  ];
  if (elsewhere.length) {
    const commits = [...new Set(elsewhere.map((c) => c.commit.slice(0, 12)))];
    lines.push(
      `${elsewhere.length} of the series place the step a few commits away (${commits.join(', ')}): the same change as far as the history can tell; \`benchgate bisect\` names the commit.`,
      '',
    );
  }
  const culprit =
    kind === 'regression'
      ? o.culprits?.find((c) => changes.some((x) => x.commit === c.bad || x.rangeTo === c.bad))
      : undefined;
  if (culprit) {
    // Why two names: a commit whose parent is not clearly faster is where
    // the search ended, not where the slowdown is shown to arrive; under
    // heavy noise every wrong commit a search ended at was such a commit
    // (docs/performance.md, "The culprit commit under real noise"), and an
    // issue must not pin a regression on an author on that evidence.
    const link = `[\`${culprit.sha.slice(0, 12)}\`](${o.repositoryUrl}/commit/${culprit.sha}) ${escapeMarkdown(culprit.subject)}`;
    const found = `found by \`benchgate bisect\` in ${culprit.runs} A/B runs`;
    lines.push(
      culprit.confirmed
        ? `**Culprit:** ${link}: ${found}; slower than its parent as well.`
        : `**Suspect, not confirmed:** ${link}: ${found}, but not clearly slower than its parent: ` +
            'the slowdown may have built up over the commits before it, or the runs were too noisy to place it.',
      '',
    );
  }
  for (const family of families) {
    lines.push(
      `#### ${escapeMarkdown(family)}`,
      '',
      '| Benchmark | Metric | Before | After | Change (95% interval) |',
      '|---|---|---|---|---|',
    );
    for (const c of changes.filter((x) => x.family === family)) {
      const unit = c.unit;
      lines.push(
        `| ${escapeMarkdown(c.name)} | ${escapeMarkdown(c.metric ?? unit)} | ${formatValue(c.before, unit)} | ${formatValue(c.after, unit)} | ${changeWithInterval(c)} |`,
      );
    }
    lines.push('');
  }
  // The worst change that has a level before it to draw against (a step up from zero has none).
  const drawable = changes.filter((c) => c.before !== 0 && Number.isFinite(c.change));
  const drawn = drawable.reduce<ChangePoint | undefined>(
    (a, b) => (a === undefined || Math.abs(b.change) > Math.abs(a.change) ? b : a),
    undefined,
  );
  const releases = releasesByCommit(o.releases ?? []);
  const chart = drawn ? changeChart(drawn, o.series, releases) : undefined;
  if (chart) lines.push(chart, '', ...releaseLine(drawn!, o.series, releases));
  lines.push(
    `Found by rank tests of the history (Pettitt's change-point test, and a test of the newest commits against the ones before) with a false discovery rate of 1% across every series (q ≤ ${Math.max(...changes.map((c) => c.q)).toPrecision(2)}); the interval is the Hodges–Lehmann interval of the step between the commits on either side. docs/statistics.md, "Change points on main".`,
  );
  if (o.dashboardUrl) lines.push('', `[The dashboard](${o.dashboardUrl})`);
  if (o.mentions.length) lines.push('', o.mentions.map((m) => `@${m}`).join(' '));
  return { title, body: lines.join('\n') + '\n' };
}
