// One GitHub issue per regression change point on main, kept in step with
// the detection: opened once (the body's hidden marker names the change
// point's commit, so a re-run never opens a second one), updated when more
// series join it, closed with a comment when it is no longer found (the
// series recovered, or the history no longer supports it).

import type { ChangePoint } from '../history/types.js';
import {
  changeMarker,
  markerCommit,
  renderChangeIssue,
  type ChangeIssueOptions,
} from '../report/change-issue.js';
import type { GitHubClient } from './client.js';
import { callGitHub } from './errors.js';
import type { RepoTarget } from './pull-request.js';

export interface SyncOptions extends ChangeIssueOptions {
  /** Labels every change issue carries; the first is how benchgate finds its issues again. */
  labels: readonly string[];
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
  const label = o.labels[0] ?? 'benchmark-regression';
  const existing = await callGitHub('list change issues', () =>
    octokit.paginate(octokit.rest.issues.listForRepo, {
      ...target,
      state: 'all',
      labels: label,
      per_page: 100,
    }),
  );
  const byCommit = new Map<string, (typeof existing)[number]>();
  for (const issue of existing) {
    const commit = markerCommit(issue.body);
    if (commit && !issue.pull_request && !byCommit.has(commit)) byCommit.set(commit, issue);
  }
  const groups = new Map<string, ChangePoint[]>();
  for (const c of changes)
    if (c.kind === 'regression') groups.set(c.commit, [...(groups.get(c.commit) ?? []), c]);

  const result: SyncResult = { opened: [], updated: [], closed: [] };
  for (const [commit, group] of groups) {
    const { title, body } = renderChangeIssue(group, o);
    const issue = byCommit.get(commit);
    if (!issue) {
      const { data } = await callGitHub('open a change issue', () =>
        octokit.rest.issues.create({
          ...target,
          title,
          body,
          labels: [...(o.labels.length ? o.labels : [label])],
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
  for (const [commit, issue] of byCommit) {
    if (issue.state !== 'open' || groups.has(commit)) continue;
    await callGitHub('comment on a recovered change', () =>
      octokit.rest.issues.createComment({
        ...target,
        issue_number: issue.number,
        body: `${changeMarker(commit)}\nThe history no longer shows this step: the benchmarks recovered (or later measurements did not confirm it). Closing.`,
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
