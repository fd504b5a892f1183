// One GitHub issue per regression change point on main (and, when asked,
// per improvement), kept in step with the detection: opened once (the body's
// hidden marker names the change point's commit and kind, so a re-run never
// opens a second one), updated when more series join it, closed with a
// comment when it is no longer found (the series recovered, or the history
// no longer supports it).

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
  const keyOf = (commit: string, kind: IssueKind) => `${kind} ${commit}`;
  const listIssues = (label: string) =>
    callGitHub('list change issues', () =>
      octokit.paginate(octokit.rest.issues.listForRepo, {
        ...target,
        state: 'all',
        labels: label,
        per_page: 100,
      }),
    );
  const byKey = new Map<string, Awaited<ReturnType<typeof listIssues>>[number]>();
  for (const [kind, labels] of Object.entries(labelsOf) as [IssueKind, readonly string[]][]) {
    for (const issue of await listIssues(labels[0]!)) {
      const marker = markerOf(issue.body);
      if (!marker || marker.kind !== kind || issue.pull_request) continue;
      const key = keyOf(marker.commit, kind);
      if (!byKey.has(key)) byKey.set(key, issue);
    }
  }
  const groups = new Map<string, ChangePoint[]>();
  for (const c of changes) {
    if (c.kind === 'environment' || !labelsOf[c.kind]) continue;
    const key = keyOf(c.commit, c.kind);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }

  const result: SyncResult = { opened: [], updated: [], closed: [] };
  for (const [key, group] of groups) {
    const { title, body } = renderChangeIssue(group, o);
    const issue = byKey.get(key);
    if (!issue) {
      const { data } = await callGitHub('open a change issue', () =>
        octokit.rest.issues.create({
          ...target,
          title,
          body,
          labels: [...labelsOf[group[0]!.kind as IssueKind]!],
        }),
      );
      result.opened.push(data.number);
    } else if (issue.state === 'open' && issue.body !== body) {
      await callGitHub('update a change issue', () =>
        octokit.rest.issues.update({ ...target, issue_number: issue.number, title, body }),
      );
      result.updated.push(issue.number);
    }
    // A closed issue of the same change point stays closed: the same change is never reported twice.
  }
  for (const [key, issue] of byKey) {
    if (issue.state !== 'open' || groups.has(key)) continue;
    const { commit, kind } = markerOf(issue.body)!;
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
