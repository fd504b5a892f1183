// Appends one commit's results to the history store on a data branch through
// the Git database API, without cloning anything: read the branch's tip, list
// the store in one request (folder by folder where GitHub truncates that
// listing), fetch only the month files it adds lines to, and commit their new
// contents on top of the tip. An append touches one file per benchmark family
// plus the month's commit list (src/history/store.ts, appendPlan); the blob
// of each is read (its lines come before the new ones), the folders are not.
//
// The branch is untrusted input (docs/security.md, "Watching main"): a
// listing the trees API truncated is an error, not a smaller store (a month
// file that looked absent would be overwritten); a file that is a link or a
// submodule, or past the store's size cap, is refused by name.
//
// Note: one tree per commit for all families. The files go into the tree
// request as text (GitHub creates their blobs), in as few requests as their
// size allows, each on top of the last: a blob per family was a paced write
// each (a second per family), so 20,000 families could not append in a job.
//
// Note: races. Two runs may append at once; the second ref update is refused
// as not a fast-forward, and the loser reads the new tip and appends again
// on top of it (the winner's lines are then in the files it reads), so no
// result is ever lost. The same bounded, jittered retries as the chart
// images (git-branch.ts).

import { InputError } from '../formats/input-error.js';
import { CALIBRATION_FOLDER } from '../history/calibration-store.js';
import { DEFAULT_RETENTION, firstMonthKept, type RetentionPolicy } from '../history/retention.js';
import type { AppendInput } from '../history/store.js';
import { appendPlan, fitsIn, joinedText, partFile } from '../history/store.js';
import { MAX_FILE_BYTES, MONTH_FILE_PATTERN } from '../history/store-schema.js';
import type { GitHubClient, GitHubLog } from './client.js';
import { callGitHub } from './errors.js';
import {
  backoffDelay,
  isLostRace,
  moveBranch,
  readTip,
  sleepTimer,
  type Backoff,
  type Target,
  type Tip,
} from './git-branch.js';

export interface HistoryBranchOptions extends Target {
  /** The store's folder in the branch (default "history"). */
  path?: string;
  /** Retention, applied on the first append of each month (default DEFAULT_RETENTION). */
  retention?: RetentionPolicy;
  /** Times the append is redone when the branch moved underneath. Default 4. */
  retries?: number;
  backoff?: Backoff;
  log?: GitHubLog;
}

export interface AppendedOnBranch {
  commit: string;
  /** The files written, as paths in the branch. */
  files: string[];
  /** The month files retention removed, as paths in the branch. */
  removed: string[];
  /** Times the append was redone because another run moved the branch first. */
  rebuilt: number;
}

interface Entry {
  type: string;
  mode: string;
  sha: string;
  size?: number;
}

/** A file of the new tree: its text (GitHub creates the blob) or its removal (sha null). */
type FileChange =
  | { path: string; mode: '100644'; type: 'blob'; content: string }
  | { path: string; mode: '100644'; type: 'blob'; sha: null };

/**
 * The most file text one tree request carries (a larger file goes alone).
 * GitHub documents no limit on a request's body; a few megabytes keeps each
 * request well inside what it takes, and 1,000 families' daily lines in a
 * handful of requests.
 */
