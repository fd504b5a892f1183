// The Git database API (refs, blobs, trees, commits) as benchgate uses it to
// commit chart images and the history of main to a data branch. Objects get real git shas (see
// git-objects.ts); ref updates without `force` must be fast-forwards; a
// repository marked empty answers 409 "Git Repository is empty." to all of it,
// as GitHub does before the first commit.

import { errorBody } from './faults.js';
import {
  applyChanges,
  isAncestor,
  objectOf,
  SHA,
  writeBlob,
  writeCommit,
  type GitObject,
  type GitRepo,
  type GitTreeEntry,
  type TreeChange,
} from './git-objects.js';
import { field, invalid, notFound, repoOf, type Reply, type Route, type RouteContext } from './route-kit.js';
import { botPerson } from './state.js';

const HTML = 'https://github.com';
const DOCS = {
  getRef: 'https://docs.github.com/rest/git/refs#get-a-reference',
  createRef: 'https://docs.github.com/rest/git/refs#create-a-reference',
  updateRef: 'https://docs.github.com/rest/git/refs#update-a-reference',
  blob: 'https://docs.github.com/rest/git/blobs#create-a-blob',
  tree: 'https://docs.github.com/rest/git/trees#create-a-tree',
  createCommit: 'https://docs.github.com/rest/git/commits#create-a-commit',
  getCommit: 'https://docs.github.com/rest/git/commits#get-a-commit-object',
  getTree: 'https://docs.github.com/rest/git/trees#get-a-tree',
  getBlob: 'https://docs.github.com/rest/git/blobs#get-a-blob',
};
const MODES: Record<string, TreeChange['type']> = {
  '100644': 'blob',
  '100755': 'blob',
  '120000': 'blob',
  '040000': 'tree',
  '160000': 'commit',
};

const unprocessable = (message: string, doc: string): Reply => ({
  status: 422,
  body: errorBody(422, message, doc),
});

function nodeId(prefix: string, key: string): string {
  return `${prefix}_kwDO${Buffer.from(key).toString('base64url').slice(0, 24)}`;
}

function refJson(api: string, repo: string, ref: string, sha: string) {
  return {
    ref,
    node_id: nodeId('REF', `${repo}:${ref}`),
    url: `${api}/repos/${repo}/git/${ref}`,
    object: { sha, type: 'commit', url: `${api}/repos/${repo}/git/commits/${sha}` },
  };
}

