// A short A/A probe of this machine's noise: a few rounds of bench/detection-go's
// test binary, the same code on both sides, and each benchmark's per-round noise
// read as the studies read it (1.4826 × the MAD of ln(A2/A), one sample a side).
// Why: the noise of these machines moves from minute to minute for reasons
// outside them (docs/performance.md, "How collections are taken"), and issue 28
// asks for a collection in a quiet period (median per-row noise ≤ 3%). The
// probe says whether now is one; the detection study's --quiet waits for one.
//
//   node bench/detection/noise-probe.mjs [--rounds 6] [--benchtime 100ms]
//   node bench/detection/noise-probe.mjs --log     every probe recorded on this machine, oldest first
//
// Run it alone, as any collection of timings: what else runs is what it measures.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleJudge } from '../lib/bundle.mjs';
import { awaitIdle, describeStolen, stolenPerSecond } from '../lib/machine.mjs';
import { parseBenchArgs } from '../lib/args.mjs';
import { outDir, outPath } from '../lib/paths.mjs';
import { bandCounts, describeBands, logRatioSpread, median, NOISE_BANDS } from '../lib/stats.mjs';
import { buildDetectBinary, roundArgs, runOnce } from './collect-rounds.mjs';

/** Issue 28's quiet period: the median benchmark's per-round noise in the quietest band (≤ 3%). */
export const QUIET_NOISE = NOISE_BANDS[0].max;

const UNCHANGED = { id: 'A', factor: 1 };

/**
 * The first ns/op sample of each benchmark of one run, as benchgate's own
 * reader read it (bench/detection/judge.ts readGoRun): by name, without the
 * GOMAXPROCS suffix. One round of the probe runs each benchmark once a side.
 */
export function firstSamples(run) {
  return new Map(
    Object.entries(run.samples).flatMap(([name, samples]) => (samples.length ? [[name, samples[0]]] : [])),
  );
}

/** readGoRun of the judge bundle (bench/lib/bundle.mjs), built from today's sources. */
async function goRunReader() {
  const judge = await import(pathToFileURL(await bundleJudge()).href);
  return judge.readGoRun;
}

/**
 * The per-round noise of every benchmark over `rounds` A/A rounds, its
 * median and the count in each band, with the 1-minute load before and
 * after and the CPU time the hypervisor took per second of the runs
 * (stolenSeconds). `build: false` when the binary is already built.
 */
export async function probeNoise({ rounds = 6, benchtime = '100ms', build = true, readRun } = {}) {
  // The load before the builds too: they are ours, not the machine's.
  const loadBefore = Number(os.loadavg()[0].toFixed(2));
  const read = readRun ?? (await goRunReader());
  if (build) buildDetectBinary();
  const dir = outDir('detection', 'probe');
  const started = new Date();
  const pairs = new Map();
  const args = roundArgs({ perRound: 1, benchtime });
  const ran = [];
  for (let r = 0; r < rounds; r++) {
    const files = ['a', 'b'].map((side) => join(dir, `${side}-${r}.txt`));
    for (const file of files) ran.push(runOnce(UNCHANGED, [], args, undefined, file));
    // Read after both sides ran: reading is not part of what the round times.
    const [a, b] = await Promise.all(files.map(async (file) => firstSamples(await read(file))));
    for (const [name, base] of a)
      if (b.has(name)) (pairs.get(name) ?? pairs.set(name, []).get(name)).push([base, b.get(name)]);
  }
  const noise = Object.fromEntries([...pairs].map(([name, p]) => [name, logRatioSpread(p)]));
  const values = Object.values(noise);
  if (values.length === 0) throw new Error(`noise probe: no benchmark ran in ${dir}`);
  const stolen = stolenPerSecond(ran);
  return recordProbe({
    at: started.toISOString(),
    rounds,
    benchtime,
    loadBefore,
    loadAfter: Number(os.loadavg()[0].toFixed(2)),
    ...(stolen !== undefined ? { stolenPerSecond: stolen } : {}),
    median: median(values),
    bands: bandCounts(values),
    noise,
  });
}

/** bench/out/noise-probes.jsonl: every probe taken here, a JSON line each, oldest first. */
export const PROBE_LOG = 'noise-probes.jsonl';

