import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { addWorktree, git, GitError, repositoryRoot, worktreeParent } from '../../../src/process/git.js';

// A directory under the system temp dir, which is not inside any repository.
const outside = mkdtempSync(join(tmpdir(), 'benchgate-nogit-'));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('repositoryRoot', () => {
  test('finds the top of this repository from a folder inside it', async () => {
    const root = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
    expect(await repositoryRoot(join(root, 'src', 'run'))).toBe(root);
  });

  test('outside any repository, says what benchgate run needs instead of only git’s words', async () => {
    const err = await repositoryRoot(outside).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitError);
    expect((err as Error).message).toMatch(
      new RegExp(
        `^${outside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not in a git repository: benchgate run checks out base and head from git \\(or give both --base-dir and --head-dir to compare two directories as they are\\) \\(git rev-parse --show-toplevel: fatal: not a git repository`,
      ),
    );
  });
});

describe('addWorktree', () => {
  test('goes under RUNNER_TEMP in a job, and remove() leaves nothing there', async () => {
    const runnerTemp = mkdtempSync(join(tmpdir(), 'benchgate-runner-temp-'));
    // A repository of its own, so the test adds no worktree to this one.
    const root = mkdtempSync(join(tmpdir(), 'benchgate-wt-repo-'));
    await git(['init', '-q'], root);
    writeFileSync(join(root, 'package.json'), '{}\n');
    await git(['add', '.'], root);
    await git(['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'one'], root);
    const saved = process.env.RUNNER_TEMP;
    process.env.RUNNER_TEMP = runnerTemp;
    try {
      const tree = await addWorktree(root, await git(['rev-parse', 'HEAD'], root));
      expect(tree.dir.startsWith(`${runnerTemp}/benchgate-wt-`)).toBe(true);
      expect(existsSync(join(tree.dir, 'package.json'))).toBe(true);
      await tree.remove();
      expect(readdirSync(runnerTemp)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.RUNNER_TEMP;
      else process.env.RUNNER_TEMP = saved;
      rmSync(runnerTemp, { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('outside a job, the system temp directory', () => {
    expect(worktreeParent({})).toBe(tmpdir());
    expect(worktreeParent({ RUNNER_TEMP: '/runner/_temp' })).toBe('/runner/_temp');
  });
});
