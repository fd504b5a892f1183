#!/usr/bin/env node
// What one profiled run costs besides the benchmark's own measuring (the
// profiles after a verdict, docs/profiles.md): the programs each side built
// once, which the rounds run and the profiled runs now run too, against the
// tool's own command, which checks the build again (and Go's links a test
// binary) on every profiled run. Each pair alternates, so that the machine's
// drift falls on both alike:
//
//   1. Go: `go test -cpuprofile` of one benchmark of a hidden copy of
//      examples/go-blockstore against the package's test binary (`go test
//      -c`) with `-test.cpuprofile`, the same flags otherwise;
//   2. Criterion: `perf record -e cpu-clock -g` of one benchmark of a copy of
//      examples/criterion-codec/base, three ways: `cargo bench` with the
//      short measured run profiles used before (--warm-up-time 1
//      --measurement-time 1), the bench executable cargo built, run as
//      benchgate runs it (its package directory, CARGO and
//      CARGO_MANIFEST_DIR set), with the same flags, and the executable in
//      Criterion's profiling mode (--profile-time 1), as profiles run now.
//      Left out, and said so, where perf cannot sample.
//
// It prints medians, the ratio and the seconds saved per profiled run, and
// records the 1-minute load before and after: a collection runs alone, and
// it refuses to start above 0.3 (waiting up to --wait seconds for it to drop)
// unless --max-load says otherwise. A profiled row runs at least 2 runs a
// side (docs/profiles.md), so a row saves 4 times the difference.
//
//   node bench/profile-overhead.mjs [--repeat 11] [--max-load 0.3] [--wait 600]
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseBenchArgs } from './lib/args.mjs';
import { awaitIdle, describeMachine, renderMachine } from './lib/machine.mjs';
import { ROOT } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  repeat: { type: 'integer', min: 1, default: 11 },
  'max-load': { type: 'number', default: 0.3 },
  wait: { type: 'number', default: 600 },
});
// The Go benchmark: a memory write, no disk. The Criterion one: the example's largest encode.
const GO_ONE = '^BenchmarkWriteBlock$/^store=memory$/^size=1KB$';
const CRITERION_ONE = '^encode/base64/4096$';

