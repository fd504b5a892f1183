// The check that shows benchgate's verdict on the commit: a check run when the
// token may create one, else a commit status. GITHUB_TOKEN on a pull request
// from a fork is read-only, and a workflow without `checks: write` cannot
// create check runs either; GitHub answers 403 "Resource not accessible by
// integration". A status needs only `statuses: write`, so it is the fallback.

import {
  CHECK_OUTPUT_LIMIT,
  STATUS_DESCRIPTION_LIMIT,
  truncateLine,
  truncateWithNote,
} from './body-limit.js';
import type { GitHubClient } from './client.js';
import { callGitHub, isPermissionError } from './errors.js';

export type CheckConclusion = 'success' | 'failure' | 'neutral';
export type CommitStatusState = 'success' | 'failure' | 'error' | 'pending';

export interface CheckReport {
  owner: string;
  repo: string;
  /** The check name (the `check-name` input); also the commit status context. */
  name: string;
  head_sha: string;
  conclusion: CheckConclusion;
  /** One line, e.g. "2 regressions, 1 improvement". */
  title: string;
  /** The report, Markdown; cut with a note past 65,535 characters. */
  summary: string;
  text?: string;
  /** Link shown on the check (e.g. the workflow run); the status's target_url. */
  details_url?: string;
}

export type PublishedCheck =
  | { kind: 'check-run'; id: number; url: string }
  | { kind: 'commit-status'; id: number; url: string | undefined; notice: string };

const OUTPUT_NOTE =
  "_… cut here: the report passed GitHub's 65,535-character limit for a check run; the complete report is in the job summary of the run._";

/** Creates a completed check run with the report as its output. */
export async function createCheckRun(
  octokit: GitHubClient,
  report: CheckReport,
): Promise<{ id: number; url: string }> {
  const { owner, repo, name, head_sha, conclusion, title, summary, text, details_url } = report;
  const output = {
    title: truncateLine(title, 255) || name,
    summary: truncateWithNote(summary, CHECK_OUTPUT_LIMIT, OUTPUT_NOTE),
    ...(text === undefined ? {} : { text: truncateWithNote(text, CHECK_OUTPUT_LIMIT, OUTPUT_NOTE) }),
  };
  const { data } = await callGitHub('create check run', () =>
    octokit.rest.checks.create({
      owner,
      repo,
      name,
      head_sha,
      status: 'completed',
      conclusion,
      output,
      ...(details_url === undefined ? {} : { details_url }),
    }),
  );
  return { id: data.id, url: data.html_url ?? data.url };
}

export interface CommitStatus {
  owner: string;
  repo: string;
  sha: string;
  context: string;
  state: CommitStatusState;
  /** Cut to GitHub's 140 characters. */
  description: string;
  target_url?: string;
}

/** Sets a commit status (`context` is the check name). */
export async function createCommitStatus(
  octokit: GitHubClient,
  status: CommitStatus,
): Promise<{ id: number; url: string | undefined }> {
  const { owner, repo, sha, context, state, description, target_url } = status;
  const { data } = await callGitHub('create commit status', () =>
    octokit.rest.repos.createCommitStatus({
      owner,
      repo,
      sha,
      context,
      state,
      description: truncateLine(description, STATUS_DESCRIPTION_LIMIT),
      ...(target_url === undefined ? {} : { target_url }),
    }),
  );
  return { id: data.id, url: data.target_url ?? undefined };
}

/** A status has no "neutral": a neutral check must not block a merge, so it maps to success and says so. */
function statusOf(report: CheckReport): { state: CommitStatusState; description: string } {
  if (report.conclusion === 'neutral') return { state: 'success', description: `Neutral: ${report.title}` };
  return { state: report.conclusion, description: report.title };
}

/**
 * Publishes the verdict as a check run, or as a commit status when the token may not create
 * check runs; then `notice` says why, for the log and the job summary. Any other failure, and
 * a failure of the fallback itself, is thrown as a GitHubApiError.
 */
export async function publishCheck(octokit: GitHubClient, report: CheckReport): Promise<PublishedCheck> {
  try {
    return { kind: 'check-run', ...(await createCheckRun(octokit, report)) };
  } catch (error) {
    if (!isPermissionError(error)) throw error;
    const { state, description } = statusOf(report);
    const status = await createCommitStatus(octokit, {
      owner: report.owner,
      repo: report.repo,
      sha: report.head_sha,
      context: report.name,
      state,
      description,
      ...(report.details_url === undefined ? {} : { target_url: report.details_url }),
    });
    const notice =
      `The token cannot create check runs (${error.status} ${error.githubMessage}), as on pull requests ` +
      `from forks or without \`checks: write\` in the workflow's permissions; ` +
      `the result was posted as the commit status "${report.name}" instead.`;
    return { kind: 'commit-status', ...status, notice };
  }
}
