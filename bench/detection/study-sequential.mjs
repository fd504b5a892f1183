#!/usr/bin/env node
// The detection study of the sequential design against the fixed one, on the
// same real runs: bench/detection-go's 20 Go benchmarks in interleaved rounds
// of A, A2 (A again, the head of A/A) and B×1.03, B×1.05, B×1.10 (every
// second benchmark slowed), collected twice: on the machine as it is, and
// with a noisy neighbour (a CPU-bound process switched on and off at random
// between runs, collect-rounds.mjs createNeighbour). Windows of 23 rounds that
// do not overlap are judged by both protocols:
//   fixed 20+3:       the 20 rounds of each side pooled (no round tags: the
//                     rank test + FDR), 3 confirmation rounds for regressions;
//   sequential 5–40:  src/pipeline's loop, replayed by judge.ts
//                     judgeSequentialProtocol: every benchmark until round 5,
//                     then only the open ones, 3 confirmation rounds.
// Counted on ns/op rows: A/A false alarms (A against A2, and the unchanged
// benchmarks inside A/B), detection of each slowdown, executions per
// benchmark (go test runs of one benchmark, -count 2 per side per round).
//
//   node bench/detection/study-sequential.mjs [--rounds 115] [--reuse] [--confirm-early true|false]
// writes bench/out/detection-sequential[-BENCHTIME].md (and .json).
//   --benchtime 8ms (default) sets every run's go test -benchtime.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleJudge } from '../lib/bundle.mjs';
import { awaitIdle, stolenPerSecond } from '../lib/machine.mjs';
import { refusingMissingRuns } from '../lib/manifest.mjs';
import { outPath, sequentialRunsName } from '../lib/paths.mjs';
import { logRatioSpread, median, mulberry32, noiseBandOf, slowRunCounts, spikeShare } from '../lib/stats.mjs';
import { collectRounds, createNeighbour } from './collect-rounds.mjs';
import { awaitQuiet, NoQuietPeriod } from './noise-probe.mjs';
import { renderSequentialStudy } from './report-sequential.mjs';
import { idealCost } from './yardsticks.mjs';
import { parseBenchArgs, refuse } from '../lib/args.mjs';

const MAIN = 20;
const CONFIRM = 3;
const PER_ROUND = 2;

const { values } = parseBenchArgs(import.meta.url, {
  rounds: { type: 'integer', default: 115 },
  reuse: { type: 'boolean', default: false },
  // Samples per side per round the sequential design keeps (its -count).
  'sequential-per-round': { type: 'integer', default: 1 },
  'max-rounds': { type: 'integer', default: 40 },
  windows: { type: 'integer', default: 25 },
  seed: { type: 'integer', default: 1 },
  // Go's -benchtime of every run: the length of one measurement, which sets the per-round noise.
  benchtime: { type: 'string', default: '8ms' },
  // A collection starts only at or below this 1-minute load (awaitIdle).
  'max-load': { type: 'number', default: 0.3 },
  // Start only in a quiet period: probe the noise (noise-probe.mjs) every --every-minutes until the
  // median row reads ≤ 3%, for at most --wait-minutes; the probe is recorded beside the result.
  // Why a shorter period can help: a quiet period has lasted as little as 4 minutes (2026-12-02).
  quiet: { type: 'boolean', default: false },
  'wait-minutes': { type: 'number', default: 180 },
  'every-minutes': { type: 'number', default: 10 },
  // With --quiet: the probe's median (percent) at or below which the collection starts; 3 (a quiet
  // period) by default. A lower one because the probe has read lower than its collection (1.13–6×
  // in 15 of 16 collections to 2026-12-05; docs/performance.md, "The collections").
  'quiet-below': { type: 'number', above: 0, max: 100, default: 3 },
  // JSON of the early branch's settings to judge instead of the default's ("null": the rank test alone).
  early: { type: 'json' },
  // The early branch's noise prior (src/stats/noise-prior.ts), from rounds the judged window did not
  // see: 'unseen' (the same arm's other rounds), 'other-arm' (the other arm's rounds: a quiet
  // period's prior judging a noisy one, and the reverse); none by default.
  prior: { type: 'choice', choices: ['unseen', 'other-arm'] },
  // With --prior: the true spread over the prior's up to which the prior's quantile keeps the error
  // bound (DEFAULT_PRIOR_RULE.shift, 3): a smaller one trusts the prior more.
  'prior-shift': { type: 'number' },
  // The sequential rule's equivalence alpha (DEFAULT_SEQUENTIAL.equivalenceAlpha, 0.1) judged instead.
  'equivalence-alpha': { type: 'number' },
  // 'true' / 'false': judge with or without confirmation rounds for the early branch's flags (what
  // they buy); by default as a run of the go runner does (none: runners/go.yml processModes one).
  'confirm-early': { type: 'choice', choices: ['true', 'false'] },
  // 'smallest': each side's round judged by the smallest of its --sequential-per-round samples
  // instead of all of them (what taking the faster of two samples would buy against spikes;
  // executions still count every sample).
  'round-value': { type: 'choice', choices: ['all', 'smallest'], default: 'all' },
});
/** Refuses this study's command line (bench/lib/args.mjs refuse): the reason, exit 2. */
const refuseArgs = (reason) => refuse(import.meta.url, reason);
// Refused before any collection: the study judges its options only after an hour of rounds.
if (values['prior-shift'] !== undefined && !values.prior) refuseArgs('--prior-shift needs --prior');
const rounds = values.rounds;
const SEQ_PER_ROUND = values['sequential-per-round'];
const SEQ_MAX = values['max-rounds'];
const WINDOWS = values.windows;
// The rounds of one calibration run (calibratedNoise), and of one judged window.
const CALIBRATION_ROUNDS = 3;
const WINDOW_ROUNDS = Math.max(MAIN, SEQ_MAX) + CONFIRM;
/**
 * Why windows cannot be drawn from `total` rounds, or undefined when they can. Asked of --rounds
 * before collecting, and of the collection --reuse reads (it may hold fewer). `--prior unseen` is
 * refused rather than judged without a prior: on 2026-12-06 a 45-round collection's windows of 43
 * left 2 rounds unseen, and it printed the same report as no prior at all.
 */