const MAX_TREE_REQUEST_CHARS = 4 * 1024 * 1024;

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
    const where = `${this.target.branch}:${path || '/'}`;
    const { data } = await callGitHub(`read ${path || 'the branch root'}`, () =>
      this.octokit.rest.git.getTree({ owner, repo, tree_sha: tree }),
    );
    // Read as a smaller folder, a truncated listing would hide month files the append then overwrites.
    if (data.truncated)
      throw new InputError(
        where,
        "the Git trees API truncated this folder's listing; refused rather than read in part",
      );
    return new Map(
      data.tree.map((e) => [
        e.path ?? '',
        {
          type: e.type ?? '',
          mode: e.mode ?? '',
          sha: e.sha ?? '',
          ...(e.size !== undefined ? { size: e.size } : {}),
        },
      ]),
    );
  }

  /**
   * Lists the folder `path` and everything below it in one request (GET a
   * tree with ?recursive), so a pass over every family costs one request,
   * not one per family. Where GitHub truncates that listing it is dropped,
   * and the folders are listed one by one as they are asked for (each of
   * which must come whole). Returns whether the one request sufficed.
   */
  async preload(path: string): Promise<boolean> {
    const slash = path.lastIndexOf('/');
    const entry = (await this.folder(slash < 0 ? '' : path.slice(0, slash)))?.get(path.slice(slash + 1));
    if (entry?.type !== 'tree') return true;
    const { owner, repo } = this.target;
    const { data } = await callGitHub(`read ${path} and below`, () =>
      this.octokit.rest.git.getTree({ owner, repo, tree_sha: entry.sha, recursive: 'true' }),
    );
    if (data.truncated) return false;
    const listed = new Map<string, Map<string, Entry>>([[path, new Map()]]);
    for (const e of data.tree) {
      const full = `${path}/${e.path ?? ''}`;
      const cut = full.lastIndexOf('/');
      const [folder, name] = [full.slice(0, cut), full.slice(cut + 1)];
      if (e.type === 'tree' && !listed.has(full)) listed.set(full, new Map());
      const entries = listed.get(folder) ?? new Map<string, Entry>();
      listed.set(folder, entries);
      entries.set(name, {
        type: e.type ?? '',
        mode: e.mode ?? '',
        sha: e.sha ?? '',
        ...(e.size !== undefined ? { size: e.size } : {}),
      });
    }
    for (const [folder, entries] of listed) this.folders.set(folder, Promise.resolve(entries));
    return true;
  }

  /** The regular file at `path`; undefined when there is none; an InputError when something else is there. */
  async file(path: string): Promise<Entry | undefined> {
    const slash = path.lastIndexOf('/');
    const entry = (await this.folder(slash < 0 ? '' : path.slice(0, slash)))?.get(path.slice(slash + 1));
    if (entry === undefined) return undefined;
    if (entry.type !== 'blob' || (entry.mode !== '100644' && entry.mode !== '100755'))
      throw new InputError(
        `${this.target.branch}:${path}`,
        `is a ${entry.type === 'blob' ? `file of mode ${entry.mode} (a link)` : entry.type}, not a month file of the store; refused`,
      );
    return entry;
  }
}

/** A blob's bytes, refused past the store's file cap; `where` names it in errors ("branch:path"). */
export async function readBlob(
  octokit: GitHubClient,
  { owner, repo }: Target,
  sha: string,
  where: string,
): Promise<Buffer> {
  const { data } = await callGitHub(`read ${where}`, () =>
    octokit.rest.git.getBlob({ owner, repo, file_sha: sha }),
  );
  const bytes =
    data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
  if (bytes.length > MAX_FILE_BYTES)
    throw new InputError(
      where,
      `is ${bytes.length} bytes, over the store's limit of ${MAX_FILE_BYTES} per file; refused`,
    );
  return bytes;
}

/** The new texts of one append on top of `tip`: each touched month file with the append's lines at its end. */
async function appendedFiles(
  octokit: GitHubClient,
  reader: TreeReader,
  target: Target,
  prefix: string,
  plan: ReturnType<typeof appendPlan>,
): Promise<FileChange[]> {
  const files: FileChange[] = [];
  for (const { folder, text } of plan.files) {
    for (let part = 1; ; part++) {
      const path = `${prefix}/${partFile(folder, plan.month, part)}`;
      const existing = await reader.file(path);
      if (!fitsIn(existing?.size ?? 0, text)) continue;
      const where = `${target.branch}:${path}`;
      const before = existing ? await readBlob(octokit, target, existing.sha, where) : undefined;
      const content = `${before ? before.toString('utf8') : ''}${joinedText(before, text)}`;
      files.push({ path, mode: '100644', type: 'blob', content });
      break;
    }
  }
  return files;
}

