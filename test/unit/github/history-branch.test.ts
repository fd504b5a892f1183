// Appending the history of main to a data branch through the Git database API,
// with the real client against the fake's Git database: what the branch holds
// (the same bytes as a store on disk), which requests one append makes (the
// folders and files it touches, the same number at every commit), and races.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { appendHistoryOnBranch, type HistoryBranchOptions } from '../../../src/github/history-branch.js';
import { appendToStore, familySlug, type AppendInput } from '../../../src/history/store.js';
import { createResults, type Results } from '../../../src/model/results.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/index.js';
import { clientFor } from './helpers.js';

const root = new URL('../../..', import.meta.url).pathname;
const GET_REF = 'GET /repos/{owner}/{repo}/git/ref/{ref}';
const UPDATE_REF = 'PATCH /repos/{owner}/{repo}/git/refs/{ref}';
const sha = (i: number) => i.toString(16).padStart(40, 'a');
const SLUG = familySlug('example.com/zerofixture.BenchmarkSum');

let fake: FakeGitHub;
const results: Record<string, Results> = {};
const disk = mkdtempSync(join(tmpdir(), 'history-branch-'));

beforeAll(async () => {
  // Real go test output (test/fixtures/go-zero): before and after a change that makes BenchmarkSum allocate.
  for (const side of ['base', 'head'])
    results[side] = createResults(await readBenchmarkInput(join(root, `test/fixtures/go-zero/${side}.txt`)));
});
afterAll(() => rmSync(disk, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

const input = (i: number): AppendInput => ({
  commit: sha(i),
  parent: sha(i - 1),
  time: new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
  results: results[i <= 2 ? 'base' : 'head']!,
});

function options(extra: Partial<HistoryBranchOptions> = {}): HistoryBranchOptions {
  return {
    owner: 'o',
    repo: 'r',
    branch: 'benchmark-data',
    // No real waits between retries: no timed unit tests.
    backoff: { sleep: async () => undefined },
    ...extra,
  };
}

const branch = () => fake.state.branchFiles('o/r', 'benchmark-data')!;
const text = (files: Record<string, Buffer>) =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.toString('utf8')]));

