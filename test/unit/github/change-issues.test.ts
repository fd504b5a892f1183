import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncChangeIssues, type SyncResult } from '../../../src/github/change-issues.js';
import { seriesDigest } from '../../../src/history/alert-groups.js';
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
/** A SyncResult with nothing but what is given. */
const outcome = (r: Partial<SyncResult>): SyncResult => ({
  opened: [],
  updated: [],
  closed: [],
  reopened: [],
  ignored: [],
  ...r,
});

describe('syncChangeIssues', () => {
  it('opens one issue per change point, updates it as series join, closes it when it recovers, never opens it twice', async () => {
    const { octokit } = clientFor(fake);
    const first = [
      change('BenchmarkWrite/1KB'),
      change('BenchmarkWrite/64KB', {
        before: 2000,
        after: 2400,
        change: 0.2,
        changeLow: 0.175,
        changeHigh: 0.2214,
      }),
    ];
    expect(await syncChangeIssues(octokit, target, first, options)).toEqual(
      outcome({ opened: [2], updated: [], closed: [] }),
    );
    const issue = fake.state.plainIssues[0]!;
    expect([issue.number, issue.title, issue.labels, issue.state]).toEqual([
      2,
      'Benchmark regression at ccccccc: 2 series in 1 family (worst +20.0%)',
      ['benchmark-regression', 'performance'],
      'open',
    ]);
    const digests = first.map(seriesDigest).join(',');
    expect(issue.body.split('\n')[0]).toBe(`<!-- benchgate-change: ${X} series=${digests} -->`);
    expect(issue.body).toContain(
      `[the commits in between](https://github.com/o/r/compare/${'b'.repeat(40)}...${X})`,
    );
    expect(issue.body).toContain(
      '| BenchmarkWrite/64KB | ns/op | 2 µs/op | 2.4 µs/op | +20.0% (+17.5% to +22.1%) |',
    );
    expect(issue.body).toContain('| BenchmarkWrite/1KB | ns/op | 100 ns/op | 112 ns/op | +12.0% |');
    expect(issue.body).toContain('@perf-team');

    expect(await syncChangeIssues(octokit, target, first, options)).toEqual(
      outcome({ opened: [], updated: [], closed: [] }),
    );
    const more = [
      ...first,
      change('BenchmarkWrite/1MB', { before: 9, after: 10, change: 0.111, unit: 'ms/op' }),
    ];
    expect(await syncChangeIssues(octokit, target, more, options)).toEqual(
      outcome({ opened: [], updated: [2], closed: [] }),
    );
    expect(fake.state.plainIssues[0]!.title).toBe(
      'Benchmark regression at ccccccc: 3 series in 1 family (worst +20.0%)',
    );

    const improvementsOnly = [change('BenchmarkWrite/1KB', { kind: 'improvement', change: -0.1 })];
    expect(await syncChangeIssues(octokit, target, improvementsOnly, options)).toEqual(
      outcome({ opened: [], updated: [], closed: [2] }),
    );
    expect(fake.state.plainIssues[0]!.state).toBe('closed');
    // No store to judge by (no series given): a change no longer listed closes, and says why.
    expect(fake.state.commentsOf('o/r', 2).map((c) => c.body)).toEqual([
      'The history no longer shows this change, and does not measure its series around it (renamed or removed benchmarks, or a store without them). Closing; benchgate reopens this issue if the step is listed again.',
    ]);
    expect(fake.state.plainIssues[0]!.body.split('\n')[0]).toBe(
      `<!-- benchgate-change: ${X} series=${more.map(seriesDigest).join(',')} closed=recovered -->`,
    );

    // Listed again: benchgate closed it, so the same issue reopens; never a second one.
    expect(await syncChangeIssues(octokit, target, more, options)).toEqual(outcome({ reopened: [2] }));
    expect(fake.state.plainIssues.map((i) => [i.number, i.state])).toEqual([[2, 'open']]);
    expect(fake.state.plainIssues[0]!.body.split('\n')[0]).toBe(
      `<!-- benchgate-change: ${X} series=${more.map(seriesDigest).join(',')} -->`,
    );
  });

  it('keeps a change that moves by a few commits as its issue, and reads the markers of issues opened before series were kept', async () => {
    const { octokit } = clientFor(fake);
    const commits = Array.from({ length: 30 }, (_, i) => String(i).padStart(40, 'd'));
    const order = new Map(commits.map((c, i) => [c, i]));
    const at = (i: number) => ({ commit: commits[i]!, previousCommit: commits[i - 1]! });
    const o = { ...options, order };
    expect(await syncChangeIssues(octokit, target, [change('BenchmarkWrite/1KB', at(10))], o)).toEqual(
      outcome({ opened: [2], updated: [], closed: [] }),
    );
    // More commits place the step four commits later, and another series joins it there.
    const moved = [change('BenchmarkWrite/1KB', at(14)), change('BenchmarkWrite/64KB', at(14))];
    expect(await syncChangeIssues(octokit, target, moved, o)).toEqual(
      outcome({ opened: [], updated: [2], closed: [] }),
    );
    const issue = fake.state.plainIssues[0]!;
    expect(issue.title).toBe(
      `Benchmark regression at ${commits[14]!.slice(0, 7)}: 2 series in 1 family (worst +12.0%)`,
    );
    expect(issue.body.split('\n')[0]).toBe(
      `<!-- benchgate-change: ${commits[14]} series=${moved.map(seriesDigest).join(',')} -->`,
    );
    // Twelve commits away is another change: an issue of its own, and the first one closes.
    expect(await syncChangeIssues(octokit, target, [change('BenchmarkWrite/1KB', at(26))], o)).toEqual(
      outcome({ opened: [3], updated: [], closed: [2] }),
    );
    // An issue whose marker lists no series (opened by an earlier version) is still found at its commit.
    fake.state.plainIssues[1]!.body = fake.state.plainIssues[1]!.body.replace(/ series=[0-9a-f,]+/, '');
    expect(await syncChangeIssues(octokit, target, [change('BenchmarkWrite/1KB', at(26))], o)).toEqual(
      outcome({ opened: [], updated: [3], closed: [] }),
    );
  });

  it('names the whole range of commits the change may be in when the noise leaves its place open', async () => {
    const { octokit } = clientFor(fake);
    const [from, to] = ['a'.repeat(40), 'd'.repeat(40)];
    await syncChangeIssues(
      octokit,
      target,
      [change('BenchmarkWrite/1KB', { rangeFrom: from, rangeTo: to })],
      options,
    );
    expect(fake.state.plainIssues[0]!.body.split('\n')[1]).toBe(
      `Main's benchmarks stepped after ${from.slice(0, 12)}, up to ${to.slice(0, 12)}: ` +
        `[the commits in that range](https://github.com/o/r/compare/${from}...${to}); ` +
        `most likely between ${'b'.repeat(12)} and ${X.slice(0, 12)}.`,
    );
  });

  it('reports improvements only when asked, as issues of their own label, kept apart from the regression at the same commit', async () => {
    const { octokit } = clientFor(fake);
    const both = [
      change('BenchmarkWrite/1KB'),
      change('BenchmarkRead/1KB', {
        family: 'example.com/store.BenchmarkRead',
        kind: 'improvement',
        change: -0.25,
      }),
    ];
    expect(await syncChangeIssues(octokit, target, both, options)).toEqual(
      outcome({ opened: [2], updated: [], closed: [] }),
    );
    const withImprovements = { ...options, improvements: { labels: ['benchmark-improvement'] } };
    expect(await syncChangeIssues(octokit, target, both, withImprovements)).toEqual(
      outcome({ opened: [3], updated: [], closed: [] }),
    );
    const improvement = fake.state.plainIssues.find((i) => i.number === 3)!;
    expect([improvement.title, improvement.labels]).toEqual([
      'Benchmark improvement at ccccccc: 1 series in 1 family (best −25.0%)',
      ['benchmark-improvement'],
    ]);
    expect(improvement.body.split('\n')[0]).toBe(
      `<!-- benchgate-change: ${X} improvement series=${seriesDigest(both[1]!)} -->`,
    );
    // Again: nothing new. Then the improvement is gone: only its issue closes, the regression's stays open.
    expect(await syncChangeIssues(octokit, target, both, withImprovements)).toEqual(
      outcome({ opened: [], updated: [], closed: [] }),
    );
    expect(await syncChangeIssues(octokit, target, both.slice(0, 1), withImprovements)).toEqual(
      outcome({ opened: [], updated: [], closed: [3] }),
    );
    expect(fake.state.plainIssues.map((i) => [i.number, i.state])).toEqual([
      [2, 'open'],
      [3, 'closed'],
    ]);
  });
});

describe('syncChangeIssues with dryRun', () => {
  it('writes nothing and lists what a run would do, in order', async () => {
    const { octokit } = clientFor(fake);
    const first = [change('BenchmarkWrite/1KB')];
    expect(await syncChangeIssues(octokit, target, first, options)).toEqual(outcome({ opened: [2] }));
    const before = JSON.stringify(fake.state.snapshot()) + JSON.stringify(fake.state.plainIssues);
    const other = change('BenchmarkRead/1KB', {
      commit: 'd'.repeat(40),
      family: 'example.com/store.BenchmarkRead',
    });
    const more = [...first, change('BenchmarkWrite/64KB'), other];
    expect(await syncChangeIssues(octokit, target, more, { ...options, dryRun: true })).toEqual(
      outcome({
        planned: [
          'open the issue of regression dddddddddddd: Benchmark regression at ddddddd: 1 series in 1 family (worst +12.0%)',
          'update #2',
        ],
      }),
    );
    expect(JSON.stringify(fake.state.snapshot()) + JSON.stringify(fake.state.plainIssues)).toBe(before);
  });
});
