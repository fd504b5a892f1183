// Commits chart PNGs to a data branch (the `data-branch` input) through the Git
// database API, so the PR comment can link them: blobs, a tree on top of the
// branch's current tree, a commit, then the ref moved by fast-forward only.
// A branch that does not exist yet is created as an orphan, so it never drags
// the project's history along. The links name the commit, not the branch:
// later pushes to the branch never change an image an old comment shows.
//
// Note: races. Two runs (two PRs, or sharded jobs) may publish at once; both
// read the same tip and the second ref update is refused (422 "Update is not a
// fast forward", or "Reference already exists" when both create the branch).
// The loser waits a random time under an exponentially growing bound ("full
// jitter": sharded jobs that collide once would collide again if they all
// retried after the same wait), reads the tip again and commits its tree on
// top of the winner's, so neither run's images are lost; a bounded number of
// times, after which the 422 propagates. The blobs are uploaded once, before the tip is read, which
// keeps the window between reading and moving the ref short.
//
// Permission errors (403 "Resource not accessible by integration" without
// `contents: write`, 404 on a private repository) propagate as GitHubApiError:
// the caller falls back to Mermaid charts and says why.

import { readFile } from 'node:fs/promises';
import type { GitHubClient, GitHubLog } from './client.js';
import { callGitHub } from './errors.js';
import {
  backoffDelay,
  commitOnTop,
  isLostRace,
  moveBranch,
  readTip,
  sleepTimer,
  type Backoff,
  type Target,
  type TreeEntry,
} from './git-branch.js';

export { backoffDelay, type Backoff } from './git-branch.js';

/** One image to publish: its name in the directory and where it is on disk. */
export interface ChartFile {
  file: string;
  path: string;
}

export interface PublishChartImagesOptions {
  owner: string;
  repo: string;
  /** The data branch; created as an orphan branch when it does not exist. */
  branch: string;
  images: readonly ChartFile[];
  /** Folder in the branch the files go to, e.g. "pr-7/<head sha>" (see chartDirectory). */
  directory: string;
  message: string;
  /** GitHub's web root (GITHUB_SERVER_URL; GHES has its own). Default https://github.com. */
  serverUrl?: string;
  /** Times the commit is rebuilt when the branch moved underneath. Default 4. */
  retries?: number;
  /** Waits before retry n (0-based) are random in [0, baseMs × 2^n); tests pass their own clock. */
  backoff?: Backoff;
  log?: GitHubLog;
}

export interface PublishedCharts {
  commitSha: string;
  /** `<server>/<owner>/<repo>/raw/<commitSha>/<directory>`: join an image's file name to it. */
  baseUrl: string;
  /** The branch did not exist and this call created it. */
  createdBranch: boolean;
  /** Times the commit was rebuilt because another run moved the branch first. */
  rebuilt: number;
}

/** A folder per PR and head commit (per shard when sharded), for `directory`. */
export function chartDirectory(at: {
  pullNumber?: number;
  sha: string;
  shard?: { index: number; count: number };
}): string {
  const base = at.pullNumber === undefined ? `commits/${at.sha}` : `pr-${at.pullNumber}/${at.sha}`;
  return at.shard ? `${base}/shard-${at.shard.index}-of-${at.shard.count}` : base;
}

/**
 * Commits `images` under `directory` on `branch` and returns the commit and the base URL the
 * Markdown report joins file names to. Throws GitHubApiError for API failures (see
 * isPermissionError for the Mermaid fallback) and Error for an unusable directory or file name.
 */
export async function publishChartImages(
  octokit: GitHubClient,
  options: PublishChartImagesOptions,
): Promise<PublishedCharts> {
  const { owner, repo, branch, images, message, log } = options;
  const directory = checkLayout(options.directory, images);
  const target = { owner, repo, branch };
  const entries = await uploadBlobs(octokit, target, directory, images);
  const retries = options.retries ?? 4;
  let tip = await readTip(octokit, target);
  for (let attempt = 0; ; attempt += 1) {
    const parent = tip;
    const commit = await commitOnTop(octokit, target, parent, entries, message, 'chart');
    const published = (): PublishedCharts => {
      log?.info(`Published ${images.length} chart image(s) to ${branch}:${directory} in commit ${commit}`);
      const baseUrl = rawUrl(options, commit, directory);
      return { commitSha: commit, baseUrl, createdBranch: parent === undefined, rebuilt: attempt };
    };
    try {
      await moveBranch(octokit, target, parent, commit);
      return published();
    } catch (error) {
      if (!isLostRace(error) || attempt >= retries) throw error;
      await (options.backoff?.sleep ?? sleepTimer)(backoffDelay(attempt, options.backoff));
      tip = await readTip(octokit, target);
      // A retried request (its answer lost in a 5xx) may have moved the ref already.
      if (tip?.commit === commit) return published();
      log?.info(
        `The ${branch} branch moved while publishing charts (${error.githubMessage}); ` +
          `committing again on top of ${tip?.commit ?? 'nothing'} (retry ${attempt + 1} of ${retries})`,
      );
    }
  }
}

const SEGMENT = /^(?!\.{1,2}$)[^/\\\0]+$/;

/** The directory without outer slashes; throws on "..", empty segments, bad or repeated file names. */
function checkLayout(directory: string, images: readonly ChartFile[]): string {
  const dir = directory.replace(/^\/+|\/+$/g, '');
  if (dir === '' || !dir.split('/').every((s) => SEGMENT.test(s))) {
    throw new Error(
      `chart directory ${JSON.stringify(directory)} is not a relative path without "." or ".."`,
    );
  }
  if (images.length === 0) throw new Error('publishChartImages: no images to publish');
  const seen = new Set<string>();
  for (const { file } of images) {
    if (!SEGMENT.test(file))
      throw new Error(`chart file name ${JSON.stringify(file)} is not a plain file name`);
    if (seen.has(file)) throw new Error(`chart file name ${JSON.stringify(file)} is given twice`);
    seen.add(file);
  }
  return dir;
}

function rawUrl(options: PublishChartImagesOptions, commit: string, directory: string): string {
  const server = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const path = directory.split('/').map(encodeURIComponent).join('/');
  return `${server}/${options.owner}/${options.repo}/raw/${commit}/${path}`;
}

// Note: one blob at a time. GitHub asks integrations not to send content-creating
// requests concurrently (secondary rate limits), and the order stays deterministic.
async function uploadBlobs(
  octokit: GitHubClient,
  { owner, repo }: Target,
  directory: string,
  images: readonly ChartFile[],
): Promise<TreeEntry[]> {
  const entries: TreeEntry[] = [];
  for (const image of images) {
    const content = (await readFile(image.path)).toString('base64');
    const { data } = await callGitHub(`upload chart image ${image.file}`, () =>
      octokit.rest.git.createBlob({ owner, repo, content, encoding: 'base64' }),
    );
    entries.push({ path: `${directory}/${image.file}`, mode: '100644', type: 'blob', sha: data.sha });
  }
  return entries;
}
