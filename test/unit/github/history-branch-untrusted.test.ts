// The data branch read as untrusted input by the API append (issue 29, item
// 4), each attack performed through the fake GitHub with the real client: a
// truncated listing, a link where a month file belongs, a month file cut
// short and one past the size cap; and what the append writes: one tree for
// every family, retention's removals in the same commit.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendHistoryOnBranch, type HistoryBranchOptions } from '../../../src/github/history-branch.js';
import type { GitHubClient } from '../../../src/github/client.js';
import { familySlug, type AppendInput } from '../../../src/history/store.js';
import { MAX_FILE_BYTES } from '../../../src/history/store-schema.js';
import { createResults, type Results } from '../../../src/model/results.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from './helpers.js';

const sha = (i: number) => i.toString(16).padStart(40, 'a');
const SLUG = familySlug('p.BenchmarkF0');

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

/** Results of `families` benchmark families, one benchmark each. */
function resultsOf(families: number): Results {
  return createResults({
    context: { machine: { os: 'linux', arch: 'x64', cpu: 'EPYC', cores: 2 } },
    benchmarks: Array.from({ length: families }, (_, f) => ({
      suite: 'p',
      name: `BenchmarkF${f}`,
      params: {},
      metrics: [{ unit: 'ns/op', direction: 'smaller' as const, samples: [10 + f, 11 + f, 12 + f] }],
    })),
  });
}

const input = (
  i: number,
  time = `2026-11-${String(i).padStart(2, '0')}T12:00:00.000Z`,
  families = 1,
): AppendInput => ({
  commit: sha(i),
  parent: sha(i - 1),
  time,
  results: resultsOf(families),
});

const options = (extra: Partial<HistoryBranchOptions> = {}): HistoryBranchOptions => ({
  owner: 'o',
  repo: 'r',
  branch: 'benchmark-data',
  backoff: { sleep: async () => undefined },
  ...extra,
});

const ref = () => fake.state.git['o/r']!.refs['refs/heads/benchmark-data'];
const files = () => fake.state.branchFiles('o/r', 'benchmark-data')!;

/** A commit on the branch's tip that writes `entries` as they are given (what anyone with contents: write can push). */
async function forge(
  octokit: GitHubClient,
  entries: { path: string; mode: '100644' | '120000'; content: string }[],
) {
  const tip = ref()!;
  const { data: commit } = await octokit.rest.git.getCommit({ owner: 'o', repo: 'r', commit_sha: tip });
  const { data: tree } = await octokit.rest.git.createTree({
    owner: 'o',
    repo: 'r',
    base_tree: commit.tree.sha,
    tree: entries.map((e) => ({ ...e, type: 'blob' as const })),
  });
  const { data: next } = await octokit.rest.git.createCommit({
    owner: 'o',
    repo: 'r',
    message: 'forged',
    tree: tree.sha,
    parents: [tip],
  });
  await octokit.rest.git.updateRef({ owner: 'o', repo: 'r', ref: 'heads/benchmark-data', sha: next.sha });
}

describe('the API append on a forged data branch', () => {
  it('refuses a listing the trees API truncated, naming the folder, and moves nothing', async () => {
    const { octokit } = clientFor(fake);
    await appendHistoryOnBranch(octokit, input(1), options());
    const before = ref();
    // The store folder (commits and series) is listed past the limit: GitHub answers truncated: true.
    fake.state.treeListingLimit = 1;
    await expect(appendHistoryOnBranch(octokit, input(2), options())).rejects.toThrow(
      "benchmark-data:history: the Git trees API truncated this folder's listing; refused rather than read in part",
    );
    expect(ref()).toBe(before);
  });

  it('refuses a link where a month file belongs, never reading what it points at', async () => {
    const { octokit } = clientFor(fake);
    await appendHistoryOnBranch(octokit, input(1), options());
    await forge(octokit, [
      { path: 'history/commits/2026-11.jsonl', mode: '120000', content: '/proc/self/environ' },
    ]);
    const before = ref();
    await expect(appendHistoryOnBranch(octokit, input(2), options())).rejects.toThrow(
      'benchmark-data:history/commits/2026-11.jsonl: is a file of mode 120000 (a link), not a month file of the store; refused',
    );
    expect(ref()).toBe(before);
  });

  it('ends a month file cut short before appending, so its new lines parse', async () => {
    const { octokit } = clientFor(fake);
    await appendHistoryOnBranch(octokit, input(1), options());
    const path = `history/series/${SLUG}/2026-11.jsonl`;
    const cut = `${files()[path]!.toString('utf8')}{"commit":"ccc`;
    await forge(octokit, [{ path, mode: '100644', content: cut }]);
    await appendHistoryOnBranch(octokit, input(2), options());
    const lines = files()[path]!.toString('utf8').split('\n');
    expect(lines.slice(0, 2)).toEqual(cut.split('\n'));
    expect((JSON.parse(lines[2]!) as { commit: string }).commit).toBe(sha(2));
    expect(lines[3]).toBe('');
  });

  it('leaves a month file past the size cap unread and continues in the next part', async () => {
    // A fake that takes the forged file's request (its default refuses bodies over 8 MiB).
    await fake.close();
    fake = await startFakeGitHub({ maxBodyBytes: 4 * MAX_FILE_BYTES });
    const { octokit } = clientFor(fake);
    await appendHistoryOnBranch(octokit, input(1), options());
    await forge(octokit, [
      { path: 'history/commits/2026-11.jsonl', mode: '100644', content: ' '.repeat(MAX_FILE_BYTES + 1) },
    ]);
    const before = fake.log().length;
    const out = await appendHistoryOnBranch(octokit, input(2), options());
    expect(out.files).toEqual([`history/series/${SLUG}/2026-11.jsonl`, 'history/commits/2026-11-2.jsonl']);
    // One blob read: the series file's; the oversized commit list is never fetched.
    expect(
      fake
        .log()
        .slice(before)
        .filter((l) => l.startsWith('GET /repos/o/r/git/blobs/')),
    ).toHaveLength(1);
  });
});