const loadBefore = awaitIdle({ limit: values['max-load'], waitSeconds: values.wait });
const machine = describeMachine();
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-profile-overhead-'));
const env = { ...process.env, TMPDIR: os.platform() === 'linux' ? '/dev/shm' : tmpdir() };
try {
  const go = timeGo();
  const criterion = perfWorks() ? timeCriterion() : undefined;
  const loadAfter = Number(os.loadavg()[0].toFixed(2));
  console.log(render(go, criterion, loadBefore, loadAfter));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** Seconds per call of each command, in turn, the order rotated each time, after one uncounted call of each. */
function alternate(commands, cwd) {
  const run = ([cmd, args, extraEnv]) => {
    const r = spawnSync(cmd, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stderr}`);
  };
  for (const c of Object.values(commands)) run(c);
  const names = Object.keys(commands);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < values.repeat; i++) {
    for (const [k] of names.entries()) {
      const which = names[(i + k) % names.length];
      const t = process.hrtime.bigint();
      run(commands[which]);
      times[which].push(Number(process.hrtime.bigint() - t) / 1e9);
    }
  }
  return times;
}

/** Measurement 1: go test -cpuprofile against the test binary's -test.cpuprofile. */
function timeGo() {
  const dir = join(scratch, '.module');
  cpSync(join(ROOT, 'examples/go-blockstore/base'), dir, { recursive: true });
  const binary = join(scratch, 'blockstore.test');
  execFileSync('go', ['test', '-c', '-o', binary, '.'], { cwd: dir, env });
  const profile = join(scratch, 'go.pprof');
  const flags = ['-run', '^$', '-bench', GO_ONE, '-benchmem', '-count', '1', '-benchtime', '300ms'];
  return alternate(
    {
      tool: ['go', ['test', ...flags, '-cpuprofile', profile, '-o', join(scratch, 'kept.test'), '.']],
      built: [
        binary,
        [...flags.map((w) => (w.startsWith('-') ? `-test.${w.slice(1)}` : w)), '-test.cpuprofile', profile],
      ],
    },
    dir,
  );
}

/** Measurement 2: perf record of cargo bench, of the bench executable, and of it in Criterion's profiling mode. */
function timeCriterion() {
  const dir = join(scratch, 'criterion');
  const example = join(ROOT, 'examples/criterion-codec/base');
  // The suite's example builds leave target/ warm; a copy keeps it warm here too.
  cpSync(example, dir, { recursive: true });
  const messages = execFileSync(
    'cargo',
    ['bench', '--no-run', '--message-format=json', '--quiet', '--bench', '*'],
    {
      cwd: dir,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    },
  );
  const artifact = messages
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .find((m) => m.reason === 'compiler-artifact' && m.executable && m.profile?.test);
  if (!artifact) throw new Error('cargo bench --no-run built no bench executable');
  const cargo = execFileSync('sh', ['-c', 'command -v cargo'], { encoding: 'utf8' }).trim();
  const select = ['--sample-size', '10', '--noplot', CRITERION_ONE];
  const measured = ['--warm-up-time', '1', '--measurement-time', '1'];
  const perf = ['record', '-e', 'cpu-clock', '-g', '-q', '-o', join(scratch, 'perf.data'), '--'];
  const asBenchgateRunsIt = {
    CARGO: cargo,
    CARGO_MANIFEST_DIR: dirname(artifact.manifest_path),
    CARGO_MANIFEST_PATH: artifact.manifest_path,
  };
  return alternate(
    {
      tool: ['perf', [...perf, 'cargo', 'bench', '--quiet', '--bench', '*', '--', ...select, ...measured]],
      built: ['perf', [...perf, artifact.executable, '--bench', ...select, ...measured], asBenchgateRunsIt],
      profileMode: [
        'perf',
        [...perf, artifact.executable, '--bench', ...select, '--profile-time', '1'],
        asBenchgateRunsIt,
      ],
    },
    dir,
  );
}

function perfWorks() {
  return (
    spawnSync('perf', ['record', '-e', 'cpu-clock', '-g', '-q', '-o', '/dev/null', '--', 'true']).status === 0
  );
}

function render(go, criterion, loadBefore, loadAfter) {
  const f = (x) => x.toFixed(3);
  const row = (name, times, which) =>
    `| ${name} | ${f(median(times[which]))} | ${f(Math.min(...times[which]))} | ${f(Math.max(...times[which]))} |`;
  const summary = (times) =>
    `tool / built: ${(median(times.tool) / median(times.built)).toFixed(2)}x; ` +
    `${f(median(times.tool) - median(times.built))} s less per profiled run, ` +
    `${f(4 * (median(times.tool) - median(times.built)))} s per row of 2 runs a side`;
  return [
    '# Profile overhead: the programs built once against the tool run per profiled run',
    '',
    renderMachine(machine),
    `- 1-minute load before: ${loadBefore} (limit ${values['max-load']}); after: ${loadAfter}`,
    '',
    `## Go, ${values.repeat} profiled runs each (${GO_ONE}, -benchtime 300ms, -cpuprofile)`,
    '',
    '| path | median s | min s | max s |',
    '| :--- | ---: | ---: | ---: |',
    row('go test -cpuprofile', go, 'tool'),
    row('test binary -test.cpuprofile', go, 'built'),
    '',
    summary(go),
    '',
    `## Criterion under perf record -e cpu-clock -g, ${values.repeat} runs each (${CRITERION_ONE})`,
    '',
    ...(criterion
      ? [
          '| path | median s | min s | max s |',
          '| :--- | ---: | ---: | ---: |',
          row('cargo bench, --warm-up-time 1 --measurement-time 1 (before)', criterion, 'tool'),
          row('bench executable, the same flags', criterion, 'built'),
          row('bench executable, --profile-time 1 (now)', criterion, 'profileMode'),
          '',
          summary(criterion),
          `before / now: ${(median(criterion.tool) / median(criterion.profileMode)).toFixed(2)}x; ` +
            `${f(4 * (median(criterion.tool) - median(criterion.profileMode)))} s less per row of 2 runs a side`,
        ]
      : ['not measured: perf cannot sample here']),
  ].join('\n');
}
