// Collects the detection study's runs: the real go test binary of
// bench/detection-go, run round after round, each round once unchanged (A)
// and once per slowdown level (B), in an order that rotates every round so
// that the machine's drift hits every variant alike.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCollectedRuns } from '../lib/manifest.mjs';
import { describeMachine } from '../lib/machine.mjs';
import { BENCH, goEnv, outDir, outPath } from '../lib/paths.mjs';
import { run } from '../lib/proc.mjs';

const MODULE = join(BENCH, 'detection-go');
const BINARY = outPath('detection', 'detect.test');

/** Where a configuration's runs go, under bench/out/detection/: runs/ for Go's default GOMAXPROCS, runs-gomaxprocsN/ otherwise. */
function runsName(gomaxprocs) {
  return gomaxprocs ? `runs-gomaxprocs${gomaxprocs}` : 'runs';
}

export const VARIANTS = [
  { id: 'A', factor: 1 },
  { id: 'B3', factor: 1.03 },
  { id: 'B5', factor: 1.05 },
  { id: 'B10', factor: 1.1 },
];

/** The benchmarks in source order, as the test binary lists them. */
function listBenchmarks() {
  const out = run(BINARY, ['-test.list', '^Benchmark'], { cwd: MODULE });
  return out
    .split('\n')
    .filter((l) => l.startsWith('Benchmark'))
    .map((l) => l.slice('Benchmark'.length));
}

/** The go test arguments of every run; printed in the report so it can be rerun by hand. */
export function goTestArgs({ count, benchtime }) {
  return ['-test.run', '^$', '-test.bench', '.', '-test.count', String(count), '-test.benchtime', benchtime];
}

function runOnce(variant, slowed, settings, file) {
  const env =
    variant.factor === 1 ? {} : { DETECT_SLOWDOWN: String(variant.factor), DETECT_SLOWED: slowed.join(',') };
  if (settings.gomaxprocs) env.GOMAXPROCS = String(settings.gomaxprocs);
  const start = Date.now();
  run(BINARY, goTestArgs(settings), { cwd: MODULE, env: goEnv(env), stdoutFile: file });
  return (Date.now() - start) / 1000;
}

/**
 * Runs the study's go test runs, or with `reuse` reads the manifest of runs
 * collected before. Returns the manifest: settings, benchmarks, slowed set,
 * and the file of every (variant, round).
 */
export function collectRuns({ rounds, count, benchtime, gomaxprocs, reuse, log = console.error }) {
  if (reuse) return readCollectedRuns(runsName(gomaxprocs));
  const dir = outDir('detection', runsName(gomaxprocs));
  const manifestFile = join(dir, 'manifest.json');
  run('go', ['vet', './...'], { cwd: MODULE, env: goEnv() });
  run('go', ['test', '-c', '-o', BINARY, '.'], { cwd: MODULE, env: goEnv() });
  const benchmarks = listBenchmarks();
  // Every second benchmark in source order is slowed in the B runs; the
  // others run unchanged there too and count as A/A trials.
  const slowed = benchmarks.filter((_, i) => i % 2 === 1);
  const settings = { count, benchtime, ...(gomaxprocs ? { gomaxprocs } : {}) };
  const files = [];
  const machine = describeMachine();
  const started = Date.now();
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < VARIANTS.length; k++) {
      const variant = VARIANTS[(k + round) % VARIANTS.length];
      const file = join(dir, `${variant.id}-${String(round).padStart(3, '0')}.txt`);
      const seconds = runOnce(variant, slowed, settings, file);
      files.push({ variant: variant.id, round, file, seconds, order: k });
    }
    const elapsed = (Date.now() - started) / 1000;
    const eta = (elapsed / (round + 1)) * (rounds - round - 1);
    log(
      `detection: round ${round + 1}/${rounds} done, ${elapsed.toFixed(0)} s so far, about ${eta.toFixed(0)} s to go`,
    );
  }
  const manifest = {
    settings,
    command: `${gomaxprocs ? `GOMAXPROCS=${gomaxprocs} ` : ''}detect.test ${goTestArgs(settings).join(' ')}`,
    benchmarks,
    slowed,
    variants: VARIANTS,
    rounds,
    files,
    started: new Date(started).toISOString(),
    // The machine and its load while the runs were collected (a --reuse
    // judges later, under another load).
    machine: { ...machine, loadavgAtEnd: describeMachine().loadavg },
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return manifest;
}