function commitJson(api: string, repo: string, sha: string, c: Extract<GitObject, { type: 'commit' }>) {
  return {
    sha,
    node_id: nodeId('C', `${repo}:${sha}`),
    url: `${api}/repos/${repo}/git/commits/${sha}`,
    html_url: `${HTML}/${repo}/commit/${sha}`,
    author: c.author,
    committer: c.committer,
    tree: { sha: c.tree, url: `${api}/repos/${repo}/git/trees/${c.tree}` },
    message: c.message,
    parents: c.parents.map((p) => ({
      sha: p,
      url: `${api}/repos/${repo}/git/commits/${p}`,
      html_url: `${HTML}/${repo}/commit/${p}`,
    })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

/** A tree's entries, and with `recursive` every entry below it too, named by its path under the tree. */
function listEntries(store: GitRepo, sha: string, recursive: boolean, prefix = ''): GitTreeEntry[] {
  return objectOf(store, sha, 'tree')!.entries.flatMap((e) => {
    const named = { ...e, name: `${prefix}${e.name}` };
    return recursive && e.type === 'tree'
      ? [named, ...listEntries(store, e.sha, true, `${named.name}/`)]
      : [named];
  });
}

function treeJson(
  api: string,
  repo: string,
  store: GitRepo,
  sha: string,
  limit = Infinity,
  recursive = false,
) {
  const all = listEntries(store, sha, recursive);
  // GitHub lists at most its limit of entries (100,000 or 7 MB) and says so with `truncated`.
  const entries = all.slice(0, limit);
  return {
    sha,
    url: `${api}/repos/${repo}/git/trees/${sha}`,
    tree: entries.map((e) => ({
      path: e.name,
      mode: e.mode,
      type: e.type,
      sha: e.sha,
      ...(e.type === 'blob' ? { size: objectOf(store, e.sha, 'blob')?.size ?? 0 } : {}),
      url: `${api}/repos/${repo}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
    })),
    truncated: entries.length < all.length,
  };
}

/** A Git database route: 409 on an empty repository, else `handle` with the repo's store. */
function gitRoute(
  method: string,
  template: string,
  doc: string,
  handle: (ctx: RouteContext, store: GitRepo, repo: string) => Reply,
): Route {
  return {
    method,
    template,
    handle(ctx) {
      const repo = repoOf(ctx);
      if (ctx.state.emptyRepos.includes(repo)) {
        return { status: 409, body: errorBody(409, 'Git Repository is empty.', doc) };
      }
      return handle(ctx, ctx.state.gitRepo(repo), repo);
    },
  };
}

function readTreeChange(store: GitRepo, entry: unknown): TreeChange | 'invalid' | 'missing' {
  const path = field(entry, 'path');
  const mode = field(entry, 'mode');
  const type = typeof mode === 'string' ? MODES[mode] : undefined;
  const sha = field(entry, 'sha');
  const content = field(entry, 'content');
  if (typeof path !== 'string' || !/^[^/]+(?:\/[^/]+)*$/.test(path)) return 'invalid';
  if (typeof mode !== 'string' || type === undefined || field(entry, 'type') !== type) return 'invalid';
  if (typeof content === 'string' && sha === undefined && type === 'blob') {
    return { path, mode, type, sha: writeBlob(store, Buffer.from(content, 'utf8')) };
  }
  if (sha === null) return { path, mode, type, sha: null };
  if (typeof sha !== 'string' || !SHA.test(sha)) return 'invalid';
  // Submodule entries point at commits of another repository: nothing to check.
  if (type !== 'commit' && objectOf(store, sha, type) === undefined) return 'missing';
  return { path, mode, type, sha };
}

function createTree(ctx: RouteContext, store: GitRepo, repo: string): Reply {
  const list = field(ctx.body, 'tree');
  const base = field(ctx.body, 'base_tree');
  if (!Array.isArray(list)) return invalid('"tree" wasn\'t supplied.', DOCS.tree);
  if (base !== undefined && objectOf(store, base, 'tree') === undefined) {
    return unprocessable('base_tree is not a valid tree oid', DOCS.tree);
  }
  if (list.length === 0 && base === undefined) return unprocessable('Invalid tree info', DOCS.tree);
  const changes: TreeChange[] = [];
  for (const entry of list) {
    const change = readTreeChange(store, entry);
    if (change === 'invalid') return unprocessable('Invalid tree info', DOCS.tree);
    if (change === 'missing') return unprocessable('GitRPC::BadObjectState', DOCS.tree);
    changes.push(change);
  }
  // A removal of a path that is not there fails the whole tree.
  const sha = applyChanges(store, base as string | undefined, changes);
  if (sha === undefined) return unprocessable('GitRPC::BadObjectState', DOCS.tree);
  return { status: 201, body: treeJson(ctx.api, repo, store, sha) };
}

function createCommit(ctx: RouteContext, store: GitRepo, repo: string): Reply {
  const doc = DOCS.createCommit;
  const message = field(ctx.body, 'message');
  const tree = field(ctx.body, 'tree');
  const parents = field(ctx.body, 'parents') ?? [];
  if (typeof message !== 'string') return invalid('"message" wasn\'t supplied.', doc);
  if (typeof tree !== 'string') return invalid('"tree" wasn\'t supplied.', doc);
  if (!Array.isArray(parents)) {
    return invalid(`For 'properties/parents', ${JSON.stringify(parents)} is not an array.`, doc);
  }
  if (objectOf(store, tree, 'tree') === undefined) return unprocessable('Tree SHA does not exist', doc);
  if (parents.some((p) => objectOf(store, p, 'commit') === undefined)) {
    return unprocessable('Parent SHA does not exist or is not a commit object', doc);
  }
  // Without author/committer GitHub signs as the token's identity: github-actions[bot].
  const person = botPerson(ctx.state.time());
  const commit = { tree, parents: parents as string[], message, author: person, committer: person };
  const sha = writeCommit(store, commit);
  return { status: 201, body: commitJson(ctx.api, repo, sha, objectOf(store, sha, 'commit')!) };
}

function createRef(ctx: RouteContext, store: GitRepo, repo: string): Reply {
  const doc = DOCS.createRef;
  const ref = field(ctx.body, 'ref');
  const sha = field(ctx.body, 'sha');
  if (typeof ref !== 'string') return invalid('"ref" wasn\'t supplied.', doc);
  if (typeof sha !== 'string') return invalid('"sha" wasn\'t supplied.', doc);
  if (!/^refs\/[^/]+\/./.test(ref)) {
    return unprocessable("Reference name must start with 'refs/' and have at least two slashes.", doc);
  }
  if (store.refs[ref] !== undefined) return unprocessable('Reference already exists', doc);
  if (objectOf(store, sha, 'commit') === undefined) return unprocessable('Object does not exist', doc);
  store.refs[ref] = sha;
  return { status: 201, body: refJson(ctx.api, repo, ref, sha) };
}

function updateRef(ctx: RouteContext, store: GitRepo, repo: string): Reply {
  const doc = DOCS.updateRef;
  const ref = `refs/${ctx.params.ref!}`;
  const sha = field(ctx.body, 'sha');
  const current = store.refs[ref];
  if (typeof sha !== 'string') return invalid('"sha" wasn\'t supplied.', doc);
  if (current === undefined) return unprocessable('Reference does not exist', doc);
  if (objectOf(store, sha, 'commit') === undefined) return unprocessable('Object does not exist', doc);
  if (field(ctx.body, 'force') !== true && !isAncestor(store, current, sha)) {
    return unprocessable('Update is not a fast forward', doc);
  }
  store.refs[ref] = sha;
  return { status: 200, body: refJson(ctx.api, repo, ref, sha) };
}

// Note: octokit sends `heads/a/b` as one %2F-escaped segment, which GitHub
// accepts; the fake matches that form only (its router splits on "/").
export const gitRoutes: Route[] = [
  gitRoute('GET', '/repos/{owner}/{repo}/git/ref/{ref}', DOCS.getRef, (ctx, store, repo) => {
    const ref = `refs/${ctx.params.ref!}`;
    const sha = store.refs[ref];
    return sha === undefined
      ? notFound(DOCS.getRef)
      : { status: 200, body: refJson(ctx.api, repo, ref, sha) };
  }),
  gitRoute('POST', '/repos/{owner}/{repo}/git/refs', DOCS.createRef, createRef),
  gitRoute('PATCH', '/repos/{owner}/{repo}/git/refs/{ref}', DOCS.updateRef, updateRef),
  gitRoute('POST', '/repos/{owner}/{repo}/git/blobs', DOCS.blob, (ctx, store, repo) => {
    const content = field(ctx.body, 'content');
    const encoding = field(ctx.body, 'encoding') ?? 'utf-8';
    if (typeof content !== 'string') return invalid('"content" wasn\'t supplied.', DOCS.blob);
    if (encoding !== 'utf-8' && encoding !== 'base64') {
      return invalid(
        `For 'properties/encoding', ${JSON.stringify(encoding)} is not one of [utf-8, base64].`,
        DOCS.blob,
      );
    }
    const sha = writeBlob(store, Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
    return { status: 201, body: { url: `${ctx.api}/repos/${repo}/git/blobs/${sha}`, sha } };
  }),
  gitRoute('POST', '/repos/{owner}/{repo}/git/trees', DOCS.tree, createTree),
  gitRoute('POST', '/repos/{owner}/{repo}/git/commits', DOCS.createCommit, createCommit),
  gitRoute('GET', '/repos/{owner}/{repo}/git/commits/{commit_sha}', DOCS.getCommit, (ctx, store, repo) => {
    const sha = ctx.params.commit_sha!;
    const commit = objectOf(store, sha, 'commit');
    return commit ? { status: 200, body: commitJson(ctx.api, repo, sha, commit) } : notFound(DOCS.getCommit);
  }),
  // One level of a tree, or with ?recursive (any value, as GitHub reads it) every entry below it.
  gitRoute('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}', DOCS.getTree, (ctx, store, repo) => {
    const sha = ctx.params.tree_sha!;
    const recursive = ctx.query.get('recursive') !== null;
    return objectOf(store, sha, 'tree')
      ? { status: 200, body: treeJson(ctx.api, repo, store, sha, ctx.state.treeListingLimit, recursive) }
      : notFound(DOCS.getTree);
  }),
  // GitHub sends a blob's bytes as base64 wrapped at 60 characters a line.
  gitRoute('GET', '/repos/{owner}/{repo}/git/blobs/{file_sha}', DOCS.getBlob, (ctx, store, repo) => {
    const sha = ctx.params.file_sha!;
    const blob = objectOf(store, sha, 'blob');
    if (!blob) return notFound(DOCS.getBlob);
    return {
      status: 200,
      body: {
        sha,
        node_id: nodeId('B', `${repo}:${sha}`),
        size: blob.size,
        url: `${ctx.api}/repos/${repo}/git/blobs/${sha}`,
        content: `${blob.content.replace(/.{60}/g, '$&\n')}\n`,
        encoding: 'base64',
      },
    };
  }),
];
