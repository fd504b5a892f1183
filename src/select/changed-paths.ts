import { git } from '../process/git.js';

/**
 * The files a pull request changes: `git diff --name-only base...head`, that
 * is, since the merge-base, as GitHub shows a PR's files. Renames count as a
 * deletion and an addition (--no-renames), so both the old and the new path
 * are seen: a file moved out of a package changes that package too.
 * Paths are relative to the repository root, "/"-separated.
 */
export async function listChangedPaths(repoDir: string, base: string, head: string): Promise<string[]> {
  // -z: paths come unquoted, whatever characters they hold.
  const out = await git(['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`, '--'], repoDir);
  return out.split('\0').filter((p) => p !== '');
}

/**
 * The changed paths inside the project directory (workingDirectory, relative
 * to the repository root), made relative to it; and the ones outside it,
 * which cannot change the project's benchmarks unless a rule says so.
 */
export function splitByProject(
  paths: readonly string[],
  workingDirectory: string,
): { inside: string[]; outside: string[] } {
  const prefix = workingDirectory.replace(/^\.\/?/, '').replace(/\/+$/, '');
  if (prefix === '') return { inside: [...paths], outside: [] };
  const inside: string[] = [];
  const outside: string[] = [];
  for (const p of paths) {
    if (p.startsWith(`${prefix}/`)) inside.push(p.slice(prefix.length + 1));
    else outside.push(p);
  }
  return { inside, outside };
}
