// The fake's Git database routes: real git object ids, GitHub's shapes, and the
// 404/409/422 answers the data-branch publisher depends on.

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';

const run = promisify(execFile);
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

/** The fields the tests read; every answer is checked whole where it matters. */
interface Answer {
  sha: string;
  message: string;
  author: { date: string };
  [field: string]: unknown;
}

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { authorization: 'token test-token', 'content-type': 'application/json' },
  });
  const text = await res.text();
  return { status: res.status, json: (text === '' ? undefined : JSON.parse(text)) as Answer };
}

const R = '/repos/o/r/git';

/** blob → tree with a nested directory → orphan commit → ref, through the HTTP API. */
async function commitFile(path: string, text: string, parents: string[] = [], base?: string) {
  const blob = await call('POST', `${R}/blobs`, {
    content: Buffer.from(text).toString('base64'),
    encoding: 'base64',
  });
  const tree = await call('POST', `${R}/trees`, {
    tree: [{ path, mode: '100644', type: 'blob', sha: blob.json.sha }],
    ...(base ? { base_tree: base } : {}),
  });
  const commit = await call('POST', `${R}/commits`, { message: 'charts\n', tree: tree.json.sha, parents });
  return { blob, tree, commit };
}

describe('fake GitHub: Git database', () => {
  it('hands out the object ids git itself computes', async () => {
    const { blob, tree, commit } = await commitFile('pr-7/a.png', 'PNG bytes\n');
    const git = await mkdtemp(join(tmpdir(), 'fake-git-'));
    try {
      const sh = async (args: string[], input?: string) => {
        const child = run('git', args, {
          cwd: git,
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 'github-actions[bot]',
            GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
            GIT_AUTHOR_DATE: `@${Date.parse(commit.json.author.date) / 1000} +0000`,
            GIT_COMMITTER_NAME: 'github-actions[bot]',
            GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
            GIT_COMMITTER_DATE: `@${Date.parse(commit.json.author.date) / 1000} +0000`,
          },
        });
        child.child.stdin!.end(input ?? '');
        return (await child).stdout.trim();
      };
      await sh(['init', '-q']);
      const blobSha = await sh(['hash-object', '-w', '--stdin'], 'PNG bytes\n');
      const inner = await sh(['mktree'], `100644 blob ${blobSha}\ta.png\n`);
      const outer = await sh(['mktree'], `040000 tree ${inner}\tpr-7\n`);
      const commitSha = await sh(['commit-tree', outer], 'charts\n');
      expect([blob.json.sha, tree.json.sha, commit.json.sha]).toEqual([blobSha, outer, commitSha]);
    } finally {
      await rm(git, { recursive: true, force: true });
    }
  });

  it('answers with GitHub shapes for blobs, trees, commits and refs', async () => {
    const { blob, tree, commit } = await commitFile('pr-7/a.png', 'x');
    const sha = commit.json.sha as string;
    expect(blob).toEqual({
      status: 201,
      json: { url: `${fake.url}${R}/blobs/${blob.json.sha}`, sha: blob.json.sha },
    });
    expect(tree.json).toEqual({
      sha: tree.json.sha,
      url: `${fake.url}${R}/trees/${tree.json.sha}`,
      tree: [
        {
          path: 'pr-7',
          mode: '040000',
          type: 'tree',
          sha: expect.stringMatching(/^[0-9a-f]{40}$/),
          url: expect.stringContaining(`${R}/trees/`),
        },
      ],
      truncated: false,
    });
    expect(commit.json).toMatchObject({
      sha,
      url: `${fake.url}${R}/commits/${sha}`,
      html_url: `https://github.com/o/r/commit/${sha}`,
      author: { name: 'github-actions[bot]', date: '2024-05-01T12:00:01Z' },
      tree: { sha: tree.json.sha, url: `${fake.url}${R}/trees/${tree.json.sha}` },
      message: 'charts\n',
      parents: [],
      verification: { verified: false, reason: 'unsigned' },
    });
    const created = await call('POST', `${R}/refs`, { ref: 'refs/heads/data', sha });
    const expected = {
      ref: 'refs/heads/data',
      node_id: expect.stringMatching(/^REF_/),
      url: `${fake.url}${R}/refs/heads/data`,
      object: { sha, type: 'commit', url: `${fake.url}${R}/commits/${sha}` },
    };
    expect(created).toEqual({ status: 201, json: expected });
    expect(await call('GET', `${R}/ref/heads%2Fdata`)).toEqual({ status: 200, json: expected });
    expect((await call('GET', `${R}/commits/${sha}`)).json).toEqual(commit.json);
  });

  it('moves a ref only by fast-forward unless forced', async () => {
    const first = await commitFile('a', '1');
    const base = first.tree.json.sha as string;
    const second = await commitFile('b', '2', [first.commit.json.sha], base);
    const sibling = await commitFile('c', '3', [first.commit.json.sha], base);
    await call('POST', `${R}/refs`, { ref: 'refs/heads/data', sha: first.commit.json.sha });

    const patch = (sha: string, force?: boolean) =>
      call('PATCH', `${R}/refs/heads%2Fdata`, { sha, ...(force === undefined ? {} : { force }) });
    expect((await patch(second.commit.json.sha, false)).status).toBe(200);
    const refused = await patch(sibling.commit.json.sha, false);
    expect(refused).toEqual({
      status: 422,
      json: {
        message: 'Update is not a fast forward',
        documentation_url: 'https://docs.github.com/rest/git/refs#update-a-reference',
        status: '422',
      },
    });
    expect((await patch(sibling.commit.json.sha, true)).status).toBe(200);
    expect(fake.state.branchHistory('o/r', 'data')).toEqual([sibling.commit.json.sha, first.commit.json.sha]);
    expect(Object.keys(fake.state.branchFiles('o/r', 'data')!)).toEqual(['a', 'c']);
  });

  it.each([
    ['GET', `${R}/ref/heads%2Fmissing`, undefined, 404, 'Not Found'],
    ['GET', `${R}/commits/${'0'.repeat(40)}`, undefined, 404, 'Not Found'],
    ['PATCH', `${R}/refs/heads%2Fmissing`, { sha: '0'.repeat(40) }, 422, 'Reference does not exist'],
    [
      'POST',
      `${R}/refs`,
      { ref: 'heads/x', sha: '0'.repeat(40) },
      422,
      "Reference name must start with 'refs/' and have at least two slashes.",
    ],
    ['POST', `${R}/refs`, { ref: 'refs/heads/x', sha: '0'.repeat(40) }, 422, 'Object does not exist'],
    ['POST', `${R}/blobs`, { encoding: 'base64' }, 422, 'Invalid request.\n\n"content" wasn\'t supplied.'],
    ['POST', `${R}/trees`, { tree: [] }, 422, 'Invalid tree info'],
    [
      'POST',
      `${R}/trees`,
      { tree: [{ path: '/a', mode: '100644', type: 'blob', sha: '0'.repeat(40) }] },
      422,
      'Invalid tree info',
    ],
    [
      'POST',
      `${R}/trees`,
      { tree: [{ path: 'a', mode: '100644', type: 'blob', sha: '0'.repeat(40) }] },
      422,
      'GitRPC::BadObjectState',
    ],
    ['POST', `${R}/trees`, { tree: [], base_tree: '0'.repeat(40) }, 422, 'base_tree is not a valid tree oid'],
    ['POST', `${R}/commits`, { message: 'm', tree: '0'.repeat(40) }, 422, 'Tree SHA does not exist'],
  ])('%s %s %j → %i %s', async (method, path, body, status, message) => {
    const res = await call(method, path, body);
    expect([res.status, res.json.message]).toEqual([status, message]);
  });

  it('refuses a second ref of the same name and a parent that is not a commit', async () => {
    const { blob, tree, commit } = await commitFile('a', '1');
    await call('POST', `${R}/refs`, { ref: 'refs/heads/data', sha: commit.json.sha });
    const again = await call('POST', `${R}/refs`, { ref: 'refs/heads/data', sha: commit.json.sha });
    expect([again.status, again.json.message]).toEqual([422, 'Reference already exists']);
    const orphan = await call('POST', `${R}/commits`, {
      message: 'm',
      tree: tree.json.sha,
      parents: [blob.json.sha],
    });
    expect([orphan.status, orphan.json.message]).toEqual([
      422,
      'Parent SHA does not exist or is not a commit object',
    ]);
    const removal = await call('POST', `${R}/trees`, {
      base_tree: tree.json.sha,
      tree: [{ path: 'nope', mode: '100644', type: 'blob', sha: null }],
    });
    expect([removal.status, removal.json.message]).toEqual([422, 'GitRPC::BadObjectState']);
  });

  it('answers 409 on a repository without commits, and plays faults on Git routes', async () => {
    fake.state.seed({ emptyRepos: ['o/empty'] });
    const empty = await call('GET', '/repos/o/empty/git/ref/heads%2Fmain');
    expect(empty).toEqual({
      status: 409,
      json: {
        message: 'Git Repository is empty.',
        documentation_url: 'https://docs.github.com/rest/git/refs#get-a-reference',
        status: '409',
      },
    });
    fake.fail('POST /repos/{owner}/{repo}/git/trees', faults.notAccessible());
    const denied = await call('POST', `${R}/trees`, { tree: [] });
    expect([denied.status, denied.json.message]).toEqual([403, 'Resource not accessible by integration']);
    expect(fake.requests.map((r) => r.route)).toEqual([
      'GET /repos/{owner}/{repo}/git/ref/{ref}',
      'POST /repos/{owner}/{repo}/git/trees',
    ]);
  });

  it('seeds branches and copies the Git database into snapshots', async () => {
    fake.state.seed({ branches: [{ repo: 'o/r', branch: 'data', files: { 'docs/README.md': 'hi\n' } }] });
    const snapshot = fake.state.snapshot();
    const tip = snapshot.git['o/r']!.refs['refs/heads/data']!;
    expect(snapshot.git['o/r']!.objects[tip]).toMatchObject({
      type: 'commit',
      message: 'Initial commit',
      parents: [],
    });
    expect(fake.state.branchFiles('o/r', 'data')).toEqual({ 'docs/README.md': Buffer.from('hi\n') });
    expect(fake.state.branchFiles('o/r', 'other')).toBeUndefined();
  });
});
