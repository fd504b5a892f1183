// What benchgate reads about a pull request and the small writes around it:
// labels (the `allow-label` waiver) and who added them, who may run
// `/benchmark`, and reactions that acknowledge a command. (The refusal reply and
// the commit comment of a push are in once-comment.ts.)

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
  /** Merged (then `state` is "closed" too). */
  merged: boolean;
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
  title: string;
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
    merged: data.merged ?? false,
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
    title: data.title,
  };
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

/**
 * Who last added `label` to the issue or PR: the actor of its newest `labeled` event
 * (GET /repos/{owner}/{repo}/issues/{issue_number}/events, every page, oldest first).
 * Undefined when no such event is found.
 */
export async function findLabelAdder(
  octokit: GitHubClient,
  target: RepoTarget & { issue_number: number; label: string },
): Promise<string | undefined> {
  const { label, ...where } = target;
  const events = await callGitHub('list PR events', () =>
    octokit.paginate(octokit.rest.issues.listEvents, { ...where, per_page: 100 }),
  );
  let adder: string | undefined;
  for (const e of events) {
    const named = (e as { label?: { name?: string } }).label?.name;
    if (e.event === 'labeled' && named === label) adder = e.actor?.login;
  }
  return adder;
}
