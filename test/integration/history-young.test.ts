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

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
const repo = mkdtempSync(join(tmpdir(), 'benchgate-young-repo-'));
const store = mkdtempSync(join(tmpdir(), 'benchgate-young-store-'));
afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(store, { recursive: true, force: true });
});
const benchgate = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

/** Commit i (1-based) of main: commit 9 is the change. */
function makeHistory(): { sha: string; parent: string; time: string }[] {
  gitIn(repo, 'init', '-q', '-b', 'main');
  const out: { sha: string; parent: string; time: string }[] = [];
  for (let i = 1; i <= 20; i++) {
    writeFileSync(join(repo, 'sum.go'), `package zerofixture\n\n// ${i === 9 ? 'allocate the buffer' : `revision ${i}`}\n`);
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
    const commits = makeHistory();
    const listed: string[][] = [];
    commits.forEach((c, k) => {
      const i = k + 1;
      const args = ['history', 'append', store, fixture(i < 9 ? 'base' : 'head'), '--commit', c.sha];
      const r = benchgate([...args, ...(c.parent ? ['--parent', c.parent] : []), '--time', c.time]);
      expect(r.status, r.stderr).toBe(0);
      const changes = benchgate(['history', 'changes', store, '--json']);
      expect(changes.status, changes.stderr).toBe(0);
      const found = (JSON.parse(changes.stdout) as { changes: { commit: string; unit: string; name: string }[] })
        .changes;
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
