import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv } from './child-env.js';

export class GitError extends Error {
  override readonly name = 'GitError';
}

/** The one place benchgate calls git. */
export function git(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args as string[],
      // Git runs hooks and filters: they get the same environment as the benchmark.
      { cwd, env: childEnv(process.env), maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) {
          const detail = (stderr || err.message).trim().split('\n').slice(-3).join(' ');
          reject(new GitError(`git ${args.join(' ')}: ${detail}`));
        } else {
          resolve(stdout.trim());
        }
      },
    );
  });
}

export async function repositoryRoot(dir: string): Promise<string> {
  return git(['rev-parse', '--show-toplevel'], dir).catch((err: GitError) => {
    throw new GitError(
      `${dir} is not in a git repository: benchgate run checks out base and head from git ` +
        `(or give both --base-dir and --head-dir to compare two directories as they are) (${err.message})`,
    );
  });
}

export async function resolveCommit(ref: string, cwd: string): Promise<string> {
  return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd).catch(() => {
    throw new GitError(
      `"${ref}" is not a commit in this repository (fetch it first, e.g. actions/checkout with fetch-depth: 0)`,
    );
  });
}

/**
 * The default base: the merge-base of HEAD with the default branch
 * (origin/HEAD, else origin/main, origin/master, main, master).
 */
export async function defaultBase(cwd: string): Promise<string> {
  const candidates = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];
  for (const ref of candidates) {
    const ok = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd).then(
      () => true,
      () => false,
    );
    if (!ok) continue;
    const base = await git(['merge-base', 'HEAD', ref], cwd).catch(() => '');
    if (base) return base;
  }
  throw new GitError('no default branch found to take the merge-base with: pass --base REF');
}

export interface Worktree {
  dir: string;
  commit: string;
  remove(): Promise<void>;
}

/**
 * Where worktrees go: the runner's RUNNER_TEMP in a job, which the runner
 * empties between jobs, so a worktree a killed job could not remove does not
 * pile up on a self-hosted machine; the system temp directory elsewhere.
 */
export function worktreeParent(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.RUNNER_TEMP || tmpdir();
}

/**
 * Checks a commit out in a detached worktree in a new directory under
 * `parentDir` (default: worktreeParent()).
 */
export async function addWorktree(
  repoDir: string,
  commit: string,
  parentDir = worktreeParent(),
): Promise<Worktree> {
  const parent = await mkdtemp(join(parentDir, 'benchgate-wt-'));
  const dir = join(parent, 'tree');
  try {
    await git(['worktree', 'add', '--detach', '--force', dir, commit], repoDir);
  } catch (err) {
    await rm(parent, { recursive: true, force: true });
    throw err;
  }
  let removed = false;
  return {
    dir,
    commit,
    async remove() {
      if (removed) return;
      removed = true;
      await git(['worktree', 'remove', '--force', dir], repoDir).catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
      await git(['worktree', 'prune'], repoDir).catch(() => undefined);
    },
  };
}
