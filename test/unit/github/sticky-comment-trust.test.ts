// Issue 15 items 9 and 10: only the token's own comments are adopted, and a run for a
// head the PR has moved past never replaces the newer head's report. Each attack runs
// through the real client against the fake GitHub.
import { afterEach, describe, expect, it } from 'vitest';
import { resolveTokenIdentity } from '../../../src/github/identity.js';
import { parseStickyBody, stickyMarker } from '../../../src/github/sticky-body.js';
import { upsertStickyComment } from '../../../src/github/sticky-comment.js';
import { getPullRequest } from '../../../src/github/pull-request.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, rejectionOf, SHA_A, SHA_B } from './helpers.js';

let fake: FakeGitHub;
afterEach(async () => {
  await fake.close();
});

const seed = { pulls: [{ repo: 'o/r', number: 7, headSha: SHA_B }] };

describe('resolveTokenIdentity', () => {
  it('GITHUB_TOKEN: GET /user is 403 for an installation token, so the login is github-actions[bot], asked once', async () => {
    fake = await startFakeGitHub({ seed });
    const { octokit } = clientFor(fake);
    expect(await resolveTokenIdentity(octokit)).toEqual({ login: 'github-actions[bot]', kind: 'app' });
    expect(await resolveTokenIdentity(octokit)).toEqual({ login: 'github-actions[bot]', kind: 'app' });
    expect(fake.log()).toEqual(['GET /user 403', 'POST /graphql 200']);
  });

  it("another GitHub App's installation token: the GraphQL viewer names its bot", async () => {
    fake = await startFakeGitHub({ seed, tokenApp: 'benchgate-app' });
    const { octokit } = clientFor(fake);
    expect(await resolveTokenIdentity(octokit)).toEqual({ login: 'benchgate-app[bot]', kind: 'app' });
  });

  it('GraphQL unavailable too: the login is github-actions[bot]', async () => {
    fake = await startFakeGitHub({ seed, tokenApp: 'other' });
    fake.fail('POST /graphql', faults.notAccessible());
    const { octokit } = clientFor(fake);
    expect(await resolveTokenIdentity(octokit)).toEqual({ login: 'github-actions[bot]', kind: 'app' });
  });

  it("a personal access token: GET /user answers the user's login", async () => {
    fake = await startFakeGitHub({ seed, tokenUser: 'release-bot' });
    const { octokit } = clientFor(fake);
    expect(await resolveTokenIdentity(octokit)).toEqual({ login: 'release-bot', kind: 'user' });
    expect(fake.log()).toEqual(['GET /user 200']);
  });

  it('a bad token is an error, not a guess', async () => {
    fake = await startFakeGitHub({ seed });
    const { octokit } = clientFor(fake, { token: 'wrong' });
    expect(await rejectionOf(resolveTokenIdentity(octokit))).toMatchObject({ status: 401 });
  });
});

describe('sticky comment adoption', () => {
  it("the attack: a passer-by's older comment with the marker is not adopted", async () => {
    fake = await startFakeGitHub({
      seed: {
        ...seed,
        comments: [
          { repo: 'o/r', issue_number: 7, body: `${stickyMarker('benchmarks')}\nbait`, user: 'passerby' },
        ],
      },
    });
    const { octokit } = clientFor(fake);
    const { login } = await resolveTokenIdentity(octokit);
    const result = await upsertStickyComment(octokit, {
      owner: 'o',
      repo: 'r',
      issue_number: 7,
      key: 'benchmarks',
      body: 'the report',
      sha: SHA_B,
      time: '2024-05-01T10:00:00Z',
      authorLogin: login,
    });
    expect(result).toMatchObject({ id: 1002, created: true });
    expect(fake.state.comments.map((c) => [c.id, c.user.login, c.body.split('\n')[1]])).toEqual([
      [1001, 'passerby', 'bait'],
      [1002, 'github-actions[bot]', `<!-- benchgate:current sha=${SHA_B} time=2024-05-01T10%3A00%3A00Z -->`],
    ]);
  });

  it("with a personal access token, the token user's own comment is adopted and the bot's is not", async () => {
    fake = await startFakeGitHub({
      tokenUser: 'release-bot',
      seed: {
        ...seed,
        comments: [
          {
            repo: 'o/r',
            issue_number: 7,
            body: `${stickyMarker('benchmarks')}\nbot's`,
            user: 'github-actions[bot]',
            type: 'Bot',
          },
          { repo: 'o/r', issue_number: 7, body: `${stickyMarker('benchmarks')}\nmine`, user: 'release-bot' },
        ],
      },
    });
    const { octokit } = clientFor(fake);
    const { login } = await resolveTokenIdentity(octokit);
    const result = await upsertStickyComment(octokit, {
      owner: 'o',
      repo: 'r',
      issue_number: 7,
      key: 'benchmarks',
      body: 'the report',
      sha: SHA_B,
      time: '2024-05-01T10:00:00Z',
      authorLogin: login,
    });
    expect(result).toMatchObject({ id: 1002, created: false });
    expect(fake.state.comments[0]!.body).toBe(`${stickyMarker('benchmarks')}\nbot's`);
  });
});

describe('stale runs', () => {
  const upsert = (
    octokit: Parameters<typeof upsertStickyComment>[0],
    sha: string,
    time: string,
    body: string,
  ) =>
    upsertStickyComment(octokit, {
      owner: 'o',
      repo: 'r',
      issue_number: 7,
      key: 'benchmarks',
      body,
      sha,
      time,
      authorLogin: 'github-actions[bot]',
      currentHead: async () =>
        (await getPullRequest(octokit, { owner: 'o', repo: 'r', pull_number: 7 })).headSha,
    });

  it("the attack: a slower run for the older head finishes last and does not replace the new head's report", async () => {
    fake = await startFakeGitHub({ seed });
    const { octokit } = clientFor(fake);
    // The run for the new head B finishes first; the run for the old head A (started earlier) after it.
    const newer = await upsert(octokit, SHA_B, '2024-05-01T10:05:00Z', 'report for B');
    const older = await upsert(octokit, SHA_A, '2024-05-01T10:00:00Z', 'report for A');
    expect([newer.stale, older.stale]).toEqual([false, true]);
    expect(fake.state.comments).toHaveLength(1);
    expect(parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')).toEqual({
      key: 'benchmarks',
      current: { sha: SHA_B, time: '2024-05-01T10:05:00Z', body: 'report for B' },
      history: [{ sha: SHA_A, time: '2024-05-01T10:00:00Z', body: 'report for A' }],
      droppedRuns: 0,
    });
  });

  it('a stale run with no comment yet is posted with a warning, and the new head replaces it', async () => {
    fake = await startFakeGitHub({ seed });
    const { octokit } = clientFor(fake);
    await upsert(octokit, SHA_A, '2024-05-01T10:00:00Z', 'report for A');
    const first = parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!;
    expect(first.current.body).toBe(
      '> [!WARNING]\n> This report is for aaaaaaa, which is no longer the head of this pull request; a run for the new head will replace it.\n\nreport for A',
    );
    await upsert(octokit, SHA_B, '2024-05-01T10:05:00Z', 'report for B');
    const second = parseStickyBody(fake.state.comments[0]!.body, 'benchmarks')!;
    expect(second.current).toEqual({ sha: SHA_B, time: '2024-05-01T10:05:00Z', body: 'report for B' });
    expect(second.history.map((r) => r.sha)).toEqual([SHA_A]);
  });
});
