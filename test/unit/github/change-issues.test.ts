import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncChangeIssues } from '../../../src/github/change-issues.js';
import type { ChangePoint } from '../../../src/history/types.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from './helpers.js';

// One issue per regression change point, through the real octokit client and
// the local fake GitHub: opened once, updated as series join, closed with a
// comment when the change is no longer found, never opened twice.

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ seed: { pulls: [{ repo: 'o/r', number: 1, headSha: 'a'.repeat(40) }] } });
});
afterEach(() => fake.close());

const X = 'c'.repeat(40);
const change = (name: string, extra: Partial<ChangePoint> = {}): ChangePoint => ({
  suite: 'example.com/store',
  name,
  params: {},
  unit: 'ns/op',
  family: 'example.com/store.BenchmarkWrite',
  commit: X,
  previousCommit: 'b'.repeat(40),
  before: 100,
  after: 112,
  change: 0.12,
  p: 0.0001,
  q: 0.001,
  kind: 'regression',
  ...extra,
});
const options = {
  repositoryUrl: 'https://github.com/o/r',
  dashboardUrl: 'https://o.github.io/r/',
  mentions: ['perf-team'],
  labels: ['benchmark-regression', 'performance'],
};
const target = { owner: 'o', repo: 'r' };

describe('syncChangeIssues', () => {
  it('opens one issue per change point, updates it as series join, closes it when it recovers, never opens it twice', async () => {
    const { octokit } = clientFor(fake);
    const first = [
      change('BenchmarkWrite/1KB'),
      change('BenchmarkWrite/64KB', { before: 2000, after: 2400, change: 0.2 }),
    ];
    expect(await syncChangeIssues(octokit, target, first, options)).toEqual({
      opened: [2],
      updated: [],
      closed: [],
    });
    const issue = fake.state.plainIssues[0]!;
    expect([issue.number, issue.title, issue.labels, issue.state]).toEqual([
      2,
      'Benchmark regression at ccccccc: 2 series in 1 family (worst +20.0%)',
      ['benchmark-regression', 'performance'],
      'open',
    ]);
    expect(issue.body).toContain(`<!-- benchgate-change: ${X} -->`);
    expect(issue.body).toContain(
      `[the commits in between](https://github.com/o/r/compare/${'b'.repeat(40)}...${X})`,
    );
    expect(issue.body).toContain('| BenchmarkWrite/64KB | ns/op | 2 µs/op | 2.4 µs/op | +20.0% |');
    expect(issue.body).toContain('@perf-team');

    expect(await syncChangeIssues(octokit, target, first, options)).toEqual({
      opened: [],
      updated: [],
      closed: [],
    });
    const more = [
      ...first,
      change('BenchmarkWrite/1MB', { before: 9, after: 10, change: 0.111, unit: 'ms/op' }),
    ];
    expect(await syncChangeIssues(octokit, target, more, options)).toEqual({
      opened: [],
      updated: [2],
      closed: [],
    });
    expect(fake.state.plainIssues[0]!.title).toBe(
      'Benchmark regression at ccccccc: 3 series in 1 family (worst +20.0%)',
    );

    const improvementsOnly = [change('BenchmarkWrite/1KB', { kind: 'improvement', change: -0.1 })];
    expect(await syncChangeIssues(octokit, target, improvementsOnly, options)).toEqual({
      opened: [],
      updated: [],
      closed: [2],
    });
    expect(fake.state.plainIssues[0]!.state).toBe('closed');
    expect(fake.state.commentsOf('o/r', 2).map((c) => c.body.split('\n')[1])).toEqual([
      'The history no longer shows this step: the benchmarks recovered (or later measurements did not confirm it). Closing.',
    ]);

    expect(await syncChangeIssues(octokit, target, more, options)).toEqual({
      opened: [],
      updated: [],
      closed: [],
    });
    expect(fake.state.plainIssues).toHaveLength(1);
  });
});
