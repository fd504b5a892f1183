import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway git repository with two commits: the example's base/ as the
 * first, its head/ as the second, the way a PR branch sits on main.
 */
export function makeBaseHeadRepo(exampleDir: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  cpSync(join(exampleDir, 'base'), dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  cpSync(join(exampleDir, 'head'), dir, { recursive: true });
  git('checkout', '-q', '-b', 'change');
  git('add', '-A');
  git('commit', '-q', '-m', 'head');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
