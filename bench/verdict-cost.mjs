#!/usr/bin/env node
// What a user waits for: `benchgate run` with default settings on the Go,
// Criterion and JMH examples, the previous release's default against this
// checkout's, in turn on one machine. Prints, per example and version, the
// wall time, the benchmark runs (one benchmark, one side, one round, read off
// base.json and head.json), the rounds of the longest-running benchmark and
// the verdicts.
//
//   node bench/verdict-cost.mjs [--before 7dc634f] [--only go,criterion,jmh] [--max-load 0.3] [--keep DIR]
//                               [--quiet [--wait-minutes 120] [--every-minutes 10]]
//
// --before names the commit whose committed dist/ is "the previous default"
// (checked out in a temporary worktree). Runs alone: it waits for a 1-minute
// load at or below --max-load first (bench/lib/machine.mjs awaitIdle), and
// records the noise regime beside the result: the detection benchmarks' A/A
// probe before and after (bench/detection/noise-probe.mjs), and each run's
// own primary rows' per-round noise (1.4826 × the MAD of ln(head/base) over
// their paired rounds), in the bands the detection study uses.
// With --quiet it starts only on a probe at or below 3% (awaitQuiet, as the
// detection study's --quiet): the examples' rows are noisier than the probe's,
// so a period that starts noisy gives no quiet collection at all.
// Writes bench/out/verdict-cost.md and .json; with --keep, each run's output
// directory (report.md, comparison.json: which rows ran how long, and why) is
// kept in DIR/<example>-<before|now>.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { awaitIdle, describeMachine, renderMachine } from './lib/machine.mjs';
import { outPath, ROOT } from './lib/paths.mjs';
import { table } from './lib/markdown.mjs';
import { parseBenchArgs } from './lib/args.mjs';
import { bandCounts, describeBands, logRatioSpread, median } from './lib/stats.mjs';
import { awaitQuiet, describeProbe, NoQuietPeriod, probeNoise } from './detection/noise-probe.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  before: { type: 'string', default: '7dc634f' },
  only: { type: 'string', default: 'go,criterion,jmh' },
  'max-load': { type: 'number', default: 0.3 },
  keep: { type: 'string' },
  // Start only on a quiet probe (bench/detection/noise-probe.mjs awaitQuiet), probing every
  // --every-minutes for at most --wait-minutes; exit 3 without a collection when none came.
  quiet: { type: 'boolean', default: false },
  'wait-minutes': { type: 'number', default: 120 },
  'every-minutes': { type: 'number', default: 10 },
});

/**
 * `warm` builds one side where `benchgate run --base-dir` builds it: in place.
 * Why: Cargo's target/ and Maven's target/ live in the example's directory, so
 * without it the first version of a pair pays the cold build (about a minute
 * for Criterion's dependencies) and the second finds it done, and the order
 * would be in the ratio (Go's build cache is the user's, warm for both).
 */
const EXAMPLES = {
  go: { dir: 'examples/go-blockstore', runner: 'go', warm: ['go', ['test', '-c', '-o', os.devNull, '.']] },
  criterion: {
    dir: 'examples/criterion-codec',
    runner: 'criterion',
    warm: ['cargo', ['bench', '--no-run', '-q']],
  },
  jmh: { dir: 'examples/jmh-writer', runner: 'jmh-maven', warm: ['mvn', ['-q', '-DskipTests', 'package']] },
};