/**
 * Retention on the branch, on the first append of a month (no commit list
 * for it yet): the month files before the policy's kept months, as
 * removals (the commit list's, the series' and the calibration runs'),
 * found in the append's one listing of the store (preload). Samples are not stripped here: that would rewrite a file of every
 * family (docs/history.md, "Retention").
 */
async function expiredFiles(
  reader: TreeReader,
  prefix: string,
  month: string,
  policy: RetentionPolicy,
): Promise<FileChange[]> {
  const dropBefore = firstMonthKept(new Date(`${month}-01T00:00:00Z`), policy.keepMonths);
  if (dropBefore === '' || (await reader.folder(`${prefix}/commits`))?.has(`${month}.jsonl`)) return [];
  const folders = [`${prefix}/commits`, `${prefix}/${CALIBRATION_FOLDER}`];
  for (const [name, e] of (await reader.folder(`${prefix}/series`)) ?? [])
    if (e.type === 'tree') folders.push(`${prefix}/series/${name}`);
  const out: FileChange[] = [];
  for (const folder of folders) {
    for (const [name, e] of (await reader.folder(folder)) ?? []) {
      const m = MONTH_FILE_PATTERN.exec(name);
      if (m && e.type === 'blob' && m[1]! < dropBefore)
        out.push({ path: `${folder}/${name}`, mode: '100644', type: 'blob', sha: null });
    }
  }
  return out;
}

/** One tree of the tip's files plus `changes`, built in as few requests as their text allows, and a commit of it. */
async function commitChanges(
  octokit: GitHubClient,
  { owner, repo }: Target,
  tip: Tip | undefined,
  changes: FileChange[],
  message: string,
): Promise<string> {
  let base = tip?.tree;
  for (let i = 0; i < changes.length || base === undefined;) {
    const batch: FileChange[] = [];
    let chars = 0;
    while (i < changes.length) {
      const size = 'content' in changes[i]! ? (changes[i] as { content: string }).content.length : 0;
      if (batch.length > 0 && chars + size > MAX_TREE_REQUEST_CHARS) break;
      batch.push(changes[i++]!);
      chars += size;
    }
    const on = base;
    const { data } = await callGitHub('create history tree', () =>
      octokit.rest.git.createTree({ owner, repo, tree: batch, ...(on ? { base_tree: on } : {}) }),
    );
    base = data.sha;
  }
  const tree = base;
  const { data: commit } = await callGitHub('create history commit', () =>
    octokit.rest.git.createCommit({ owner, repo, message, tree, parents: tip ? [tip.commit] : [] }),
  );
  return commit.sha;
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
  const plan = appendPlan(input);
  for (let attempt = 0; ; attempt += 1) {
    const tip = await readTip(octokit, target);
    const reader = new TreeReader(octokit, target, tip?.tree);
    // One listing of the whole store serves every family's folder below;
    // without it each family cost a folder read of its own.
    if (!(await reader.preload(prefix)))
      options.log?.info(`The listing of ${prefix} came truncated; listing its folders one by one`);
    const retention = options.retention ?? DEFAULT_RETENTION;
    const removed = await expiredFiles(reader, prefix, plan.month, retention);
    const files = await appendedFiles(octokit, reader, target, prefix, plan);
    const commit = await commitChanges(
      octokit,
      target,
      tip,
      [...files, ...removed],
      `history: ${input.commit}`,
    );
    try {
      await moveBranch(octokit, target, tip, commit);
      options.log?.info(`Appended ${input.commit} to ${target.branch}:${prefix} in commit ${commit}`);
      return {
        commit,
        files: files.map((e) => e.path),
        removed: removed.map((e) => e.path),
        rebuilt: attempt,
      };
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
