import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

// `benchgate history issues` through the built command line, the real client
// and the fake GitHub, on stores appended from real go test output: a
// benchmark's hostile name and unit (test/fixtures/go-hostile-unit) reach the
// issue escaped; a forged issue is ignored and said on standard error; an
// issue survives a one-commit dip of a real step (test/fixtures/go-zero),
// closes when the level is back for 3 commits and reopens when the step is.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-issues-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const sha = (i: number) => i.toString(16).padStart(40, 'a');

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({});
});
afterEach(() => fake.close());

/** Appends one commit's results (commit i, a day apart) to the store. */
function append(store: string, file: string, i: number): void {
  const r = spawnSync(
    process.execPath,
    [
      cli,
      'history',
      'append',
      store,
      file,
      '--commit',
      sha(i),
      '--parent',
      sha(i - 1),
      '--time',
      `2026-10-${String(i).padStart(2, '0')}T12:00:00Z`,
    ],
    { encoding: 'utf8' },
  );
  expect([r.status, r.stderr]).toEqual([0, `benchgate: appended ${sha(i).slice(0, 12)} to 2 files\n`]);
}

/** `history issues` against the fake GitHub (not spawnSync: the fake answers from this process). */
function issues(store: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url };
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [cli, 'history', 'issues', store, '--repo', 'acme/broker', '--mention', 'perf'],
      { env },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const result = (r: Partial<Record<'opened' | 'updated' | 'closed' | 'reopened' | 'ignored', number[]>>) =>
  `${JSON.stringify({ opened: [], updated: [], closed: [], reopened: [], ignored: [], ...r })}\n`;

describe('benchgate history issues on real go test output', () => {
  it('escapes a benchmark name and unit that carry a link, mentions, a reference and HTML; ignores a forged issue', async () => {
    const store = join(scratch, 'hostile');
    const fixture = (side: string) => join(root, `test/fixtures/go-hostile-unit/${side}.txt`);
    for (let i = 1; i <= 16; i++) append(store, fixture(i <= 8 ? 'base' : 'head'), i);
    // Someone opens an issue with the label and the marker of the step before benchgate does.
    const forged = fake.state.createIssue('acme/broker', {
      title: 'Benchmark regression',
      body: `<!-- benchgate-change: ${sha(9)} -->`,
      labels: ['benchmark-regression'],
    });
    forged.user = fake.state.user('mallory');
    const r = await issues(store);
    expect([r.status, r.stdout]).toEqual([0, result({ opened: [2], ignored: [1] })]);
    expect(r.stderr).toContain(
      "benchgate: warning: #1 carries benchgate's label and change marker but was opened by mallory, not by github-actions[bot]: ignored\n",
    );
    const issue = fake.state.plainIssues[1]!;
    const zw = '&#8203;';
    const unit = `\\[x\\](https:${zw}//evil.example/)@${zw}victim@${zw}acme/owners#${zw}1&lt;img&gt;/op`;
    expect(issue.body).toContain(
      `| BenchmarkParse/@${zw}eve&lt;b&gt; | ${unit} | 1 ${unit} | 2 ${unit} | +100% (+100% to +100%) |`,
    );
    expect(issue.title).toBe(
      `Benchmark regression at ${sha(9).slice(0, 7)}: 1 series in 1 family (worst +100%)`,
    );
    // The only live mention is the one --mention asked for.
    expect(issue.body.match(/(?<![;\w])@[\w-]+/g)).toEqual(['@perf']);
  });

  it('history changes writes numbers as the PR report does: scaled units, a few digits, steps from zero as levels', () => {
    const store = join(scratch, 'changes');
    const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
    for (let i = 1; i <= 16; i++) append(store, fixture(i <= 8 ? 'base' : 'head'), i);
    const r = spawnSync(process.execPath, [cli, 'history', 'changes', store], { encoding: 'utf8' });
    const [at, since] = [sha(9).slice(0, 12), sha(8).slice(0, 12)];
    const name = 'example.com/zerofixture.BenchmarkSum';
    expect([r.status, r.stdout]).toEqual([
      0,
      [
        `${at}  regression +134%  ${name}/100B ns/op: 29.73 ns/op → 69.47 ns/op (since ${since})`,
        `${at}  regression from zero  ${name}/100B B/op: 0 → 112 B/op (since ${since})`,
        `${at}  regression from zero  ${name}/100B allocs/op: 0 → 1 allocs/op (since ${since})`,
        `${at}  regression +128%  ${name}/10KB ns/op: 2.348 µs/op → 5.361 µs/op (since ${since})`,
        `${at}  regression from zero  ${name}/10KB B/op: 0 → 10.24 kB/op (since ${since})`,
        `${at}  regression from zero  ${name}/10KB allocs/op: 0 → 1 allocs/op (since ${since})`,
        '',
      ].join('\n'),
    ]);
  });

  it('refuses a --mention that is not a login or a team, and a --max-issues that is not a count', () => {
    const env = { ...process.env, GITHUB_TOKEN: 'unused' };
    const run = (...extra: string[]) =>
      spawnSync(process.execPath, [cli, 'history', 'issues', scratch, '--repo', 'acme/broker', ...extra], {
        encoding: 'utf8',
        env,
      });
    const mention = run('--mention', 'perf [x](https://evil.example/)');
    expect([mention.status, mention.stderr]).toEqual([
      2,
      'benchgate history: --mention "perf [x](https://evil.example/)" must be a login or an ORG/TEAM, without "@"\n',
    ]);
    const max = run('--max-issues', 'many');
    expect([max.status, max.stderr]).toEqual([
      2,
      'benchgate history: --max-issues "many" must be a whole number, 0 or more\n',
    ]);
  });

  it('keeps the issue of a real step through a one-commit dip, closes it after 3 commits back, reopens it when the step is back', async () => {
    const store = join(scratch, 'flap');
    const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
    const sides: string[] = [];
    const push = async (...more: string[]) => {
      for (const side of more) {
        sides.push(side);
        append(store, fixture(side), sides.length);
      }
      return (await issues(store)).stdout;
    };
    expect(await push(...Array<string>(8).fill('base'), ...Array<string>(8).fill('head'))).toBe(
      result({ opened: [1] }),
    );
    // One commit at the level before: the issue stays open.
    expect(await push('base')).toBe(result({}));
    expect(await push('head')).toBe(result({}));
    expect(fake.state.plainIssues[0]!.state).toBe('open');
    // Three commits back: closed.
    expect(await push('base', 'base')).toBe(result({}));
    expect(await push('base')).toBe(result({ closed: [1] }));
    // The step back for one commit: not yet; for three: the same issue reopens (the detector
    // lists nothing in this back-and-forth history: the levels decide, as they did for closing).
    expect(await push('head')).toBe(result({}));
    expect(await push('head', 'head')).toBe(result({ reopened: [1] }));
    expect(fake.state.plainIssues.map((i) => [i.number, i.state])).toEqual([[1, 'open']]);
    expect(fake.state.commentsOf('acme/broker', 1).map((c) => c.body)).toEqual([
      'The benchmarks are back at their level before this change: the newest 3 commits of each of its series are at least as near that level as the level after the change. Closing; benchgate reopens this issue if the step comes back.',
      'The step is back: the newest 3 commits are at the level after the change again. Reopening.',
    ]);
  });
});