function windowRefusal(total) {
  if (total < WINDOW_ROUNDS)
    return `windows of ${WINDOW_ROUNDS} rounds need ${WINDOW_ROUNDS} rounds or more, not ${total}`;
  if (values.prior !== 'unseen' || total - WINDOW_ROUNDS >= CALIBRATION_ROUNDS) return undefined;
  return `--prior unseen: windows of ${WINDOW_ROUNDS} rounds leave ${total - WINDOW_ROUNDS} of ${total} unseen, fewer than the ${CALIBRATION_ROUNDS} a calibration reads; take --rounds ${WINDOW_ROUNDS + CALIBRATION_ROUNDS} or more, or --prior other-arm`;
}
const roundsRefusal = windowRefusal(rounds);
if (roundsRefusal) refuseArgs(roundsRefusal);

const arms = [
  { id: 'quiet', label: 'the machine as it is', neighbour: false },
  { id: 'noisy', label: 'a noisy neighbour switched on and off', neighbour: true },
];

/** Go's -benchtime in milliseconds (a count like 100x: NaN). */
function benchtimeMs(benchtime) {
  const m = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(benchtime);
  return m ? Number(m[1]) * (m[2] === 's' ? 1000 : 1) : Number.NaN;
}

const probe =
  values.quiet && !values.reuse
    ? await awaitQuiet({
        benchtime: values.benchtime,
        // About half a minute of probing: 6 rounds at 40 ms and longer, 15 at shorter benchtimes.
        rounds: benchtimeMs(values.benchtime) >= 40 ? 6 : 15,
        maxLoad: values['max-load'],
        waitMinutes: values['wait-minutes'],
        everyMinutes: values['every-minutes'],
        below: values['quiet-below'] / 100,
      }).catch((error) => {
        if (!(error instanceof NoQuietPeriod)) throw error;
        console.error(`bench/detection/study-sequential.mjs: ${error.message}; no collection was taken`);
        process.exit(3);
      })
    : undefined;
const manifests = {};
// The load before the collection: the noisy arm's own load comes from the quiet arm's runs, so only the first waits.
const loadBefore = values.reuse ? undefined : awaitIdle({ limit: values['max-load'] });
for (const arm of arms) {
  const neighbour = arm.neighbour ? createNeighbour() : undefined;
  // With --reuse, runs that are not there refuse the command line.
  manifests[arm.id] = refusingMissingRuns(import.meta.url, () =>
    collectRounds({
      rounds,
      perRound: PER_ROUND,
      count: 10,
      benchtime: values.benchtime,
      // One contrast block at round 0 only: this study judges rounds.
      singleEvery: rounds + 1,
      arm: sequentialRunsName(arm.id, values.benchtime),
      ...(neighbour ? { neighbour } : {}),
      reuse: values.reuse,
      ...(loadBefore !== undefined && arm === arms[0] ? { loadBefore } : {}),
      ...(probe && arm === arms[0] ? { probe } : {}),
    }),
  );
}
// The collection judged again (--reuse) may hold fewer rounds than --rounds says.
for (const arm of arms) {
  const refusal = windowRefusal(manifests[arm.id].rounds);
  if (refusal)
    refuseArgs(`the ${arm.id} arm's ${manifests[arm.id].rounds} rounds collected before: ${refusal}`);
}

