import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// benchgate compare (the bundled CLI) when head lost a benchmark: base is real
// go test output, head the same without its last benchmark
// (scripts/damage-fixtures.mjs, without-last-benchmark). The exit code is the
// check's conclusion: 4 incomplete (on-missing neutral), 1 with --on-missing
// fail, 0 with pass or when the config retires the benchmark.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const base = join(root, 'test/fixtures/go/benchmem-count5.txt');
const head = join(root, 'test/fixtures/go/benchmem-count5.damaged-without-last-benchmark.txt');
const MISSING = 'example.com/benchfixture/blockstore.BenchmarkWriteBlock_Parallel procs=2';
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-cli-unseen-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function compare(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'compare', base, head, '--text', ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('benchgate compare: a benchmark removed in head', () => {
  it('exits 4 (incomplete) by default and names the benchmark first', async () => {
    const r = await compare('--no-config');
    expect(r.code, r.stderr).toBe(4);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([
      `incomplete: 1 benchmark of base not compared (removed: ${MISSING})`,
      '0 regressions, 0 improvements, 14 unchanged, 18 inconclusive, 0 added, 1 removed',
      '',
    ]);
    expect(r.stdout).toContain(`\n  removed: ${MISSING}\n`);
  });

  it.each<[string, string[], number]>([
    ['--on-missing fail', ['--on-missing', 'fail'], 1],
    ['--on-missing pass', ['--on-missing', 'pass'], 0],
    ['--on-missing neutral', ['--on-missing', 'neutral'], 4],
  ])('exits by %s', async (_what, args, code) => {
    expect((await compare('--no-config', ...args)).code).toBe(code);
  });

  it('exits 0 when the config retires the benchmark, and a flag beats the config', async () => {
    const config = join(scratch, 'benchgate.yml');
    writeFileSync(
      config,
      'on-missing: fail\nretired:\n  - { benchmark: "*_Parallel", reason: "folded into WriteBlock" }\n',
    );
    const r = await compare('--config', config);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`\n  removed: ${MISSING}: retired (folded into WriteBlock)\n`);
    writeFileSync(config, 'on-missing: fail\n');
    expect((await compare('--config', config)).code).toBe(1);
    expect((await compare('--config', config, '--on-missing', 'pass')).code).toBe(0);
  });

  it('refuses an unknown --on-missing with a usage error', async () => {
    const r = await compare('--no-config', '--on-missing', 'ignore');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--on-missing "ignore" must be one of fail, neutral, pass');
  });
});
