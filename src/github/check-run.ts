// The check that shows benchgate's verdict on the commit: a check run when the
// token may create one, else a commit status. GITHUB_TOKEN on a pull request
// from a fork is read-only, and a workflow without `checks: write` cannot
// create check runs either; GitHub answers 403 "Resource not accessible by
// integration". A status needs only `statuses: write`, so it is the fallback.

import {
  CHECK_OUTPUT_MAX_BYTES,
  STATUS_DESCRIPTION_MAX_CHARS,
  shrinkToBytes,
  truncateLine,
  truncateWithNote,
} from './body-limit.js';
import type { GitHubClient, GitHubLog } from './client.js';
import { callGitHub, isPermissionError, isSizeError } from './errors.js';

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
  /** The report, Markdown; shrunk or cut with a note past GitHub's 65,535 bytes. */
  summary: string;
  text?: string;
  /** Renders the report within a character budget (regressions kept); used when `summary` is too big. */
  shrink?: (chars: number) => string;
  /** Link shown on the check (e.g. the workflow run); the status's target_url. */
  details_url?: string;
  log?: GitHubLog;
}

export type PublishedCheck =
  | { kind: 'check-run'; id: number; url: string }
  | { kind: 'commit-status'; id: number; url: string | undefined; notice: string };

const LIMIT_TEXT = `${CHECK_OUTPUT_MAX_BYTES.toLocaleString('en-US')} bytes`;
const OUTPUT_NOTE = `_… cut here: the report passed GitHub's size limit for a check run (${LIMIT_TEXT}); the complete report is in the job summary of the run._`;
const MINIMAL_SUMMARY = `The report does not fit in a check run's output (GitHub's limit is ${LIMIT_TEXT}); it is in the job summary of the run.`;

/** The output within `limit` bytes: the report as is, else `shrink`'s version, else cut with a note. */
function outputWithin(report: CheckReport, limit: number): { title: string; summary: string; text?: string } {
  const { name, title, summary, text, shrink } = report;
  const fitted =
    Buffer.byteLength(summary, 'utf8') <= limit ? summary : shrink && shrinkToBytes(shrink, limit);
  return {
    title: truncateLine(title, 255) || name,
    summary: fitted ?? truncateWithNote(summary, limit, OUTPUT_NOTE, 'bytes'),
    ...(text === undefined ? {} : { text: truncateWithNote(text, limit, OUTPUT_NOTE, 'bytes') }),
  };
}

// Budgets tried when GitHub refuses an output for its size although it is within the limit
// as we count it (a GHES with another limit, or a change of GitHub's counting): halving
// three times, then a one-line summary, so the check itself is never lost.
const RETRY_BUDGETS = [CHECK_OUTPUT_MAX_BYTES >> 1, CHECK_OUTPUT_MAX_BYTES >> 2, CHECK_OUTPUT_MAX_BYTES >> 3];

/** Creates a completed check run with the report as its output; a 422 for size is retried smaller. */
async function createCheckRun(
  octokit: GitHubClient,
  report: CheckReport,
): Promise<{ id: number; url: string }> {
  const { owner, repo, name, head_sha, conclusion, details_url } = report;
  const create = (output: { title: string; summary: string; text?: string }) =>
    callGitHub('create check run', () =>
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
  const outputs = [
    () => outputWithin(report, CHECK_OUTPUT_MAX_BYTES),
    ...RETRY_BUDGETS.map((limit) => () => outputWithin(report, limit)),
    () => ({ title: truncateLine(report.title, 255) || name, summary: MINIMAL_SUMMARY }),
  ];
  for (let i = 0; ; i++) {
    try {
      const { data } = await create(outputs[i]!());
      return { id: data.id, url: data.html_url ?? data.url };
    } catch (error) {
      if (!isSizeError(error) || i === outputs.length - 1) throw error;
      report.log?.warning(
        `GitHub refused the check run's output for its size (${error.githubMessage}${sizeDetail(error)}); retrying with a smaller one`,
      );
    }
  }
}

function sizeDetail(error: { errors: readonly unknown[] }): string {
  const messages = error.errors
    .map((e) => (typeof e === 'object' && e !== null ? (e as { message?: unknown }).message : undefined))
    .filter((m): m is string => typeof m === 'string');
  return messages.length > 0 ? `: ${messages.join('; ')}` : '';
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
      description: truncateLine(description, STATUS_DESCRIPTION_MAX_CHARS),
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
