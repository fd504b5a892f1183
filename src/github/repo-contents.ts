// A file of the repository at a commit, through the contents API: how the
// base commit's config and template are read when the checkout lacks that
// commit and git cannot fetch it (a private repository checked out with
// persist-credentials: false).

import type { GitHubClient } from './client.js';
import { callGitHub, isNotFound } from './errors.js';
import type { RepoTarget } from './pull-request.js';

/**
 * GET /repos/{owner}/{repo}/contents/{path}?ref={ref}: the file's text, or
 * undefined when the commit has no such path (GitHub's 404 "Not Found"; its
 * 404 "No commit found for the ref" is an error). Anything but a
 * regular file (a symbolic link, a folder, a submodule) and a file too large
 * for the API to inline are errors naming the path.
 */
export async function readFileAtCommit(
  octokit: GitHubClient,
  target: RepoTarget & { path: string; ref: string },
): Promise<string | undefined> {
  const where = `${target.ref.slice(0, 12)}:${target.path}`;
  let data;
  try {
    ({ data } = await callGitHub(`read ${where}`, () => octokit.rest.repos.getContent(target)));
  } catch (err) {
    // A 404 is a path the commit lacks, unless the commit itself is unknown: that is no answer.
    if (isNotFound(err) && !/no commit found/i.test(err.githubMessage)) return undefined;
    throw err;
  }
  if (Array.isArray(data)) throw new Error(`${where}: is a folder, not a file`);
  if (data.type !== 'file')
    throw new Error(`${where}: is a ${data.type}; benchgate reads only a regular file`);
  if (data.encoding !== 'base64')
    throw new Error(
      `${where}: the contents API does not inline it (encoding "${data.encoding}", ${data.size} bytes)`,
    );
  return Buffer.from(data.content, 'base64').toString('utf8');
}
