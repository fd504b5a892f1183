// The fake's Git database: blobs, trees, commits and refs per repository,
// hashed exactly as git hashes them (sha1 of "<type> <size>\0<body>"), so the
// shas it hands out are real object ids a test can recompute with git itself.
// Everything is plain JSON (blob bytes as base64) so snapshot() can copy it.

import { createHash } from 'node:crypto';

export interface GitPerson {
  name: string;
  email: string;
  /** ISO 8601 without milliseconds, as GitHub prints it. */
  date: string;
}

export interface GitTreeEntry {
  /** One path segment. */
  name: string;
  /** As GitHub reports it: 100644, 100755, 040000, 160000 or 120000. */
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

export type GitObject =
  | { type: 'blob'; content: string; size: number }
  | { type: 'tree'; entries: GitTreeEntry[] }
  | {
      type: 'commit';
      tree: string;
      parents: string[];
      message: string;
      author: GitPerson;
      committer: GitPerson;
    };

export interface GitRepo {
  objects: Record<string, GitObject>;
  /** Fully qualified name ("refs/heads/main") → commit sha. */
  refs: Record<string, string>;
}

/** A change to a tree: `sha: null` removes the path. */
export interface TreeChange {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string | null;
}

export const SHA = /^[0-9a-f]{40}$/;

function hashObject(type: string, body: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
    .digest('hex');
}

export function writeBlob(repo: GitRepo, bytes: Buffer): string {
  const sha = hashObject('blob', bytes);
  repo.objects[sha] = { type: 'blob', content: bytes.toString('base64'), size: bytes.length };
  return sha;
}

/** Git's entry order: by name, a tree's name compared as if it ended in "/". */
function sortKey(entry: GitTreeEntry): string {
  return entry.type === 'tree' ? `${entry.name}/` : entry.name;
}

export function writeTree(repo: GitRepo, entries: GitTreeEntry[]): string {
  const sorted = [...entries].sort((a, b) =>
    sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0,
  );
  // Note: git writes a tree's mode as "40000"; the API shows it zero-padded.
  const body = Buffer.concat(
    sorted.map((e) =>
      Buffer.concat([Buffer.from(`${e.mode.replace(/^0+/, '')} ${e.name}\0`), Buffer.from(e.sha, 'hex')]),
    ),
  );
  const sha = hashObject('tree', body);
  repo.objects[sha] = { type: 'tree', entries: sorted };
  return sha;
}

function signature(person: GitPerson): string {
  const seconds = Math.floor(Date.parse(person.date) / 1000);
  return `${person.name} <${person.email}> ${seconds} +0000`;
}

export function writeCommit(
  repo: GitRepo,
  commit: { tree: string; parents: string[]; message: string; author: GitPerson; committer: GitPerson },
): string {
  const header = [
    `tree ${commit.tree}`,
    ...commit.parents.map((p) => `parent ${p}`),
    `author ${signature(commit.author)}`,
    `committer ${signature(commit.committer)}`,
  ];
  const sha = hashObject('commit', Buffer.from(`${header.join('\n')}\n\n${commit.message}`));
  repo.objects[sha] = { type: 'commit', ...commit, parents: [...commit.parents] };
  return sha;
}

export function objectOf<T extends GitObject['type']>(
  repo: GitRepo | undefined,
  sha: unknown,
  type: T,
): Extract<GitObject, { type: T }> | undefined {
  if (typeof sha !== 'string') return undefined;
  const object = repo?.objects[sha];
  return object?.type === type ? (object as Extract<GitObject, { type: T }>) : undefined;
}

/** Applies `changes` (nested paths allowed) to `base`; undefined when a removal names a missing path. */
export function applyChanges(
  repo: GitRepo,
  base: string | undefined,
  changes: TreeChange[],
): string | undefined {
  const entries = new Map((objectOf(repo, base, 'tree')?.entries ?? []).map((e) => [e.name, e]));
  const nested = new Map<string, TreeChange[]>();
  for (const change of changes) {
    const slash = change.path.indexOf('/');
    if (slash >= 0) {
      const dir = change.path.slice(0, slash);
      nested.set(dir, [...(nested.get(dir) ?? []), { ...change, path: change.path.slice(slash + 1) }]);
    } else if (change.sha === null) {
      if (!entries.delete(change.path)) return undefined;
    } else {
      entries.set(change.path, { name: change.path, mode: change.mode, type: change.type, sha: change.sha });
    }
  }
  for (const [dir, inner] of nested) {
    const current = entries.get(dir);
    const sub = applyChanges(repo, current?.type === 'tree' ? current.sha : undefined, inner);
    if (sub === undefined) return undefined;
    // A directory left empty disappears, as in git.
    if (objectOf(repo, sub, 'tree')!.entries.length === 0) entries.delete(dir);
    else entries.set(dir, { name: dir, mode: '040000', type: 'tree', sha: sub });
  }
  return writeTree(repo, [...entries.values()]);
}

/** True when `ancestor` is `commit` or reachable from it through parents. */
export function isAncestor(repo: GitRepo, ancestor: string, commit: string): boolean {
  const seen = new Set<string>();
  const queue = [commit];
  while (queue.length > 0) {
    const sha = queue.pop()!;
    if (sha === ancestor) return true;
    if (seen.has(sha)) continue;
    seen.add(sha);
    queue.push(...(objectOf(repo, sha, 'commit')?.parents ?? []));
  }
  return false;
}

/** Every file under a tree, path → bytes: for assertions on what a branch holds. */
export function filesOfTree(repo: GitRepo, tree: string, prefix = ''): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const entry of objectOf(repo, tree, 'tree')?.entries ?? []) {
    const path = `${prefix}${entry.name}`;
    if (entry.type === 'tree') Object.assign(out, filesOfTree(repo, entry.sha, `${path}/`));
    else if (entry.type === 'blob') {
      out[path] = Buffer.from(objectOf(repo, entry.sha, 'blob')?.content ?? '', 'base64');
    }
  }
  return out;
}

/** Commits reachable from `commit`, newest first along first parents, then the rest. */
export function historyOf(repo: GitRepo, commit: string): string[] {
  const out: string[] = [];
  const queue = [commit];
  while (queue.length > 0) {
    const sha = queue.shift()!;
    if (out.includes(sha)) continue;
    out.push(sha);
    queue.push(...(objectOf(repo, sha, 'commit')?.parents ?? []));
  }
  return out;
}
