import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderBisect, type BisectReport } from '../../src/bisect/run-bisection.js';
import { startFakeGitHub } from '../support/fake-github/index.js';
import { gitIn } from '../support/git-fixture.js';
import { appendStepHistory } from '../support/history-step.js';

// benchgate bisect accounts for the whole range: a real Go module whose main
// holds two changes, commit 2 quadrupling the buffers of Encode and Pack
// (two rows), commit 5 quadrupling Decode's (one row). The search follows
// most of the rows and names commit 2; the rows it does not explain are
// bisected after it and commit 5 is named for them. B/op is exact, so the
// verdicts do not depend on the machine's noise.
const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');

const program = (encode: number, decode: number, note: string) => `package codec

// ${note}
func fill(size, n int) []byte {
	out := make([]byte, 0, size)
	for i := 0; i < n; i++ {
		out = append(out, byte(i))
	}
	return out
}

func Encode(n int) []byte { return fill(${encode}, n) }
func Pack(n int) []byte   { return fill(${encode}, n) }
func Decode(n int) []byte { return fill(${decode}, n) }
`;

const bench = `package codec

import "testing"

var sink []byte

func BenchmarkEncode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Encode(64)
	}
}

func BenchmarkPack(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Pack(64)
	}
}

func BenchmarkDecode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Decode(64)
	}
}
`;

