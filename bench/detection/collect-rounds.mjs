// Collects the detection study's runs in the shape `benchgate run` collects
// its own: many short rounds, each running the same test binary once per
// variant with runners/go.yml's settings (-count 2 per round, -benchmem), so
// that base and head of a comparison come from interleaved processes. Every
// few rounds a contrast block runs A and each slowdown once with -count 10
// (no -benchmem), the single back-to-back run per side that
// `benchgate compare` on two files, github-action-benchmark and benchstat
// judge. The 1-minute load average is recorded after every round, and the
// CPU time the hypervisor took during every run (`stolen`).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { readCollectedRuns } from '../lib/manifest.mjs';
import { describeMachine, stolenBetween, stolenSeconds } from '../lib/machine.mjs';
import { BENCH, goEnv, outDir, outPath } from '../lib/paths.mjs';
import { run } from '../lib/proc.mjs';
import { lcg } from '../lib/stats.mjs';

const MODULE = join(BENCH, 'detection-go');
const BINARY = outPath('detection', 'detect.test');

/** Round variants: A2 runs the same code as A, as the head of an A/A `benchgate run` would. */
export const ROUND_VARIANTS = [
  { id: 'A', factor: 1 },
  { id: 'A2', factor: 1 },
  { id: 'B3', factor: 1.03 },
  { id: 'B5', factor: 1.05 },
  { id: 'B10', factor: 1.1 },
];
/** Contrast-block variants, as the first study ran them. */
export const SINGLE_VARIANTS = [
  { id: 'A', factor: 1 },
  { id: 'B3', factor: 1.03 },
  { id: 'B5', factor: 1.05 },
  { id: 'B10', factor: 1.1 },
];

/** The go test arguments of a round run (runners/go.yml: -benchmem, -count perRound) or a contrast run. */
export function roundArgs({ perRound, benchtime }) {
  return [
    '-test.run',
    '^$',
    '-test.bench',
    '.',
    '-test.benchmem',
    '-test.count',
    String(perRound),
    '-test.benchtime',
    benchtime,
  ];
}
export function singleArgs({ count, benchtime }) {
  return ['-test.run', '^$', '-test.bench', '.', '-test.count', String(count), '-test.benchtime', benchtime];
}

/** Vets bench/detection-go and builds its test binary, the program every round runs. */
export function buildDetectBinary() {
  run('go', ['vet', './...'], { cwd: MODULE, env: goEnv() });
  run('go', ['test', '-c', '-o', BINARY, '.'], { cwd: MODULE, env: goEnv() });
}

function listBenchmarks() {
  const out = run(BINARY, ['-test.list', '^Benchmark'], { cwd: MODULE });
  return out
    .split('\n')
    .filter((l) => l.startsWith('Benchmark'))
    .map((l) => l.slice('Benchmark'.length));
}

/**
 * A noisy neighbour: a CPU-bound process (one core of the machine) switched
 * on and off at random between runs, in spells of about `spell` runs, so a
 * comparison's base and head sometimes share its load and sometimes not.
 */
export function createNeighbour({ spell = 8, seed = 7 } = {}) {
  let child;
  const random = lcg(seed);
  return {
    /** Before a run: maybe switch; returns whether the neighbour is busy during it. */
    step() {
      if (random() < 1 / spell) {
        if (child) {
          child.kill('SIGKILL');
          child = undefined;
        } else {
          child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
        }
      }
      return child !== undefined;
    },
    stop() {
      child?.kill('SIGKILL');
      child = undefined;
    },
  };
}

/**
 * One run of the detection binary into `file`: its wall time and the CPU
 * time the hypervisor took from this VM while it ran (stolenSeconds).
 */
export function runOnce(variant, slowed, args, gomaxprocs, file) {
  const env =
    variant.factor === 1 ? {} : { DETECT_SLOWDOWN: String(variant.factor), DETECT_SLOWED: slowed.join(',') };
  if (gomaxprocs) env.GOMAXPROCS = String(gomaxprocs);
  const start = Date.now();
  const stolenBefore = stolenSeconds();
  run(BINARY, args, { cwd: MODULE, env: goEnv(env), stdoutFile: file });
  return { seconds: (Date.now() - start) / 1000, stolen: stolenBetween(stolenBefore, stolenSeconds()) };
}