/**
 * Appends the probe to the machine's probe log and returns it. Why: the
 * machine's noise regime over a day (when it was quiet, and how long) is
 * what says when a collection can be taken, and a study's --quiet probes
 * are otherwise seen only on its stderr.
 */
export function recordProbe(p, file = outPath(PROBE_LOG)) {
  appendFileSync(file, JSON.stringify(p) + '\n');
  return p;
}

/** The probes of a probe log, oldest first; a line that is not a probe is an error naming the file and line. */
export function readProbes(file = outPath(PROBE_LOG)) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (line.trim() === '') return [];
      try {
        const p = JSON.parse(line);
        if (typeof p.at === 'string' && Number.isFinite(p.median) && p.bands) return [p];
      } catch {
        // reported below, with the line
      }
      throw new Error(`${file}:${i + 1}: not a noise probe`);
    });
}

/** One line for a log or a report: when, the load, the median and the bands. */
export function describeProbe(p) {
  const bands = describeBands(p.bands);
  const stolen = p.stolenPerSecond !== undefined ? `, ${describeStolen(p.stolenPerSecond)}` : '';
  return `${p.at.slice(0, 16).replace('T', ' ')} UTC, ${p.rounds} A/A rounds at ${p.benchtime}, load ${p.loadBefore} → ${p.loadAfter}${stolen}: median per-row noise ${(100 * p.median).toFixed(1)}% (${bands})`;
}

/**
 * How a collection began, for its report: in a quiet period only when the
 * probe it started on read a median row at or below 3% (issue 28's quiet
 * period, the first noise band); a study may start on any probe
 * (`--quiet-below 100` takes the first one), and its report must not call
 * a noisy start quiet.
 */
export function describeStart(p) {
  const quiet = p.median <= QUIET_NOISE;
  return `Started ${quiet ? 'in a quiet period' : 'outside a quiet period'}, on the noise probe of ${describeProbe(p)}.`;
}

/** The wait for a quiet period ran out: an expected end of a --quiet study, not a fault of the script. */
export class NoQuietPeriod extends Error {}

/**
 * Probes every `everyMinutes` (each probe alone: it first waits for the
 * 1-minute load at or below `maxLoad`) until one reads a median at or below
 * `below` (a quiet period by default), and returns that probe; throws after
 * `waitMinutes`, naming the last probe. Why wait rather than refuse: a quiet
 * period comes and goes, and a study started in the background should begin
 * in the first one. Why a lower `below` can be asked: the probe (one run a
 * side, 15 rounds) has read lower than the collection it started in 11 of 12
 * collections up to 2026-12-04 (docs/performance.md, "The collections").
 * `probe`, `idle`, `sleep` and `now` are the real probe, load wait, timer
 * and clock unless a test gives its own: the loop is what it tests.
 */
export async function awaitQuiet({
  benchtime,
  rounds,
  maxLoad,
  waitMinutes = 180,
  everyMinutes = 10,
  below = QUIET_NOISE,
  log = console.error,
  probe,
  idle = awaitIdle,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
}) {
  const deadline = now() + waitMinutes * 60_000;
  const readRun = probe ? undefined : await goRunReader();
  const probeOnce = probe ?? ((build) => probeNoise({ rounds, benchtime, build, readRun }));
  for (let build = true; ; build = false) {
    idle({ limit: maxLoad, waitSeconds: Math.max(60, (deadline - now()) / 1000), log });
    const p = await probeOnce(build);
    log(`noise probe: ${describeProbe(p)}`);
    if (p.median <= below) return p;
    if (now() + everyMinutes * 60_000 > deadline)
      throw new NoQuietPeriod(
        `no probe at or below ${(100 * below).toFixed(1)}% within ${waitMinutes} minutes; the last probe: ${describeProbe(p)}`,
      );
    await sleep(everyMinutes * 60_000);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseBenchArgs(import.meta.url, {
    rounds: { type: 'integer', default: 6 },
    benchtime: { type: 'string', default: '100ms' },
    log: { type: 'boolean', default: false },
  });
  if (values.log) {
    for (const p of readProbes()) console.log(describeProbe(p));
    process.exit(0);
  }
  const p = await probeNoise({ rounds: values.rounds, benchtime: values.benchtime });
  console.log(describeProbe(p));
  console.log(p.median <= QUIET_NOISE ? 'a quiet period' : 'not a quiet period (median above 3%)');
}