describe('benchgate bisect over a range holding two changes (real git and go)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-bisect2-'));
  const out = mkdtempSync(join(tmpdir(), 'benchgate-bisect2-out-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });
  const commit = (message: string, files: Record<string, string>) => {
    mkdirSync(join(dir, '.github'), { recursive: true });
    for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
    gitIn(dir, 'add', '-A');
    gitIn(dir, 'commit', '-q', '-m', message);
    return gitIn(dir, 'rev-parse', 'HEAD');
  };
  gitIn(dir, 'init', '-q', '-b', 'main');
  const shas = [
    commit('codec: first version', {
      'go.mod': 'module example.com/codec\n\ngo 1.21\n',
      'codec.go': program(1024, 1024, 'v1'),
      'codec_test.go': bench,
      // Time grows with the buffers too, by as much as the load of the machine lets it show: only B/op is followed.
      '.github/benchgate.yml': 'thresholds:\n  - { unit: ns/op, threshold: 100000% }\n',
    }),
    commit('docs: a README', { 'README.md': '# codec\n' }),
    commit('codec: bigger encode buffers', { 'codec.go': program(4096, 1024, 'v2') }),
    commit('codec: a comment', { 'codec.go': program(4096, 1024, 'v3: same work') }),
    commit('docs: usage', { 'README.md': '# codec\n\nUse Encode.\n' }),
    commit('codec: a bigger decode buffer', { 'codec.go': program(4096, 4096, 'v5') }),
    commit('codec: another comment', { 'codec.go': program(4096, 4096, 'v6: same work') }),
  ];

  it('names the culprit of most rows, says which rows it explains, bisects the rest to the second change, and profiles each against its parent', () => {
    const r = spawnSync(
      process.execPath,
      [
        cli,
        'bisect',
        '--good',
        shas[0]!,
        '--bad',
        shas[6]!,
        '--runner',
        'go',
        '--design',
        'fixed',
        '--max-rounds',
        '3',
        '--confirm-rounds',
        '0',
        '--args=-benchtime=2000x',
        '--threshold',
        '200%',
        '--out',
        out,
        '--json',
        '--profile',
        'auto',
      ],
      { cwd: dir, encoding: 'utf8', timeout: 900_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as BisectReport;
    expect(report.culprit).toEqual({
      sha: shas[2],
      subject: 'codec: bigger encode buffers',
      confirmed: true,
    });
    const culprits = report.culprits!.map(({ profile, ...c }) => {
      void profile;
      return c;
    });
    expect(culprits).toEqual([
      {
        sha: shas[2],
        subject: 'codec: bigger encode buffers',
        confirmed: true,
        explains: ['BenchmarkEncode B/op', 'BenchmarkPack B/op'],
      },
      {
        sha: shas[5],
        subject: 'codec: a bigger decode buffer',
        confirmed: true,
        explains: ['BenchmarkDecode B/op'],
      },
    ]);
    expect(report.unexplained).toEqual([]);
    // Each culprit profiled against its parent, for the rows it explains: the buffer it grew, 3 KiB more per call.
    expect(
      report.culprits!.map((c) => [
        c.profile!.base,
        c.profile!.head,
        c.profile!.profiles,
        c.profile!.flameGraphs.map((g) => [
          g.title,
          g.file,
          g.top!.name,
          g.top!.unit,
          Math.round(g.top!.delta / 64) * 64,
        ]),
        c.profile!.notProfiled,
      ]),
    ).toEqual([
      [
        shas[1],
        shas[2],
        'culprit-profile/profiles.json',
        [
          [
            'example.com/codec BenchmarkEncode (B/op)',
            'culprit-profile/profiles/1-BenchmarkEncode.svg',
            'example.com/codec.fill',
            'bytes/op',
            3072,
          ],
          [
            'example.com/codec BenchmarkPack (B/op)',
            'culprit-profile/profiles/2-BenchmarkPack.svg',
            'example.com/codec.fill',
            'bytes/op',
            3072,
          ],
        ],
        [],
      ],
      [
        shas[4],
        shas[5],
        `culprit-profile-${shas[5]!.slice(0, 12)}/profiles.json`,
        [
          [
            'example.com/codec BenchmarkDecode (B/op)',
            `culprit-profile-${shas[5]!.slice(0, 12)}/profiles/1-BenchmarkDecode.svg`,
            'example.com/codec.fill',
            'bytes/op',
            3072,
          ],
        ],
        [],
      ],
    ]);
    expect(report.culpritProfile).toEqual(report.culprits![0]!.profile);
    expect(
      renderBisect(report, 'out')
        .split('\n')
        .filter((l) => l.startsWith('profiles of')),
    ).toEqual([
      `profiles of the culprit ${shas[2]!.slice(0, 12)} against its parent: out/culprit-profile/profiles.json`,
      `profiles of the culprit ${shas[5]!.slice(0, 12)} against its parent: out/culprit-profile-${shas[5]!.slice(0, 12)}/profiles.json`,
    ]);
    expect(renderBisect(report).split('\n').slice(2, 5)).toEqual([
      'the range holds 2 changes:',
      `  ${shas[2]!.slice(0, 12)} codec: bigger encode buffers explains BenchmarkEncode B/op, BenchmarkPack B/op`,
      `  ${shas[5]!.slice(0, 12)} codec: a bigger decode buffer explains BenchmarkDecode B/op`,
    ]);
    // Two searches of ⌈log2 n⌉ + 2 probes at most, and one probe after each culprit.
  }, 900_000);

  it('names both culprits on the issue of the change point, each with the rows it explains and its flame graphs published (the local fake GitHub, the real client)', async () => {
    const report = JSON.parse(readFileSync(join(out, 'bisect.json'), 'utf8')) as BisectReport;
    const fake = await startFakeGitHub({});
    try {
      // main's history with the step at the bisection's bad commit: the good
      // commit's results (the first probe's base) 8 times, then the bad one's.
      const store = join(out, 'store');
      const reproduce = report.probes.find((p) => p.role === 'reproduce')!;
      const results = (side: string) => join(out, reproduce.outDir.replace(/^.*\//, ''), `${side}.json`);
      appendStepHistory(cli, store, results, shas[6]!, 7);
      const issues = await new Promise<{ status: number | null; stderr: string }>((done) => {
        const child = spawn(
          process.execPath,
          [cli, 'history', 'issues', store, '--repo', 'acme/codec', '--culprit', join(out, 'bisect.json')],
          { env: { ...process.env, GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url } },
        );
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (status) => done({ status, stderr }));
      });
      expect(issues.status, issues.stderr).toBe(0);
      expect(fake.state.plainIssues).toHaveLength(1);
      const body = fake.state.plainIssues[0]!.body;
      // One commit on the data branch per culprit, newest first: each link names the commit that added its file.
      const [second, first] = fake.state.branchHistory('acme/codec', 'benchmark-data');
      const link = (i: number) =>
        `[\`${shas[i]!.slice(0, 12)}\`](https://github.com/acme/codec/commit/${shas[i]})`;
      const lines = body.split('\n');
      const from = lines.indexOf(
        'The range holds 2 changes; `benchgate bisect` placed each, with the rows it explains:',
      );
      expect(from).toBeGreaterThan(0);
      const graph = (i: number, file: string) =>
        `https://github.com/acme/codec/blob/${i === 2 ? first : second}/bisect/${shas[i]}/profiles/${file}`;
      expect(lines.slice(from + 2, from + 15).map((l) => l.replace(/ \+\d+ B\/op$/, ' +N B/op'))).toEqual([
        `**Culprit:** ${link(2)} codec: bigger encode buffers: found by \`benchgate bisect\` in ${report.probes.length} A/B runs; slower than its parent as well. It explains BenchmarkEncode B/op, BenchmarkPack B/op.`,
        '',
        'Where the time went, the culprit against its parent (profiled by `benchgate bisect`):',
        '',
        `- [example.com/codec BenchmarkEncode (B/op)](${graph(2, '1-BenchmarkEncode.svg')}): example.com/codec.fill +N B/op`,
        `- [example.com/codec BenchmarkPack (B/op)](${graph(2, '2-BenchmarkPack.svg')}): example.com/codec.fill +N B/op`,
        '',
        `**Culprit:** ${link(5)} codec: a bigger decode buffer: found by \`benchgate bisect\` in ${report.probes.length} A/B runs; slower than its parent as well. It explains BenchmarkDecode B/op.`,
        '',
        'Where the time went, the culprit against its parent (profiled by `benchgate bisect`):',
        '',
        `- [example.com/codec BenchmarkDecode (B/op)](${graph(5, '1-BenchmarkDecode.svg')}): example.com/codec.fill +N B/op`,
        '',
      ]);
      // Each culprit's flame graphs on the data branch, byte for byte what the bisection wrote.
      const published = fake.state.branchFiles('acme/codec', 'benchmark-data')!;
      const svg = (p: string) => readFileSync(join(out, p), 'utf8');
      expect(published[`bisect/${shas[2]}/profiles/2-BenchmarkPack.svg`]!.toString('utf8')).toBe(
        svg('culprit-profile/profiles/2-BenchmarkPack.svg'),
      );
      expect(published[`bisect/${shas[5]}/profiles/1-BenchmarkDecode.svg`]!.toString('utf8')).toBe(
        svg(`culprit-profile-${shas[5]!.slice(0, 12)}/profiles/1-BenchmarkDecode.svg`),
      );
    } finally {
      await fake.close();
    }
  }, 300_000);
});