const judge = await import(pathToFileURL(await bundleJudge()).href);
if (values.early !== undefined) judge.setEarlyBranch(values.early);
if (values['equivalence-alpha'] !== undefined) judge.setEquivalenceAlpha(values['equivalence-alpha']);
if (values['prior-shift'] !== undefined) judge.setPriorShift(values['prior-shift']);

async function readRuns(manifest) {
  const runs = new Map();
  for (const f of manifest.files.filter((x) => x.kind === 'round'))
    runs.set(`${f.variant}:${f.round}`, await judge.readGoRun(f.file));
  return runs;
}

/** A seeded shuffle (mulberry32), so that --reuse judges the same windows again. */
function shuffled(n, seed) {
  const next = mulberry32(seed);
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Windows of rounds drawn without replacement from the collected ones (a
 * round keeps its base and head together, so pairing is kept): the fixed
 * design judges the first 20+3 of a window, the sequential one up to
 * max-rounds+3 of the same window.
 */
function windowsOf(manifest, runs) {
  const heads = [{ kind: 'A/A', level: 'AA', variant: 'A2' }].concat(
    manifest.roundVariants
      .filter((v) => v.factor > 1)
      .map((v) => ({ kind: 'A/B', level: v.id, variant: v.id })),
  );
  const out = [];
  for (let w = 0; w < WINDOWS; w++) {
    const all = shuffled(manifest.rounds, values.seed * 1000 + w);
    const order = all.slice(0, WINDOW_ROUNDS);
    const take = (variant, from, n) => order.slice(from, from + n).map((r) => runs.get(`${variant}:${r}`));
    for (const h of heads) {
      out.push({
        ...h,
        window: w,
        unseen: all.slice(WINDOW_ROUNDS),
        base: take('A', 0, MAIN),
        head: take(h.variant, 0, MAIN),
        confirmBase: take('A', MAIN, CONFIRM),
        confirmHead: take(h.variant, MAIN, CONFIRM),
        seqBase: take('A', 0, SEQ_MAX),
        seqHead: take(h.variant, 0, SEQ_MAX),
        seqConfirmBase: take('A', SEQ_MAX, CONFIRM),
        seqConfirmHead: take(h.variant, SEQ_MAX, CONFIRM),
      });
    }
  }
  return out;
}

/**
 * Each benchmark's per-round noise: 1.4826 × the median absolute deviation of
 * ln(A2/A) over every collected round, one sample a side (what one round of
 * the sequential design sees). Why: how much a design saves and catches
 * depends on this more than on anything else, and a dedicated benchmark
 * machine's rows are far quieter than most of this shared one's. With it,
 * each benchmark's share of those rounds beyond 3 spreads (spikes).
 */
function perRoundNoise(manifest, runs) {
  const noise = new Map();
  const spikes = {};
  for (const name of manifest.benchmarks.map((b) => `Benchmark${b}`)) {
    const pairs = aaPairs(manifest, runs, name);
    noise.set(name, logRatioSpread(pairs));
    // Beside the noise: the share of those rounds beyond 3 spreads (bench/lib/stats.mjs spikeShare).
    spikes[name] = spikeShare(pairs);
  }
  return { noise, spikes };
}

/**
 * What the first looks can decide on each noise band's rounds (bench/lib/first-looks.ts), by
 * the round issue 28's targets allow: rows ≤ 3% shown unchanged by round 3 and their +10%
 * rows flagged by round 4 (6 and 8 executions); rows of 3–10% flagged at +10% by the round of
 * 1.5 times the SPRT yardstick's median for the band (`ideal`, yardsticks.mjs). By the judged
 * design (the row judge at each look, with the row's prior where --prior gives one: firstPrior),
 * and at most by any spending of the same alpha. Why: a median within the target needs more than
 * half of these windows decided, and the spikes of a collection can rule that out.
 */
function firstLooksOf(manifest, runs, noise, ideal, other) {
  const largest = manifest.roundVariants.reduce((a, v) => (v.factor > a.factor ? v : a));
  const slowed = new Set(manifest.slowed.map((b) => `Benchmark${b}`));
  // Past judge.lastBoundedFlagLook the rank test could flag as well, and the bound says nothing.
  const sprtSlowed = ideal.bands['3–10%']?.slowed;
  const midRound = sprtSlowed ? Math.max(4, Math.floor((1.5 * sprtSlowed) / 2)) : Infinity;
  const targets = {
    '≤ 3%': { aa: 3, slowed: 4 },
    ...(midRound <= judge.lastBoundedFlagLook() ? { '3–10%': { slowed: midRound } } : {}),
  };
  const out = {};
  for (const name of manifest.benchmarks.map((b) => `Benchmark${b}`)) {
    const id = noiseBandOf(noise.get(name));
    const target = targets[id];
    if (!target) continue;
    const ratios = (variant) =>
      Array.from({ length: manifest.rounds }, (_, r) => firstSampleLogRatio(runs, name, variant, r));
    const first = (variant) =>
      Array.from({ length: manifest.rounds }, (_, r) => firstSample(runs, name, variant, r));
    const rounds = (variant, by) => ({
      base: first('A'),
      head: first(variant),
      priorSd: firstPrior(manifest, runs, other, name, by),
    });
    const band = (out[id] ??= { aa: [], slowed: [], target });
    if (target.aa) band.aa.push(judge.settledByLook(ratios('A2'), target.aa, 0.05, rounds('A2', target.aa)));
    if (target.slowed && slowed.has(name))
      band.slowed.push(
        judge.flaggedByLook(ratios(largest.id), target.slowed, 0.05, rounds(largest.id, target.slowed)),
      );
  }
  // Pooled per band: one design's split serves all of a band's rows (judge.mostDecided).
  const pool = (rows, by) =>
    rows.length === 0
      ? undefined
      : {
          by,
          windows: rows.reduce((a, r) => a + r.windows, 0),
          judged: rows.reduce((a, r) => a + r.judged, 0),
          atMost: judge.mostDecided(rows),
        };
  return Object.fromEntries(
    Object.entries(out).map(([band, { aa, slowed: s, target }]) => [
      band,
      { aa: pool(aa, target.aa), slowed: pool(s, target.slowed) },
    ]),
  );
}

/**
 * Of each named benchmark (one that raised a false alarm, so unchanged in
 * every variant): its runs more than 3 spreads above the median of all its
 * runs, by variant, first sample a side (bench/lib/stats.mjs slowRunCounts).
 * Why: every head of an arm is judged against the same A runs, and the
 * windows share rounds, so a collection in which A drew fewer of a row's
 * slow-mode runs than the heads raises false alarms in many windows at once.
 */
function slowRunsOf(manifest, runs, names) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      slowRunCounts(
        Object.fromEntries(
          manifest.roundVariants.map((v) => [
            v.id,
            Array.from({ length: manifest.rounds }, (_, r) => firstSample(runs, name, v.id, r)),
          ]),
        ),
      ),
    ]),
  );
}

