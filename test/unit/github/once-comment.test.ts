// Issue 15 item 10: a commit comment or a refusal whose answer was lost is not posted twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onceMarker, postRefusalOnce, upsertCommitComment } from '../../../src/github/once-comment.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, SHA_B } from './helpers.js';

const BOT = 'github-actions[bot]';
let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ seed: { pulls: [{ repo: 'o/r', number: 7, headSha: SHA_B }] } });
});
afterEach(async () => {
  await fake.close();
});

describe('upsertCommitComment', () => {
  it('the attack: the answer of the POST is lost in a 502; the comment is found, not posted again', async () => {
    fake.fail('POST /repos/{owner}/{repo}/commits/{commit_sha}/comments', faults.lostResponse(502));
    const { octokit } = clientFor(fake);
    const posted = await upsertCommitComment(octokit, {
      owner: 'o',
      repo: 'r',
      commit_sha: SHA_B,
      key: 'benchmarks',
      body: '3 regressions',
      authorLogin: BOT,
    });
    expect(fake.log()).toEqual([
      `GET /repos/o/r/commits/${SHA_B}/comments?per_page=100 200`,
      `POST /repos/o/r/commits/${SHA_B}/comments 502`,
      `GET /repos/o/r/commits/${SHA_B}/comments?per_page=100 200`,
    ]);
    expect(posted).toEqual({
      id: 1001,
      url: `https://github.com/o/r/commit/${SHA_B}#commitcomment-1001`,
      created: false,
    });
    expect(fake.state.commitComments.map((c) => c.body)).toEqual([
      '<!-- benchgate:commit:benchmarks -->\n3 regressions',
    ]);
  });

  it("a rerun updates its own comment in place; someone else's comment with the marker is left alone", async () => {
    fake.state.commitComments.push({
      id: 900,
      repo: 'o/r',
      commit_id: SHA_B,
      body: `${onceMarker('commit:benchmarks')}\nbait`,
      user: { login: 'mallory', id: 5, type: 'User' },
      created_at: '2024-05-01T11:00:00Z',
      updated_at: '2024-05-01T11:00:00Z',
    });
    const { octokit } = clientFor(fake);
    const target = { owner: 'o', repo: 'r', commit_sha: SHA_B, key: 'benchmarks', authorLogin: BOT };
    const first = await upsertCommitComment(octokit, { ...target, body: 'run 1' });
    const second = await upsertCommitComment(octokit, { ...target, body: 'run 2' });
    expect([first.created, second.created, first.id, second.id]).toEqual([true, false, 1001, 1001]);
    expect(fake.state.commitComments.map((c) => [c.id, c.body])).toEqual([
      [900, '<!-- benchgate:commit:benchmarks -->\nbait'],
      [1001, '<!-- benchgate:commit:benchmarks -->\nrun 2'],
    ]);
    expect(fake.log().at(-1)).toBe('PATCH /repos/o/r/comments/1001 200');
  });
});

describe('postRefusalOnce', () => {
  it('the attack: a lost answer and a rerun of the same command leave one refusal', async () => {
    fake.fail('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', faults.lostResponse(502));
    const { octokit } = clientFor(fake);
    const refusal = { owner: 'o', repo: 'r', issue_number: 7, commandId: 555, body: 'no', authorLogin: BOT };
    const first = await postRefusalOnce(octokit, refusal);
    const again = await postRefusalOnce(octokit, refusal);
    expect([first.created, again.created]).toEqual([false, false]);
    expect(fake.state.comments.map((c) => c.body)).toEqual(['<!-- benchgate:refusal:555 -->\nno']);
    expect(fake.log().filter((l) => l.startsWith('POST'))).toEqual(['POST /repos/o/r/issues/7/comments 502']);
  });

  it('a server error with nothing created is tried again after looking', async () => {
    fake.fail('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', faults.serverError(502));
    const { octokit } = clientFor(fake);
    const posted = await postRefusalOnce(octokit, {
      owner: 'o',
      repo: 'r',
      issue_number: 7,
      commandId: 9,
      body: 'no',
      authorLogin: BOT,
    });
    expect(posted.created).toBe(true);
    expect(fake.log()).toEqual([
      'GET /repos/o/r/issues/7/comments?per_page=100 200',
      'POST /repos/o/r/issues/7/comments 502',
      'GET /repos/o/r/issues/7/comments?per_page=100 200',
      'POST /repos/o/r/issues/7/comments 201',
    ]);
  });
});
