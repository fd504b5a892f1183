import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireMeasuredCommit } from '../../src/action/measured-commit.js';

// The checkout must be the commit the report names: the head itself, or the
// merge commit GitHub makes for pull_request (second parent: the head).
const dir = mkdtempSync(join(tmpdir(), 'benchgate-measured-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  }).trim();
git('init', '-q', '-b', 'main');
writeFileSync(join(dir, 'a'), '1');
git('add', '-A');
git('commit', '-qm', 'base');
const base = git('rev-parse', 'HEAD');
git('checkout', '-qb', 'feature');
writeFileSync(join(dir, 'b'), '1');
git('add', '-A');
git('commit', '-qm', 'head');
const head = git('rev-parse', 'HEAD');
git('checkout', '-q', 'main');
writeFileSync(join(dir, 'c'), '1');
git('add', '-A');
git('commit', '-qm', 'main moves on');
git('merge', '-q', '--no-ff', '-m', 'merge', 'feature');
const merge = git('rev-parse', 'HEAD');

describe('requireMeasuredCommit', () => {
  it('accepts the merge commit of pull_request, whose second parent is the head', async () => {
    await expect(requireMeasuredCommit(dir, head)).resolves.toBeUndefined();
  });

  it('accepts the head itself', async () => {
    git('checkout', '-q', head);
    await expect(requireMeasuredCommit(dir, head)).resolves.toBeUndefined();
    git('checkout', '-q', merge);
  });

  it('refuses any other checkout, naming both commits', async () => {
    git('checkout', '-q', base);
    await expect(requireMeasuredCommit(dir, head)).rejects.toThrow(
      `the workspace holds ${base.slice(0, 12)}, not ${head.slice(0, 12)}, the commit this report would name`,
    );
    git('checkout', '-q', merge);
  });

  it('refuses a workspace that is not a git checkout', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'benchgate-plain-'));
    await expect(requireMeasuredCommit(plain, head)).rejects.toThrow(
      'cannot tell which commit the workspace holds',
    );
    rmSync(plain, { recursive: true, force: true });
  });
});
