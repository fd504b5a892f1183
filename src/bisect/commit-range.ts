// The commits a bisection searches: main's own line from the last good
// commit to the first bad one.

import { git, GitError, resolveCommit } from '../process/git.js';

export interface CommitInfo {
  sha: string;
  subject: string;
}

/**
 * `good` resolved, and the commits after it up to and including `bad`, oldest first, along
 * the first-parent line (the commits main itself went through; a merged
 * branch's own commits never ran on main). An error when `bad` does not
 * descend from `good`.
 */
export async function commitRange(
  good: string,
  bad: string,
  cwd: string,
): Promise<{ good: string; commits: CommitInfo[] }> {
  const g = await resolveCommit(good, cwd);
  const b = await resolveCommit(bad, cwd);
  const descends = await git(['merge-base', '--is-ancestor', g, b], cwd).then(
    () => true,
    () => false,
  );
  if (!descends || g === b) throw new GitError(`${bad} does not come after ${good}: nothing to bisect`);
  const out = await git(['log', '--first-parent', '--reverse', '--format=%H%x09%s', `${g}..${b}`], cwd);
  const commits = out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      return { sha: line.slice(0, tab), subject: line.slice(tab + 1) };
    });
  return { good: g, commits };
}