/** A benchmark's A/A pairs over every collected round, first sample a side. */
function aaPairs(manifest, runs, name) {
  return Array.from({ length: manifest.rounds }, (_, r) => [
    runs.get(`A:${r}`)?.samples[name]?.[0],
    runs.get(`A2:${r}`)?.samples[name]?.[0],
  ]);
}

/**
 * The slowdown a slowed benchmark really shows in a variant: exp of the
 * median over every collected round of ln(B/A), first sample a side, minus 1.
 * Why: the injection repeats the benchmark's own operation (bench/detection-go),
 * and the extra operation, run right after the same one, need not cost what
 * an average one does: on 2026-11-27 the "+5%" rows measured +4.0% to +5.9%,
 * and one at +4.6% is within a 5% threshold, where "unchanged" is right.
 */
function measuredEffect(manifest, runs, name, variant) {
  const logs = Array.from({ length: manifest.rounds }, (_, r) =>
    firstSampleLogRatio(runs, name, variant, r),
  ).filter(Number.isFinite);
  return logs.length ? Math.expm1(median(logs)) : undefined;
}

/** A benchmark's first sample in one round of a variant; NaN where it has none. */
function firstSample(runs, name, variant, round) {
  return runs.get(`${variant}:${round}`)?.samples[name]?.[0] ?? Number.NaN;
}

