// The detection study: forms A/A and A/B comparisons from the collected
// runs and judges each one four ways: benchgate at its default policy,
// github-action-benchmark's rule at 200% and at 110%, and benchstat's
// significance alone.
//   node bench/run.mjs detection [--rounds 40] [--count 10] [--benchtime 8ms] [--gomaxprocs N] [--reuse]
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describeMachine } from '../lib/machine.mjs';
import { outPath } from '../lib/paths.mjs';
import { median } from '../lib/stats.mjs';
import { collectRuns } from './collect.mjs';
import { LOADED_PROTOCOLS, loadedProtocolComparisons } from './interleaved.mjs';
import { judgeComparisons } from './protocol.mjs';
import { renderDetection } from './report.mjs';
import { benchstatRegressions, gabAlert } from './rules.mjs';

export const METHODS = [
  { id: 'benchgate', label: 'benchgate, default policy (5%, alpha 0.05, FDR)' },
  { id: 'gab200', label: 'github-action-benchmark rule, 200% (its default)' },
  { id: 'gab110', label: 'github-action-benchmark rule, 110%' },
  { id: 'benchstat', label: 'benchstat, p < 0.05 alone (no threshold, no FDR)' },
];

/** The comparisons: A/A between the A runs of rounds 2k and 2k+1; A/B within each round. */
export function formPairs(manifest) {
  const fileOf = new Map(manifest.files.map((f) => [`${f.variant}:${f.round}`, f.file]));
  const pairs = [];
  for (let r = 0; r + 1 < manifest.rounds; r += 2) {
    pairs.push({
      kind: 'A/A',
      level: 'A',
      round: r,
      base: fileOf.get(`A:${r}`),
      head: fileOf.get(`A:${r + 1}`),
    });
  }
  for (const v of manifest.variants.filter((x) => x.factor > 1)) {
    for (let r = 0; r < manifest.rounds; r++) {
      pairs.push({
        kind: 'A/B',
        level: v.id,
        factor: v.factor,
        round: r,
        base: fileOf.get(`A:${r}`),
        head: fileOf.get(`${v.id}:${r}`),
      });
    }
  }
  return pairs;
}

/** Reads every run once; a run missing a benchmark or a sample is an error, not a quiet gap. */
async function readRuns(judge, manifest) {
  const runs = new Map();
  for (const f of manifest.files) {
    const r = await judge.readGoRun(f.file);
    for (const name of manifest.benchmarks.map((b) => `Benchmark${b}`)) {
      const n = r.samples[name]?.length ?? 0;
      if (n !== manifest.settings.count)
        throw new Error(`${f.file}: ${name} has ${n} ns/op samples, expected ${manifest.settings.count}`);
    }
    if (r.problems > 0) throw new Error(`${f.file}: ${r.problems} parse problems`);
    runs.set(f.file, r);
  }
  return runs;
}

/** One comparison judged every way: per benchmark, which methods flagged a regression. */
export function judgePair(judge, runs, pair) {
  const base = runs.get(pair.base);
  const head = runs.get(pair.head);
  return judgeSides(judge, base, head, benchstatRegressions(pair.base, pair.head));
}

/** Judges two sides; without benchstat's verdicts (in-memory sides) only benchgate and the one-value rule. */
function judgeSides(judge, base, head, benchstat) {
  const rows = new Map(
    judge
      .judgeDefault(base, head)
      .filter((r) => r.unit === 'ns/op')
      .map((r) => [r.name, r]),
  );
  const out = {};
  for (const name of Object.keys(base.samples)) {
    const row = rows.get(name);
    if (!row || (benchstat && !benchstat.has(name))) throw new Error(`no verdict for ${name}`);
    out[name] = {
      verdict: row.verdict,
      change: row.change,
      ratio: median(head.samples[name]) / median(base.samples[name]),
      flags: {
        benchgate: row.verdict === 'regression',
        gab200: gabAlert(base.samples[name], head.samples[name], 2.0),
        gab110: gabAlert(base.samples[name], head.samples[name], 1.1),
        benchstat: benchstat ? benchstat.get(name) : false,
      },
    };
  }
  return out;
}

