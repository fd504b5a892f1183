// A data branch moved through the Git database API: read its tip, commit a
// tree on top of it, move the ref by fast-forward only, and tell a lost race
// (another writer moved it first) from a real failure. One home for what the
// chart images (data-branch.ts) and the history of main (history-branch.ts)
// both do to a branch, never cloning it.

import type { GitHubClient } from './client.js';
import { callGitHub, isNotFound, isValidationError, type GitHubApiError } from './errors.js';

export interface Backoff {
  /** Default 500 ms: four retries wait at most 0.5 + 1 + 2 + 4 = 7.5 s in all. */
  baseMs?: number;
  /** Default Math.random. */
  random?: () => number;
  /** Default a timer. */
  sleep?: (ms: number) => Promise<void>;
}

/** The wait before retry `attempt` (0-based): full jitter under an exponential bound. */
export function backoffDelay(attempt: number, backoff: Backoff = {}): number {
  const bound = (backoff.baseMs ?? 500) * 2 ** attempt;
  return Math.floor((backoff.random ?? Math.random)() * bound);
}

export const sleepTimer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Target {
  owner: string;
  repo: string;
  branch: string;
}

export interface Tip {
  commit: string;
  tree: string;
}

export interface TreeEntry {
  path: string;
  mode: '100644';
  type: 'blob';
  sha: string;
}

/** The ref update lost to another writer; reading the tip again and rebuilding fixes it. */
export function isLostRace(error: unknown): error is GitHubApiError {
  return (
    isValidationError(error) &&
    /^(?:Update is not a fast forward|Reference already exists|Reference does not exist)$/.test(
      error.githubMessage,
    )
  );
}

/** The branch's commit and tree; undefined when the branch does not exist (404). */
export async function readTip(
  octokit: GitHubClient,
  { owner, repo, branch }: Target,
): Promise<Tip | undefined> {
  let commit: string;
  try {
    const { data } = await callGitHub('read data branch', () =>
      octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }),
    );
    commit = data.object.sha;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  const { data } = await callGitHub('read data branch commit', () =>
    octokit.rest.git.getCommit({ owner, repo, commit_sha: commit }),
  );
  return { commit, tree: data.tree.sha };
}

/** A tree of the tip's files plus `entries`, and a commit of it whose parent is the tip. */
export async function commitOnTop(
  octokit: GitHubClient,
  { owner, repo }: Target,
  tip: Tip | undefined,
  entries: TreeEntry[],
  message: string,
  what = 'data branch',
): Promise<string> {
  const { data: tree } = await callGitHub(`create ${what} tree`, () =>
    octokit.rest.git.createTree({ owner, repo, tree: entries, ...(tip ? { base_tree: tip.tree } : {}) }),
  );
  const { data: commit } = await callGitHub(`create ${what} commit`, () =>
    octokit.rest.git.createCommit({ owner, repo, message, tree: tree.sha, parents: tip ? [tip.commit] : [] }),
  );
  return commit.sha;
}

export async function moveBranch(
  octokit: GitHubClient,
  { owner, repo, branch }: Target,
  tip: Tip | undefined,
  commit: string,
): Promise<void> {
  if (tip === undefined) {
    await callGitHub('create data branch', () =>
      octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit }),
    );
  } else {
    await callGitHub('update data branch', () =>
      octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: false }),
    );
  }
}
