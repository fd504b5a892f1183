import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** git in `dir` with a fixed author, as every throwaway repository of the tests commits; its stdout, trimmed. */
export function gitIn(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
    encoding: 'utf8',
  }).trim();
}

/**
 * A throwaway git repository with two commits: the example's base/ as the
 * first, its head/ as the second, the way a PR branch sits on main.
 */
export function makeBaseHeadRepo(exampleDir: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-repo-'));
  const git = (...args: string[]) => gitIn(dir, ...args);
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

/**
 * A throwaway git repository whose main branch holds `files`; `branch`
 * commits changes on a new branch off main (null deletes a file) and returns
 * its commit, so one repository serves many base...head scenarios.
 */
export function makeScenarioRepo(files: Record<string, string>): {
  dir: string;
  base: string;
  branch: (name: string, changes: Record<string, string | null>) => string;
  cleanup: () => void;
} {
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
    }).trim();
  const write = (changes: Record<string, string | null>) => {
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) rmSync(join(dir, path));
      else {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
    }
  };
  git('init', '-q', '-b', 'main');
  write(files);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  return {
    dir,
    base,
    branch(name, changes) {
      git('checkout', '-q', '-b', name, base);
      write(changes);
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', name);
      const head = git('rev-parse', 'HEAD');
      git('checkout', '-q', 'main');
      return head;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
