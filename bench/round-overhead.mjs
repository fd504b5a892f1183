#!/usr/bin/env node
// What a round costs besides the benchmarks' own measuring (issue 28 item 5):
// Go's rounds from test binaries built once per side (runners/go.yml prebuilt)
// against the old path, a `go test -bench` per round that checks the whole
// build again first. Two measurements, each alternating the two paths so that
// the machine's drift falls on both alike:
//
//   1. one benchmark, directly: `go test -run '^$' -bench <one> -count 1` in the
//      module against the package's test binary (`go test -c`) with the same
//      flags in the package directory, --repeat times each;
//   2. whole sequential `benchgate run`s of a hidden copy of
//      examples/go-blockstore (default settings but --benchtime and
//      --max-rounds), with the built binaries (the default) against the old
//      path, reached through --command with the preset's own run line (the
//      user's command drops the prebuilt programs, and the preset's name keeps
//      its narrowing); the wall time per round is the run's wall time over its
//      rounds, --runs times each.
//
// It prints medians and the ratio, and records the 1-minute load before it
// starts: a collection runs alone, and it refuses to start above 0.3 (waiting
// up to --wait seconds for it to drop) unless --max-load says otherwise.
//
//   node bench/round-overhead.mjs [--repeat 15] [--runs 3] [--max-rounds 12]
//       [--benchtime 100ms] [--max-load 0.3] [--wait 600]
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { awaitIdle, describeMachine, renderMachine } from './lib/machine.mjs';
import { ROOT } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';
import { parseBenchArgs } from './lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  repeat: { type: 'integer', default: 15 },
  runs: { type: 'integer', default: 3 },
  'max-rounds': { type: 'integer', default: 12 },
  benchtime: { type: 'string', default: '100ms' },
  'max-load': { type: 'number', default: 0.3 },
  wait: { type: 'number', default: 600 },
});
const cli = join(ROOT, 'dist/cli.js');
// The one benchmark of measurement 1: a memory write, no disk.
const ONE = '^BenchmarkWriteBlock$/^store=memory$/^size=1KB$';

const loadBefore = awaitIdle({ limit: values['max-load'], waitSeconds: values.wait });
const machine = describeMachine();
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-round-overhead-'));
// The file store writes under TMPDIR: tmpfs keeps the disk out of the times.
const env = { ...process.env, TMPDIR: os.platform() === 'linux' ? '/dev/shm' : tmpdir() };
try {
  for (const side of ['base', 'head'])
    cpSync(join(ROOT, 'examples/go-blockstore', side), join(scratch, '.module', side), { recursive: true });
  const direct = timeDirect(join(scratch, '.module', 'base'));
  const runs = timeRuns(join(scratch, '.module'));
  const loadAfter = Number(os.loadavg()[0].toFixed(2));
  console.log(render(direct, runs, loadBefore, loadAfter));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** Measurement 1: seconds per call of go test and of the built binary, alternating. */
function timeDirect(dir) {
  const binary = join(scratch, 'blockstore.test');
  execFileSync('go', ['test', '-c', '-o', binary, '.'], { cwd: dir, env });
  const goTest = ['go', ['test', '-run', '^$', '-bench', ONE, '-count', '1', '.']];
  const built = [binary, ['-test.run', '^$', '-test.bench', ONE, '-test.count', '1']];
  // Warm go's build cache and the page cache once, uncounted.
  for (const [cmd, args] of [goTest, built]) execFileSync(cmd, args, { cwd: dir, env });
  const times = { goTest: [], built: [] };
  for (let i = 0; i < values.repeat; i++) {
    const order = i % 2 === 0 ? ['goTest', 'built'] : ['built', 'goTest'];
    for (const which of order) {
      const [cmd, args] = which === 'goTest' ? goTest : built;
      const t = process.hrtime.bigint();
      execFileSync(cmd, args, { cwd: dir, env });
      times[which].push(Number(process.hrtime.bigint() - t) / 1e9);
    }
  }
  return times;
}

/** Measurement 2: whole sequential runs, built binaries against go test per round, alternating. */
function timeRuns(module) {
  const preset = parseYaml(readFileSync(join(ROOT, 'runners/go.yml'), 'utf8'));
  const common = [
    '--base-dir',
    join(module, 'base'),
    '--head-dir',
    join(module, 'head'),
    '--rounds',
    String(values['max-rounds']),
    `--args=-benchtime=${values.benchtime}`,
    '--confirm-rounds',
    '0',
    '--json',
  ];
  const paths = { built: [], goTest: ['--command', preset.run] };
  const results = { built: [], goTest: [] };
  for (let i = 0; i < values.runs; i++) {
    const order = i % 2 === 0 ? ['built', 'goTest'] : ['goTest', 'built'];
    for (const which of order) results[which].push(timedRun([...common, ...paths[which]]));
  }
  return results;
}

function timedRun(args) {
  const out = mkdtempSync(join(scratch, 'out-'));
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [cli, 'run', ...args, '--out', out], {
    cwd: scratch,
    env,
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`benchgate run ${args.join(' ')} failed:\n${r.stderr}`);
  const head = JSON.parse(readFileSync(join(out, 'head.json'), 'utf8'));
  const built = r.stderr.split('\n').filter((l) => l.includes('Go test binary')).length;
  rmSync(out, { recursive: true, force: true });
  return { seconds, rounds: head.context.rounds, perRound: seconds / head.context.rounds, built };
}

function render(direct, runs, loadBefore, loadAfter) {
  const f = (x) => x.toFixed(3);
  const ratio = (a, b) => (median(a) / median(b)).toFixed(2);
  const perRound = (which) => runs[which].map((r) => r.perRound);
  return [
    '# Round overhead: Go test binaries built once per side against go test per round',
    '',
    renderMachine(machine),
    `- 1-minute load before: ${loadBefore} (limit ${values['max-load']}); after: ${loadAfter}`,
    '',
    `## One benchmark, ${values.repeat} calls each (${ONE}, -count 1)`,
    '',
    '| path | median s | min s | max s |',
    '| :--- | ---: | ---: | ---: |',
    ...['goTest', 'built'].map(
      (w) =>
        `| ${w === 'goTest' ? 'go test -bench' : 'test binary'} | ${f(median(direct[w]))} | ${f(Math.min(...direct[w]))} | ${f(Math.max(...direct[w]))} |`,
    ),
    '',
    `go test / test binary: ${ratio(direct.goTest, direct.built)}x`,
    '',
    `## Sequential benchgate runs, ${values.runs} each (-benchtime ${values.benchtime}, at most ${values['max-rounds']} rounds)`,
    '',
    '| path | wall s (each run) | rounds (each run) | median s per round |',
    '| :--- | :--- | :--- | ---: |',
    ...['goTest', 'built'].map(
      (w) =>
        `| ${w === 'goTest' ? 'go test per round (--command)' : 'test binaries built once'} | ${runs[w].map((r) => r.seconds.toFixed(1)).join(', ')} | ${runs[w].map((r) => r.rounds).join(', ')} | ${f(median(perRound(w)))} |`,
    ),
    '',
    `per round, go test / test binaries: ${ratio(perRound('goTest'), perRound('built'))}x; ` +
      `runs that logged built binaries: ${runs.built.filter((r) => r.built === 2).length}/${runs.built.length} with, ` +
      `${runs.goTest.filter((r) => r.built === 0).length}/${runs.goTest.length} without`,
  ].join('\n');
}
