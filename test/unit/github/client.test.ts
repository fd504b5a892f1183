import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, writesArePaced } from '../../../src/github/client.js';
import {
  GitHubApiError,
  isPermissionError,
  isRateLimit,
  isServerError,
  toGitHubApiError,
} from '../../../src/github/errors.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { captureLog, clientFor, rejectionOf, SHA_A } from './helpers.js';

const PULL = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';
const CHECK_RUNS = 'POST /repos/{owner}/{repo}/check-runs';
const target = { owner: 'o', repo: 'r', pull_number: 7 };

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub({ seed: { pulls: [{ repo: 'o/r', number: 7, headSha: SHA_A }] } });
});
afterEach(async () => {
  await fake.close();
});

describe('createGitHubClient against the fake GitHub', () => {
  it('sends the token and benchgate user agent to the base URL', async () => {
    const { octokit } = clientFor(fake, { userAgent: 'benchgate/1.2.3' });
    const { data } = await octokit.rest.pulls.get(target);
    expect(data.head.sha).toBe(SHA_A);
    expect(fake.log()).toEqual(['GET /repos/o/r/pulls/7 200']);
    const headers = fake.requests[0]!.headers;
    expect(headers.authorization).toBe('token test-token');
    expect(headers['user-agent']).toMatch(/^benchgate\/1\.2\.3 /);
  });

  it('retries a 502 twice and then succeeds', async () => {
    fake.fail(PULL, faults.serverError(502, 2));
    const { octokit } = clientFor(fake);
    const { data } = await octokit.rest.pulls.get(target);
    expect(data.number).toBe(7);
    expect(fake.log()).toEqual([
      'GET /repos/o/r/pulls/7 502',
      'GET /repos/o/r/pulls/7 502',
      'GET /repos/o/r/pulls/7 200',
    ]);
  });

  it('gives up after `retries` retries of a 5xx with a typed error', async () => {
    fake.fail(PULL, faults.serverError(503, 10));
    const { octokit } = clientFor(fake, { retries: 2 });
    const error = await rejectionOf(octokit.rest.pulls.get(target));
    expect(fake.log()).toEqual(Array(3).fill('GET /repos/o/r/pulls/7 503'));
    const wrapped = toGitHubApiError(error, 'get pull request');
    expect(wrapped).toBeInstanceOf(GitHubApiError);
    expect(wrapped).toMatchObject({
      status: 503,
      method: 'GET',
      path: '/repos/o/r/pulls/7',
      githubMessage: 'Server Error',
    });
    expect(isServerError(wrapped)).toBe(true);
    expect((wrapped as Error).message).toBe(
      'GitHub API: get pull request failed: GET /repos/o/r/pulls/7 returned 503 Server Error',
    );
  });

  it('waits out a secondary rate limit on a write, warns, and retries once', async () => {
    fake.fail(CHECK_RUNS, faults.secondaryRateLimit(1));
    const { octokit, lines } = clientFor(fake);
    const { data } = await octokit.rest.checks.create({
      owner: 'o',
      repo: 'r',
      name: 'benchmarks',
      head_sha: SHA_A,
      status: 'completed',
      conclusion: 'success',
    });
    expect(fake.log()).toEqual(['POST /repos/o/r/check-runs 403', 'POST /repos/o/r/check-runs 201']);
    expect(fake.state.checkRuns.map((r) => [r.id, r.name, r.conclusion])).toEqual([
      [data.id, 'benchmarks', 'success'],
    ]);
    expect(lines).toEqual([
      'warning: GitHub secondary rate limit on POST /repos/{owner}/{repo}/check-runs: retrying in 1 s (retry 1 of 2)',
    ]);
  });

  it('waits for a primary rate limit reset and retries', async () => {
    fake.fail(PULL, faults.primaryRateLimit(1));
    const { octokit, lines } = clientFor(fake);
    await octokit.rest.pulls.get(target);
    expect(fake.log()).toEqual(['GET /repos/o/r/pulls/7 403', 'GET /repos/o/r/pulls/7 200']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^warning: GitHub primary rate limit on GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}: retrying in [1-3] s \(retry 1 of 2\)$/,
    );
  });

  it('stops after `rateLimitRetries` and reports a rate limit error', async () => {
    fake.fail(PULL, faults.secondaryRateLimit(1, 5));
    const { octokit, lines } = clientFor(fake, { rateLimitRetries: 2 });
    const error = toGitHubApiError(await rejectionOf(octokit.rest.pulls.get(target)), 'get pull request');
    expect(fake.log()).toEqual(Array(3).fill('GET /repos/o/r/pulls/7 403'));
    expect(isRateLimit(error)).toBe(true);
    expect((error as GitHubApiError).githubMessage).toMatch(/secondary rate limit/);
    expect(isPermissionError(error)).toBe(false);
    expect(lines.at(-1)).toBe(
      'warning: GitHub secondary rate limit on GET /repos/{owner}/{repo}/pulls/{pull_number}: giving up (after 2 retries)',
    );
    expect(fake.faults.pending()).toEqual({ [PULL]: 2 });
  });

  it('does not sit out a primary rate limit that resets later than maxRateLimitWaitSeconds', async () => {
    fake.fail(PULL, faults.primaryRateLimit(3600));
    const { octokit, lines } = clientFor(fake, { maxRateLimitWaitSeconds: 60 });
    const error = toGitHubApiError(await rejectionOf(octokit.rest.pulls.get(target)), 'get pull request');
    expect(fake.log()).toEqual(['GET /repos/o/r/pulls/7 403']);
    expect(isRateLimit(error)).toBe(true);
    expect((error as GitHubApiError).githubMessage).not.toMatch(/secondary rate limit/);
    expect((error as GitHubApiError).headers['x-ratelimit-remaining']).toBe('0');
    expect(lines[0]).toMatch(/giving up \(the limit resets in 360\d s\)$/);
  });

  it('surfaces 401 Bad credentials at once as a typed auth error', async () => {
    const { octokit } = createClientWithToken(fake, 'wrong-token');
    const error = toGitHubApiError(await rejectionOf(octokit.rest.pulls.get(target)), 'get pull request');
    expect(fake.log()).toEqual(['GET /repos/o/r/pulls/7 401']);
    expect(error).toMatchObject({
      name: 'GitHubApiError',
      operation: 'get pull request',
      status: 401,
      method: 'GET',
      path: '/repos/o/r/pulls/7',
      githubMessage: 'Bad credentials',
      documentationUrl: 'https://docs.github.com/rest',
      network: false,
    });
    expect(isRateLimit(error)).toBe(false);
  });

  it('aborts a request that passes timeoutMs and retries it', async () => {
    fake.fail(PULL, faults.delay(3_000));
    const { octokit } = clientFor(fake, { timeoutMs: 200 });
    const started = Date.now();
    const { data } = await octokit.rest.pulls.get(target);
    expect(data.number).toBe(7);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(fake.requests.map((r) => r.url)).toEqual(['/repos/o/r/pulls/7', '/repos/o/r/pulls/7']);
    expect(fake.requests[1]!.status).toBe(200);
  });

  it('retries a connection reset and wraps a persistent one as a network error', async () => {
    fake.fail(PULL, faults.reset(1));
    const { octokit } = clientFor(fake);
    expect((await octokit.rest.pulls.get(target)).status).toBe(200);
    expect(fake.log()).toEqual(['GET /repos/o/r/pulls/7 0', 'GET /repos/o/r/pulls/7 200']);

    fake.fail(PULL, faults.reset(4));
    const error = toGitHubApiError(await rejectionOf(octokit.rest.pulls.get(target)), 'get pull request');
    expect(error).toMatchObject({ status: 500, network: true, method: 'GET', path: '/repos/o/r/pulls/7' });
    expect(isServerError(error)).toBe(true);
  });

  it('leaves 1 s between writes when paced (GitHub asks integrations to), none when spaceWrites is false', async () => {
    const status = { owner: 'o', repo: 'r', sha: SHA_A, state: 'success' as const, context: 'benchmarks' };
    const paced = clientFor(fake, { spaceWrites: true }).octokit;
    let started = Date.now();
    await paced.rest.repos.createCommitStatus(status);
    await paced.rest.repos.createCommitStatus(status);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    const unpaced = clientFor(fake).octokit;
    started = Date.now();
    await unpaced.rest.repos.createCommitStatus(status);
    await unpaced.rest.repos.createCommitStatus(status);
    expect(Date.now() - started).toBeLessThan(900);
    expect(fake.state.statuses).toHaveLength(4);
  });
});