/** ln(variant / A) of a benchmark's first sample a side in one round; NaN where a side has none. */
function firstSampleLogRatio(runs, name, variant, round) {
  return Math.log(firstSample(runs, name, variant, round)) - Math.log(firstSample(runs, name, 'A', round));
}

/**
 * The prior a first-looks window of `by` rounds from `start` reads, as priorFor gives a drawn
 * window its own: the calibrated noise of the rounds it did not see (here in collection order,
 * as calibration runs follow each other), or of the other arm's rounds; undefined without --prior.
 */
function firstPrior(manifest, runs, other, name, by) {
  if (!values.prior) return undefined;
  const all = Array.from({ length: manifest.rounds }, (_, i) => i);
  const positive = (sd) => (sd > 0 ? sd : undefined);
  if (values.prior === 'other-arm') {
    const sd = positive(
      calibratedNoise(
        other.runs,
        name,
        Array.from({ length: other.manifest.rounds }, (_, i) => i),
      ),
    );
    return () => sd;
  }
  return (start) =>
    positive(
      calibratedNoise(
        runs,
        name,
        all.filter((r) => r < start || r >= start + by),
      ),
    );
}

/**
 * A benchmark's per-round noise as the calibration records it: the median,
 * over runs of 3 rounds, of the standard deviation of ln(A2/A) (first sample
 * a side, as the sequential design judges), here over `rounds`, which the
 * judged window did not see.
 */
function calibratedNoise(runs, name, rounds) {
  const sds = [];
  for (let i = 0; i + CALIBRATION_ROUNDS <= rounds.length; i += CALIBRATION_ROUNDS) {
    const d = rounds
      .slice(i, i + CALIBRATION_ROUNDS)
      .map((r) => firstSampleLogRatio(runs, name, 'A2', r))
      .filter(Number.isFinite);
    if (d.length < CALIBRATION_ROUNDS) continue;
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    sds.push(Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (d.length - 1)));
  }
  return sds.length ? median(sds) : undefined;
}

/** The prior of every benchmark for one window (undefined without --prior), keyed as the compare engine keys it. */
function priorFor(comparison, manifest, runs, other) {
  if (!values.prior) return undefined;
  const from = values.prior === 'other-arm' ? other : { manifest, runs, rounds: comparison.unseen };
  const rounds = from.rounds ?? Array.from({ length: from.manifest.rounds }, (_, i) => i);
  const rows = {};
  for (const b of runs.get('A:0').results.benchmarks) {
    const sd = calibratedNoise(from.runs, b.name, rounds);
    if (sd > 0) rows[judge.priorKey({ suite: b.suite, name: b.name, params: b.params, unit: 'ns/op' })] = sd;
  }
  return { source: values.prior === 'other-arm' ? 'the other arm' : 'rounds the window did not see', rows };
}

/**
 * Per trial class (AA, null-in-AB, B3, B5, B10): regressions flagged / trials
 * and executions, in all and per noise band.
 */