/**
 * Runs every variant once in an order rotated by `shift`, and reversed when
 * `reverse`; returns the manifest entries. Why reverse every second round:
 * with rotation alone A2 ran right after A in four rounds of five, and
 * whatever a process leaves behind for the next one (JSONMarshal read 8%
 * slower in A2 than in A) became a difference between the two sides; a
 * benchgate run alternates base/head and head/base, so each pair of
 * variants must see both orders equally often here too.
 */
function runBlock({ variants, shift, reverse = false, kind, round, args, settings, slowed, dir, neighbour }) {
  const entries = [];
  const rotated = variants.map((_, k) => variants[(k + shift) % variants.length]);
  const ordered = reverse ? rotated.reverse() : rotated;
  for (let k = 0; k < ordered.length; k++) {
    const variant = ordered[k];
    const stem = kind === 'round' ? 'r' : 's';
    const file = join(dir, `${stem}-${variant.id}-${String(round).padStart(3, '0')}.txt`);
    const busy = neighbour ? neighbour.step() : false;
    const { seconds, stolen } = runOnce(variant, slowed, args, settings.gomaxprocs, file);
    entries.push({
      kind,
      variant: variant.id,
      round,
      file,
      seconds,
      ...(stolen !== undefined ? { stolen } : {}),
      order: k,
      ...(neighbour ? { busy } : {}),
    });
  }
  return entries;
}

/**
 * Runs `rounds` interleaved rounds and a contrast block every
 * `singleEvery` rounds, or with `reuse` reads the manifest written before.
 */
export function collectRounds({
  rounds,
  perRound,
  count,
  benchtime,
  singleEvery,
  gomaxprocs,
  reuse,
  arm,
  neighbour,
  loadBefore,
  probe,
  log = console.error,
}) {
  const name = arm ?? (gomaxprocs ? `rounds-gomaxprocs${gomaxprocs}` : 'rounds');
  if (reuse) return readCollectedRuns(name);
  const dir = outDir('detection', name);
  const manifestFile = join(dir, 'manifest.json');
  buildDetectBinary();
  const benchmarks = listBenchmarks();
  // Every second benchmark in source order is slowed in the B runs; the
  // others run unchanged code there too and count as null trials.
  const slowed = benchmarks.filter((_, i) => i % 2 === 1);
  const settings = { perRound, count, benchtime, singleEvery, ...(gomaxprocs ? { gomaxprocs } : {}) };
  const machine = describeMachine();
  const files = [];
  const load = [];
  const started = Date.now();
  for (let round = 0; round < rounds; round++) {
    if (round % singleEvery === 0) {
      const block = round / singleEvery;
      files.push(
        ...runBlock({
          variants: SINGLE_VARIANTS,
          shift: block,
          kind: 'single',
          round: block,
          args: singleArgs(settings),
          settings,
          slowed,
          dir,
          neighbour,
        }),
      );
    }
    files.push(
      ...runBlock({
        variants: ROUND_VARIANTS,
        shift: Math.floor(round / 2),
        reverse: round % 2 === 1,
        kind: 'round',
        round,
        args: roundArgs(settings),
        settings,
        slowed,
        dir,
        neighbour,
      }),
    );
    load.push({
      round,
      at: Math.round((Date.now() - started) / 1000),
      loadavg: os.loadavg().map((x) => Number(x.toFixed(2))),
    });
    const elapsed = (Date.now() - started) / 1000;
    const eta = (elapsed / (round + 1)) * (rounds - round - 1);
    log(
      `detection: round ${round + 1}/${rounds}, ${elapsed.toFixed(0)} s so far, about ${eta.toFixed(0)} s to go, load ${load.at(-1).loadavg[0]}`,
    );
  }
  neighbour?.stop();
  const manifest = {
    design: 'rounds',
    ...(arm ? { arm } : {}),
    settings,
    commands: {
      round: `${gomaxprocs ? `GOMAXPROCS=${gomaxprocs} ` : ''}detect.test ${roundArgs(settings).join(' ')}`,
      single: `${gomaxprocs ? `GOMAXPROCS=${gomaxprocs} ` : ''}detect.test ${singleArgs(settings).join(' ')}`,
    },
    benchmarks,
    slowed,
    roundVariants: ROUND_VARIANTS,
    singleVariants: SINGLE_VARIANTS,
    rounds,
    singleBlocks: Math.ceil(rounds / singleEvery),
    files,
    load,
    ...(loadBefore !== undefined ? { loadBefore } : {}),
    ...(probe ? { probe } : {}),
    started: new Date(started).toISOString(),
    machine: { ...machine, loadavgAtEnd: describeMachine().loadavg },
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return manifest;
}
