#!/usr/bin/env node
// The cost of an A/B run (issue: "within 2.2x a single run of the same
// benchmarks; the floor is 2x"). On each example, times `benchgate run`
// (base and head, interleaved rounds) against `benchgate run --record` (head
// only, the same rounds), alternating the two, and prints the median wall
// times and their ratio. Confirmation rounds are off: they only run when a
// regression is flagged and are reported separately.
//
//   node bench/cost.mjs [--repeat 3] [--rounds 5] [--only go|criterion]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib/stats.mjs';
import { parseBenchArgs } from './lib/args.mjs';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const { values } = parseBenchArgs(import.meta.url, {
  repeat: { type: 'integer', default: 3 },
  rounds: { type: 'integer', default: 5 },
  only: { type: 'string' },
});

const EXAMPLES = {
  go: { dir: 'examples/go-blockstore', args: ['--args=-benchtime=100ms'] },
  criterion: { dir: 'examples/criterion-codec', args: [] },
};

function timed(args) {
  const out = mkdtempSync(join(tmpdir(), 'benchgate-cost-'));
  const t = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    [cli, 'run', ...args, '--out', out, '--confirm-rounds', '0', '--text'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: '/dev/shm' },
    },
  );
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  rmSync(out, { recursive: true, force: true });
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`benchgate run ${args.join(' ')} failed:\n${r.stderr}`);
  return seconds;
}

const rows = [];
for (const [name, ex] of Object.entries(EXAMPLES)) {
  if (values.only && values.only !== name) continue;
  const head = join(ex.dir, 'head');
  const common = ['--rounds', String(values.rounds), ...ex.args];
  const ab = [];
  const single = [];
  // Warm the build caches of both sides once, uncounted.
  timed(['--base-dir', join(ex.dir, 'base'), '--head-dir', head, '--rounds', '1', ...ex.args]);
  for (let i = 0; i < values.repeat; i++) {
    // Alternate which goes first, so drift in the machine's load hits both.
    const order = i % 2 ? ['single', 'ab'] : ['ab', 'single'];
    for (const kind of order) {
      if (kind === 'ab') ab.push(timed(['--base-dir', join(ex.dir, 'base'), '--head-dir', head, ...common]));
      else single.push(timed(['--record', '--head-dir', head, ...common]));
    }
  }
  rows.push({
    name,
    ab: median(ab),
    single: median(single),
    ratio: median(ab) / median(single),
    n: ab.length,
  });
}

console.log(`| example | A/B run, median | head-only run, median | ratio | repeats |`);
console.log(`|---|---|---|---|---|`);
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.ab.toFixed(1)} s | ${r.single.toFixed(1)} s | ${r.ratio.toFixed(2)}x | ${r.n} |`,
  );
}
