import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPerfScript } from '../../src/profile/perf-script.js';
import type { ProfileReport } from '../../src/profile/run-profiles.js';

// benchgate run with profiles after the verdict on real harnesses: the
// Criterion example under perf record -e cpu-clock -g (head's base64 encodes
// every input twice): the slowed function is the first listed. And a JMH
// allocation row under JFR (test/fixtures/profile/jmh-alloc-planted: head's
// Codec.frame copies each block): the allocating method is the first listed.
// JMH's -prof stack on a time row is run-criterion-jmh.test.ts's, on the JMH
// example.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-profile-examples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(dir: string, out: string, extra: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        'run',
        '--base-dir',
        join(dir, 'base'),
        '--head-dir',
        join(dir, 'head'),
        '--out',
        join(scratch, out),
        ...extra,
      ],
      { cwd: scratch, env },
    );
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const profilesOf = (out: string) =>
  JSON.parse(readFileSync(join(scratch, out, 'profiles.json'), 'utf8')) as ProfileReport;

describe('profiles of real harnesses', () => {
  it('Criterion under perf: base64 grew most', async () => {
    // Every cargo command of the run, written down by a cargo on PATH that then runs the real one.
    const shims = join(scratch, 'shims');
    const calls = join(scratch, 'cargo-calls.txt');
    const cargo = execFileSync('sh', ['-c', 'command -v cargo'], { encoding: 'utf8' }).trim();
    mkdirSync(shims);
    writeFileSync(join(shims, 'cargo'), `#!/bin/sh\necho "$*" >> '${calls}'\nexec '${cargo}' "$@"\n`);
    chmodSync(join(shims, 'cargo'), 0o755);
    const env = { ...process.env, PATH: `${shims}:${process.env.PATH}` };
    const r = await run(
      join(root, 'examples/criterion-codec'),
      'criterion',
      [
        '--runner',
        'criterion',
        // The default sequential design: a 2x slowdown settles in a few
        // rounds on a quiet machine; 3 fixed rounds once left it unflagged in
        // a run of the suite, and under a load of 4 on 2 cores 8 rounds did
        // (each side's rounds moved by 11-17%), so rounds go on while it is open.
        '--rounds',
        '12',
        '--filter',
        '^encode/base64/4096$',
        '--profile-max-rows',
        '1',
      ],
      env,
    );
    const report = readFileSync(join(scratch, 'criterion/report.md'), 'utf8');
    expect(r.code, `${r.stderr}\n${report}`).toBe(1);
    const profiles = profilesOf('criterion');
    if (profiles.notProfiled.some((n) => n.reason.startsWith('perf '))) {
      // A machine where perf cannot sample: the report must say why instead.
      expect(report).toMatch(
        /- encode base64\/input=4096 \(\w+\): perf (is not installed|cannot sample here)/,
      );
      return;
    }
    expect(profiles.notProfiled).toEqual([
      { title: 'encode base64/input=4096 (B/s)', reason: 'profiled with encode base64/input=4096 (ns)' },
    ]);
    expect(profiles.profiled).toHaveLength(1);
    const [row] = profiles.profiled;
    expect(row!.profiler).toBe('perf record -e cpu-clock -g');
    // perf's shares times each side's ns per iteration from the rounds.
    expect(row!.diff.unit).toBe('ns');
    expect(row!.diff.functions[0]!.name).toMatch(/^criterion_codec::base64/);
    expect(row!.diff.functions[0]!.delta).toBeGreaterThan(0);
    expect(report).toContain('Profiled with perf record -e cpu-clock -g after the verdict');
    // Criterion ran in its profiling mode (--profile-time): none of the 4 runs' samples is in its
    // analysis, which a measured run spends its last second or so in.
    const folder = join(scratch, 'criterion/profiles');
    const perfTexts = readdirSync(folder).filter((f) => f.endsWith('.perf.txt'));
    expect(perfTexts).toHaveLength(4);
    const inAnalysis = perfTexts.map(
      (f) =>
        readPerfScript(readFileSync(join(folder, f), 'utf8'), f).stacks.filter((st) =>
          st.frames.some((fr) => fr.startsWith('criterion::analysis')),
        ).length,
    );
    expect(inAnalysis).toEqual([0, 0, 0, 0]);
    // The profiled runs, like the rounds, ran each side's bench executable built once: cargo
    // only built them and answered Criterion's `cargo metadata`, it never ran a benchmark.
    const benchCalls = readFileSync(calls, 'utf8')
      .split('\n')
      .filter((c) => c.startsWith('bench'));
    expect(benchCalls.filter((c) => !c.includes('--no-run'))).toEqual([]);
    expect(benchCalls.length).toBeGreaterThanOrEqual(2);
    expect(r.stderr).toMatch(
      /^benchgate: profiling runs the programs each side built once: base's 1 bench executable \(cargo bench/m,
    );
  }, 900_000);

  it('a JMH allocation row under JFR: the method that allocates is listed first, in bytes per operation', async () => {
    // test/fixtures/profile/jmh-alloc-planted: head's Codec.frame allocates a copy of every 4 KiB block.
    const r = await run(join(root, 'test/fixtures/profile/jmh-alloc-planted'), 'jmh-alloc', [
      '--runner',
      'jmh-maven',
      '--design',
      'fixed',
      '--rounds',
      '5',
      '--count',
      '1',
      '--confirm-rounds',
      '0',
      // gc.alloc.rate.norm counts the bytes each operation allocates (about
      // 4 KiB in head, nothing in base), which short iterations count as
      // well as long ones.
      '--args=-prof gc -w 500ms -r 200ms',
      // The gc rows share one allocation profile, taken under the row in B/op
      // (src/profile/plan.ts); their change, from about nothing in base, is
      // larger than the time row's, which is left out.
      '--profile-max-rows',
      '1',
    ]);
    const report = readFileSync(join(scratch, 'jmh-alloc/report.md'), 'utf8');
    expect(r.code, `${r.stderr}\n${report}`).toBe(1);
    const profiles = profilesOf('jmh-alloc');
    expect(profiles.profiled.map((p) => p.title)).toEqual([
      'com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)',
    ]);
    // What each other row says. gc.alloc.rate grows from about nothing in base and is always flagged; gc.count
    // and gc.time follow the collections an iteration happens to see, and the time row a copy per block under the
    // machine's noise: each is a regression in some runs, not in others, and says this when it is.
    const sharing = 'profiled with com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)';
    const reasons: Record<string, string> = {
      'com.example.planted.CodecBenchmark encode (gc.alloc.rate)': sharing,
      'com.example.planted.CodecBenchmark encode (gc.count)': sharing,
      'com.example.planted.CodecBenchmark encode (gc.time)': sharing,
      'com.example.planted.CodecBenchmark encode (ops/s)':
        'beyond profile-max-rows (1): smaller changes than the rows profiled',
    };
    expect(profiles.notProfiled.map((n) => [n.title, n.reason])).toEqual(
      profiles.notProfiled.map((n) => [n.title, reasons[n.title]]),
    );
    expect(profiles.notProfiled.map((n) => n.title)).toContain(
      'com.example.planted.CodecBenchmark encode (gc.alloc.rate)',
    );
    const bytes = profiles.profiled[0]!;
    expect([bytes.title, bytes.profiler, bytes.diff.unit]).toEqual([
      'com.example.planted.CodecBenchmark encode (gc.alloc.rate.norm)',
      'JMH -prof jfr (jdk.ObjectAllocationSample)',
      'bytes/op',
    ]);
    const [top] = bytes.diff.functions;
    // JFR's samples are shares; each side's bytes per operation from the rounds scale them (base allocates nothing).
    expect([top!.name, top!.kind, top!.base]).toEqual(['com.example.planted.Codec.frame', 'new', 0]);
    // Head copies a 4096-byte block per operation (4,112 bytes with the array's header), its only allocation;
    // JFR samples allocations by weight, so the share the profile gives frame varies from run to run (88.8%
    // in a fresh-clone run of 2026-11-28 04:33, above 90% before): most of the operation's bytes, in bytes,
    // not a share (≤ 1) or the run's total (the next line bounds it by the row's bytes per operation).
    expect(top!.head).toBeGreaterThan(4096 / 2);
    expect(top!.head).toBeLessThanOrEqual(bytes.diff.head.total ?? Infinity);
    expect(report).toContain('Profiled with JMH -prof jfr (jdk.ObjectAllocationSample) after the verdict');
    expect(report).toMatch(
      /\| com\.example\.planted\.Codec\.frame \(new\) \| 0 B\/op \| [\d,]+ B\/op \| \+[\d,]+ B\/op \|/,
    );
  }, 900_000);
});
