import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BisectReport } from '../../src/bisect/run-bisection.js';
import { startFakeGitHub } from '../support/fake-github/index.js';

// benchgate history on a store directory, through the built command line: 16
// commits of main, the first 8 measured with the code before a change that
// makes BenchmarkSum allocate and the next 8 after it (real go test output,
// test/fixtures/go-zero), the change found at its commit.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
const store = mkdtempSync(join(tmpdir(), 'benchgate-history-'));
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-history-scratch-'));
afterAll(() => {
  rmSync(store, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});
const sha = (i: number) => i.toString(16).padStart(40, 'a');
const benchgate = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

describe('benchgate history', () => {
  it('appends 16 commits, touching only the month files of the family and the commit list', () => {
    for (let i = 1; i <= 16; i++) {
      const r = benchgate([
        'history',
        'append',
        store,
        fixture(i <= 8 ? 'base' : 'head'),
        '--commit',
        sha(i),
        '--parent',
        sha(i - 1),
        '--time',
        `2026-11-${String(i).padStart(2, '0')}T12:00:00Z`,
      ]);
      expect([r.status, r.stderr]).toEqual([0, `benchgate: appended ${sha(i).slice(0, 12)} to 2 files\n`]);
    }
    const families = readdirSync(join(store, 'series'));
    expect(families).toHaveLength(1);
    expect(families[0]).toMatch(/^example\.com_zerofixture\.BenchmarkSum-[0-9a-f]{8}$/);
    expect(readdirSync(join(store, 'series', families[0]!))).toEqual(['2026-11.jsonl']);
    expect(readdirSync(join(store, 'commits'))).toEqual(['2026-11.jsonl']);
    const commits = readFileSync(join(store, 'commits/2026-11.jsonl'), 'utf8').trim().split('\n');
    expect(commits).toHaveLength(16);
    expect(JSON.parse(commits[15]!)).toMatchObject({
      commit: sha(16),
      parent: sha(15),
      time: '2026-11-16T12:00:00.000Z',
    });
  });

  it('lists the change at the first commit after it, with the commit range, as JSON', () => {
    const r = benchgate(['history', 'changes', store, '--json']);
    expect(r.status).toBe(0);
    const { changes } = JSON.parse(r.stdout) as {
      changes: {
        name: string;
        unit: string;
        commit: string;
        previousCommit: string;
        kind: string;
        before: number;
        after: number;
        change: number;
        changeLow?: number;
        changeHigh?: number;
      }[];
    };
    expect(changes.map((c) => [c.name, c.unit, c.kind, c.commit, c.previousCommit])).toEqual([
      ['BenchmarkSum/100B', 'ns/op', 'regression', sha(9), sha(8)],
      ['BenchmarkSum/100B', 'B/op', 'regression', sha(9), sha(8)],
      ['BenchmarkSum/100B', 'allocs/op', 'regression', sha(9), sha(8)],
      ['BenchmarkSum/10KB', 'ns/op', 'regression', sha(9), sha(8)],
      ['BenchmarkSum/10KB', 'B/op', 'regression', sha(9), sha(8)],
      ['BenchmarkSum/10KB', 'allocs/op', 'regression', sha(9), sha(8)],
    ]);
    expect(changes.filter((c) => c.unit === 'B/op').map((c) => [c.before, c.after])).toEqual([
      [0, 112],
      [0, 10240],
    ]);
    // A step from zero has no ratio interval. The time steps have one, and no wider than the step
    // itself: the same measurement was appended on either side, so it has no width.
    expect(
      changes.map((c) => [
        c.unit,
        c.changeLow === undefined
          ? 'none'
          : Math.abs(c.changeHigh! - c.changeLow) < 1e-12 && Math.abs(c.changeLow - c.change) < 1e-12,
      ]),
    ).toEqual([
      ['ns/op', true],
      ['B/op', 'none'],
      ['allocs/op', 'none'],
      ['ns/op', true],
      ['B/op', 'none'],
      ['allocs/op', 'none'],
    ]);
  });

  it('keeps one GitHub issue for the change point, opened once (the local fake GitHub, the real client)', async () => {
    const fake = await startFakeGitHub({});
    try {
      const env = { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url };
      // Not spawnSync: the fake GitHub answers from this process, which must keep running.
      const run = (...extra: string[]) =>
        new Promise<{ status: number | null; stdout: string }>((done) => {
          const child = spawn(
            process.execPath,
            [cli, 'history', 'issues', store, '--repo', 'acme/broker', '--mention', 'perf', ...extra],
            { env },
          );
          let stdout = '';
          child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
          child.on('close', (status) => done({ status, stdout }));
        });
      const first = await run();
      expect([first.status, first.stdout]).toEqual([
        0,
        '{"opened":[1],"updated":[],"closed":[],"reopened":[],"ignored":[]}\n',
      ]);
      expect((await run()).stdout).toBe(
        '{"opened":[],"updated":[],"closed":[],"reopened":[],"ignored":[]}\n',
      );
      // A bisection of the change point's range names its culprit on the same issue.
      const bisectJson = join(scratch, 'bisect.json');
      const report: BisectReport = {
        good: sha(8),
        bad: sha(9),
        commits: [{ sha: sha(9), subject: 'store: copy every block twice' }],
        probes: [
          {
            base: sha(8),
            head: sha(9),
            role: 'reproduce',
            result: { slower: true, evidence: [] },
            outDir: 'probe-1',
          },
        ],
        culprit: { sha: sha(9), subject: 'store: copy every block twice', confirmed: true },
      };
      writeFileSync(bisectJson, JSON.stringify(report));
      expect((await run('--culprit', bisectJson)).stdout).toBe(
        '{"opened":[],"updated":[1],"closed":[],"reopened":[],"ignored":[]}\n',
      );
      // The worst series with a level before the change (ns/op; B/op stepped up from zero) drawn around it.
      expect(fake.state.plainIssues[0]!.body).toMatch(
        /```mermaid\nxychart-beta\n {4}title "BenchmarkSum\/\w+ ns\/op against its level before aaaaaaa, lines in order: BenchmarkSum\/\w+"\n {4}x-axis \[(?:"aaaaaaa", ){15}"aaaaaaa"\]\n/,
      );
      expect(fake.state.plainIssues[0]!.body).toContain(
        `**Culprit:** [\`${sha(9).slice(0, 12)}\`](https://github.com/acme/broker/commit/${sha(9)}) store: copy every block twice: found by \`benchgate bisect\` in 1 A/B runs; slower than its parent as well.`,
      );
      expect(fake.state.plainIssues[0]!.body).toContain(
        '| BenchmarkSum/100B | B/op | 0 B/op | 112 B/op | 0 → 112 B/op |',
      );
      expect(fake.state.plainIssues.map((i) => [i.title, i.labels])).toEqual([
        [
          // The worst relative change: a step from zero has none, and is never "+∞%".
          `Benchmark regression at ${sha(9).slice(0, 7)}: 6 series in 1 family (worst +134%)`,
          ['benchmark-regression'],
        ],
      ]);
    } finally {
      await fake.close();
    }
  });

  it('appends to the data branch through the Git database API (--github): the same store, nothing cloned', async () => {
    const fake = await startFakeGitHub({});
    try {
      const env = { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url };
      const local = join(scratch, 'local-store');
      // Commits 7 to 10: two before the change, two after. Each append is five
      // content-creating requests, which the client paces as GitHub asks.
      const args = (i: number) => [
        fixture(i <= 8 ? 'base' : 'head'),
        '--commit',
        sha(i),
        '--parent',
        sha(i - 1),
        '--time',
        `2026-11-${String(i).padStart(2, '0')}T12:00:00Z`,
      ];
      const appendOnBranch = (i: number) =>
        new Promise<{ status: number | null; stdout: string }>((done) => {
          const child = spawn(
            process.execPath,
            [cli, 'history', 'append', '--github', 'acme/broker', ...args(i)],
            {
              env,
            },
          );
          let stdout = '';
          child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
          child.on('close', (status) => done({ status, stdout }));
        });
      for (let i = 7; i <= 10; i++) {
        const out = await appendOnBranch(i);
        expect(out.status).toBe(0);
        expect(JSON.parse(out.stdout)).toMatchObject({
          files: [
            expect.stringMatching(
              /^history\/series\/example\.com_zerofixture\.BenchmarkSum-[0-9a-f]{8}\/2026-11\.jsonl$/,
            ),
            'history/commits/2026-11.jsonl',
          ],
          rebuilt: 0,
        });
        expect(benchgate(['history', 'append', local, ...args(i)]).status).toBe(0);
      }
      const files = fake.state.branchFiles('acme/broker', 'benchmark-data')!;
      // Byte for byte the store the same appends write on disk.
      const onDisk = readdirSync(local, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(local.length + 1));
      expect(Object.keys(files).sort()).toEqual(onDisk.map((f) => `history/${f}`).sort());
      for (const f of onDisk)
        expect(files[`history/${f}`]!.toString('utf8'), f).toBe(readFileSync(join(local, f), 'utf8'));
    } finally {
      await fake.close();
    }
  });

  it('refuses an append without a commit, naming the flag', () => {
    const r = benchgate(['history', 'append', store, fixture('base')]);
    expect([r.status, r.stderr.trim()]).toEqual([
      2,
      'benchgate history: history append needs --commit SHA (the commit the results were measured at)',
    ]);
  });
});
