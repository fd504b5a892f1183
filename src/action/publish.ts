import * as core from '@actions/core';
import { actionLog } from './action-log.js';
import { onMissingOf } from '../compare/policy.js';
import type { Comparison } from '../compare/types.js';
import { incompleteLine } from '../report/coverage-lines.js';
import { budgetLine } from '../report/budget-line.js';
import { publishCheck, type CheckConclusion } from '../github/check-run.js';
import type { GitHubClient } from '../github/client.js';
import { COMMENT_BODY_MAX_CHARS } from '../github/body-limit.js';
import { describeGitHubError } from '../github/errors.js';
import { resolveTokenIdentity } from '../github/identity.js';
import { upsertCommitComment } from '../github/once-comment.js';
import { getPullRequest } from '../github/pull-request.js';
import { upsertStickyComment } from '../github/sticky-comment.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

export interface PublishRequest {
  octokit: GitHubClient;
  settings: ActionSettings;
  ctx: EventContext;
  comparison: Comparison;
  report: string;
  /** Renders the report within a character budget (regressions kept), for the comment's size limit. */
  shrink: (budget: number) => string;
  /** The allow-label is on the PR. */
  allowed: boolean;
}

export interface Published {
  commentUrl?: string;
}

/**
 * Posts the sticky comment (or, on push, a commit comment on regression) and
 * the check. A failed call is a warning naming the call: publishing never
 * hides or changes the verdict, which the step's own result carries.
 */
export async function publishResults(r: PublishRequest): Promise<Published> {
  const published: Published = {};
  const { ctx, settings, comparison } = r;
  if (ctx.pullNumber !== undefined && shouldComment(settings.comment, comparison)) {
    await nonEssential('update the pull request comment', async () => {
      published.commentUrl = await commentOnPullRequest(r, ctx.pullNumber!);
    });
  } else if (
    ctx.eventName === 'push' &&
    comparison.summary.verdict === 'regression' &&
    settings.comment !== 'never'
  ) {
    await nonEssential('comment on the pushed commit', async () => {
      published.commentUrl = await commentOnCommit(r);
    });
  }
  if (ctx.sha) await nonEssential('publish the check', () => publishCheckOf(r));
  return published;
}

function targetOf(ctx: EventContext): { owner: string; repo: string } {
  return { owner: ctx.owner, repo: ctx.repo };
}

/** The sticky comment on the pull request: its URL. */
async function commentOnPullRequest(r: PublishRequest, pull_number: number): Promise<string> {
  const { ctx, settings } = r;
  const target = targetOf(ctx);
  const result = await upsertStickyComment(r.octokit, {
    ...target,
    issue_number: pull_number,
    key: settings.checkName,
    body: r.report,
    sha: ctx.sha,
    time: new Date().toISOString(),
    shrink: r.shrink,
    authorLogin: (await resolveTokenIdentity(r.octokit)).login,
    currentHead: async () => (await getPullRequest(r.octokit, { ...target, pull_number })).headSha,
    log: actionLog,
  });
  if (result.stale)
    core.notice(
      `the pull request has moved past ${ctx.sha.slice(0, 7)}: this report was added to its comment as an earlier run`,
    );
  if (result.shrunk || result.truncated)
    core.notice(
      "the PR comment was shortened to fit GitHub's size limit; the full report is in the job summary",
    );
  return result.url;
}

/** On push, a regression is said on the pushed commit: the comment's URL. */
async function commentOnCommit(r: PublishRequest): Promise<string> {
  const c = await upsertCommitComment(r.octokit, {
    ...targetOf(r.ctx),
    commit_sha: r.ctx.sha,
    key: r.settings.checkName,
    // Room for the hidden marker line that finds the comment again.
    body: r.shrink(COMMENT_BODY_MAX_CHARS - 200),
    authorLogin: (await resolveTokenIdentity(r.octokit)).login,
  });
  return c.url;
}

/** The check on the measured commit, or a commit status where the token cannot write checks. */
async function publishCheckOf(r: PublishRequest): Promise<void> {
  const { ctx, settings, comparison } = r;
  const check = await publishCheck(r.octokit, {
    ...targetOf(ctx),
    name: settings.checkName,
    head_sha: ctx.sha,
    conclusion: conclusionOf(comparison, r.allowed),
    title: checkTitle(comparison, r.allowed, settings.allowLabel),
    summary: r.report,
    shrink: r.shrink,
    log: actionLog,
    ...(ctx.runUrl ? { details_url: ctx.runUrl } : {}),
  });
  if (check.kind === 'commit-status') {
    core.notice(check.notice);
    await core.summary.addRaw(`\n> [!NOTE]\n> ${check.notice}\n`).write();
  }
}

function shouldComment(when: ActionSettings['comment'], c: Comparison): boolean {
  switch (when) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'on-regression':
      // A regression at tier warn is reported too: it only leaves the check neutral.
      return c.summary.verdict === 'regression' || c.summary.verdict === 'warning';
    case 'on-change':
      return c.summary.counts.regression + c.summary.counts.improvement > 0;
  }
}

/**
 * failure on regression (on the 'block' tier), and on an incomplete run with
 * on-missing fail; neutral for regressions on the 'warn' tier only;
 * neutral when the allow-label accepts either, when the run is incomplete,
 * when nothing could be judged, or when the time budget ran out with open
 * rows leaning to a regression (its verdict is inconclusive then:
 * src/compare/open-rows.ts); success otherwise.
 */
function conclusionOf(c: Comparison, allowed: boolean): CheckConclusion {
  switch (c.summary.verdict) {
    case 'regression':
      return allowed ? 'neutral' : 'failure';
    case 'incomplete':
      return onMissingOf(c.policy) === 'fail' && !allowed ? 'failure' : 'neutral';
    case 'inconclusive':
    case 'warning':
      return 'neutral';
    case 'pass':
      return 'success';
  }
}

function checkTitle(c: Comparison, allowed: boolean, label: string): string {
  const counts = countsTitle(c, allowed, label);
  if (c.summary.verdict === 'incomplete')
    return `${capitalize(incompleteLine(c.summary.coverage))}; ${counts}`;
  // A regression says more than the open rows: the title leads with it.
  if (c.summary.budget?.leaning && c.summary.verdict !== 'regression')
    return `${capitalize(budgetLine(c.summary.budget))}; ${counts}`;
  return counts;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function countsTitle(c: Comparison, allowed: boolean, label: string): string {
  const k = c.summary.counts;
  const parts = [
    `${k.regression} regression${k.regression === 1 ? '' : 's'}${c.summary.warned ? ` (${c.summary.warned} at tier warn)` : ''}`,
    `${k.improvement} improvement${k.improvement === 1 ? '' : 's'}`,
    `${k.unchanged} unchanged`,
  ];
  if (k.inconclusive) parts.push(`${k.inconclusive} inconclusive`);
  if (allowed && c.summary.verdict === 'regression') parts.push(`accepted by the "${label}" label`);
  return parts.join(', ');
}

async function nonEssential(what: string, call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (err) {
    core.warning(`could not ${what}: ${describeGitHubError(err)}`);
  }
}
