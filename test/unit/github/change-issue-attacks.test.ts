import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncChangeIssues, type SyncResult } from '../../../src/github/change-issues.js';
import { seriesDigest } from '../../../src/history/alert-groups.js';
import type { ChangePoint } from '../../../src/history/types.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from './helpers.js';

// The attacks on main's change issues (issue 29, item 3), each performed
// against the fake GitHub through the real client: what a benchmark prints
// (its unit, name, params) and what the store holds (a commit string) reach
// the issue only escaped or not at all; an issue someone else opens with
// benchgate's label and marker is never adopted; one run opens a bounded
// number of issues. docs/security.md, "Watching main".

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({});
});
afterEach(() => fake.close());

const sha = (i: number) => i.toString(16).padStart(40, 'c');
const X = sha(1);
const change = (name: string, extra: Partial<ChangePoint> = {}): ChangePoint => ({
  suite: 'example.com/store',
  name,
  params: {},
  unit: 'ns/op',
  family: 'example.com/store.BenchmarkWrite',
  commit: X,
  previousCommit: sha(0),
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
  mentions: ['perf-team'],
  labels: ['benchmark-regression'],
};
const target = { owner: 'o', repo: 'r' };
const outcome = (r: Partial<SyncResult>): SyncResult => ({
  opened: [],
  updated: [],
  closed: [],
  reopened: [],
  ignored: [],
  ...r,
});

describe('change issues against hostile input', () => {
  it('escapes a unit, a name and a family that carry links, mentions, references and HTML', async () => {
    const { octokit } = clientFor(fake);
    // A Go benchmark may report any custom metric unit (b.ReportMetric): this is one it can print.
    const unit = '[x](https://evil.example/) @victim @acme/owners #1 <img src=x>';
    const hostile = change('BenchmarkWrite/<b>@eve</b>', {
      unit,
      family: 'example.com/store.Benchmark[x](https://evil.example/)',
      before: 0,
      after: 3,
      change: Infinity,
    });
    expect(await syncChangeIssues(octokit, target, [hostile], options)).toEqual(outcome({ opened: [1] }));
    const issue = fake.state.plainIssues[0]!;
    expect(issue.title).toBe(
      'Benchmark regression at ccccccc: 1 series in 1 family (worst 0 → 3 xhttps//evil.example/ victim acme/owners 1 img srcx)',
    );
    const zw = '&#8203;';
    const safeUnit = `\\[x\\](https:${zw}//evil.example/) @${zw}victim @${zw}acme/owners #${zw}1 &lt;img src=x&gt;`;
    expect(issue.body).toContain(`#### example.com/store.Benchmark\\[x\\](https:${zw}//evil.example/)\n`);
    expect(issue.body).toContain(
      `| BenchmarkWrite/&lt;b&gt;@${zw}eve&lt;/b&gt; | ${safeUnit} | 0 ${safeUnit} | 3 ${safeUnit} | 0 → 3 ${safeUnit} |`,
    );
    // Nothing of it is live: no link, no mention but the configured one, no reference, no tag.
    expect(issue.body).not.toMatch(/\]\(https:\/\/evil|(?<!&#8203;)@victim|(?<![@&])#1\b|<img|<b>/);
    expect(issue.body.match(/(?<![;\w])@[\w-]+/g)).toEqual(['@perf-team']);
  });

  it('ignores an issue someone else opened with the label and marker, says so, and opens its own', async () => {
    const { octokit } = clientFor(fake);
    const lines: string[] = [];
    const forged = fake.state.createIssue('o/r', {
      title: 'Benchmark regression at ccccccc',
      body: `<!-- benchgate-change: ${X} series=${seriesDigest(change('BenchmarkWrite/1KB'))} -->\nforged`,
      labels: ['benchmark-regression'],
    });
    forged.user = fake.state.user('mallory');
    // A closed forged issue for another change: it must not suppress that change either.
    const closed = fake.state.createIssue('o/r', {
      title: 'Benchmark regression at ccccccc',
      body: `<!-- benchgate-change: ${sha(9)} closed=recovered -->`,
      labels: ['benchmark-regression'],
    });
    closed.user = fake.state.user('mallory');
    closed.state = 'closed';
    const changes = [
      change('BenchmarkWrite/1KB'),
      change('BenchmarkWrite/64KB', { commit: sha(9), previousCommit: sha(8) }),
    ];
    expect(await syncChangeIssues(octokit, target, changes, { ...options, log: logOf(lines) })).toEqual(
      outcome({ opened: [3, 4], ignored: [2, 1] }),
    );
    expect(lines).toEqual([
      "warning: #2 carries benchgate's label and change marker but was opened by mallory, not by github-actions[bot]: ignored",
      "warning: #1 carries benchgate's label and change marker but was opened by mallory, not by github-actions[bot]: ignored",
    ]);
    expect(
      fake.state.plainIssues.map((i) => [i.number, i.state, i.body.endsWith('forged'), i.user.login]),
    ).toEqual([
      [1, 'open', true, 'mallory'],
      [2, 'closed', false, 'mallory'],
      [3, 'open', false, 'github-actions[bot]'],
      [4, 'open', false, 'github-actions[bot]'],
    ]);
    // Nothing was written to the forged issues: no comment, no edit.
    expect(fake.state.comments).toEqual([]);
  });

  it('leaves out a change point whose commit is not a commit id, and says so', async () => {
    const { octokit } = clientFor(fake);
    const lines: string[] = [];
    const crafted = change('BenchmarkWrite/1KB', { commit: 'abc -->\n[x](https://evil.example/) @victim' });
    expect(await syncChangeIssues(octokit, target, [crafted], { ...options, log: logOf(lines) })).toEqual(
      outcome({}),
    );
    expect(lines).toEqual([
      'warning: a change point of "BenchmarkWrite/1KB" names a commit that is not a commit id ("abc -->\\n[x](https://evil.example/) @victim"): no issue for it',
    ]);
    expect(fake.state.plainIssues).toEqual([]);
  });

  it('opens at most maxOpened issues a run and lists the rest in one issue, which keeps them in later runs', async () => {
    const { octokit } = clientFor(fake);
    const changes = Array.from({ length: 14 }, (_, i) =>
      change(`BenchmarkWrite/${i}`, { commit: sha(10 + 2 * i), previousCommit: sha(9 + 2 * i) }),
    );
    const o = { ...options, maxOpened: 10 };
    expect(await syncChangeIssues(octokit, target, changes, o)).toEqual(
      outcome({ opened: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }),
    );
    const overflow = fake.state.plainIssues[10]!;
    expect(overflow.title).toBe('Benchmark regressions on main: 4 changes past the 10 issues one run opens');
    expect(overflow.body.split('\n').slice(0, 5)).toEqual([
      '<!-- benchgate-overflow -->',
      ...changes.slice(10).map((c) => `<!-- benchgate-change: ${c.commit} series=${seriesDigest(c)} -->`),
    ]);
    expect(overflow.body).toContain(
      `| ${sha(30).slice(0, 12)} | [${sha(29).slice(0, 7)}...${sha(30).slice(0, 7)}](https://github.com/o/r/compare/${sha(29)}...${sha(30)}) | 1 | 1 | +12.0% |`,
    );
    // The mention is in the 10 issues and the one overflow issue, not in 14.
    expect(fake.state.plainIssues.filter((i) => i.body.includes('@perf-team'))).toHaveLength(11);
    // Later runs: the changes are reported, nothing more is opened.
    expect(await syncChangeIssues(octokit, target, changes, o)).toEqual(outcome({}));
    // The cap is per run: a change found in a later run gets an issue of its own; past the cap
    // again, the rest join the open overflow issue.
    const later = Array.from({ length: 12 }, (_, i) =>
      change(`BenchmarkRead/${i}`, { commit: sha(100 + 2 * i), previousCommit: sha(99 + 2 * i) }),
    );
    expect(await syncChangeIssues(octokit, target, [...changes, ...later], o)).toEqual(
      outcome({ opened: [12, 13, 14, 15, 16, 17, 18, 19, 20, 21], updated: [11] }),
    );
    expect(fake.state.plainIssues[10]!.title).toBe(
      'Benchmark regressions on main: 6 changes past the 10 issues one run opens',
    );
    expect(fake.state.plainIssues).toHaveLength(21);
  });

  it('makes at most maxWrites writes a run, says what it left, and does the rest in the next run', async () => {
    const { octokit } = clientFor(fake);
    const lines: string[] = [];
    const changes = Array.from({ length: 4 }, (_, i) =>
      change(`BenchmarkWrite/${i}`, { commit: sha(10 + 2 * i), previousCommit: sha(9 + 2 * i) }),
    );
    const o = { ...options, maxWrites: 3, log: logOf(lines) };
    expect(await syncChangeIssues(octokit, target, changes, o)).toEqual(outcome({ opened: [1, 2, 3] }));
    expect(lines).toEqual([
      `warning: 1 issue writes left for the next run (at most 3 a run): open the issue of regression ${sha(16).slice(0, 12)}: Benchmark regression at ${sha(16).slice(0, 7)}: 1 series in 1 family (worst +12.0%)`,
    ]);
    expect(await syncChangeIssues(octokit, target, changes, o)).toEqual(outcome({ opened: [4] }));
  });
});

function logOf(lines: string[]) {
  return {
    info: (m: string) => lines.push(`info: ${m}`),
    warning: (m: string) => lines.push(`warning: ${m}`),
  };
}
