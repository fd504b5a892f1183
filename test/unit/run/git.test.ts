import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { GitError, repositoryRoot } from '../../../src/run/git.js';

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
