// Which commit is the base: the one an A/B run measures against, and the one
// whose config and comment template are trusted on a pull request.

import * as core from '@actions/core';
import { git } from '../process/git.js';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/errors.js';
import { readFileAtCommit } from '../github/repo-contents.js';
import type { TrustedSource } from '../config/trusted-files.js';
import type { EventContext } from './context.js';
import type { ActionSettings } from './inputs.js';

/**
 * The source of the config and template on this run. Trust boundary: on a
 * pull request the checkout is the PR's, so only a base commit GitHub names
 * (the payload's or the API's base.sha, or the merge-base an A/B run
 * measures) is read, never the checkout and never HEAD~1, which on
 * workflow_run can be the fork's own commit. The commit is read with git
 * (fetched into a shallow checkout), else through the contents API.
 */
export async function trustedSource(
  ctx: EventContext,
  workspace: string,
  runBase: string | undefined,
  octokit: GitHubClient | undefined,
): Promise<TrustedSource> {
  if (ctx.pullNumber === undefined) return { kind: 'checkout' };
  const commit = runBase ?? ctx.baseSha;
  if (!commit) return { kind: 'none', why: 'neither the event nor the API named the base commit' };
  const present = await ensureCommit(commit, workspace);
  if (present === true) return { kind: 'commit', commit, read: (path) => showAt(commit, path, workspace) };
  if (!octokit)
    return { kind: 'none', why: `${present}, and there is no github-token to read it through the API` };
  core.info(`${present}: reading the config and template at it through the contents API`);
  const target = { owner: ctx.owner, repo: ctx.repo, ref: commit };
  return {
    kind: 'commit',
    commit,
    read: (path) =>
      readFileAtCommit(octokit, { ...target, path }).catch((err: unknown) => {
        throw new Error(`${present}, and the contents API failed: ${describeGitHubError(err)}`);
      }),
  };
}

/**
 * True when `commit` is in the repository, after fetching that one commit
 * (depth 1) when a shallow checkout lacks it; else why it could not be had.
 */
async function ensureCommit(commit: string, workspace: string): Promise<true | string> {
  const has = () =>
    git(['cat-file', '-e', `${commit}^{commit}`], workspace).then(
      () => true,
      () => false,
    );
  if (await has()) return true;
  core.info(`fetching the base commit ${commit.slice(0, 12)} to read its config and template`);
  // Note: content-addressed, so whichever remote answers, the files are the base commit's.
  const fetched = await git(['fetch', '--no-tags', '--depth=1', 'origin', commit], workspace).then(
    () => '',
    (err: Error) => err.message,
  );
  if (await has()) return true;
  return `the base commit ${commit.slice(0, 12)} is not in the checkout and could not be fetched (${fetched || 'fetched, yet absent'})`;
}

/** A regular file's text at a commit, or undefined when the commit has no such file. */
async function showAt(commit: string, path: string, cwd: string): Promise<string | undefined> {
  const entry = await git(['ls-tree', commit, '--', path], cwd);
  if (!entry) return undefined;
  // A link's blob is its target's name, not a file: refused as the checkout's links are.
  if (!entry.startsWith('100644 ') && !entry.startsWith('100755 '))
    throw new Error(
      `${commit.slice(0, 12)}:${path}: is not a regular file; benchgate reads only a regular file`,
    );
  // "./" makes the path relative to cwd (the workspace) rather than to the repository root.
  return git(['show', `${commit}:./${path.replace(/^\.\//, '')}`], cwd);
}

/**
 * The base commit an A/B run measures: the input, else the merge-base with
 * the PR's base branch; off a pull request without either, the parent.
 */
export async function baseCommit(
  settings: ActionSettings,
  ctx: EventContext,
  workspace: string,
): Promise<string> {
  const ref = settings.baseRef || ctx.baseRef;
  if (!ref) {
    // On a pull request the parent may be the PR's own commit (a fork's, on workflow_run).
    if (ctx.pullNumber !== undefined)
      throw new Error(
        `pull request #${ctx.pullNumber}: its base branch is unknown (set the base-ref input, or the github-token so it can be read)`,
      );
    return 'HEAD~1';
  }
  for (const candidate of [ref, `origin/${ref}`]) {
    const sha = await git(['merge-base', 'HEAD', candidate], workspace).catch(() => '');
    if (sha) return sha;
  }
  throw new Error(
    `base "${ref}" is not in the checkout: use actions/checkout with fetch-depth: 0 so the base branch and history are there`,
  );
}
