// The GitHub issue of one change point on main: which commits, which
// benchmarks moved (by family, as the PR report groups them), by how much.
// Pure text; src/github/change-issues.ts opens, updates and closes the issues.

import type { CalibrationLine } from '../history/calibration.js';
import type { ChangePoint, HistorySeries } from '../history/types.js';
import { seriesKey } from '../history/store.js';
import { releasesByCommit, type Release } from '../history/release-markers.js';
import { renderIssueCalibration } from './calibration-text.js';
import { renderMermaidChart } from './charts/mermaid.js';
import { escapeMarkdown } from './escape.js';
import { formatChange, formatLevel, formatStep } from './format-number.js';
import { signed } from './profile-section.js';

/** The kinds of change point that get an issue. */
export type IssueKind = 'regression' | 'improvement';

/**
 * How benchgate left a closed issue, kept in its marker: `recovered`, it closed
 * it itself (the step may come back and reopen it); `noted`, a maintainer
 * closed it and benchgate said once that it leaves it closed.
 */
export type ClosedMark = 'recovered' | 'noted';

/**
 * Hidden in the body: the change an issue is for (where it is placed, its
 * kind, and the digests of its series: src/history/alert-groups.ts), so it
 * is never opened twice, also when the change moves by a few commits; and,
 * on a closed issue, who closed it. Trusted only in issues the token's own
 * identity opened (src/github/change-issues.ts).
 */
export function changeMarker(
  commit: string,
  kind: IssueKind = 'regression',
  series: readonly string[] = [],
  closed?: ClosedMark,
): string {
  const kindText = kind === 'improvement' ? ' improvement' : '';
  const seriesText = series.length ? ` series=${series.join(',')}` : '';
  const closedText = closed ? ` closed=${closed}` : '';
  return `<!-- benchgate-change: ${commit}${kindText}${seriesText}${closedText} -->`;
}

export interface ChangeMarker {
  commit: string;
  kind: IssueKind;
  series: string[];
  closed: ClosedMark | undefined;
}

const MARKER =
  /<!-- benchgate-change: ([0-9a-fA-F]{7,64})( improvement)?(?: series=([0-9a-f,]+))?(?: closed=(recovered|noted))? -->/g;

/** Every change an issue's body is for: one, or several in the issue that groups the changes past the cap. */
export function markersOf(body: string | null | undefined): ChangeMarker[] {
  return [...(body ?? '').matchAll(MARKER)].map((m) => ({
    commit: m[1]!,
    kind: m[2] ? 'improvement' : 'regression',
    series: m[3] ? m[3].split(',') : [],
    closed: m[4] as ClosedMark | undefined,
  }));
}

/** The change an issue's body is for (markers without a kind are regressions; older ones list no series). */
export function markerOf(body: string | null | undefined): ChangeMarker | undefined {
  return markersOf(body)[0];
}

/** The body with every change marker carrying `closed` (what benchgate keeps on an issue it closes or leaves closed), or none. */
export function markClosed(body: string, closed: ClosedMark | undefined): string {
  return body.replace(
    MARKER,
    (_all, commit: string, improvement: string | undefined, series: string | undefined) =>
      changeMarker(
        commit,
        improvement ? 'improvement' : 'regression',
        series ? series.split(',') : [],
        closed,
      ),
  );
}

/** A commit id as the store should hold it: only these reach a link, a marker or an issue. */
export function isCommitId(text: string | undefined): boolean {
  return text === undefined || /^[0-9a-f]{7,64}$/i.test(text);
}

/** Text of a result for an issue title, which GitHub does not render as Markdown: letters, digits and a few signs only. */
export function titleText(text: string): string {
  return text.replace(/[^\p{L}\p{N} /._%,→-]/gu, '').slice(0, 60);
}

/** A change point's size: its change and 95% interval, or its levels when a side is zero ("0 → 112 B/op"). */
export function stepText(c: ChangePoint): string {
  return c.before === 0 || c.after === 0 ? formatStep(c.before, c.after, c.unit) : changeWithInterval(c);
}

/** The worst (or best) change of a group for its title: a relative change if any has one, else the levels of a step from zero. */
export function worstText(changes: readonly ChangePoint[]): string {
  const relative = changes.filter((c) => c.before !== 0 && c.after !== 0 && Number.isFinite(c.change));
  if (relative.length === 0) {
    const c = changes[0]!;
    return titleText(formatStep(c.before, c.after, c.unit))
      .replace(/ {2,}/g, ' ')
      .trim();
  }
  return formatChange(relative.reduce((a, b) => (Math.abs(b.change) > Math.abs(a.change) ? b : a)).change);
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
  /** The culprit's profiles against its parent (bisect.json's culpritProfile): a flame graph per row it explains. */
  profiles?: readonly CulpritFlameGraph[];
  /** The rows it explains, when the bisection found more than one culprit in the range (bisect.json's explains). */
  explains?: readonly string[];
}