/** Per benchmark and method: trials and flags, for null trials and for each slowdown level. */
export function tally(manifest, judged) {
  const slowed = new Set(manifest.slowed.map((b) => `Benchmark${b}`));
  const cells = {};
  const cell = (key, name) =>
    ((cells[key] ??= {})[name] ??= {
      n: 0,
      verdicts: {},
      ratios: [],
      ...Object.fromEntries(METHODS.map((m) => [m.id, 0])),
    });
  for (const { pair, result } of judged) {
    for (const [name, j] of Object.entries(result)) {
      const changed = pair.kind === 'A/B' && slowed.has(name);
      const key = changed ? pair.level : pair.kind === 'A/A' ? 'AA' : 'null-in-AB';
      const c = cell(key, name);
      c.n++;
      c.verdicts[j.verdict] = (c.verdicts[j.verdict] ?? 0) + 1;
      c.ratios.push(j.ratio);
      for (const m of METHODS) if (j.flags[m.id]) c[m.id]++;
    }
  }
  return cells;
}

/**
 * The noise of each benchmark in the A runs: its typical ns/op, the spread
 * within a run (interquartile range of the samples over their median) and
 * the drift between runs (median absolute deviation of the runs' medians
 * over their median). Drift between runs is what a within-run test cannot
 * see, and what makes A/A comparisons disagree.
 */
export function describeNoise(manifest, runs) {
  const aRuns = manifest.files.filter((f) => f.variant === 'A').map((f) => runs.get(f.file));
  const quantile = (xs, q) => {
    const s = [...xs].sort((a, b) => a - b);
    const at = (s.length - 1) * q;
    return s[Math.floor(at)] + (s[Math.ceil(at)] - s[Math.floor(at)]) * (at - Math.floor(at));
  };
  const noise = {};
  for (const b of manifest.benchmarks) {
    const name = `Benchmark${b}`;
    const medians = aRuns.map((r) => median(r.samples[name]));
    const center = median(medians);
    noise[name] = {
      ns: center,
      withinRun: median(
        aRuns.map(
          (r) =>
            (quantile(r.samples[name], 0.75) - quantile(r.samples[name], 0.25)) / median(r.samples[name]),
        ),
      ),
      betweenRuns: median(medians.map((m) => Math.abs(m - center))) / center,
      // The tail MAD hides: how often a whole run's median is off by more than the threshold.
      runsOff5: medians.filter((m) => Math.abs(m / center - 1) > 0.05).length / medians.length,
    };
  }
  return noise;
}

export async function runDetection({
  rounds,
  count,
  benchtime,
  gomaxprocs,
  reuse,
  bundleJudge,
  log = console.error,
}) {
  if (rounds < 2) throw new Error('--rounds must be at least 2 for an A/A pair');
  const manifest = collectRuns({ rounds, count, benchtime, gomaxprocs, reuse, log });
  // Bundled after the runs are collected (or found): the judge is today's engine.
  const judge = await import(pathToFileURL(await bundleJudge()).href);
  log(`detection: judging ${manifest.files.length} runs`);
  const runs = await readRuns(judge, manifest);
  const judged = formPairs(manifest).map((pair) => ({ pair, result: judgePair(judge, runs, pair) }));
  // The same runs cut into `benchgate run`'s default protocol, confirmation included.
  const protocols = LOADED_PROTOCOLS.map((p) =>
    judgeComparisons(judge, manifest, loadedProtocolComparisons(manifest, runs, p), p),
  );
  const report = {
    judgedAt: describeMachine(),
    manifest,
    policy: judge.defaultPolicy,
    methods: METHODS,
    cells: tally(manifest, judged),
    noise: describeNoise(manifest, runs),
    protocols: protocols.map(({ raw: _raw, ...p }) => p),
    pairs: judged.map(({ pair }) => pair),
  };
  const stem = gomaxprocs ? `detection-gomaxprocs${gomaxprocs}` : 'detection';
  writeFileSync(
    outPath(`${stem}.json`),
    JSON.stringify(
      { ...report, judged, protocolsRaw: protocols.map((p) => ({ id: p.protocol.id, raw: p.raw })) },
      null,
      2,
    ),
  );
  writeFileSync(outPath(`${stem}.md`), renderDetection(report));
  log(`detection: wrote ${outPath(`${stem}.md`)} and ${stem}.json`);
  return report;
}
