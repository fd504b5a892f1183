// What benchgate reads about a pull request and the small writes around it:
// labels (the `allow-label` waiver), who may run `/benchmark`, reactions that
// acknowledge a command, the refusal reply, and the commit comment of a push.

import { COMMENT_BODY_MAX_CHARS, truncateWithNote } from './body-limit.js';
import type { GitHubClient } from './client.js';
import { callGitHub, isNotFound } from './errors.js';

// A type alias, not an interface: octokit's parameters need an implicit index signature.
export type RepoTarget = {
  owner: string;
  repo: string;
};

export interface PullRequestInfo {
  number: number;
  state: string;
  draft: boolean;
  headSha: string;
  headRef: string;
  /** owner/name of the head repository; undefined when the fork was deleted. */
  headRepoFullName: string | undefined;
  baseRef: string;
  baseSha: string;
  baseRepoFullName: string;
  /** The head is in another repository (or a deleted one): its code is untrusted. */
  isFork: boolean;
  author: string | undefined;
  labels: string[];
}

/** GET /repos/{owner}/{repo}/pulls/{pull_number}, reduced to what benchgate uses. */
export async function getPullRequest(
  octokit: GitHubClient,
  target: RepoTarget & { pull_number: number },
): Promise<PullRequestInfo> {
  const { data } = await callGitHub('get pull request', () => octokit.rest.pulls.get(target));
  const headRepo = data.head.repo?.full_name;
  const baseRepo = data.base.repo.full_name;
  return {
    number: data.number,
    state: data.state,
    draft: data.draft ?? false,
    headSha: data.head.sha,
    headRef: data.head.ref,
    headRepoFullName: headRepo,
    baseRef: data.base.ref,
    baseSha: data.base.sha,
    baseRepoFullName: baseRepo,
    isFork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    author: data.user?.login,
    labels: data.labels.map((label) => label.name),
  };
}

/** Current label names of the PR, all pages (the event payload's labels may be stale). */
export async function listPullRequestLabels(
  octokit: GitHubClient,
  target: RepoTarget & { issue_number: number },
): Promise<string[]> {
  const labels = await callGitHub('list PR labels', () =>
    octokit.paginate(octokit.rest.issues.listLabelsOnIssue, { ...target, per_page: 100 }),
  );
  return labels.map((label) => label.name);
}

export type PermissionLevel = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

const LEVELS: readonly PermissionLevel[] = ['admin', 'maintain', 'write', 'triage', 'read', 'none'];

function toLevel(value: string | undefined): PermissionLevel | undefined {
  return LEVELS.find((level) => level === value);
}

/**
 * The user's role on the repository. `role_name` is preferred: `permission` folds maintain
 * into write and triage into read. A custom role (an organization's own name) falls back to
 * `permission`. A 404 (no such user) is `none`.
 */
export async function getCollaboratorPermission(
  octokit: GitHubClient,
  target: RepoTarget & { username: string },
): Promise<PermissionLevel> {
  try {
    const { data } = await callGitHub('get collaborator permission', () =>
      octokit.rest.repos.getCollaboratorPermissionLevel(target),
    );
    return toLevel(data.role_name) ?? toLevel(data.permission) ?? 'none';
  } catch (error) {
    if (isNotFound(error)) return 'none';
    throw error;
  }
}

/** Who may run `/benchmark`: write, maintain or admin. */
export function canRunCommands(level: PermissionLevel): boolean {
  return level === 'admin' || level === 'maintain' || level === 'write';
}

export type Reaction = 'eyes' | 'rocket' | 'confused' | '+1' | '-1' | 'laugh' | 'heart' | 'hooray';

/** Reacts to an issue (PR) comment, e.g. 👀 when a command is taken, 🚀 or 😕 when done. */
export async function addCommentReaction(
  octokit: GitHubClient,
  target: RepoTarget & { comment_id: number; content: Reaction },
): Promise<{ id: number }> {
  const { data } = await callGitHub(`add ${target.content} reaction`, () =>
    octokit.rest.reactions.createForIssueComment(target),
  );
  return { id: data.id };
}

const COMMENT_NOTE = `_… cut here: the text passed GitHub's ${COMMENT_BODY_MAX_CHARS.toLocaleString('en-US')}-character comment limit._`;

/** Posts a plain comment on an issue or PR (the short refusal of a command). */
export async function createIssueComment(
  octokit: GitHubClient,
  target: RepoTarget & { issue_number: number; body: string },
): Promise<{ id: number; url: string }> {
  const body = truncateWithNote(target.body, COMMENT_BODY_MAX_CHARS, COMMENT_NOTE);
  const { data } = await callGitHub('create PR comment', () =>
    octokit.rest.issues.createComment({ ...target, body }),
  );
  return { id: data.id, url: data.html_url };
}

/** Comments on a commit (push events have no PR to comment on). */
export async function createCommitComment(
  octokit: GitHubClient,
  target: RepoTarget & { commit_sha: string; body: string },
): Promise<{ id: number; url: string }> {
  const body = truncateWithNote(target.body, COMMENT_BODY_MAX_CHARS, COMMENT_NOTE);
  const { data } = await callGitHub('create commit comment', () =>
    octokit.rest.repos.createCommitComment({ ...target, body }),
  );
  return { id: data.id, url: data.html_url };
}
