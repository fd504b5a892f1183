// Appends one commit's results to the history store on a data branch through
// the Git database API, without cloning anything: read the branch's tip, walk
// down to the few folders the append touches, fetch only the month files it
// adds lines to, and commit their new contents on top of the tip. An append
// touches one file per benchmark family plus the month's commit list
// (src/history/store.ts, appendPlan), so its cost does not grow with the
// history.
//
// Note: races. Two runs may append at once; the second ref update is refused
// as not a fast-forward, and the loser reads the new tip and appends again
// on top of it (the winner's lines are then in the files it reads), so no
// result is ever lost. The same bounded, jittered retries as the chart
// images (git-branch.ts).

import type { AppendInput } from '../history/store.js';
import { appendPlan, fitsIn, partFile } from '../history/store.js';
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
  type Tip,
  type TreeEntry,
} from './git-branch.js';

export interface HistoryBranchOptions extends Target {
  /** The store's folder in the branch (default "history"). */
  path?: string;
  /** Times the append is redone when the branch moved underneath. Default 4. */
  retries?: number;
  backoff?: Backoff;
  log?: GitHubLog;
}

export interface AppendedOnBranch {
  commit: string;
  /** The files written, as paths in the branch. */
  files: string[];
  /** Times the append was redone because another run moved the branch first. */
  rebuilt: number;
}

interface Entry {
  type: string;
  sha: string;
  size?: number;
}

/** The branch's files as far as an append (or a reader of the store: calibration-branch.ts) needs them: folders listed on demand, one level at a time. */
export class TreeReader {
  private readonly folders = new Map<string, Promise<Map<string, Entry> | undefined>>();

  constructor(
    private readonly octokit: GitHubClient,
    private readonly target: Target,
    private readonly root: string | undefined,
  ) {}

  /** The entries of a folder ("" is the root); undefined when it does not exist. */
  folder(path: string): Promise<Map<string, Entry> | undefined> {
    let found = this.folders.get(path);
    if (!found) {
      found = this.list(path);
      this.folders.set(path, found);
    }
    return found;
  }

  private async list(path: string): Promise<Map<string, Entry> | undefined> {
    let sha = this.root;
    if (path !== '') {
      const slash = path.lastIndexOf('/');
      const parent = await this.folder(slash < 0 ? '' : path.slice(0, slash));
      const entry = parent?.get(path.slice(slash + 1));
      sha = entry?.type === 'tree' ? entry.sha : undefined;
    }
    if (sha === undefined) return undefined;
    const { owner, repo } = this.target;
    const tree = sha;
    const { data } = await callGitHub(`read ${path || 'the branch root'}`, () =>
      this.octokit.rest.git.getTree({ owner, repo, tree_sha: tree }),
    );
    return new Map(
      data.tree.map((e) => [
        e.path ?? '',
        { type: e.type ?? '', sha: e.sha ?? '', ...(e.size !== undefined ? { size: e.size } : {}) },
      ]),
    );
  }

  async file(path: string): Promise<Entry | undefined> {
    const slash = path.lastIndexOf('/');
    const entry = (await this.folder(slash < 0 ? '' : path.slice(0, slash)))?.get(path.slice(slash + 1));
    return entry?.type === 'blob' ? entry : undefined;
  }
}

export async function readBlob(
  octokit: GitHubClient,
  { owner, repo }: Target,
  sha: string,
  path: string,
): Promise<Buffer> {
  const { data } = await callGitHub(`read ${path}`, () =>
    octokit.rest.git.getBlob({ owner, repo, file_sha: sha }),
  );
  return data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
}

/** The new blobs of one append on top of `tip`: each touched month file with the append's lines at its end. */
async function appendBlobs(
  octokit: GitHubClient,
  target: Target,
  tip: Tip | undefined,
  prefix: string,
  input: AppendInput,
): Promise<TreeEntry[]> {
  const reader = new TreeReader(octokit, target, tip?.tree);
  const plan = appendPlan(input);
  const entries: TreeEntry[] = [];
  // Note: one blob at a time, as GitHub asks of content-creating requests (data-branch.ts).
  for (const { folder, text } of plan.files) {
    for (let part = 1; ; part++) {
      const path = `${prefix}/${partFile(folder, plan.month, part)}`;
      const existing = await reader.file(path);
      if (!fitsIn(existing?.size ?? 0, text)) continue;
      const before = existing ? await readBlob(octokit, target, existing.sha, path) : Buffer.alloc(0);
      const content = Buffer.concat([before, Buffer.from(text, 'utf8')]).toString('base64');
      const { data } = await callGitHub(`write ${path}`, () =>
        octokit.rest.git.createBlob({ owner: target.owner, repo: target.repo, content, encoding: 'base64' }),
      );
      entries.push({ path, mode: '100644', type: 'blob', sha: data.sha });
      break;
    }
  }
  return entries;
}

/** Appends `input` to the store at `path` on the branch, creating the branch when it does not exist. */
export async function appendHistoryOnBranch(
  octokit: GitHubClient,
  input: AppendInput,
  options: HistoryBranchOptions,
): Promise<AppendedOnBranch> {
  const target = { owner: options.owner, repo: options.repo, branch: options.branch };
  const prefix = (options.path ?? 'history').replace(/^\/+|\/+$/g, '');
  const retries = options.retries ?? 4;
  for (let attempt = 0; ; attempt += 1) {
    const tip = await readTip(octokit, target);
    const entries = await appendBlobs(octokit, target, tip, prefix, input);
    const commit = await commitOnTop(octokit, target, tip, entries, `history: ${input.commit}`, 'history');
    try {
      await moveBranch(octokit, target, tip, commit);
      options.log?.info(`Appended ${input.commit} to ${target.branch}:${prefix} in commit ${commit}`);
      return { commit, files: entries.map((e) => e.path), rebuilt: attempt };
    } catch (error) {
      if (!isLostRace(error) || attempt >= retries) throw error;
      options.log?.info(
        `The ${target.branch} branch moved while appending (${error.githubMessage}); ` +
          `appending again on top of its new tip (retry ${attempt + 1} of ${retries})`,
      );
      await (options.backoff?.sleep ?? sleepTimer)(backoffDelay(attempt, options.backoff));
    }
  }
}
