import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncChangeIssues, type SyncOptions, type SyncResult } from '../../../src/github/change-issues.js';
import { commitOrder, seriesDigest } from '../../../src/history/alert-groups.js';
import type { ChangePoint, HistorySeries } from '../../../src/history/types.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from './helpers.js';

// An issue's life over many runs, one run per commit as the watch-main
// workflow does it, against the fake GitHub: it survives a one-commit dip,
// closes when the series is back for 3 commits, reopens when the step comes
// back; maintainers' triage (labels and /benchmark commands) and a
// maintainer's close hold across runs. The store is a series of levels
// (which commit, which level), what the detector would list is given.

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({
    seed: {
      permissions: [
        { repo: 'o/r', user: 'maintainer', role_name: 'write' },
        { repo: 'o/r', user: 'triager', role_name: 'triage' },
      ],
    },
  });
});
afterEach(() => fake.close());

const sha = (i: number) => i.toString(16).padStart(40, 'e');
const target = { owner: 'o', repo: 'r' };
const identity = { suite: 'example.com/store', name: 'BenchmarkWrite/1KB', params: {}, unit: 'ns/op' };
const STEP = 10;

/** The store after the given levels, one commit each (commit i at level levels[i]). */
function storeOf(levels: readonly number[]): HistorySeries[] {
  return [
    {
      ...identity,
      direction: 'smaller',
      family: 'example.com/store.BenchmarkWrite',
      points: levels.map((center, i) => ({
        commit: sha(i),
        time: new Date(Date.UTC(2026, 10, 1) + i * 3600_000).toISOString(),
        center,
        n: 10,
        env: 'linux-x64',
      })),
    },
  ];
}

const stepAt10: ChangePoint = {
  ...identity,
  family: 'example.com/store.BenchmarkWrite',
  commit: sha(STEP),
  previousCommit: sha(STEP - 1),
  before: 100,
  after: 200,
  change: 1,
  p: 1e-6,
  q: 1e-5,
  kind: 'regression',
};

const outcome = (r: Partial<SyncResult>): SyncResult => ({
  opened: [],
  updated: [],
  closed: [],
  reopened: [],
  ignored: [],
  ...r,
});

/** One run after the commits with these levels, the detector listing the step or not. */
async function runAfter(levels: readonly number[], listed: boolean, extra: Partial<SyncOptions> = {}) {
  const { octokit } = clientFor(fake);
  const series = storeOf(levels);
  return syncChangeIssues(octokit, target, listed ? [stepAt10] : [], {
    repositoryUrl: 'https://github.com/o/r',
    mentions: [],
    labels: ['benchmark-regression'],
    series,
    order: commitOrder(series),
    ...extra,
  });
}

const flat = Array<number>(STEP).fill(100);
const stepped = (n: number) => Array<number>(n).fill(200);
const back = (n: number) => Array<number>(n).fill(100);