describe('appendHistoryOnBranch', () => {
  it('creates the branch and holds exactly the store an append on disk writes', async () => {
    const { octokit } = clientFor(fake);
    const out = [];
    for (let i = 1; i <= 4; i++) out.push(await appendHistoryOnBranch(octokit, input(i), options()));
    const store = join(disk, 'same');
    for (let i = 1; i <= 4; i++) appendToStore(store, input(i));
    const files = [`series/${SLUG}/2026-11.jsonl`, 'commits/2026-11.jsonl'];
    expect(Object.keys(branch()).sort()).toEqual(files.map((f) => `history/${f}`).sort());
    for (const f of files)
      expect(text(branch())[`history/${f}`], f).toBe(readFileSync(join(store, f), 'utf8'));
    expect(out.map((o) => [o.files, o.rebuilt])).toEqual(
      out.map(() => [[`history/series/${SLUG}/2026-11.jsonl`, 'history/commits/2026-11.jsonl'], 0]),
    );
    expect(fake.state.git['o/r']!.refs['refs/heads/benchmark-data']).toBe(out[3]!.commit);
  });

  it('reads the store in one listing and only the files it appends to, as many at commit 12 as at commit 2', async () => {
    const { octokit } = clientFor(fake);
    const requestsOf = async (i: number) => {
      const before = fake.log().length;
      await appendHistoryOnBranch(octokit, input(i), options({ path: 'store' }));
      return fake
        .log()
        .slice(before)
        .map((l) => l.replace(/[0-9a-f]{40}/g, '<sha>'));
    };
    await requestsOf(1);
    const second = await requestsOf(2);
    // The root, then the store and everything below it in one listing; the
    // two month files; one tree for both.
    expect(second).toEqual([
      'GET /repos/o/r/git/ref/heads%2Fbenchmark-data 200',
      'GET /repos/o/r/git/commits/<sha> 200',
      'GET /repos/o/r/git/trees/<sha> 200',
      'GET /repos/o/r/git/trees/<sha>?recursive=true 200',
      'GET /repos/o/r/git/blobs/<sha> 200',
      'GET /repos/o/r/git/blobs/<sha> 200',
      'POST /repos/o/r/git/trees 201',
      'POST /repos/o/r/git/commits 201',
      'PATCH /repos/o/r/git/refs/heads%2Fbenchmark-data 200',
    ]);
    for (let i = 3; i < 12; i++) await requestsOf(i);
    expect(await requestsOf(12)).toEqual(second);
    expect(text(branch())['store/commits/2026-11.jsonl']!.trim().split('\n')).toHaveLength(12);
  });

  it('lists the folders of 200 families in one request: the tree reads do not grow with the families', async () => {
    // The real go-zero results, their one family renamed into 200.
    const families = (): Results =>
      createResults({
        context: results.base!.context,
        benchmarks: Array.from({ length: 200 }, (_, f) =>
          results.base!.benchmarks.map((b) => ({
            ...b,
            name: b.name.replace('BenchmarkSum', `BenchmarkSum${f}`),
          })),
        ).flat(),
      });
    const { octokit } = clientFor(fake);
    const routesOf = async (i: number) => {
      const before = fake.requests.length;
      const out = await appendHistoryOnBranch(octokit, { ...input(i), results: families() }, options());
      const counts = new Map<string, number>();
      for (const { route = 'no route' } of fake.requests.slice(before))
        counts.set(route, (counts.get(route) ?? 0) + 1);
      return { files: out.files.length, counts: Object.fromEntries(counts) };
    };
    await routesOf(1);
    // 201 files (200 families and the commit list), each read as a blob
    // because the new lines follow its old ones; the folders of all of them
    // come with the root's listing and one recursive listing of the store.
    expect(await routesOf(2)).toEqual({
      files: 201,
      counts: {
        'GET /repos/{owner}/{repo}/git/ref/{ref}': 1,
        'GET /repos/{owner}/{repo}/git/commits/{commit_sha}': 1,
        'GET /repos/{owner}/{repo}/git/trees/{tree_sha}': 2,
        'GET /repos/{owner}/{repo}/git/blobs/{file_sha}': 201,
        'POST /repos/{owner}/{repo}/git/trees': 1,
        'POST /repos/{owner}/{repo}/git/commits': 1,
        'PATCH /repos/{owner}/{repo}/git/refs/{ref}': 1,
      },
    });
  });

  it('loses no result when two runs append at once: the loser appends again on top of the winner', async () => {
    fake.fail(GET_REF, faults.barrier(2));
    const a = clientFor(fake);
    const b = clientFor(fake);
    const [ra, rb] = await Promise.all([
      appendHistoryOnBranch(a.octokit, input(1), options()),
      appendHistoryOnBranch(b.octokit, input(2), options()),
    ]);
    expect([ra.rebuilt, rb.rebuilt].sort()).toEqual([0, 1]);
    const commits = text(branch())['history/commits/2026-11.jsonl']!.trim().split('\n');
    expect(commits.map((l) => (JSON.parse(l) as { commit: string }).commit).sort()).toEqual([sha(1), sha(2)]);
    const series = text(branch())[`history/series/${SLUG}/2026-11.jsonl`]!.trim().split('\n');
    // Six rows (two sizes × ns/op, B/op, allocs/op) per commit.
    expect(series).toHaveLength(12);
    const patches = fake.requests.filter(
      (r) => r.route === UPDATE_REF || r.route === 'POST /repos/{owner}/{repo}/git/refs',
    );
    // Both create the branch: one wins (201), the other is refused (422) and appends on top (200).
    expect(patches.map((r) => r.status).sort()).toEqual([200, 201, 422]);
  });
});
