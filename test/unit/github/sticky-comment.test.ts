import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApiError } from '../../../src/github/errors.js';
import { parseStickyBody, stickyMarker } from '../../../src/github/sticky-body.js';
import { upsertStickyComment, type UpsertStickyCommentOptions } from '../../../src/github/sticky-comment.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, rejectionOf, SHA_A, SHA_B, SHA_C } from './helpers.js';

const LIST = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const CREATE = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const UPDATE = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
const LIST_URL = '/repos/o/r/issues/7/comments?per_page=100';

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub({ seed: { pulls: [{ repo: 'o/r', number: 7, headSha: SHA_A }] } });
});
afterEach(async () => {
  await fake.close();
});

function run(
  sha: string,
  time: string,
  body: string,
  extra: Partial<UpsertStickyCommentOptions> = {},
): UpsertStickyCommentOptions {
  return {
    owner: 'o',
    repo: 'r',
    issue_number: 7,
    key: 'benchmarks',
    body,
    sha,
    time,
    authorLogin: 'github-actions[bot]',
    ...extra,
  };
}

const marked = () => fake.state.comments.filter((c) => c.body.startsWith(stickyMarker('benchmarks')));

describe('upsertStickyComment', () => {
  it('creates the comment once, then updates it in place keeping earlier runs collapsed', async () => {
    const { octokit } = clientFor(fake);
    const first = await upsertStickyComment(octokit, run(SHA_A, '2024-05-01T10:00:00Z', 'report 1'));
    expect(first).toEqual({
      url: 'https://github.com/o/r/pull/7#issuecomment-1001',
      id: 1001,
      created: true,
      shrunk: false,
      truncated: false,
      removedDuplicates: 0,
      stale: false,
    });
    const second = await upsertStickyComment(octokit, run(SHA_B, '2024-05-02T10:00:00Z', 'report 2'));
    const third = await upsertStickyComment(octokit, run(SHA_C, '2024-05-03T10:00:00Z', 'report 3'));
    expect([second.id, second.created, third.id, third.created]).toEqual([1001, false, 1001, false]);

    expect(fake.log()).toEqual([
      `GET ${LIST_URL} 200`,
      'POST /repos/o/r/issues/7/comments 201',
      `GET ${LIST_URL} 200`,
      `GET ${LIST_URL} 200`,
      'PATCH /repos/o/r/issues/comments/1001 200',
      `GET ${LIST_URL} 200`,
      'PATCH /repos/o/r/issues/comments/1001 200',
    ]);
    expect(fake.state.comments).toHaveLength(1);
    const comment = fake.state.comments[0]!;
    expect([comment.id, comment.created_at, comment.updated_at]).toEqual([
      1001,
      '2024-05-01T12:00:01Z',
      '2024-05-01T12:00:03Z',
    ]);
    expect(parseStickyBody(comment.body, 'benchmarks')).toEqual({
      key: 'benchmarks',
      current: { sha: SHA_C, time: '2024-05-03T10:00:00Z', body: 'report 3' },
      history: [
        { sha: SHA_B, time: '2024-05-02T10:00:00Z', body: 'report 2' },
        { sha: SHA_A, time: '2024-05-01T10:00:00Z', body: 'report 1' },
      ],
      droppedRuns: 0,
    });
    expect(comment.body.match(/<details><summary>[^<]*<\/summary>/g)).toEqual([
      '<details><summary>Earlier run: bbbbbbb at 2024-05-02 10:00 UTC</summary>',
      '<details><summary>Earlier run: aaaaaaa at 2024-05-01 10:00 UTC</summary>',
    ]);
  });

  it('ends with exactly one comment when two runs race to create it', async () => {
    // Both runs list before either creates: the race the relist-and-merge step exists for.
    fake.fail(LIST, faults.barrier(2));
    const a = clientFor(fake);
    const b = clientFor(fake);
    const results = await Promise.all([
      upsertStickyComment(a.octokit, run(SHA_A, '2024-05-01T10:00:00Z', 'report A')),
      upsertStickyComment(b.octokit, run(SHA_B, '2024-05-01T10:00:05Z', 'report B')),
    ]);
    const creates = fake.requests.filter((r) => r.method === 'POST').map((r) => r.status);
    expect(creates).toEqual([201, 201]);
    expect(fake.state.comments.map((c) => c.id)).toEqual([1001]);
    expect(results.map((r) => [r.id, r.created])).toEqual([
      [1001, true],
      [1001, true],
    ]);
    const deletes = fake.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.url)).toEqual(deletes.map(() => '/repos/o/r/issues/comments/1002'));
    expect(deletes.map((r) => r.status).sort()).toEqual(deletes.length === 1 ? [204] : [204, 404]);
    const model = parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!;
    const runs = [model.current, ...model.history].map((r) => r.body).sort();
    expect(runs).toEqual(['report A', 'report B']);
  });

  it('removes the duplicate a retried create leaves when GitHub lost the first answer', async () => {
    fake.fail(CREATE, faults.lostResponse(502));
    const { octokit, lines, log } = clientFor(fake);
    const result = await upsertStickyComment(octokit, run(SHA_A, '2024-05-01T10:00:00Z', 'report', { log }));
    expect(fake.log()).toEqual([
      `GET ${LIST_URL} 200`,
      'POST /repos/o/r/issues/7/comments 502',
      'POST /repos/o/r/issues/7/comments 201',
      `GET ${LIST_URL} 200`,
      'DELETE /repos/o/r/issues/comments/1002 204',
    ]);
    expect(result).toMatchObject({ id: 1001, created: true, removedDuplicates: 1 });
    expect(fake.state.comments.map((c) => c.id)).toEqual([1001]);
    expect(parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!.history).toEqual([]);
    expect(lines).toEqual([
      'info: Sticky comment 1001: merged 1 duplicate(s) from concurrent or retried runs',
    ]);
  });

  it('finds its comment on page 3 of 250 comments and updates it', async () => {
    const comments = Array.from({ length: 250 }, (_, i) => ({
      repo: 'o/r',
      issue_number: 7,
      ...(i === 230 ? {} : { user: `user${i % 5}` }),
      body: i === 230 ? `${stickyMarker('benchmarks')}\nold, unparsed` : `comment ${i}`,
    }));
    fake.state.seed({ comments });
    const target = fake.state.comments[230]!;
    const { octokit } = clientFor(fake);
    const result = await upsertStickyComment(octokit, run(SHA_B, '2024-05-02T10:00:00Z', 'new report'));
    expect(fake.log()).toEqual([
      `GET ${LIST_URL} 200`,
      'GET /repos/o/r/issues/7/comments?per_page=100&page=2 200',
      'GET /repos/o/r/issues/7/comments?per_page=100&page=3 200',
      `PATCH /repos/o/r/issues/comments/${target.id} 200`,
    ]);
    expect(result).toMatchObject({ id: target.id, created: false });
    expect(fake.state.comments).toHaveLength(250);
    expect(parseStickyBody(target.body, 'benchmarks')).toEqual({
      key: 'benchmarks',
      current: { sha: SHA_B, time: '2024-05-02T10:00:00Z', body: 'new report' },
      history: [{ sha: '', time: '', body: 'old, unparsed' }],
      droppedRuns: 0,
    });
  });

  it('keeps a 200k-character report under GitHub limit and says so', async () => {
    const { octokit } = clientFor(fake);
    const result = await upsertStickyComment(
      octokit,
      run(SHA_A, '2024-05-01T10:00:00Z', 'row\n'.repeat(50_000)),
    );
    expect(result).toMatchObject({ created: true, shrunk: false, truncated: true });
    const body = fake.state.comments[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("_… cut here: the report passed GitHub's 65,536-character comment limit");
    expect(fake.requests.find((r) => r.method === 'POST')!.status).toBe(201);
  });

  it('hands the shrink callback a budget and posts its result', async () => {
    const { octokit } = clientFor(fake);
    const budgets: number[] = [];
    const result = await upsertStickyComment(
      octokit,
      run(SHA_A, '2024-05-01T10:00:00Z', 'x'.repeat(80_000), {
        shrink: (budget) => {
          budgets.push(budget);
          return 'only the regressions';
        },
      }),
    );
    expect(result).toMatchObject({ shrunk: true, truncated: false });
    expect(budgets).toHaveLength(1);
    expect(budgets[0]).toBeGreaterThan(65_000);
    expect(parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!.current.body).toMatch(
      /^only the regressions\n\n_This report was shortened/,
    );
  });

  it('merges leftover duplicates into the oldest and ignores other keys, quotes and other authors', async () => {
    fake.state.seed({
      comments: [
        { repo: 'o/r', issue_number: 7, body: `${stickyMarker('other-check')}\nother` },
        { repo: 'o/r', issue_number: 7, body: `> ${stickyMarker('benchmarks')}\n> quoted`, user: 'reviewer' },
        { repo: 'o/r', issue_number: 7, body: `${stickyMarker('benchmarks')}\nimpostor`, user: 'mallory' },
        { repo: 'o/r', issue_number: 7, body: `${stickyMarker('benchmarks')}\nfirst` },
        { repo: 'o/r', issue_number: 7, body: `${stickyMarker('benchmarks')}\nsecond` },
      ],
    });
    const { octokit } = clientFor(fake);
    const result = await upsertStickyComment(
      octokit,
      run(SHA_A, '2024-05-01T10:00:00Z', 'report', { authorLogin: 'github-actions[bot]' }),
    );
    expect(fake.log()).toEqual([
      `GET ${LIST_URL} 200`,
      'PATCH /repos/o/r/issues/comments/1004 200',
      'DELETE /repos/o/r/issues/comments/1005 204',
    ]);
    expect(result).toMatchObject({ id: 1004, created: false, removedDuplicates: 1 });
    expect(fake.state.comments.map((c) => c.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(fake.state.comments.slice(0, 3).map((c) => c.body.split('\n')[1])).toEqual([
      'other',
      '> quoted',
      'impostor',
    ]);
    expect(marked().map((c) => c.user.login)).toEqual(['mallory', 'github-actions[bot]']);
  });

  it('starts over when the comment it updates disappears', async () => {
    fake.state.seed({
      comments: [{ repo: 'o/r', issue_number: 7, body: `${stickyMarker('benchmarks')}\nold` }],
    });
    fake.fail(UPDATE, faults.notFound());
    const { octokit } = clientFor(fake);
    const result = await upsertStickyComment(octokit, run(SHA_A, '2024-05-01T10:00:00Z', 'report'));
    expect(fake.log()).toEqual([
      `GET ${LIST_URL} 200`,
      'PATCH /repos/o/r/issues/comments/1001 404',
      `GET ${LIST_URL} 200`,
      'PATCH /repos/o/r/issues/comments/1001 200',
    ]);
    expect(result).toMatchObject({ id: 1001, created: false });
  });

  it('reports a 401 as a typed error naming the call', async () => {
    const { octokit } = clientFor(fake);
    fake.fail(LIST, faults.badCredentials());
    const error = await rejectionOf(upsertStickyComment(octokit, run(SHA_A, '2024-05-01T10:00:00Z', 'r')));
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(error).toMatchObject({
      operation: 'list PR comments',
      status: 401,
      githubMessage: 'Bad credentials',
    });
    expect((error as Error).message).toBe(
      `GitHub API: list PR comments failed: GET ${LIST_URL} returned 401 Bad credentials`,
    );
    expect(fake.state.comments).toEqual([]);
  });
});
