import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import type { ProfileReport } from '../../src/profile/run-profiles.js';

// benchgate run (the bundled CLI) with profiles after the verdict, on
// test/fixtures/profile/go-planted, whose head makes scramble mix six rounds
// instead of one (BenchmarkEncode about 4x slower) and makes frame copy every
// block (BenchmarkFrame: a new allocation and a copy).

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const project = join(root, 'test/fixtures/profile/go-planted');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-profile-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(out: string, extra: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        'run',
        '--base-dir',
        join(project, 'base'),
        '--head-dir',
        join(project, 'head'),
        // Under a load of 10 on 2 cores, 8 rounds once left the 4x slowdown inconclusive.
        '--max-rounds',
        '12',
        '--out',
        join(scratch, out),
        ...extra,
      ],
      { cwd: scratch, env },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const verdicts = (dir: string) =>
  (JSON.parse(readFileSync(join(scratch, dir, 'comparison.json'), 'utf8')) as Comparison).rows.map(
    (r) => `${r.name} ${r.unit} ${r.verdict}`,
  );

describe('benchgate run --profile auto on Go', () => {
  it('names the slowed function first in the report, with its flame graph, and keeps the full diff in profiles.json', async () => {
    const r = await run('go', ['--runner', 'go', '--args=-benchtime 100ms', '--filter', '^BenchmarkEncode$']);
    expect(r.code, r.stderr).toBe(1);
    const profiles = JSON.parse(readFileSync(join(scratch, 'go/profiles.json'), 'utf8')) as ProfileReport;
    expect(profiles.profiled.map((p) => [p.name, p.unit, p.diff.unit, p.diff.functions[0]!.name])).toEqual([
      ['BenchmarkEncode', 'ns/op', 'ns/op', 'example.com/planted.scramble'],
    ]);
    const encode = profiles.profiled[0]!;
    expect(encode.diff.base.runs).toBe(2);
    expect(encode.diff.head.runs).toBe(2);
    expect(encode.flameGraph).toBe('profiles/1-BenchmarkEncode.svg');
    expect(readFileSync(join(scratch, 'go', encode.flameGraph), 'utf8')).toContain(
      'example.com/planted.scramble',
    );
    // Two runs a side, interleaved; the test binaries are not kept.
    expect(
      readdirSync(join(scratch, 'go/profiles'))
        .filter((f) => f.endsWith('.pprof'))
        .sort(),
    ).toEqual([
      '1-BenchmarkEncode-base-1.pprof',
      '1-BenchmarkEncode-base-2.pprof',
      '1-BenchmarkEncode-head-1.pprof',
      '1-BenchmarkEncode-head-2.pprof',
    ]);
    expect(readdirSync(join(scratch, 'go/profiles')).some((f) => f.endsWith('.test'))).toBe(false);
    const report = readFileSync(join(scratch, 'go/report.md'), 'utf8');
    // Right under the table of the rows it profiled, before the results by family.
    const where = report.indexOf('\n\n#### Where the time went\n\n');
    expect(report.slice(0, where)).toMatch(/#### Regressions\n\n(\|.*\n)+\|.*$/);
    expect(report.indexOf('#### All ')).toBeGreaterThan(where);
    expect(report).toContain(
      '<details><summary>example.com/planted BenchmarkEncode (ns/op): planted.scramble +',
    );
    const table = report.slice(report.indexOf('| Function |'));
    expect(table.split('\n')[2]).toMatch(/^\| example\.com\/planted\.scramble \| /);
    expect(report).toContain('[Differential flame graph](profiles/1-BenchmarkEncode.svg)');
    // The profile this row got, not both of Go's.
    expect(r.stderr).toMatch(
      /^benchgate: profiling example\.com\/planted BenchmarkEncode \(ns\/op\) with go test -cpuprofile$/m,
    );
    expect(report).toMatch(/^Profiled with go test -cpuprofile after the verdict: base \d+ runs, /m);
  }, 300_000);
});

describe('the profile budget', () => {
  it('profiles nothing past it and says so per row, with the verdict unchanged', async () => {
    const r = await run('budget', [
      '--runner',
      'go',
      '--args=-benchtime 100ms',
      '--filter',
      '^BenchmarkEncode$',
      '--profile-budget',
      '0.001s',
    ]);
    expect(r.code, r.stderr).toBe(1);
    const profiles = JSON.parse(readFileSync(join(scratch, 'budget/profiles.json'), 'utf8')) as ProfileReport;
    expect(profiles.profiled).toEqual([]);
    // Out before the row started, or during its first capture (the run is stopped at the budget's rest):
    // either way it is not profiled, and says the budget ran out, not that the run timed out.
    expect(profiles.notProfiled.map((n) => n.title)).toEqual(['example.com/planted BenchmarkEncode (ns/op)']);
    expect([
      'the profile budget of 0.001s ran out',
      'the profile budget of 0.001s ran out during the row',
    ]).toContain(profiles.notProfiled[0]!.reason);
    expect(verdicts('budget')).toContain('BenchmarkEncode ns/op regression');
  }, 300_000);
});

describe('a harness without a profiler', () => {
  // The command runner is profiled with perf; a PATH without perf is a machine without it.
  const bin = join(scratch, 'bin-without-perf');
  mkdirSync(bin);
  for (const dir of (process.env.PATH ?? '').split(delimiter))
    if (existsSync(dir))
      for (const name of readdirSync(dir))
        if (name !== 'perf' && !existsSync(join(bin, name))) symlinkSync(join(dir, name), join(bin, name));
  const env = { ...process.env, PATH: bin };
  const command = [
    '--runner',
    'command',
    '--format',
    'go',
    '--command',
    "go test -run '^$' -bench '^BenchmarkEncode$' -benchtime 100ms -count {count} ./...",
  ];

  it('says so in the report and changes no verdict', async () => {
    const withProfile = await run('no-perf', command, env);
    const report = readFileSync(join(scratch, 'no-perf/report.md'), 'utf8');
    expect(withProfile.code, withProfile.stderr + report).toBe(1);
    expect(report).toContain(
      'Not profiled:\n- example.com/planted BenchmarkEncode (ns/op): perf is not installed (Debian: linux-perf)\n',
    );
    const off = await run('off', [...command, '--profile', 'off'], env);
    const offReport = readFileSync(join(scratch, 'off/report.md'), 'utf8');
    expect(off.code, off.stderr + offReport).toBe(1);
    expect(offReport).not.toContain('Where the time went');
    expect(existsSync(join(scratch, 'off/profiles.json'))).toBe(false);
    expect(verdicts('no-perf')).toEqual(verdicts('off'));
    expect(verdicts('off')).toContain('BenchmarkEncode ns/op regression');
  }, 300_000);
});

describe('benchgate bisect', () => {
  const bisect = (...flags: string[]) =>
    spawnSync(process.execPath, [cli, 'bisect', '--good', 'a', '--bad', 'b', ...flags], {
      cwd: scratch,
      encoding: 'utf8',
    });

  it('refuses --profile-improvements: it profiles the rows the culprit slowed', () => {
    const r = bisect('--profile-improvements');
    expect([r.status, r.stderr]).toEqual([
      2,
      'benchgate bisect: --profile-improvements does not apply to bisect: it profiles the rows the culprit slowed (docs/profiles.md)\n',
    ]);
  });

  it("checks the culprit's profile flags as benchgate run does, before any probe", () => {
    const r = bisect('--profile', 'sometimes');
    expect([r.status, r.stderr]).toEqual([
      2,
      'benchgate bisect: --profile: "sometimes" is not a profile mode (expected auto or off)\n',
    ]);
    const budget = bisect('--profile-budget', 'soon');
    expect([budget.status, budget.stderr]).toEqual([
      2,
      'benchgate bisect: --profile-budget "soon" is not a duration like 5m or 90s\n',
    ]);
  });
});
