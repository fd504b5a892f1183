// Makes the large Go inputs by running the real `go test` on bench/go-matrix
// twice: base as written, head with BENCH_MATRIX_SLOWDOWN=1 (a fifth more
// work on every 16MB-block combination). 2,400 sub-benchmarks x -count 10 x
// 4 metrics (ns/op, MB/s, B/op, allocs/op) per file.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goEnv, outPath, BENCH } from '../lib/paths.mjs';
import { run } from '../lib/proc.mjs';

const MODULE = join(BENCH, 'go-matrix');
export const GO_BASE = outPath('inputs', 'go-base.txt');
export const GO_HEAD = outPath('inputs', 'go-head.txt');
/** Ten go test runs appended into one file: base as go test wrote it, ten times over. */
export const GO_BASE_X10 = outPath('inputs', 'go-base-x10.txt');
const META = outPath('inputs', 'go-matrix.json');

// Note: GOMAXPROCS=1. Before every sub-benchmark Go's harness forces a
// garbage collection; with two Ps on a loaded two-core machine that call
// spins for milliseconds waiting for the other P, which turned 24,000
// sub-benchmark runs into minutes. With one P they take seconds. The price:
// go test prints no "-N" suffix when GOMAXPROCS is 1.
const GO_ARGS = ['test', '-run', '^$', '-bench', '.', '-benchmem', '-benchtime', '100x', '-count', '10', '.'];
export const GO_COMMAND = `GOMAXPROCS=1 go ${GO_ARGS.join(' ')}`;

function generate(file, extraEnv) {
  const start = Date.now();
  run('go', GO_ARGS, { cwd: MODULE, env: goEnv({ GOMAXPROCS: '1', ...extraEnv }), stdoutFile: file });
  return (Date.now() - start) / 1000;
}

/** Describes an input: bytes and the result lines go test printed. */
export function describeGoFile(file) {
  const text = readFileSync(file, 'utf8');
  const results = text.split('\n').filter((l) => /^Benchmark\S+\s+\d+\s/.test(l)).length;
  return { file, bytes: statSync(file).size, results };
}

/**
 * The base and head files, generated unless present (or `force`). Checks
 * their size, so a run cut short is never measured as if it were complete.
 */
export function ensureGoInputs({ force = false, log = console.error } = {}) {
  if (force || !existsSync(GO_BASE) || !existsSync(GO_HEAD) || !existsSync(META)) {
    log(`inputs: ${GO_COMMAND}  (base, then head; about a minute each)`);
    const seconds = { base: generate(GO_BASE, {}), head: generate(GO_HEAD, { BENCH_MATRIX_SLOWDOWN: '1' }) };
    writeFileSync(
      META,
      JSON.stringify({ command: GO_COMMAND, seconds, date: new Date().toISOString() }, null, 2),
    );
  }
  const files = { base: describeGoFile(GO_BASE), head: describeGoFile(GO_HEAD) };
  for (const [side, f] of Object.entries(files)) {
    if (f.results !== 24000)
      throw new Error(`${f.file}: ${f.results} result lines, expected 24,000; regenerate with --regenerate`);
    log(`inputs: go ${side} ${f.file}: ${f.bytes} bytes, ${f.results} result lines`);
  }
  return { ...files, meta: JSON.parse(readFileSync(META, 'utf8')) };
}

/**
 * GO_BASE_X10 from GO_BASE, as a user who appends the output of ten runs
 * gets it (each with its own goos:/pkg: header and ok line): 240,000 result
 * lines. Parsing it next to the single file separates the cost per megabyte
 * from the start-up both tools pay once.
 */
export function deriveGoX10() {
  const text = readFileSync(GO_BASE, 'utf8');
  writeFileSync(GO_BASE_X10, text.repeat(10));
  return describeGoFile(GO_BASE_X10);
}
