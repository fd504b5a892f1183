// One GitHub issue per regression on main (and, when asked, per
// improvement): per alert group, the change points that are one change
// (src/history/alert-groups.ts). Kept in step with the detection: opened once
// (the body's hidden marker names the group's commit, kind and series, so a
// re-run never opens a second one, nor does the change moving by a few
// commits), updated when more series join it or it moves, closed with a
// comment when it is no longer found (the series recovered, or the history
// no longer supports it).

import { assignGroups, type AlertGroup } from '../history/alert-groups.js';
import type { ChangePoint } from '../history/types.js';
import {
  changeMarker,
  markerOf,
  renderChangeIssue,
  type ChangeIssueOptions,
  type IssueKind,
} from '../report/change-issue.js';
import type { GitHubClient } from './client.js';
import { callGitHub } from './errors.js';
import type { RepoTarget } from './pull-request.js';

export interface SyncOptions extends ChangeIssueOptions {
  /** Labels every regression issue carries; the first is how benchgate finds its issues again. */
  labels: readonly string[];
  /** Report improvements too, as issues with these labels (the first finds them again). */
  improvements?: { labels: readonly string[] };
  /** Each measured commit's position (commitOrder of the store): a change that moves stays its issue. */
  order?: ReadonlyMap<string, number>;
}

export interface SyncResult {
  opened: number[];
  updated: number[];
  closed: number[];
}

export async function syncChangeIssues(
  octokit: GitHubClient,
  target: RepoTarget,
  changes: readonly ChangePoint[],
  o: SyncOptions,
): Promise<SyncResult> {
  const labelsOf: Partial<Record<IssueKind, readonly string[]>> = {
    regression: o.labels.length ? o.labels : ['benchmark-regression'],
    ...(o.improvements
      ? { improvement: o.improvements.labels.length ? o.improvements.labels : ['benchmark-improvement'] }
      : {}),
  };
  const listIssues = (label: string) =>
    callGitHub('list change issues', () =>
      octokit.paginate(octokit.rest.issues.listForRepo, {
        ...target,
        state: 'all',
        labels: label,
        per_page: 100,
      }),
    );
  type Issue = Awaited<ReturnType<typeof listIssues>>[number];
  // Every issue benchgate opened, as the alert group it keeps (the first issue of a placement wins).
  const existing: (AlertGroup & { issue: Issue })[] = [];
  for (const [kind, labels] of Object.entries(labelsOf) as [IssueKind, readonly string[]][]) {
    for (const issue of await listIssues(labels[0]!)) {
      const marker = markerOf(issue.body);
      if (!marker || marker.kind !== kind || issue.pull_request) continue;
      if (existing.some((g) => g.kind === kind && g.commit === marker.commit)) continue;
      existing.push({ ...marker, issue });
    }
  }
  const reported = changes.filter((c) => c.kind !== 'environment' && labelsOf[c.kind]);

  const result: SyncResult = { opened: [], updated: [], closed: [] };
  const continued = new Set<Issue>();
  for (const group of assignGroups(reported, existing, o.order ?? new Map())) {
    const { title, body } = renderChangeIssue(group, o);
    const issue = group.existing?.issue;
    if (issue) continued.add(issue);
    if (!issue) {
      const { data } = await callGitHub('open a change issue', () =>
        octokit.rest.issues.create({
          ...target,
          title,
          body,
          labels: [...labelsOf[group.kind]!],
        }),
      );
      result.opened.push(data.number);
    } else if (issue.state === 'open' && issue.body !== body) {
      await callGitHub('update a change issue', () =>
        octokit.rest.issues.update({ ...target, issue_number: issue.number, title, body }),
      );
      result.updated.push(issue.number);
    }
    // A closed issue of the same change stays closed: the same change is never reported twice.
  }
  for (const { issue, commit, kind } of existing) {
    if (issue.state !== 'open' || continued.has(issue)) continue;
    await callGitHub('comment on a recovered change', () =>
      octokit.rest.issues.createComment({
        ...target,
        issue_number: issue.number,
        body: `${changeMarker(commit, kind)}\nThe history no longer shows this step: the benchmarks recovered (or later measurements did not confirm it). Closing.`,
      }),
    );
    await callGitHub('close a change issue', () =>
      octokit.rest.issues.update({
        ...target,
        issue_number: issue.number,
        state: 'closed',
        state_reason: 'completed',
      }),
    );
    result.closed.push(issue.number);
  }
  return result;
}
