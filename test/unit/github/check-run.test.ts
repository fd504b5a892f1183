import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommitStatus, publishCheck, type CheckReport } from '../../../src/github/check-run.js';
import { GitHubApiError, isPermissionError, isValidationError } from '../../../src/github/errors.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor, rejectionOf, SHA_A } from './helpers.js';

const CHECK_RUNS = 'POST /repos/{owner}/{repo}/check-runs';
const STATUSES = 'POST /repos/{owner}/{repo}/statuses/{sha}';

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

function report(extra: Partial<CheckReport> = {}): CheckReport {
  return {
    owner: 'o',
    repo: 'r',
    name: 'benchmarks',
    head_sha: SHA_A,
    conclusion: 'failure',
    title: '1 regression',
    summary: '## BenchmarkParse: +12%',
    details_url: 'https://github.com/o/r/actions/runs/42',
    ...extra,
  };
}

describe('publishCheck', () => {
  it('creates a completed check run with the report as its output', async () => {
    const { octokit } = clientFor(fake);
    const published = await publishCheck(octokit, report({ text: 'details' }));
    expect(published).toEqual({ kind: 'check-run', id: 1001, url: 'https://github.com/o/r/runs/1001' });
    expect(fake.log()).toEqual(['POST /repos/o/r/check-runs 201']);
    expect(fake.requests[0]!.body).toEqual({
      name: 'benchmarks',
      head_sha: SHA_A,
      status: 'completed',
      conclusion: 'failure',
      output: { title: '1 regression', summary: '## BenchmarkParse: +12%', text: 'details' },
      details_url: 'https://github.com/o/r/actions/runs/42',
    });
    expect(fake.state.checkRuns).toEqual([
      {
        id: 1001,
        repo: 'o/r',
        name: 'benchmarks',
        head_sha: SHA_A,
        status: 'completed',
        conclusion: 'failure',
        details_url: 'https://github.com/o/r/actions/runs/42',
        output: { title: '1 regression', summary: '## BenchmarkParse: +12%', text: 'details' },
        started_at: '2024-05-01T12:00:01Z',
        completed_at: '2024-05-01T12:00:01Z',
      },
    ]);
  });

  it('falls back to a commit status with a notice when the token cannot create check runs', async () => {
    fake.fail(CHECK_RUNS, faults.notAccessible());
    const { octokit } = clientFor(fake);
    const published = await publishCheck(octokit, report());
    expect(fake.log()).toEqual(['POST /repos/o/r/check-runs 403', `POST /repos/o/r/statuses/${SHA_A} 201`]);
    expect(published).toEqual({
      kind: 'commit-status',
      id: 1001,
      url: 'https://github.com/o/r/actions/runs/42',
      notice:
        'The token cannot create check runs (403 Resource not accessible by integration), as on pull requests ' +
        "from forks or without `checks: write` in the workflow's permissions; the result was posted as the " +
        'commit status "benchmarks" instead.',
    });
    expect(fake.state.checkRuns).toEqual([]);
    expect(fake.state.statuses).toEqual([
      {
        id: 1001,
        repo: 'o/r',
        sha: SHA_A,
        state: 'failure',
        description: '1 regression',
        target_url: 'https://github.com/o/r/actions/runs/42',
        context: 'benchmarks',
        created_at: '2024-05-01T12:00:01Z',
      },
    ]);
  });

  it.each([
    ['success', 'success', 'no change'],
    ['failure', 'failure', 'no change'],
    ['neutral', 'success', 'Neutral: no change'],
  ] as const)('maps conclusion %s to status %s', async (conclusion, state, description) => {
    fake.fail(CHECK_RUNS, faults.notAccessible());
    const { octokit } = clientFor(fake);
    await publishCheck(octokit, report({ conclusion, title: 'no change', details_url: undefined }));
    expect(fake.state.statuses.map((s) => [s.state, s.description, s.target_url])).toEqual([
      [state, description, null],
    ]);
  });

  it('throws a typed error when the fallback status is refused too (read-only token)', async () => {
    fake.fail(CHECK_RUNS, faults.notAccessible());
    fake.fail(STATUSES, faults.notAccessible());
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(publishCheck(octokit, report()));
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(error).toMatchObject({
      operation: 'create commit status',
      status: 403,
      method: 'POST',
      path: `/repos/o/r/statuses/${SHA_A}`,
    });
    expect(isPermissionError(error)).toBe(true);
  });

  it('does not fall back on a server error: it is retried, then thrown', async () => {
    fake.fail(CHECK_RUNS, faults.serverError(500, 4));
    const { octokit } = clientFor(fake);
    const error = await rejectionOf(publishCheck(octokit, report()));
    expect(fake.log()).toEqual(Array(4).fill('POST /repos/o/r/check-runs 500'));
    expect(error).toMatchObject({ operation: 'create check run', status: 500 });
    expect(fake.state.statuses).toEqual([]);
  });

  it('cuts a summary past 65,535 characters with a note, which GitHub accepts', async () => {
    const { octokit } = clientFor(fake);
    await publishCheck(octokit, report({ summary: 'line of the report\n'.repeat(10_000) }));
    expect(fake.log()).toEqual(['POST /repos/o/r/check-runs 201']);
    const summary = fake.state.checkRuns[0]!.output.summary!;
    expect(summary.length).toBeLessThanOrEqual(65_535);
    expect(summary.startsWith('line of the report\n')).toBe(true);
    expect(
      summary.endsWith(
        "passed GitHub's size limit for a check run (65,535 bytes); the complete report is in the job summary of the run._",
      ),
    ).toBe(true);
  });

  it('the fake rejects what GitHub rejects: an over-long summary is a 422 with GitHub message', async () => {
    const { octokit } = clientFor(fake);
    const raw = octokit.rest.checks.create({
      owner: 'o',
      repo: 'r',
      name: 'benchmarks',
      head_sha: SHA_A,
      status: 'completed',
      conclusion: 'success',
      output: { title: 't', summary: 's'.repeat(65_536) },
    });
    const error = await rejectionOf(raw);
    expect(error).toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Invalid request.\n\nOnly 65535 characters are allowed; 65536 were supplied.',
          documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
        },
      },
    });
  });
});

describe('createCommitStatus', () => {
  it('cuts the description to 140 characters', async () => {
    const { octokit } = clientFor(fake);
    const description = 'word '.repeat(60);
    await createCommitStatus(octokit, {
      owner: 'o',
      repo: 'r',
      sha: SHA_A,
      context: 'benchmarks',
      state: 'success',
      description,
    });
    const stored = fake.state.statuses[0]!.description!;
    expect(stored.length).toBe(140);
    expect(stored).toBe(`${'word '.repeat(27)}word…`);
  });

  it("surfaces a 422 with GitHub's errors array", async () => {
    const { octokit } = clientFor(fake);
    const bad = {
      owner: 'o',
      repo: 'r',
      sha: SHA_A,
      context: 'benchmarks',
      state: 'green' as 'success',
      description: 'x',
    };
    const error = await rejectionOf(createCommitStatus(octokit, bad));
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({
      githubMessage: 'Validation Failed',
      errors: [
        { resource: 'Status', code: 'custom', field: 'state', message: 'state is not included in the list' },
      ],
      documentationUrl: 'https://docs.github.com/rest/commits/statuses#create-a-commit-status',
    });
  });
});