/** One row's differential flame graph of the culprit against its parent. */
export interface CulpritFlameGraph {
  title: string;
  /** Where the SVG is published; absent: only in the bisection's output folder. */
  url?: string;
  /** Its path in the bisection's output folder (bisect.json's flameGraphs[].file), named when it is not published. */
  file?: string;
  /** The function that grew most, and by how much per operation. */
  top?: { name: string; delta: number; unit: string };
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
  /** The store's calibration runs: the issue cites the measured false-alarm rate of its machines. */
  calibration?: readonly CalibrationLine[];
}

/** What a maintainer marked a change as (src/github/issue-triage.ts reads it). */
export type TriageState = 'expected' | 'invalid' | 'investigating';

/** How one issue is rendered beyond its changes: its triage state and, once closed, who closed it. */
export interface IssueState {
  triage?: TriageState;
  closed?: ClosedMark;
}

/** The line an issue carries for its triage state. */
export const TRIAGE_NOTES: Readonly<Record<TriageState, string>> = {
  expected:
    '**Triage: expected.** A maintainer marked this change as expected: its new level is the baseline, and benchgate opens no other issue for it and does not reopen this one.',
  invalid:
    '**Triage: invalid.** A maintainer marked this change as invalid: benchgate never reopens this issue for it, nor opens another one.',
  investigating:
    '**Triage: investigating.** A maintainer is investigating this change: benchgate keeps this issue open and up to date, and does not close it when the benchmarks recover.',
};

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
  o: ChangeIssueOptions & IssueState,
): { title: string; body: string } {
  const { changes } = group;
  const first = changes.find((c) => c.commit === group.commit) ?? changes[0]!;
  const kind: IssueKind = first.kind === 'improvement' ? 'improvement' : 'regression';
  const families = [...new Set(changes.map((c) => c.family))];
  const title = `Benchmark ${kind} at ${group.commit.slice(0, 7)}: ${changes.length} series in ${families.length} ${families.length === 1 ? 'family' : 'families'} (${kind === 'regression' ? 'worst' : 'best'} ${worstText(changes)})`;
  const lines = [
    changeMarker(group.commit, kind, group.series, o.closed),
    whereLine(first, o.repositoryUrl),
    '',
  ];
  if (o.triage) lines.push(TRIAGE_NOTES[o.triage], '');
  lines.push(...elsewhereLines(changes, first));
  if (kind === 'regression') lines.push(...culpritSection(changes, o));
  lines.push(...seriesTables(changes, families));
  lines.push(...chartLines(changes, o));
  lines.push(
    `Found by rank tests of the history (Pettitt's change-point test, and a test of the newest commits against the ones before) with a false discovery rate of 1% across every series (q ≤ ${Math.max(...changes.map((c) => c.q)).toPrecision(2)}); the interval is the Hodges–Lehmann interval of the step between the commits on either side. docs/statistics.md, "Change points on main".`,
  );
  for (const cited of renderIssueCalibration(changes, o.series ?? [], o.calibration ?? []))
    lines.push('', cited);
  if (o.dashboardUrl) lines.push('', `[The dashboard](${o.dashboardUrl})`);
  if (o.mentions.length) lines.push('', o.mentions.map((m) => `@${m}`).join(' '));
  return { title, body: lines.join('\n') + '\n' };
}

/** Where main stepped: the commits on either side, or the range the step may lie in. */
function whereLine(first: ChangePoint, repositoryUrl: string): string {
  return first.rangeFrom && first.rangeTo
    ? `Main's benchmarks stepped after ${first.rangeFrom.slice(0, 12)}, up to ${first.rangeTo.slice(0, 12)}: ` +
        `[the commits in that range](${repositoryUrl}/compare/${first.rangeFrom}...${first.rangeTo}); ` +
        `most likely between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}.`
    : `Main's benchmarks stepped between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}: ` +
        `[the commits in between](${repositoryUrl}/compare/${first.previousCommit}...${first.commit}).`;
}

/** The series of the group that place the step a few commits from the first. */
function elsewhereLines(changes: readonly ChangePoint[], first: ChangePoint): string[] {
  const elsewhere = changes.filter((c) => c.commit !== first.commit);
  if (!elsewhere.length) return [];
  const commits = [...new Set(elsewhere.map((c) => c.commit.slice(0, 12)))];
  return [
    `${elsewhere.length} of the series place the step a few commits away (${commits.join(', ')}): the same change as far as the history can tell; \`benchgate bisect\` names the commit.`,
    '',
  ];
}

