// Change points on main (issue 14 item 7), measured in one run:
//  - detection on synthetic series shaped like real benchmark histories
//    (noise level log-uniform 0.5-4%, Student-t tails with 3 degrees of
//    freedom, 0.5% outliers 2-3x slower), a step of 3, 5, 10 or 25% at a
//    random commit, judged with 3, 10 and 20 commits measured after the step;
//  - false alerts on flat (A/A) histories;
//  - the same series judged by the t-test rule people use (Welch's t of the
//    last 5 points against the 20 before, p < 0.05 and a 5% change, at every
//    commit), as ratios in the same run;
//  - detection time for 10,000 series of 1,000 commits, and append time into
//    a store of 10 and of 1,000 commits (medians).
//
//   node bench/history/measure.mjs [--series 400] [--seed 1]
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { outPath, ROOT } from '../lib/paths.mjs';
import { median, formatRate } from '../lib/stats.mjs';

const { values } = parseArgs({
  options: { series: { type: 'string', default: '400' }, seed: { type: 'string', default: '1' } },
});
const N = Number(values.series);
const entry = outPath('history-entry.mjs');
await build({
  entryPoints: [join(ROOT, 'bench/history/entry.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: entry,
  logLevel: 'warning',
});
const { detectChanges, appendToStore, createResults } = await import(entry);

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(Number(values.seed));
const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
/** Student t with 3 degrees of freedom. */
const t3 = () => normal() / Math.sqrt((normal() ** 2 + normal() ** 2 + normal() ** 2) / 3);

function makeSeries(length, stepAt, step, id) {
  const noise = Math.exp(Math.log(0.005) + random() * Math.log(8));
  const points = [];
  for (let i = 0; i < length; i++) {
    const level = i >= stepAt ? 1 + step : 1;
    const outlier = random() < 0.005 ? 2 + random() : 1;
    points.push({
      commit: `c${i}`,
      time: '2026-11-01T00:00:00Z',
      center: 100 * level * (1 + noise * t3() * 0.5) * outlier,
      n: 10,
      env: 'e',
    });
  }
  return {
    suite: '',
    name: `B${id}`,
    params: {},
    unit: 'ns/op',
    direction: 'smaller',
    family: `B${id}`,
    points,
  };
}

/** The t-test rule at every commit: the first commit where it alerts, or -1. */
function tTestFirstAlert(points) {
  const v = points.map((p) => p.center);
  for (let t = 25; t <= v.length; t++) {
    const a = v.slice(t - 25, t - 5);
    const b = v.slice(t - 5, t);
    const mean = (x) => x.reduce((s, y) => s + y, 0) / x.length;
    const vr = (x, m) => x.reduce((s, y) => s + (y - m) ** 2, 0) / (x.length - 1);
    const [ma, mb] = [mean(a), mean(b)];
    const se = Math.sqrt(vr(a, ma) / a.length + vr(b, mb) / b.length);
    const z = (mb - ma) / se;
    // p < 0.05 two-sided, normal approximation of t (df ~ 5: a slight understatement).
    if (Math.abs(z) > 2.57 && Math.abs(mb / ma - 1) > 0.05) return t - 5;
  }
  return -1;
}

const steps = [0.03, 0.05, 0.1, 0.25];
const after = [3, 10, 20];
const rows = [];
for (const step of steps) {
  for (const k of after) {
    const series = [];
    const at = [];
    for (let i = 0; i < N; i++) {
      const stepAt = 40 + Math.floor(random() * 40);
      at.push(stepAt);
      series.push(makeSeries(stepAt + k, stepAt, step, i));
    }
    const found = detectChanges(series).filter((c) => c.kind === 'regression');
    const byName = new Map();
    for (const c of found) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
    let hit = 0;
    let hitT = 0;
    let extra = 0;
    series.forEach((s, i) => {
      // Found: a change point of the series within 3 commits of the step; any other is a false alert.
      const near = (byName.get(s.name) ?? []).filter((c) => Math.abs(Number(c.commit.slice(1)) - at[i]) <= 3);
      if (near.length > 0) hit++;
      extra += (byName.get(s.name) ?? []).length - Math.min(near.length, 1);
      const ta = tTestFirstAlert(s.points);
      if (ta >= 0 && Math.abs(ta - at[i]) <= 3) hitT++;
    });
    rows.push({ step, k, pettitt: formatRate(hit, N), ttest: formatRate(hitT, N), extra });
  }
}

// A/A: long flat histories.
const flat = Array.from({ length: N }, (_, i) => makeSeries(200, 1e9, 0, i));
const falsePettitt = detectChanges(flat).filter((c) => c.kind !== 'environment').length;
const falseT = flat.filter((s) => tTestFirstAlert(s.points) >= 0).length;

// Speed: 10,000 series × 1,000 commits.
const big = Array.from({ length: 10000 }, (_, i) => makeSeries(1000, i % 10 === 0 ? 500 : 1e9, 0.1, i));
let t0 = performance.now();
const bigFound = detectChanges(big);
const detectSeconds = (performance.now() - t0) / 1000;

// Append cost at 10 and at 1,000 commits of a 100-benchmark suite.
const store = mkdtempSync(join(tmpdir(), 'benchgate-history-bench-'));
const results = createResults({
  benchmarks: Array.from({ length: 100 }, (_, i) => ({
    suite: `pkg${i % 10}`,
    name: `BenchmarkX${i}`,
    params: {},
    metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [1, 2, 3, 4, 5] }],
  })),
});
const appendTimes = {};
for (let c = 0; c < 1000; c++) {
  const start = performance.now();
  appendToStore(store, {
    commit: `c${c}`,
    time: new Date(Date.UTC(2026, 0, 1) + c * 3600e3).toISOString(),
    results,
  });
  const ms = performance.now() - start;
  if (c < 20) (appendTimes.early ??= []).push(ms);
  if (c >= 980) (appendTimes.late ??= []).push(ms);
}
rmSync(store, { recursive: true, force: true });

const lines = [
  `# Change points on main (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/history/measure.mjs --series ${N} --seed ${values.seed}\`.`,
  '',
  '| step | commits measured after it | found within 3 commits: Pettitt + FDR (benchgate) | other alerts on those series | t-test rule |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| +${r.step * 100}% | ${r.k} | ${r.pettitt} | ${r.extra} | ${r.ttest} |`),
  '',
  `A/A: ${N} flat histories of 200 commits: benchgate raised ${falsePettitt} alerts, the t-test rule alerted on ${falseT} of ${N} series (${((100 * falseT) / N).toFixed(1)}%).`,
  `Detection over 10,000 series × 1,000 commits: ${detectSeconds.toFixed(1)} s (${bigFound.length} change points).`,
  `Append of a 100-benchmark commit: median ${median(appendTimes.early).toFixed(2)} ms at commits 1-20, ${median(appendTimes.late).toFixed(2)} ms at commits 981-1000 (ratio ${(median(appendTimes.late) / median(appendTimes.early)).toFixed(2)}).`,
];
process.stdout.write(lines.join('\n') + '\n');
