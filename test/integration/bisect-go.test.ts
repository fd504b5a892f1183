import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BisectReport } from '../../src/cli/bisect-command.js';

// benchgate bisect on a real Go module with a line of commits on main, one of
// which makes BenchmarkEncode allocate four times as much (B/op is exact, so
// the probes' verdicts do not depend on the machine's noise).
const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');

const program = (size: number, note: string) => `package codec

// ${note}
func Encode(n int) []byte {
	out := make([]byte, 0, ${size})
	for i := 0; i < n; i++ {
		out = append(out, byte(i))
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

  const bisect = (good: string, bad: string) =>
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
        '--out',
        out,
        '--json',
      ],
      { cwd: dir, encoding: 'utf8', timeout: 600_000 },
    );

  it('names the commit that quadrupled the allocation, in at most ⌈log2 5⌉ + 2 probes', () => {
    const r = bisect(shas[0]!, shas[5]!);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as BisectReport;
    expect(report.culprit).toEqual({ sha: shas[3], subject: 'codec: a bigger buffer', confirmed: true });
    expect(report.commits.map((c) => c.sha)).toEqual(shas.slice(1));
    // 5 commits: reproduce, 3 search probes at most, confirm.
    expect(
      report.probes.map(
        (p) => `${p.role} ${shas.indexOf(p.base)}..${shas.indexOf(p.head)} ${p.result.slower}`,
      ),
    ).toEqual([
      'reproduce 0..5 true',
      'search 0..2 false',
      'search 0..3 true',
      'confirm 2..3 true',
    ]);
    expect(report.probes[0]!.result.evidence).toContain('BenchmarkEncode B/op +300.0% (regression)');
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
});