/** The commits \`benchgate bisect\` placed in this group's range, each once. */
function culpritSection(changes: readonly ChangePoint[], o: ChangeIssueOptions): string[] {
  const culprits = uniqueBySha(
    (o.culprits ?? []).filter(
      (c) => isCommitId(c.sha) && changes.some((x) => x.commit === c.bad || x.rangeTo === c.bad),
    ),
  );
  const lines =
    culprits.length > 1
      ? [
          `The range holds ${culprits.length} changes; \`benchgate bisect\` placed each, with the rows it explains:`,
          '',
        ]
      : [];
  for (const culprit of culprits) lines.push(...culpritLines(culprit, o.repositoryUrl));
  return lines;
}

/** The machines measured, then one table of steps per benchmark family. */
function seriesTables(changes: readonly ChangePoint[], families: readonly string[]): string[] {
  const lines: string[] = [];
  // Each machine has its own series (docs/history.md, "Machines"): the issue says which.
  const machines = [...new Set(changes.flatMap((c) => (c.machine ? [c.machine] : [])))];
  if (machines.length > 0)
    lines.push(`Measured on ${machines.map((m) => `\`${m.replace(/`/g, "'")}\``).join(', ')}.`, '');
  const nameOf = (c: ChangePoint) =>
    machines.length > 1 && c.machine ? `${c.name} on ${c.machine}` : c.name;
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
        `| ${escapeMarkdown(nameOf(c))} | ${escapeMarkdown(c.metric ?? unit)} | ${escapeMarkdown(formatLevel(c.before, unit))} | ${escapeMarkdown(formatLevel(c.after, unit))} | ${escapeMarkdown(stepText(c))} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

/** The chart of the worst change that has a level before it to draw against (a step up from zero has none). */
function chartLines(changes: readonly ChangePoint[], o: ChangeIssueOptions): string[] {
  const drawable = changes.filter((c) => c.before !== 0 && Number.isFinite(c.change));
  const drawn = drawable.reduce<ChangePoint | undefined>(
    (a, b) => (a === undefined || Math.abs(b.change) > Math.abs(a.change) ? b : a),
    undefined,
  );
  if (!drawn) return [];
  const releases = releasesByCommit(o.releases ?? []);
  const chart = changeChart(drawn, o.series, releases);
  return chart ? [chart, '', ...releaseLine(drawn, o.series, releases)] : [];
}

/** The culprits, each once (two bisect.json of the same range may name the same commit), in the order given. */
function uniqueBySha(culprits: readonly Culprit[]): Culprit[] {
  const seen = new Set<string>();
  return culprits.filter((c) => !seen.has(c.sha) && seen.add(c.sha));
}

/**
 * One culprit on the issue: the commit, how it was found, the rows it
 * explains when the range held several, and where the time went. Why two
 * names: a commit whose parent is not clearly faster is where the search
 * ended, not where the slowdown is shown to arrive; under heavy noise every
 * wrong commit a search ended at was such a commit (docs/performance.md,
 * "The culprit commit under real noise"), and an issue must not pin a
 * regression on an author on that evidence.
 */
function culpritLines(culprit: Culprit, repositoryUrl: string): string[] {
  const link = `[\`${culprit.sha.slice(0, 12)}\`](${repositoryUrl}/commit/${culprit.sha}) ${escapeMarkdown(culprit.subject)}`;
  const found = `found by \`benchgate bisect\` in ${culprit.runs} A/B runs`;
  const explains = culprit.explains?.length
    ? ` It explains ${culprit.explains.map((r) => escapeMarkdown(r)).join(', ')}.`
    : '';
  return [
    (culprit.confirmed
      ? `**Culprit:** ${link}: ${found}; slower than its parent as well.`
      : `**Suspect, not confirmed:** ${link}: ${found}, but not clearly slower than its parent: ` +
        'the slowdown may have built up over the commits before it, or the runs were too noisy to place it.') +
      explains,
    '',
    ...culpritProfileLines(culprit),
  ];
}

/**
 * Where the time went at the culprit: each row it explains with the function
 * that grew most and a link to its flame graph. Names come from the
 * benchmark process: escaped.
 */
function culpritProfileLines(culprit: Culprit): string[] {
  if (!culprit.profiles?.length) return [];
  const lines = ['Where the time went, the culprit against its parent (profiled by `benchgate bisect`):', ''];
  for (const p of culprit.profiles) {
    const title = p.url ? `[${escapeMarkdown(p.title)}](${p.url})` : escapeMarkdown(p.title);
    const top = p.top
      ? `: ${escapeMarkdown(p.top.name)} ${escapeMarkdown(signed(p.top.delta, p.top.unit))}`
      : '';
    const folder = p.file ? `\`${p.file.replace(/`/g, "'")}\`` : 'culprit-profile/';
    const where = p.url ? '' : ` (flame graph in the bisection's output, ${folder})`;
    lines.push(`- ${title}${top}${where}`);
  }
  lines.push('');
  return lines;
}
