// The fork setup's reporting run (workflow_run) posts results that a run of
// the fork's own workflow produced: its artifact, including any PR number or
// commit written into it, is the fork's to invent. What the event says about
// that run (its head commit and repository) GitHub sets, so the report is tied
// to those: the commit named is the event's, and the pull request named must
// be the one whose head that run measured.

import type { PullRequestInfo } from '../github/pull-request.js';
import { sameRepo, type EventContext } from './context.js';

/**
 * Throws when the pull request the inputs name is not the one the measuring
 * run was for: its current head commit or head repository differs from the
 * event's. A fork could otherwise post a check and a comment on another PR.
 */
export function checkWorkflowRunPull(ctx: EventContext, pr: PullRequestInfo): void {
  const run = ctx.workflowRun;
  if (!run) return;
  const refuse = (why: string): never => {
    throw new Error(
      `refusing to report on pull request #${pr.number}: ${why}. The measuring run's artifact names the pull request; ` +
        'the event names the commit it measured, and they must agree (docs/security.md, "workflow_run").',
    );
  };
  if (pr.headSha !== run.headSha)
    refuse(
      `its head is ${pr.headSha.slice(0, 12)}, but the measuring run was for ${run.headSha.slice(0, 12)}`,
    );
  if (!run.headRepo || !pr.headRepoFullName || !sameRepo(pr.headRepoFullName, run.headRepo))
    refuse(
      `its head repository is ${pr.headRepoFullName ?? '(deleted)'}, but the measuring run came from ${run.headRepo ?? '(unknown)'}`,
    );
}