describe('what the API append writes', () => {
  it('writes every family in one tree request and one commit, no blob per family', async () => {
    const { octokit } = clientFor(fake);
    await appendHistoryOnBranch(octokit, input(1, undefined, 40), options());
    const before = fake.log().length;
    const out = await appendHistoryOnBranch(octokit, input(2, undefined, 40), options());
    expect(out.files).toHaveLength(41);
    const writes = fake
      .log()
      .slice(before)
      .filter((l) => !l.startsWith('GET '))
      .map((l) => l.replace(/[0-9a-f]{40}/g, '<sha>'));
    expect(writes).toEqual([
      'POST /repos/o/r/git/trees 201',
      'POST /repos/o/r/git/commits 201',
      'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 200',
    ]);
  });

  it('removes the months retention no longer keeps, on the first append of a month, in the same commit', async () => {
    const { octokit } = clientFor(fake);
    await appendHistoryOnBranch(octokit, input(1), options());
    await appendHistoryOnBranch(octokit, input(2, '2027-06-01T12:00:00.000Z'), options());
    // 2029-02 keeps 24 months, from 2027-03: 2026-11 goes, 2027-06 stays.
    const out = await appendHistoryOnBranch(octokit, input(3, '2029-02-01T12:00:00.000Z'), options());
    expect(out.removed.sort()).toEqual(
      ['history/commits/2026-11.jsonl', `history/series/${SLUG}/2026-11.jsonl`].sort(),
    );
    expect(Object.keys(files()).sort()).toEqual(
      [
        'history/commits/2027-06.jsonl',
        'history/commits/2029-02.jsonl',
        `history/series/${SLUG}/2027-06.jsonl`,
        `history/series/${SLUG}/2029-02.jsonl`,
      ].sort(),
    );
    // The month's second append removes nothing and lists no family folder for it.
    const again = await appendHistoryOnBranch(octokit, input(4, '2029-02-02T12:00:00.000Z'), options());
    expect(again.removed).toEqual([]);
  });

  it('finds the expired months of every family in one listing, and folder by folder where GitHub truncates it', async () => {
    const { octokit } = clientFor(fake);
    const families = 5;
    await appendHistoryOnBranch(octokit, input(1, undefined, families), options());
    const monthly = async (i: number, time: string) => {
      const before = fake.log().length;
      const out = await appendHistoryOnBranch(octokit, input(i, time, families), options());
      const listings = fake
        .log()
        .slice(before)
        .filter((l) => l.startsWith('GET /repos/o/r/git/trees/'))
        .map((l) => (l.includes('?recursive') ? 'recursive' : 'one level'));
      return { removed: out.removed.length, listings };
    };
    // The root; then the store and all below it in one request.
    expect(await monthly(2, '2029-01-01T12:00:00.000Z')).toEqual({
      removed: families + 1,
      listings: ['one level', 'recursive'],
    });
    // The store's listing past the limit: it is dropped, and each folder listed whole instead.
    fake.state.treeListingLimit = families + 2;
    expect(await monthly(3, '2031-06-01T12:00:00.000Z')).toEqual({
      removed: families + 1,
      // The root, the refused listing, then the store, its commit list, the series and each family.
      listings: [
        'one level',
        'recursive',
        'one level',
        'one level',
        'one level',
        ...Array(families).fill('one level'),
      ],
    });
  });
});
