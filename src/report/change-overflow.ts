// The one issue that holds the changes past the number of issues a run may
// open. Why: 150 change groups at once (a toolchain upgrade, a refactor that
// touches everything) opened 150 issues in one run, each pinging whoever
// --mention names. Past the cap the changes are listed here, one row each,
// and stay reported: every change's marker is in this body, so a later run
// neither opens them again nor forgets them. Pure text.

import type { ChangePoint } from '../history/types.js';
import {
  changeMarker,
  worstText,
  type ChangeGroup,
  type ChangeIssueOptions,
  type ClosedMark,
  type IssueKind,
} from './change-issue.js';
import { escapeMarkdown } from './escape.js';

/** The hidden line that says an issue is the overflow issue of its kind. */
export const OVERFLOW_MARKER = '<!-- benchgate-overflow -->';

/** Changes one overflow issue lists (and keeps markers of): the body stays far below GitHub's 65,536 characters. */
export const OVERFLOW_GROUPS_MAX = 200;

/** Series digests kept per change in the overflow issue's markers (a change's own issue keeps up to GROUP_SERIES_MAX). */
export const OVERFLOW_SERIES_MAX = 10;

export function isOverflowIssue(body: string | null | undefined): boolean {
  return (body ?? '').startsWith(OVERFLOW_MARKER);
}

/**
 * The title and body of the overflow issue of one kind: the changes found now
 * (`groups`), and the ones it held before that are not found now (`kept`,
 * their markers only, so that they stay with it), at most OVERFLOW_GROUPS_MAX.
 */
export function renderOverflowIssue(
  kind: IssueKind,
  groups: readonly ChangeGroup[],
  kept: readonly { commit: string; series: readonly string[] }[],
  o: ChangeIssueOptions & { maxOpened: number; closed?: ClosedMark },
): { title: string; body: string } {
  const listed = groups.slice(0, OVERFLOW_GROUPS_MAX);
  const held = kept.slice(0, OVERFLOW_GROUPS_MAX - listed.length);
  const plural = kind === 'regression' ? 'regressions' : 'improvements';
  const title = `Benchmark ${plural} on main: ${listed.length + held.length} changes past the ${o.maxOpened} issues one run opens`;
  const lines = [
    OVERFLOW_MARKER,
    ...[...listed, ...held].map((g) =>
      changeMarker(g.commit, kind, (g.series ?? []).slice(0, OVERFLOW_SERIES_MAX), o.closed),
    ),
    `More ${plural} were found at once than one run opens issues for (${o.maxOpened}): ` +
      'each is listed here instead of in an issue of its own, and stays with this issue.',
    '',
    '| Change | Between | Series | Families | ' + (kind === 'regression' ? 'Worst' : 'Best') + ' |',
    '|---|---|---|---|---|',
    ...listed.map((g) => overflowRow(g, o.repositoryUrl)),
    '',
  ];
  if (held.length)
    lines.push(`Not found in the history now: ${held.map((g) => g.commit.slice(0, 12)).join(', ')}.`, '');
  if (groups.length + kept.length > listed.length + held.length)
    lines.push(
      `${groups.length + kept.length - listed.length - held.length} more changes are not listed: \`benchgate history changes\` lists them all.`,
      '',
    );
  if (o.dashboardUrl) lines.push(`[The dashboard](${o.dashboardUrl})`, '');
  if (o.mentions.length) lines.push(o.mentions.map((m) => `@${m}`).join(' '), '');
  return { title, body: lines.join('\n') };
}

function overflowRow(g: ChangeGroup, repositoryUrl: string): string {
  const first: ChangePoint = g.changes.find((c) => c.commit === g.commit) ?? g.changes[0]!;
  const families = new Set(g.changes.map((c) => c.family));
  const range = `[${first.previousCommit.slice(0, 7)}...${first.commit.slice(0, 7)}](${repositoryUrl}/compare/${first.previousCommit}...${first.commit})`;
  return `| ${g.commit.slice(0, 12)} | ${range} | ${g.changes.length} | ${families.size} | ${escapeMarkdown(worstText(g.changes))} |`;
}
