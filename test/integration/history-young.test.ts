import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitIn } from '../support/git-fixture.js';

// A young store finds its first step within 3 commits: a real git history of
// 20 commits on main, each appended through the built command line as
// watch-main does, with real go test output (test/fixtures/go-zero: base.txt
// before the change, head.txt, where BenchmarkSum allocates and is about
// twice as slow, from commit 9 on). Before the size test of young segments
// (src/history/short-step.ts) only Pettitt could find it, and with 8
// commits before and 3 after its p is 0.19: no change point.
// The stores made of separate real runs (test/fixtures/go-history: 20 runs
// of each side, one per commit, so that commits differ as two runs of one
// machine do) are judged against the rounds each point carries
// (src/history/within-step.ts): the step at commit 9 and one at commit 2 are
// listed 3 commits after them, and a store of 20 runs of the same code lists
// nothing after any append.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
const run = (side: string, i: number) =>
  join(root, `test/fixtures/go-history/${side}-${String(i).padStart(2, '0')}.txt`);
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
const repo = tempDir('benchgate-young-repo-');
const store = tempDir('benchgate-young-store-');
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const benchgate = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

/** Commit i (1-based) of main: commit 9 is the change. */
function makeHistory(repo: string): { sha: string; parent: string; time: string }[] {
  gitIn(repo, 'init', '-q', '-b', 'main');
  const out: { sha: string; parent: string; time: string }[] = [];
  for (let i = 1; i <= 20; i++) {
    writeFileSync(
      join(repo, 'sum.go'),
      `package zerofixture\n\n// ${i === 9 ? 'allocate the buffer' : `revision ${i}`}\n`,
    );
    gitIn(repo, 'add', '-A');
    gitIn(repo, 'commit', '-q', '-m', i === 9 ? 'sum: copy into a new buffer' : `revision ${i}`);
    const sha = gitIn(repo, 'rev-parse', 'HEAD');
    const parent = i === 1 ? '' : out[i - 2]!.sha;
    out.push({ sha, parent, time: gitIn(repo, 'log', '-1', '--format=%cI') });
  }
  return out;
}

describe('a young store (real git history, real go test output)', () => {
  it('lists the step at commit 9 of 20 once commit 11 is appended, and at every append after it', () => {
    const commits = makeHistory(repo);
    const listed: string[][] = [];
    commits.forEach((c, k) => {
      const i = k + 1;
      const args = ['history', 'append', store, fixture(i < 9 ? 'base' : 'head'), '--commit', c.sha];
      const r = benchgate([...args, ...(c.parent ? ['--parent', c.parent] : []), '--time', c.time]);
      expect(r.status, r.stderr).toBe(0);
      const changes = benchgate(['history', 'changes', store, '--json']);
      expect(changes.status, changes.stderr).toBe(0);
      const found = (
        JSON.parse(changes.stdout) as { changes: { commit: string; unit: string; name: string }[] }
      ).changes;
      listed.push([...new Set(found.map((f) => `${commits.findIndex((x) => x.sha === f.commit) + 1}`))]);
      if (i === 11)
        expect(found.map((f) => [f.name, f.unit])).toEqual([
          ['BenchmarkSum/100B', 'ns/op'],
          ['BenchmarkSum/100B', 'B/op'],
          ['BenchmarkSum/100B', 'allocs/op'],
          ['BenchmarkSum/10KB', 'ns/op'],
          ['BenchmarkSum/10KB', 'B/op'],
          ['BenchmarkSum/10KB', 'allocs/op'],
        ]);
    });
    // After each of the 20 appends, the commits the listed change points are at.
    expect(listed).toEqual([
      ...Array.from({ length: 10 }, () => []),
      ...Array.from({ length: 10 }, () => ['9']),
    ]);
  });
});

type Listed = { commit: string; unit: string; name: string }[];

/** Appends file i to a new store as commit i of a new repository (1-based), and lists the changes after each append. */
function replay(files: readonly string[]): { commits: { sha: string }[]; after: Listed[] } {
  const repo = tempDir('benchgate-young-repo-');
  const store = tempDir('benchgate-young-store-');
  const commits = makeHistory(repo);
  const after = files.map((file, k) => {
    const c = commits[k]!;
    const args = ['history', 'append', store, file, '--commit', c.sha, '--time', c.time];
    const r = benchgate([...args, ...(c.parent ? ['--parent', c.parent] : [])]);
    expect(r.status, r.stderr).toBe(0);
    const changes = benchgate(['history', 'changes', store, '--json']);
    expect(changes.status, changes.stderr).toBe(0);
    return (JSON.parse(changes.stdout) as { changes: Listed }).changes;
  });
  return { commits, after };
}

/** After each append, "commit: name unit" of every change listed (commits numbered from 1). */
const summary = (r: ReturnType<typeof replay>) =>
  r.after.map((found) =>
    found.map((f) => `${r.commits.findIndex((x) => x.sha === f.commit) + 1}: ${f.name} ${f.unit}`),
  );

/** The allocation metrics of both benchmarks, listed at commit `at`. */
const allocations = (at: number) => [
  `${at}: BenchmarkSum/100B B/op`,
  `${at}: BenchmarkSum/100B allocs/op`,
  `${at}: BenchmarkSum/10KB B/op`,
  `${at}: BenchmarkSum/10KB allocs/op`,
];

describe('a young store of separate real runs (real git history, 20 real go test runs a side)', () => {
  it('lists the step at commit 9 of 20 once commit 11 is appended, and at every append after it', () => {
    const files = Array.from({ length: 20 }, (_, k) => (k + 1 < 9 ? run('base', k + 1) : run('head', k - 7)));
    // The allocations (0 -> 112 B/op and 10,240 B/op, 0 -> 1 allocs/op) at commit 9 from commit 11 on;
    // 100B's time, whose rounds spread from 24 to 790 ns/op in one run on this machine, placed one commit
    // later after appends 12, 13 and 20; 10KB's time, as noisy, never.
    const ns = ['10: BenchmarkSum/100B ns/op'];
    expect(summary(replay(files))).toEqual([
      ...Array.from({ length: 10 }, () => []),
      allocations(9),
      [...ns, ...allocations(9)],
      [...ns, ...allocations(9)],
      ...Array.from({ length: 6 }, () => allocations(9)),
      [...ns, ...allocations(9)],
    ]);
  });

  it('lists a step at commit 2 (one commit before it) once commit 4 is appended', () => {
    const files = Array.from({ length: 8 }, (_, k) => (k === 0 ? run('base', 1) : run('head', k)));
    // Not after append 6, nor from 9 on: the newest 3 or 6 then hold commits from both sides, and Pettitt
    // needs 3 commits before a step (docs/history.md, "Change points").
    expect(summary(replay(files))).toEqual([
      [],
      [],
      [],
      allocations(2),
      allocations(2),
      [],
      allocations(2),
      allocations(2),
    ]);
  });

  it('lists nothing after any of 20 appends of the same code', () => {
    const files = Array.from({ length: 20 }, (_, k) => run('base', k + 1));
    expect(summary(replay(files))).toEqual(Array.from({ length: 20 }, () => []));
  });
});
