// Reading a file the workflow names inside the workspace. Trust boundary: the
// workspace is a checkout, and a checkout may hold symbolic links (git stores
// them), so a config or template that is a link, or a path that leads out of
// the workspace (an absolute path, "..", a linked folder), could make the
// action read any file of the runner (/proc/self/environ, a credentials file)
// and show it in an error. Only a regular file inside the workspace is read.

import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** `path` (absolute or relative to `folder`) relative to `folder` when it names something inside it; undefined when it leads out (or is the folder itself). */
export function pathInside(folder: string, path: string): string | undefined {
  const rel = relative(resolve(folder), resolve(folder, path));
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? undefined : rel;
}

/** `path` (absolute or relative to the workspace) relative to the workspace; throws when it leads out. */
export function pathInWorkspace(workspace: string, path: string, what: string): string {
  const rel = pathInside(workspace, path);
  if (rel === undefined)
    throw new Error(
      `${what} ${path}: is outside the workspace ${workspace}; benchgate reads it only from the repository's checkout (docs/security.md)`,
    );
  return rel;
}

/**
 * The text of a regular file inside the workspace, or undefined when there is
 * none; a symbolic link, a path resolving outside the workspace or anything
 * but a regular file is refused with an error naming the path.
 */
export function readWorkspaceFile(workspace: string, path: string, what: string): string | undefined {
  const full = join(workspace, pathInWorkspace(workspace, path, what));
  let stat;
  try {
    stat = lstatSync(full);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${what} ${path}: cannot be read (${(err as NodeJS.ErrnoException).code})`);
  }
  const refuse = (why: string): never => {
    throw new Error(
      `${what} ${path}: ${why}; benchgate reads only a regular file inside the workspace (docs/security.md)`,
    );
  };
  if (stat.isSymbolicLink()) refuse('is a symbolic link');
  if (!stat.isFile()) refuse('is not a regular file');
  const root = realpathSync(workspace);
  if (!realpathSync(full).startsWith(root + sep))
    refuse('resolves outside the workspace through a linked folder');
  return readFileSync(full, 'utf8');
}