describe('a change issue over many runs', () => {
  it('survives a one-commit dip, closes when the level is back for 3 commits, and reopens when the step comes back', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    // One commit back at the old level, and the detector does not list the step: kept open.
    expect(await runAfter([...flat, ...stepped(3), ...back(1)], false)).toEqual(outcome({}));
    // Listed again: updated (its chart has two more commits), still open.
    expect(await runAfter([...flat, ...stepped(3), ...back(1), ...stepped(1)], true)).toEqual(
      outcome({ updated: [1] }),
    );
    // Two commits back: not yet.
    expect(await runAfter([...flat, ...stepped(4), ...back(2)], false)).toEqual(outcome({}));
    expect(fake.state.plainIssues[0]!.state).toBe('open');
    // Three commits back: closed, the marker says benchgate closed it.
    expect(await runAfter([...flat, ...stepped(4), ...back(3)], false)).toEqual(outcome({ closed: [1] }));
    const digest = seriesDigest(identity);
    expect(fake.state.plainIssues[0]!.body.split('\n')[0]).toBe(
      `<!-- benchgate-change: ${sha(STEP)} series=${digest} closed=recovered -->`,
    );
    expect(fake.state.commentsOf('o/r', 1).map((c) => c.body)).toEqual([
      'The benchmarks are back at their level before this change: the newest 3 commits of each of its series are at least as near that level as the level after the change. Closing; benchgate reopens this issue if the step comes back.',
    ]);
    // Listed again with one commit at the step: not yet back for good.
    expect(await runAfter([...flat, ...stepped(4), ...back(3), ...stepped(1)], true)).toEqual(outcome({}));
    // The step for 3 commits and listed: the same issue reopens.
    expect(await runAfter([...flat, ...stepped(4), ...back(3), ...stepped(3)], true)).toEqual(
      outcome({ reopened: [1] }),
    );
    expect(fake.state.plainIssues.map((i) => [i.number, i.state])).toEqual([[1, 'open']]);
    expect(fake.state.commentsOf('o/r', 1)[1]!.body).toBe(
      `The step is back: the newest 3 commits are at the level after the change again, and the history lists it (at ${sha(STEP).slice(0, 12)}). Reopening.`,
    );
  });

  it('closes an issue whose step is still listed (an old step stays in the history) once its level is back', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    expect(await runAfter([...flat, ...stepped(8), ...back(3)], true)).toEqual(outcome({ closed: [1] }));
    expect(await runAfter([...flat, ...stepped(8), ...back(5)], true)).toEqual(outcome({}));
  });

  it('respects a maintainer close: never reopens it, opens no other issue, and says so once', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    fake.state.plainIssues[0]!.state = 'closed';
    expect(await runAfter([...flat, ...stepped(4)], true)).toEqual(outcome({ updated: [1] }));
    expect(fake.state.commentsOf('o/r', 1).map((c) => c.body)).toEqual([
      `The history lists this change again (at ${sha(STEP).slice(0, 12)}), but a maintainer closed this issue: benchgate leaves it closed and opens no other issue for this change. Reopen it to have benchgate keep it up to date again.`,
    ]);
    expect(fake.state.plainIssues[0]!.body.split('\n')[0]).toContain(' closed=noted -->');
    expect(await runAfter([...flat, ...stepped(8)], true)).toEqual(outcome({}));
    expect(fake.state.commentsOf('o/r', 1)).toHaveLength(1);
    expect(fake.state.plainIssues.map((i) => [i.number, i.state])).toEqual([[1, 'closed']]);
  });

  it('expected (a label): closes the issue with what that means and never reports the change again', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    fake.state.plainIssues[0]!.labels.push('benchgate:expected');
    expect(await runAfter([...flat, ...stepped(4)], true)).toEqual(outcome({ closed: [1] }));
    expect(fake.state.commentsOf('o/r', 1).map((c) => c.body)).toEqual([
      '**Triage: expected.** A maintainer marked this change as expected: its new level is the baseline, and benchgate opens no other issue for it and does not reopen this one. Closing.',
    ]);
    // Back, and stepped again: still nothing for this change.
    expect(await runAfter([...flat, ...stepped(4), ...back(3)], false)).toEqual(outcome({}));
    expect(await runAfter([...flat, ...stepped(4), ...back(3), ...stepped(3)], true)).toEqual(outcome({}));
    expect(fake.state.plainIssues.map((i) => [i.number, i.state])).toEqual([[1, 'closed']]);
  });

  it('/benchmark invalid from someone with write permission: labelled, answered once, closed, never reopened', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    fake.state.addComment('o/r', 1, '/benchmark invalid', fake.state.user('maintainer'));
    expect(await runAfter([...flat, ...stepped(4)], true)).toEqual(outcome({ closed: [1] }));
    const issue = fake.state.plainIssues[0]!;
    expect([issue.state, issue.labels]).toEqual(['closed', ['benchmark-regression', 'benchgate:invalid']]);
    const commandId = fake.state.commentsOf('o/r', 1)[0]!.id;
    expect(fake.state.commentsOf('o/r', 1).map((c) => [c.user.login, c.body])).toEqual([
      ['maintainer', '/benchmark invalid'],
      [
        'github-actions[bot]',
        `<!-- benchgate-triage: ${commandId} -->\nMarked **invalid** (label \`benchgate:invalid\`) at the request of maintainer.`,
      ],
      [
        'github-actions[bot]',
        '**Triage: invalid.** A maintainer marked this change as invalid: benchgate never reopens this issue for it, nor opens another one. Closing.',
      ],
    ]);
    expect(await runAfter([...flat, ...stepped(4), ...back(3), ...stepped(3)], true)).toEqual(outcome({}));
    expect(fake.state.commentsOf('o/r', 1)).toHaveLength(3);
  });

  it('/benchmark from someone without write permission changes nothing, and is answered once', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    fake.state.addComment('o/r', 1, '/benchmark expected', fake.state.user('triager'));
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warning: (m: string) => lines.push(`warning: ${m}`) };
    // Updated: the chart of the issue grows by a commit each run; the labels do not change.
    expect(await runAfter([...flat, ...stepped(4)], true, { log })).toEqual(outcome({ updated: [1] }));
    expect(await runAfter([...flat, ...stepped(5)], true, { log })).toEqual(outcome({ updated: [1] }));
    expect(lines).toEqual(['warning: #1: /benchmark expected from triager (permission: triage) refused']);
    const replies = fake.state.commentsOf('o/r', 1).slice(1);
    expect(replies.map((c) => c.body.split('\n')[1])).toEqual([
      '`/benchmark expected` from triager needs write, maintain or admin permission on this repository (theirs: triage); nothing changed.',
    ]);
    expect([fake.state.plainIssues[0]!.state, fake.state.plainIssues[0]!.labels]).toEqual([
      'open',
      ['benchmark-regression'],
    ]);
  });

  it('investigating: kept open and noted in the body, also when the level is back', async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    fake.state.addComment('o/r', 1, '/benchmark investigating', fake.state.user('maintainer'));
    expect(await runAfter([...flat, ...stepped(4)], true)).toEqual(outcome({ updated: [1] }));
    expect(fake.state.plainIssues[0]!.body.split('\n')[3]).toBe(
      '**Triage: investigating.** A maintainer is investigating this change: benchgate keeps this issue open and up to date, and does not close it when the benchmarks recover.',
    );
    expect(await runAfter([...flat, ...stepped(4), ...back(3)], false)).toEqual(outcome({}));
    expect(await runAfter([...flat, ...stepped(4), ...back(6)], true)).toEqual(outcome({ updated: [1] }));
    expect(fake.state.plainIssues[0]!.state).toBe('open');
  });
});

describe('an issue a person reopened', () => {
  it("loses the mark of benchgate's close, so that a later close by a person is final", async () => {
    expect(await runAfter([...flat, ...stepped(3)], true)).toEqual(outcome({ opened: [1] }));
    expect(await runAfter([...flat, ...stepped(4), ...back(3)], false)).toEqual(outcome({ closed: [1] }));
    // A maintainer reopens it while the level is back in between (one commit at each level).
    fake.state.plainIssues[0]!.state = 'open';
    expect(await runAfter([...flat, ...stepped(4), ...back(3), 200, 100], false)).toEqual(
      outcome({ updated: [1] }),
    );
    expect(fake.state.plainIssues[0]!.body.split('\n')[0]).not.toContain('closed=');
    // ...then closes it: the step back for 3 commits does not reopen it.
    fake.state.plainIssues[0]!.state = 'closed';
    expect(await runAfter([...flat, ...stepped(4), ...back(3), 200, 100, ...stepped(3)], false)).toEqual(
      outcome({}),
    );
    expect(fake.state.plainIssues[0]!.state).toBe('closed');
  });
});