function tally(manifest, comparisons, protocol, noise, priorOf = () => undefined) {
  const slowed = new Set(manifest.slowed.map((b) => `Benchmark${b}`));
  const names = manifest.benchmarks.map((b) => `Benchmark${b}`);
  const cells = {};
  const bands = {};
  // Slowed benchmarks' outcomes one by one (B3, B5, B10 → name → counts).
  const perBenchmark = {};
  // The false alarms' rows (A/A, and unchanged in A/B), by benchmark: the windows share their
  // rounds, so one stretch of rounds can count many times, and the report names where they were.
  const falseAlarms = {};
  const executions = [];
  let total = 0;
  for (const c of comparisons) {
    const v =
      protocol === 'fixed'
        ? judge.judgeProtocol(c.base, c.head, c.confirmBase, c.confirmHead)
        : judge.judgeSequentialProtocol(
            c.seqBase,
            c.seqHead,
            c.seqConfirmBase,
            c.seqConfirmHead,
            SEQ_MAX,
            SEQ_PER_ROUND,
            undefined,
            priorOf(c),
            values['confirm-early'] === undefined ? undefined : values['confirm-early'] === 'true',
            values['round-value'],
          );
    const final = new Map(v.final.filter((r) => r.unit === 'ns/op').map((r) => [r.name, r.verdict]));
    for (const name of names) {
      const key = c.kind === 'A/A' ? 'AA' : slowed.has(name) ? c.level : 'null-in-AB';
      const cell = (cells[key] ??= { n: 0, regression: 0, unchanged: 0, inconclusive: 0, improvement: 0 });
      cell.n++;
      cell[final.get(name) ?? 'inconclusive']++;
      const roundsRun =
        protocol === 'fixed' ? MAIN + (v.confirmed.includes(name) ? CONFIRM : 0) : (v.roundsRun[name] ?? 0);
      const runs = roundsRun * 2 * (protocol === 'fixed' ? PER_ROUND : SEQ_PER_ROUND);
      executions.push(runs);
      total += runs;
      cell.executions = (cell.executions ?? 0) + runs;
      const band = ((bands[noiseBandOf(noise.get(name))] ??= {})[key] ??= {
        n: 0,
        regression: 0,
        unchanged: 0,
        executions: 0,
        perRow: [],
      });
      band.n++;
      band.executions += runs;
      band.perRow.push(runs);
      if (final.get(name) === 'regression') band.regression++;
      if (final.get(name) === 'unchanged') band.unchanged++;
      if (!key.startsWith('B') && final.get(name) === 'regression')
        falseAlarms[name] = (falseAlarms[name] ?? 0) + 1;
      if (key.startsWith('B')) {
        const one = ((perBenchmark[key] ??= {})[name] ??= { n: 0, regression: 0, unchanged: 0 });
        one.n++;
        if (final.get(name) === 'regression') one.regression++;
        if (final.get(name) === 'unchanged') one.unchanged++;
      }
    }
  }
  return {
    cells,
    bands,
    perBenchmark,
    falseAlarms,
    executionsMedian: median(executions),
    executionsTotal: total,
  };
}

const results = {};
const allRuns = Object.fromEntries(
  await Promise.all(arms.map(async (a) => [a.id, await readRuns(manifests[a.id])])),
);
for (const arm of arms) {
  const manifest = manifests[arm.id];
  const runs = allRuns[arm.id];
  const comparisons = windowsOf(manifest, runs);
  const otherId = arms.find((a) => a.id !== arm.id).id;
  const other = { manifest: manifests[otherId], runs: allRuns[otherId] };
  const priorOf = (c) => priorFor(c, manifest, runs, other);
  const { noise, spikes } = perRoundNoise(manifest, runs);
  const ideal = idealCost(manifest, noise, judge, WINDOWS);
  const sequential = tally(manifest, comparisons, 'sequential', noise, priorOf);
  results[arm.id] = {
    windows: WINDOWS,
    load: median(manifest.load.map((l) => l.loadavg[0])),
    loadBefore: manifest.loadBefore,
    ...(manifest.probe ? { probe: manifest.probe } : {}),
    started: manifest.started,
    busyShare: arm.neighbour ? manifest.files.filter((f) => f.busy).length / manifest.files.length : 0,
    stolenPerSecond: stolenPerSecond(manifest.files.filter((f) => f.kind === 'round')),
    noise: Object.fromEntries(noise),
    spikes,
    fixed: tally(manifest, comparisons, 'fixed', noise),
    sequential,
    // Beside each row that raised a false alarm: its slow runs by variant (bench/lib/stats.mjs slowRunCounts).
    slowRuns: slowRunsOf(manifest, runs, Object.keys(sequential.falseAlarms)),
    ideal,
    firstLooks: firstLooksOf(manifest, runs, noise, ideal, other),
    effects: Object.fromEntries(
      manifest.slowed.map((b) => [
        `Benchmark${b}`,
        Object.fromEntries(
          manifest.roundVariants
            .filter((v) => v.factor > 1)
            .map((v) => [v.id, measuredEffect(manifest, runs, `Benchmark${b}`, v.id)]),
        ),
      ]),
    ),
  };
}

const md = renderSequentialStudy({
  results,
  manifests,
  arms,
  settings: { ...values, windows: WINDOWS, seqMax: SEQ_MAX, perRound: PER_ROUND, seqPerRound: SEQ_PER_ROUND },
});
const stem = `detection-sequential${values.benchtime === '8ms' ? '' : `-${values.benchtime}`}${values.prior ? `-prior-${values.prior}` : ''}${values['prior-shift'] ? `-shift-${values['prior-shift']}` : ''}${values['equivalence-alpha'] ? `-eq-${values['equivalence-alpha']}` : ''}${values['round-value'] === 'smallest' ? '-smallest' : ''}`;
writeFileSync(outPath(`${stem}.md`), md);
writeFileSync(outPath(`${stem}.json`), JSON.stringify(results, null, 2));
process.stdout.write(md);
