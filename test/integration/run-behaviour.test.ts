import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const example = join(root, 'examples/go-blockstore');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-run-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function benchgate(args: string[], env: Record<string, string | undefined> = process.env) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: scratch, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Two sides that are plain directories with a script printing Go-format results. */
function scriptSides(script: string): { base: string; head: string } {
  const sides = { base: join(scratch, `s-${Math.random().toString(36).slice(2)}`, 'base'), head: '' };
  sides.head = join(dirname(sides.base), 'head');
  for (const dir of [sides.base, sides.head]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'bench.sh'), script);
  }
  return sides;
}

const noStackTrace = /\n\s+at .*:\d+:\d+\)?\n/;

describe('benchgate run: long runs behave', () => {
  it('stops at a failing benchmark command and shows its last output lines', async () => {
    const s = scriptSides(
      'echo "BenchmarkA 1 10 ns/op"\necho "compiling widgets" >&2\necho "error: widget.go:3: undefined: frob" >&2\nexit 3\n',
    );
    const r = await benchgate([
      'run',
      '--base-dir',
      s.base,
      '--head-dir',
      s.head,
      '--runner',
      'command',
      '--command',
      'bash bench.sh',
      '--format',
      'go',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('benchgate run: the benchmark command failed on base (exit 3): bash bench.sh');
    expect(r.stderr).toContain('    error: widget.go:3: undefined: frob');
    expect(r.stderr).not.toMatch(noStackTrace);
  });

  it('stops a round that runs past --round-timeout, with the whole process group', async () => {
    const s = scriptSides('sleep 300 &\nwait\n');
    const started = Date.now();
    const r = await benchgate([
      'run',
      '--base-dir',
      s.base,
      '--head-dir',
      s.head,
      '--command',
      'bash bench.sh',
      '--format',
      'go',
      '--round-timeout',
      '2',
    ]);
    expect(r.code).toBe(2);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(r.stderr).toContain(
      'round 1 (base) timed out after 2s; raise --round-timeout or narrow --filter.',
    );
  });

  it('names what to install when the toolchain is missing', async () => {
    // A PATH with node, bash and git but no Go.
    const path = [dirname(process.execPath), '/usr/bin', '/bin']
      .filter((d) => !existsSync(join(d, 'go')))
      .join(':');
    const r = await benchgate(
      ['run', '--base-dir', join(example, 'base'), '--head-dir', join(example, 'head')],
      {
        PATH: path,
        HOME: process.env.HOME,
      },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('go not found on PATH: the go runner needs Go 1.21 or newer');
  });

  it('reads a command runner through the repository patterns, rounds becoming samples', async () => {
    const s = scriptSides(
      'echo "Running concurrency=4"\necho "  cache size: 2.15 GB, result: 1.5s per reader 3.0 GB/s"\n',
    );
    const patterns = join(scratch, 'patterns.yml');
    writeFileSync(
      patterns,
      [
        'patterns:',
        '  - name: reader',
        '    headers:',
        "      - regex: '^Running concurrency=(?<concurrency>\\d+)$'",
        '    results:',
        "      - regex: '^\\s+cache size: (?<cache>[\\d.]+ GB), result: (?<time>[\\d.]+)s per reader (?<rate>[\\d.]+) GB/s$'",
        '        name: read',
        '        metrics:',
        '          - { value: time, unit: s }',
        '          - { value: rate, unit: GB/s }',
      ].join('\n'),
    );
    const out = join(scratch, 'patterns-out');
    const r = await benchgate([
      'run',
      '--base-dir',
      s.base,
      '--head-dir',
      s.head,
      '--command',
      'bash bench.sh',
      '--format',
      'pattern',
      '--patterns',
      patterns,
      '--rounds',
      '3',
      '--json',
      '--out',
      out,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.rows.map((row) => [row.name, row.params, row.unit, row.base?.n, row.verdict])).toEqual([
      // The same numbers every round: exact, settled at the sequential design's first look (round 2).
      ['read', { concurrency: '4', cache: '2.15 GB' }, 's', 2, 'unchanged'],
      ['read', { concurrency: '4', cache: '2.15 GB' }, 'GB/s', 2, 'unchanged'],
    ]);
    // The script prints the same numbers every round: identical samples are a certain "no change".
    expect(c.rows[0]!.notes).toContain('exact: every sample the same on each side over 2 rounds');
  });
});

describe('benchgate run --shard and benchgate merge', () => {
  it('splits the Go example into two disjoint shards that merge back into the whole', async () => {
    const outs: string[] = [];
    const names: string[][] = [];
    for (const shard of ['1/2', '2/2']) {
      const out = join(scratch, `shard-${shard.replace('/', '-')}`);
      outs.push(out);
      const r = await benchgate([
        'run',
        '--base-dir',
        join(example, 'base'),
        '--head-dir',
        join(example, 'head'),
        '--shard',
        shard,
        '--rounds',
        '1',
        '--args=-benchtime=1x',
        '--confirm-rounds',
        '0',
        '--json',
        '--out',
        out,
      ]);
      expect([0, 1], r.stderr).toContain(r.code);
      const head = JSON.parse(readFileSync(join(out, 'head.json'), 'utf8'));
      names.push(
        [...new Set(head.benchmarks.map((b: { name: string }) => b.name.split('/')[0]))].sort() as string[],
      );
    }
    // Two top-level benchmarks, one per shard (by a stable hash of the name).
    expect(names.flat().sort()).toEqual(['BenchmarkReadBlock', 'BenchmarkWriteBlock']);
    expect(names[0]!.filter((n) => names[1]!.includes(n))).toEqual([]);
    const merged = join(scratch, 'merged');
    const r = await benchgate(['merge', ...outs, '--json', '--out', merged]);
    const c = JSON.parse(r.stdout) as Comparison;
    expect(c.rows).toHaveLength(32);
    for (const f of ['base.json', 'head.json', 'comparison.json', 'report.md'])
      expect(existsSync(join(merged, f)), f).toBe(true);
  });
});

describe('the jmh-gradle preset, through its output files', () => {
  it('reads build/results/jmh/results.json after each round of ./gradlew jmh', async () => {
    // No Gradle on this machine: a stand-in gradlew writes what the Gradle JMH
    // plugin writes, a real JMH JSON result, where the plugin puts it.
    const s = scriptSides('');
    const fixture = join(root, 'test/fixtures/jmh/thrpt-params.json');
    for (const dir of [s.base, s.head]) {
      writeFileSync(join(dir, 'build.gradle'), "plugins { id 'me.champeau.jmh' version '0.7.2' }\n");
      writeFileSync(
        join(dir, 'gradlew'),
        `#!/bin/sh\n# args: $*\nmkdir -p build/results/jmh && cp '${fixture}' build/results/jmh/results.json\n`,
        { mode: 0o755 },
      );
    }
    const r = await benchgate([
      'run',
      '--base-dir',
      s.base,
      '--head-dir',
      s.head,
      '--rounds',
      '2',
      '--confirm-rounds',
      '0',
      '--json',
      '--out',
      join(scratch, 'gradle-out'),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('round 2/2');
    const c = JSON.parse(r.stdout) as Comparison;
    const head = JSON.parse(readFileSync(join(scratch, 'gradle-out/head.json'), 'utf8'));
    expect(head.context.runner).toBe('jmh-gradle');
    expect(c.rows.length).toBeGreaterThan(0);
    // The same real file on both sides and in both rounds: nothing changed.
    expect(c.rows.filter((row) => row.verdict === 'regression' || row.verdict === 'improvement')).toEqual([]);
    // One sample per fork (round), the median of its iterations: two rounds, two samples.
    const raw: number[] = JSON.parse(readFileSync(fixture, 'utf8'))[0].primaryMetric.rawData.flat();
    const median = median2(raw);
    expect(head.benchmarks[0].metrics[0].samples).toEqual([median, median]);
  });
});

/** Median of an array (benchmath's R8 quantile is the same at q = 0.5 for these sizes). */
function median2(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
