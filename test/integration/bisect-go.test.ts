import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BisectReport } from '../../src/bisect/run-bisection.js';
import { formatValue } from '../../src/report/format-number.js';
import type { ProfileReport } from '../../src/profile/run-profiles.js';
import { startFakeGitHub } from '../support/fake-github/index.js';
import { appendStepHistory } from '../support/history-step.js';

// benchgate bisect on a real Go module with a line of commits on main, one of
// which makes BenchmarkEncode allocate four times as much (B/op is exact, so
// the probes' verdicts do not depend on the machine's noise).
const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');

// Encode also does a fixed amount of work (some 20 µs) that the buffer's size
// does not change, so its time moves by a few percent at most and its ns/op
// row never becomes one of the bisection's targets. Why: when the time row
// grew with the buffer (4 KB zeroed instead of 1 KB, +300% on some runs), it
// became a target beside B/op, and a noisy probe of an unchanged commit
// reading it +100% made a tie that sent the search one commit too early (a
// fresh-clone run of 2026-11-29 06:56 UTC, in a noisy period).
const program = (size: number, note: string) => `package codec

var spin uint64

// ${note}
func Encode(n int) []byte {
	out := make([]byte, 0, ${size})
	for i := 0; i < n; i++ {
		out = append(out, byte(i))
	}
	for i := 0; i < 20000; i++ {
		spin = spin*6364136223846793005 + 1442695040888963407
	}
	return out
}
`;

const bench = `package codec

import "testing"

var sink []byte

func BenchmarkEncode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Encode(64)
	}
}

func BenchmarkSum(b *testing.B) {
	s := 0
	for i := 0; i < b.N; i++ {
		s += i
	}
	_ = s
}
`;

