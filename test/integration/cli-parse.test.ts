import { spawn } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fx = (p: string) => join(root, 'test/fixtures', p);

function benchgate(
  args: string[],
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('benchgate parse (the bundled CLI)', () => {
  it.each<[string, string[], number, RegExp | null]>([
    ['clean Go output', [fx('go/benchmem-count5.txt')], 0, null],
    [
      'a panic between results',
      [fx('go/panic.txt')],
      3,
      /panic\.txt:12: panic: assignment to entry in nil map/,
    ],
    [
      'an empty file',
      [fx('go/plain.damaged-empty.txt')],
      2,
      /plain\.damaged-empty\.txt: empty input: no benchmark results/,
    ],
    [
      'binary garbage in Go output',
      [fx('go/plain.damaged-garbage.txt')],
      3,
      /plain\.damaged-garbage\.txt:9: binary data skipped/,
    ],
    [
      'truncated JSON',
      [fx('hyperfine/list-parameter.damaged-truncated.json')],
      3,
      /list-parameter\.damaged-truncated\.json:45: invalid JSON/,
    ],
    ['a Criterion directory', [fx('criterion/target-criterion')], 0, null],
    ['a file that does not exist', [join(scratch, 'nope.txt')], 2, /nope\.txt: cannot read: ENOENT/],
    ['an unknown format name', ['--format', 'gobench', fx('go/plain.txt')], 2, /unknown format "gobench"/],
    ['no files', [], 2, /no input files/],
  ])('%s → exit %d', async (_what, args, code, message) => {
    const r = await benchgate(['parse', ...args]);
    expect(r.code, r.stderr).toBe(code);
    if (message) expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/); // never a stack trace
  });

  it('writes the results JSON with --json, merging two files of one run', async () => {
    const r = await benchgate(['parse', '--json', fx('go/json-count3.txt'), fx('go/json-count3.txt')]);
    expect(r.code).toBe(0);
    const results = JSON.parse(r.stdout);
    expect(results.schema).toBe('benchgate/results@1');
    // The same file twice: every benchmark's samples double.
    const single = JSON.parse((await benchgate(['parse', '--json', fx('go/json-count3.txt')])).stdout);
    expect(results.benchmarks[0].metrics[0].samples).toEqual([
      ...single.benchmarks[0].metrics[0].samples,
      ...single.benchmarks[0].metrics[0].samples,
    ]);
  });

  it('reads standard input', async () => {
    const { readFileSync } = await import('node:fs');
    const r = await benchgate(['parse', '--json', '-'], readFileSync(fx('go/plain.txt'), 'utf8'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).benchmarks.length).toBe(9);
  });

  it('gets through a 1 GB file without hanging or running out of memory', async () => {
    // Real Go output, then 1 GB of NUL bytes (a sparse file: no disk is used).
    const big = join(scratch, 'huge.txt');
    const { readFileSync } = await import('node:fs');
    const fd = openSync(big, 'w');
    writeSync(fd, readFileSync(fx('go/plain.txt')));
    ftruncateSync(fd, 1024 ** 3);
    closeSync(fd);
    const r = await benchgate(['parse', big]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('go: 9 benchmarks');
    expect(r.stderr).toMatch(/huge\.txt:\d+: line of \d+ characters skipped \(limit 1048576\)/);
  }, 180_000);

  it.each<[string, string[], number]>([
    ['parse --json', ['parse', '--json'], 0],
    ['compare (a regression: the verdict is still the exit code)', ['compare', 'BASE', '--text'], 1],
  ])(
    '%s: a reader that stops early (| head) ends it quietly',
    async (_what, args, code) => {
      // One real run's results, copied under 400 prefixes: far more output than a pipe holds.
      const { readFileSync } = await import('node:fs');
      const run = readFileSync(fx('go/benchmem-count5.txt'), 'utf8');
      const copies = Array.from({ length: 400 }, (_, i) => run.replace(/^Benchmark/gm, `BenchmarkCopy${i}`));
      const many = join(scratch, 'many-runs.txt');
      writeFileSync(many, copies.join(''));
      const slower = join(scratch, 'many-runs-slower.txt');
      writeFileSync(
        slower,
        copies.join('').replace(/(\d+(?:\.\d+)?) ns\/op/g, (_m, v: string) => `${Number(v) * 10} ns/op`),
      );
      const argv = args
        .map((a) => (a === 'BASE' ? many : a))
        .concat(args[0] === 'compare' ? [slower] : [many]);
      const r = await new Promise<{ code: number | null; stderr: string; got: number }>((resolve) => {
        const child = spawn(process.execPath, [cli, ...argv], { cwd: root });
        let stderr = '';
        let got = 0;
        child.stdout.once('data', (d: Buffer) => {
          got = d.length;
          child.stdout.destroy();
        });
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (exit) => resolve({ code: exit, stderr, got }));
      });
      expect(r.got).toBeGreaterThan(0);
      expect(r.stderr).not.toMatch(/EPIPE|Error|at /);
      expect(r.code).toBe(code);
    },
    60_000,
  );

  it('says what a binary file is instead of guessing a format', async () => {
    const bin = join(scratch, 'random.bin');
    writeFileSync(bin, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const r = await benchgate(['parse', bin]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('random.bin: binary data, not benchmark output');
  });
});