describe('writesArePaced', () => {
  it("paces writes to GitHub's API and to any other host, not to a server on a loopback address", () => {
    const urls = [
      'https://api.github.com',
      'https://ghe.example.com/api/v3',
      'http://10.0.0.7:8080',
      'http://127.0.0.1:40123',
      'http://127.1.2.3',
      'http://localhost:3000/api',
      'http://[::1]:9000',
      'not a url',
    ];
    expect(urls.map((u) => [u, writesArePaced(u)])).toEqual([
      ['https://api.github.com', true],
      ['https://ghe.example.com/api/v3', true],
      ['http://10.0.0.7:8080', true],
      ['http://127.0.0.1:40123', false],
      ['http://127.1.2.3', false],
      ['http://localhost:3000/api', false],
      ['http://[::1]:9000', false],
      ['not a url', true],
    ]);
  });
});

describe('toGitHubApiError', () => {
  it('passes errors that are not HTTP errors through unchanged, and wraps only once', async () => {
    const bug = new TypeError('x is undefined');
    expect(toGitHubApiError(bug, 'anything')).toBe(bug);
    const { octokit } = createClientWithToken(fake, 'nope');
    const once = toGitHubApiError(await rejectionOf(octokit.rest.pulls.get(target)), 'first');
    expect(toGitHubApiError(once, 'second')).toBe(once);
    expect((once as GitHubApiError).operation).toBe('first');
  });
});

function createClientWithToken(server: FakeGitHub, token: string) {
  const captured = captureLog();
  const octokit = createGitHubClient({
    token,
    baseUrl: server.url,
    log: captured.log,
    retryAfterBaseMs: 1,
    throttleBaseMs: 1,
    spaceWrites: false,
    throttleId: `token-${token}`,
  });
  return { octokit, ...captured };
}