describe('benchgate bisect (real git and go)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-bisect-'));
  const out = mkdtempSync(join(tmpdir(), 'benchgate-bisect-out-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    }).trim();
  const commit = (message: string, files: Record<string, string>) => {
    for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  const shas = [
    commit('codec: first version', {
      'go.mod': 'module example.com/codec\n\ngo 1.21\n',
      'codec.go': program(1024, 'v1'),
      'codec_test.go': bench,
    }),
    commit('docs: a README', { 'README.md': '# codec\n' }),
    commit('codec: a comment', { 'codec.go': program(1024, 'v2: same work') }),
    commit('codec: a bigger buffer', { 'codec.go': program(4096, 'v3: four times the buffer') }),
    commit('docs: usage', { 'README.md': '# codec\n\nUse Encode.\n' }),
    commit('codec: another comment', { 'codec.go': program(4096, 'v4: same work') }),
  ];

  const bisect = (good: string, bad: string, o: { out?: string; profile?: string } = {}) =>
    spawnSync(
      process.execPath,
      [
        cli,
        'bisect',
        '--good',
        good,
        '--bad',
        bad,
        '--runner',
        'go',
        '--design',
        'fixed',
        // 6 samples a side: the rank test can reach q < 0.05 among the 6 rows even when every sample ties.
        '--max-rounds',
        '3',
        '--confirm-rounds',
        '0',
        '--args=-benchtime=2000x',
        // Only a change beyond 200% counts: B/op's +300% does, and the time rows'
        // noise (2,000 iterations of a few nanoseconds, beside the rest of the
        // suite) cannot make a commit that changes nothing look slower.
        '--threshold',
        '200%',
        '--out',
        o.out ?? out,
        // The culprit's profiles cost a few seconds: tested once, below.
        '--profile',
        o.profile ?? 'off',
        '--json',
      ],
      { cwd: dir, encoding: 'utf8', timeout: 600_000 },
    );

  it('names the commit that quadrupled the allocation, in at most ⌈log2 5⌉ + 2 probes and one after it', () => {
    const r = bisect(shas[0]!, shas[5]!);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as BisectReport;
    expect(report.culprit).toEqual({ sha: shas[3], subject: 'codec: a bigger buffer', confirmed: true });
    expect(report.commits.map((c) => c.sha)).toEqual(shas.slice(1));
    // 5 commits: reproduce, 3 search probes at most, confirm; then the culprit against the last commit: nothing left.
    expect(
      report.probes.map(
        (p) => `${p.role} ${shas.indexOf(p.base)}..${shas.indexOf(p.head)} ${p.result.slower}`,
      ),
    ).toEqual([
      'reproduce 0..5 true',
      'search 0..2 false',
      'search 0..3 true',
      'confirm 2..3 true',
      'reproduce 3..5 false',
    ]);
    // B/op's rows: the culprit explains the bytes; its time rows stay inside the threshold.
    const bytes = (rows: readonly string[]) => rows.filter((r) => r.endsWith(' B/op'));
    expect([report.culprits!.map((c) => [c.sha, bytes(c.explains)]), bytes(report.unexplained!)]).toEqual([
      [[shas[3], ['BenchmarkEncode B/op']]],
      [],
    ]);
    // A quarter of the buffer to all of it: +300%, give or take the few bytes per operation the Go runtime
    // itself allocates in a short run (a fresh-clone run of 2026-11-28 06:05 read a value other than +300.0%).
    const bytesEvidence = report.probes[0]!.result.evidence.filter((e) =>
      e.startsWith('BenchmarkEncode B/op '),
    );
    expect(bytesEvidence, report.probes[0]!.result.evidence.join('\n')).toHaveLength(1);
    expect(bytesEvidence[0]).toMatch(/^BenchmarkEncode B\/op \+(29\d|30\d)\.\d% \(regression\)$/);
    expect(JSON.parse(readFileSync(join(out, 'bisect.json'), 'utf8'))).toEqual(report);
  });

  it('says there is nothing to bisect when the last commit is not slower, after one probe', () => {
    const r = bisect(shas[0]!, shas[2]!);
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as BisectReport;
    expect([report.culprit, report.probes.length, report.probes[0]!.result.slower]).toEqual([
      undefined,
      1,
      false,
    ]);
  });

  it('refuses a bad commit that does not come after the good one', () => {
    const r = bisect(shas[3]!, shas[1]!);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('does not come after');
  });

  /** The bundled action as the runner starts it, without a token: a bisection needs no GitHub API. */
  function runAction(eventName: string, inputs: Record<string, string>) {
    const work = mkdtempSync(join(tmpdir(), 'benchgate-bisect-action-'));
    const files = {
      event: join(work, 'event.json'),
      output: join(work, 'output.txt'),
      summary: join(work, 'summary.md'),
    };
    writeFileSync(files.event, '{}');
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? work,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'acme/codec',
      GITHUB_SHA: shas[5]!,
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_SERVER_URL: 'https://github.com',
      RUNNER_TEMP: join(work, 'runner-temp'),
      RUNNER_ENVIRONMENT: 'self-hosted',
    };
    for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
    mkdirSync(env.RUNNER_TEMP!, { recursive: true });
    const r = spawnSync(process.execPath, [join(root, 'dist/index.js')], {
      env,
      cwd: dir,
      encoding: 'utf8',
      timeout: 600_000,
    });
    const output = readFileSync(files.output, 'utf8');
    const outputs = Object.fromEntries(
      [...output.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)].map((m) => [m[1]!, m[3]!]),
    );
    const summary = readFileSync(files.summary, 'utf8');
    // Read before the runner's temp folder goes.
    const report = outputs.bisect
      ? (JSON.parse(readFileSync(outputs.bisect, 'utf8')) as BisectReport)
      : undefined;
    rmSync(work, { recursive: true, force: true });
    return { status: r.status, stdout: r.stdout, outputs, summary, report };
  }

  const actionInputs = (good: string, bad: string) => ({
    mode: 'bisect',
    good,
    bad,
    runner: 'go',
    design: 'fixed',
    'max-rounds': '3',
    'confirm-rounds': '0',
    args: '-benchtime=2000x',
    // As the command line's bisections above: only B/op's +300% counts. At the default 5% the
    // time rows of 2,000 iterations became targets, and a noisy probe sent the search to another
    // commit (a fresh-clone run of 2026-11-29 09:31 UTC, in a noisy period).
    threshold: '200%',
    'check-name': 'benchmarks',
    profile: 'off',
  });

  it('runs as the action on workflow_dispatch: the culprit as an output and in the job summary', () => {
    const r = runAction('workflow_dispatch', actionInputs(shas[0]!, shas[5]!));
    expect(r.status, r.stdout).toBe(0);
    expect(r.outputs.culprit).toBe(shas[3]);
    expect(r.outputs['culprit-confirmed']).toBe('true');
    expect(r.outputs.bisect).toMatch(/\/runner-temp\/benchgate-bisect-benchmarks\/bisect\.json$/);
    expect(r.report!.culprit!.sha).toBe(shas[3]);
    expect(r.summary).toContain(`culprit: ${shas[3]!.slice(0, 12)} codec: a bigger buffer`);
    expect(r.summary).toContain('slower than its parent as well: the slowdown arrives with this commit');
  });

  it("refuses to bisect on a pull request's event: it would run every probed commit's code", () => {
    const r = runAction('pull_request', actionInputs(shas[0]!, shas[5]!));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      '::error::mode bisect runs on workflow_dispatch, schedule or push, not on pull_request: it runs the code of every commit it probes',
    );
    expect(r.outputs.culprit).toBeUndefined();
  });

  it('profiles the culprit against its parent, and the change issue links the flame graph (the fake GitHub)', async () => {
    const profiled = mkdtempSync(join(tmpdir(), 'benchgate-bisect-profiled-'));
    const fake = await startFakeGitHub({});
    try {
      // Two commits after good: the first is the culprit, so its parent is good itself.
      const r = bisect(shas[2]!, shas[4]!, { out: profiled, profile: 'auto' });
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout) as BisectReport;
      expect(report.culprit).toEqual({ sha: shas[3], subject: 'codec: a bigger buffer', confirmed: true });
      const p = report.culpritProfile!;
      expect([p.base, p.head, p.profiles]).toEqual([shas[2], shas[3], 'culprit-profile/profiles.json']);
      // B/op is exact: its memory profile puts the buffer's allocation in Encode, 4096 - 1024 more bytes per operation.
      const bytes = p.flameGraphs.find((g) => g.title.endsWith('(B/op)'))!;
      expect(bytes.title).toBe('example.com/codec BenchmarkEncode (B/op)');
      // The memory profile counts go test's first run of one operation too: at most 1/N over.
      expect({ ...bytes.top, delta: Math.floor(bytes.top!.delta) }).toEqual({
        name: 'example.com/codec.Encode',
        delta: 3072,
        unit: 'bytes/op',
      });
      expect(bytes.top!.delta).toBeLessThan(3072 * 1.01);
      const full = JSON.parse(readFileSync(join(profiled, p.profiles), 'utf8')) as ProfileReport;
      const bytesRow = full.profiled.find((row) => row.unit === 'B/op')!;
      expect([bytesRow.profiler, bytesRow.diff.functions[0]!.name]).toEqual([
        'go test -memprofile',
        'example.com/codec.Encode',
      ]);
      const svg = readFileSync(join(profiled, bytes.file), 'utf8');
      expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
      expect(svg).toContain('example.com/codec.Encode');

      // The history of main with the step at the bad commit: the good commit's results 8 times, then the bad one's.
      const store = join(profiled, 'store');
      const results = (side: string) => join(profiled, `probe-1-${shas[4]!.slice(0, 12)}`, `${side}.json`);
      appendStepHistory(cli, store, results, shas[4]!, 8);
      const issues = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        const child = spawn(
          process.execPath,
          [
            cli,
            'history',
            'issues',
            store,
            '--repo',
            'acme/codec',
            '--culprit',
            join(profiled, 'bisect.json'),
          ],
          { env: { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url } },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (status) => done({ status, stdout, stderr }));
      });
      expect(issues.status, issues.stderr).toBe(0);
      const body = fake.state.plainIssues[0]!.body;
      expect(body).toContain(`**Culprit:** [\`${shas[3]!.slice(0, 12)}\`]`);
      const published = fake.state.branchFiles('acme/codec', 'benchmark-data')!;
      const name = bytes.file.replace(/^.*\//, '');
      expect(published[`bisect/${shas[3]}/profiles/${name}`]!.toString('utf8')).toBe(svg);
      const tip = fake.state.branchHistory('acme/codec', 'benchmark-data')[0]!;
      expect(body).toContain(
        `- [example.com/codec BenchmarkEncode (B/op)](https://github.com/acme/codec/blob/${tip}/bisect/${shas[3]}/profiles/${name}): example.com/codec.Encode +${formatValue(bytes.top!.delta, 'B/op')}\n`,
      );
    } finally {
      await fake.close();
      rmSync(profiled, { recursive: true, force: true });
    }
  });
});
