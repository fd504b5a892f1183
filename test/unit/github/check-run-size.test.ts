// Issue 15 item 4: GitHub counts a check run's output in UTF-8 bytes. A 2,400-benchmark
// report with µ and ± cut at 65,535 characters is more than 65,535 bytes; GitHub (and the
// fake) refuse it and the check was lost. These tests attack that through the real client.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_OUTPUT_MAX_BYTES, truncateWithNote } from '../../../src/github/body-limit.js';
import { publishCheck, type CheckReport } from '../../../src/github/check-run.js';
import { renderMarkdownReport, renderMarkdownWithin } from '../../../src/report/markdown.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { matrixComparison } from '../report/support/matrix-comparison.js';
import { clientFor, rejectionOf, SHA_A } from './helpers.js';

const CHECK_RUNS = 'POST /repos/{owner}/{repo}/check-runs';
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

const comparison = matrixComparison();
const full = renderMarkdownReport(comparison, { title: 'Benchmarks' });
const regressions = comparison.rows.filter((r) => r.verdict === 'regression').length;

function report(extra: Partial<CheckReport> = {}): CheckReport {
  return {
    owner: 'o',
    repo: 'r',
    name: 'benchmarks',
    head_sha: SHA_A,
    conclusion: 'failure',
    title: `${regressions} regressions`,
    summary: full,
    ...extra,
  };
}

describe('check run output within GitHub byte limit', () => {
  it('the attack: the 2,400-benchmark report cut by characters is refused by the fake as by GitHub', async () => {
    expect(comparison.rows).toHaveLength(2400);
    const cutByChars = truncateWithNote(full, 65_535, 'cut', 'chars');
    expect(cutByChars.length).toBeLessThanOrEqual(65_535);
    expect(bytes(cutByChars)).toBeGreaterThan(65_535);
    const { octokit } = clientFor(fake);
    const raw = octokit.rest.checks.create({
      owner: 'o',
      repo: 'r',
      name: 'benchmarks',
      head_sha: SHA_A,
      status: 'completed',
      conclusion: 'failure',
      output: { title: 't', summary: cutByChars },
    });
    expect(await rejectionOf(raw)).toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'CheckRun',
              code: 'custom',
              field: 'summary',
              message: 'summary exceeds a maximum bytesize of 65535',
            },
          ],
          documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
        },
      },
    });
    expect(fake.state.checkRuns).toEqual([]);
  });

  it('shrinks the report to 65,535 bytes with every regression kept, and the check is created', async () => {
    const { octokit } = clientFor(fake);
    const shrink = (chars: number) => renderMarkdownWithin(comparison, { title: 'Benchmarks' }, chars);
    const published = await publishCheck(octokit, report({ shrink }));
    expect(published.kind).toBe('check-run');
    expect(fake.log()).toEqual(['POST /repos/o/r/check-runs 201']);
    const summary = fake.state.checkRuns[0]!.output.summary!;
    expect(bytes(summary)).toBeLessThanOrEqual(CHECK_OUTPUT_MAX_BYTES);
    expect(summary.split('\n').filter((l) => l.includes('❌ regression'))).toHaveLength(regressions);
    expect(summary).toContain(
      "are left out to fit GitHub's size limit; the full report is in the job summary of this run.",
    );
    expect(fake.state.checkRuns[0]!.conclusion).toBe('failure');
  });

  it('without a shrink, cuts at a byte count with the note, and the check is created', async () => {
    const { octokit } = clientFor(fake);
    await publishCheck(octokit, report());
    expect(fake.log()).toEqual(['POST /repos/o/r/check-runs 201']);
    const summary = fake.state.checkRuns[0]!.output.summary!;
    expect(bytes(summary)).toBeLessThanOrEqual(CHECK_OUTPUT_MAX_BYTES);
    expect(bytes(summary)).toBeGreaterThan(CHECK_OUTPUT_MAX_BYTES - 1_000);
    expect(summary.endsWith('the complete report is in the job summary of the run._')).toBe(true);
  });

  it('a 422 for size is retried smaller and never loses the check', async () => {
    const sizeRefusal = {
      kind: 'status' as const,
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'CheckRun',
            code: 'custom',
            field: 'summary',
            message: 'summary exceeds a maximum bytesize of 16000',
          },
        ],
        documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
        status: '422',
      },
      times: 3,
    };
    fake.fail(CHECK_RUNS, sizeRefusal);
    const { octokit, log, lines } = clientFor(fake);
    const published = await publishCheck(octokit, report({ log }));
    expect(published.kind).toBe('check-run');
    expect(fake.log()).toEqual([
      'POST /repos/o/r/check-runs 422',
      'POST /repos/o/r/check-runs 422',
      'POST /repos/o/r/check-runs 422',
      'POST /repos/o/r/check-runs 201',
    ]);
    const sent = fake.requests.map((r) => bytes((r.body as { output: { summary: string } }).output.summary));
    expect(sent[1]).toBeLessThanOrEqual(32_767);
    expect(sent[2]).toBeLessThanOrEqual(16_383);
    expect(sent[3]).toBeLessThanOrEqual(8_191);
    expect(fake.state.checkRuns).toHaveLength(1);
    expect(fake.state.checkRuns[0]!.conclusion).toBe('failure');
    expect(lines).toEqual(
      Array(3).fill(
        "warning: GitHub refused the check run's output for its size (Validation Failed: summary exceeds a maximum bytesize of 16000); retrying with a smaller one",
      ),
    );
  });

  it('after the last smaller try, a one-line summary still creates the check', async () => {
    fake.fail(CHECK_RUNS, {
      kind: 'status',
      status: 422,
      body: {
        message: 'Invalid request.\n\nOnly 10 characters are allowed; 8191 were supplied.',
        status: '422',
      },
      times: 4,
    });
    const { octokit } = clientFor(fake);
    await publishCheck(octokit, report());
    expect(fake.log()).toHaveLength(5);
    expect(fake.state.checkRuns[0]!.output.summary).toBe(
      "The report does not fit in a check run's output (GitHub's limit is 65,535 bytes); it is in the job summary of the run.",
    );
  });
});