/** Both sides of an example built once before either version is timed: each run then finds a warm build, as a self-hosted runner's workspace does. */
function warmUp(example) {
  for (const side of ['base', 'head']) {
    const [cmd, args] = example.warm;
    execFileSync(cmd, args, { cwd: join(ROOT, example.dir, side), stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** The previous release: its committed dist/ in a worktree of its own. */
function checkoutBefore(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'ignore' });
  return dir;
}

/** Benchmark runs and the most rounds any benchmark ran, from one side's results. */
function runsOf(results) {
  let runs = 0;
  let most = 0;
  for (const b of results.benchmarks) {
    const rounds = new Set(b.metrics.flatMap((m) => m.rounds ?? []));
    runs += rounds.size;
    most = Math.max(most, rounds.size);
  }
  return { runs, most };
}

/** A benchmark's identity across base.json, head.json and comparison.json: its suite, name and parameters. */
function benchmarkId(b) {
  return JSON.stringify([b.suite ?? null, b.name, Object.entries(b.params ?? {}).sort()]);
}

/** The first sample of each round of one metric: round → value. */
function firstPerRound(metric) {
  const byRound = new Map();
  (metric.rounds ?? []).forEach((r, i) => {
    if (!byRound.has(r)) byRound.set(r, metric.samples[i]);
  });
  return byRound;
}

/**
 * The per-round noise of every primary row with three paired rounds or more:
 * the spread of ln(head/base) over the rounds both sides ran. Why the run's
 * own rows: the examples' benchmarks are not the probe's, and their noise is
 * what set how many rounds they took.
 */
function rowNoise(base, head, comparison) {
  const primary = new Set(
    comparison.rows
      .filter((r) => r.primary)
      .map((r) => JSON.stringify([benchmarkId(r), r.unit, r.metric ?? null])),
  );
  const heads = new Map(head.benchmarks.map((b) => [benchmarkId(b), b]));
  const noise = {};
  for (const b of base.benchmarks) {
    const h = heads.get(benchmarkId(b));
    if (!h) continue;
    for (const m of b.metrics) {
      const key = JSON.stringify([benchmarkId(b), m.unit, m.name ?? null]);
      if (!primary.has(key)) continue;
      const hm = h.metrics.find((x) => x.unit === m.unit && (x.name ?? null) === (m.name ?? null));
      if (!hm) continue;
      const a = firstPerRound(m);
      const pairs = [...firstPerRound(hm)].flatMap(([r, v]) => (a.has(r) ? [[a.get(r), v]] : []));
      if (pairs.length >= 3)
        noise[
          `${b.name}${Object.keys(b.params ?? {}).length ? ' ' + JSON.stringify(b.params) : ''} ${m.unit}`
        ] = logRatioSpread(pairs);
    }
  }
  return noise;
}

/** The median of a set of per-row noises and the count in each band, as the detection study prints them. */
function describeNoise(noise) {
  const values = Object.values(noise);
  if (values.length === 0) return '–';
  return `${(100 * median(values)).toFixed(1)}% (${describeBands(bandCounts(values))})`;
}

function runOnce(cli, example, keepAs) {
  const out = mkdtempSync(join(tmpdir(), 'benchgate-verdict-cost-'));
  const args = [
    cli,
    'run',
    '--base-dir',
    join(ROOT, example.dir, 'base'),
    '--head-dir',
    join(ROOT, example.dir, 'head'),
    '--runner',
    example.runner,
    '--out',
    out,
  ];
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`benchgate run failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  const read = (f) => JSON.parse(readFileSync(join(out, f), 'utf8'));
  const [baseResults, headResults, comparison] = ['base.json', 'head.json', 'comparison.json'].map(read);
  const base = runsOf(baseResults);
  const head = runsOf(headResults);
  const noise = rowNoise(baseResults, headResults, comparison);
  if (keepAs) {
    rmSync(keepAs, { recursive: true, force: true });
    // A copy: the temporary directory may be on another filesystem than DIR.
    cpSync(out, keepAs, { recursive: true });
  }
  rmSync(out, { recursive: true, force: true });
  const verdicts = {};
  for (const row of comparison.rows.filter((x) => x.primary))
    verdicts[row.verdict] = (verdicts[row.verdict] ?? 0) + 1;
  return {
    seconds,
    runs: base.runs + head.runs,
    mostRounds: Math.max(base.most, head.most),
    verdicts,
    noise,
    roundsSeconds: comparison.head.runCost?.seconds,
  };
}

if (values.keep) mkdirSync(values.keep, { recursive: true });
// With --quiet the probe comes first, and the load is read after it: the probe's runs are ours.
const quietProbe = values.quiet
  ? // The probe's own rounds and benchtime (probeNoise's defaults), as the probes before and after.
    await awaitQuiet({
      maxLoad: values['max-load'],
      waitMinutes: values['wait-minutes'],
      everyMinutes: values['every-minutes'],
    }).catch((error) => {
      if (!(error instanceof NoQuietPeriod)) throw error;
      console.error(`bench/verdict-cost.mjs: ${error.message}; no collection was taken`);
      process.exit(3);
    })
  : undefined;
const loadBefore = awaitIdle({ limit: values['max-load'] });
const probeBefore = quietProbe ?? (await probeNoise());
// After the wait: the commit and the time are the collection's.
const machine = describeMachine();
const beforeDir = checkoutBefore(values.before);
const versions = [
  { id: `before (${values.before})`, short: 'before', cli: join(beforeDir, 'dist', 'cli.js') },
  { id: `now (${machine.commit})`, short: 'now', cli: join(ROOT, 'dist', 'cli.js') },
];
const results = [];
try {
  for (const [i, name] of values.only.split(',').entries()) {
    const example = EXAMPLES[name];
    if (!example) throw new Error(`--only: no example ${name} (go, criterion, jmh)`);
    // The order alternates per example; both versions find the sides' builds warm (warmUp).
    warmUp(example);
    const order = i % 2 === 0 ? versions : [...versions].reverse();
    for (const v of order) {
      const load = os.loadavg()[0];
      console.error(`verdict-cost: ${name}, ${v.id}, load ${load.toFixed(2)}`);
      results.push({
        example: name,
        version: v.id,
        loadAtStart: Number(load.toFixed(2)),
        ...runOnce(v.cli, example, values.keep && join(values.keep, `${name}-${v.short}`)),
      });
    }
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', beforeDir], { cwd: ROOT, stdio: 'ignore' });
}
const probeAfter = await probeNoise({ build: false });

const rows = results.map((r) => [
  r.example,
  r.version,
  `${r.seconds.toFixed(0)} s`,
  r.roundsSeconds === undefined ? '–' : `${r.roundsSeconds.toFixed(0)} s`,
  String(r.runs),
  String(r.mostRounds),
  Object.entries(r.verdicts)
    .map(([k, n]) => `${n} ${k}`)
    .join(', '),
  String(r.loadAtStart),
  describeNoise(r.noise),
]);
const md = [
  `# What a user waits for (${machine.date.slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/verdict-cost.mjs --before ${values.before}\`. 1-minute load before: ${loadBefore}.`,
  '',
  `The machine's noise (the detection benchmarks' A/A probe): before, ${describeProbe(probeBefore)}; after, ${describeProbe(probeAfter)}.`,
  '',
  renderMachine(machine),
  '',
  table(
    [
      'example',
      'benchgate',
      'wall time',
      "of it the rounds (the report's run cost)",
      'benchmark runs',
      'most rounds',
      'verdicts (primary rows)',
      'load at start',
      "primary rows' per-round noise: median (bands)",
    ],
    rows,
  ),
  '',
].join('\n');
writeFileSync(outPath('verdict-cost.md'), md);
writeFileSync(
  outPath('verdict-cost.json'),
  JSON.stringify({ loadBefore, machine, probeBefore, probeAfter, results }, null, 2),
);
process.stdout.write(md);
