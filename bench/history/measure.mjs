// Change points on main (issue 14 item 7), measured in one run:
//  - alert groups and detection as the bot meets them (streaming.mjs: the
//    store analysed again after every commit, one group per change-point
//    commit), on synthetic stores shaped like real benchmark histories
//    (noise level log-uniform 0.5-4%, Student-t tails with 3 degrees of
//    freedom, 0.5% outliers 2-3x slower): 60 series of 250 commits, four
//    regressions of 3, 5, 10 and 25% from commit 100 on, 20-30 commits
//    apart, each hitting 1-8 series; and long flat (A/A) stores;
//  - the same stores, at the same looks, judged by the t-test rule people
//    use (streaming.mjs tTestAlert), as ratios in the same run;
//  - detection time for 10,000 series of 1,000 commits, and append time into
//    a store at its 10th commit and at its 10,000th, in turn (medians; one
//    commit an hour, so the large history spans 14 months of month files).
//
//   node bench/history/measure.mjs [--stores 20] [--seed 1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleEntry } from '../lib/bundle.mjs';
import { median, formatRate, mulberry32 } from '../lib/stats.mjs';
import { keyOf, streamHistories } from './streaming.mjs';
import { seriesMaker } from './synthetic.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  stores: { type: 'integer', default: 20 },
  seed: { type: 'integer', default: 1 },
});
const STORES = values.stores;
const entry = await bundleEntry('bench/history/entry.ts', 'history-entry');
const { detectChanges, appendToStore, createResults, assignGroups, commitOrder } = await import(entry);
const bot = { detectChanges, assignGroups, commitOrder };

const random = mulberry32(values.seed);
const makeSeries = seriesMaker(random);

const SIZES = [0.03, 0.05, 0.1, 0.25];

/** A store of `count` series of `length` commits, four regressions (one of each size) hitting 1-8 series each. */
function syntheticStore(count, length, withSteps) {
  const series = Array.from({ length: count }, (_, i) => makeSeries(length, 1e9, 0, i));
  const steps = new Map();
  if (withSteps) {
    const free = series.map((s) => s.name).sort(() => random() - 0.5);
    const sizes = [...SIZES].sort(() => random() - 0.5);
    let at = 100 + Math.floor(random() * 10);
    for (const size of sizes) {
      for (const name of free.splice(0, 1 + Math.floor(random() * 8))) {
        const s = series.find((x) => x.name === name);
        for (const p of s.points.slice(at)) p.center *= 1 + size;
        steps.set(keyOf(s), { at, size });
      }
      at += 20 + Math.floor(random() * 10);
    }
  }
  return { series, steps };
}

let t0 = performance.now();
const stepped = streamHistories(
  Array.from({ length: STORES }, () => syntheticStore(60, 250, true)),
  bot,
);
const flatStores = Math.max(1, Math.round(STORES / 4));
const flat = streamHistories(
  Array.from({ length: flatStores }, () => syntheticStore(60, 300, false)),
  bot,
);
const streamSeconds = (performance.now() - t0) / 1000;

// Speed: 10,000 series × 1,000 commits.
const big = Array.from({ length: 10000 }, (_, i) => makeSeries(1000, i % 10 === 0 ? 500 : 1e9, 0.1, i));
t0 = performance.now();
const bigFound = detectChanges(big);
const detectSeconds = (performance.now() - t0) / 1000;

// Append cost into a store at its 10th commit and at its 10,000th, of a
// 100-benchmark suite: the large store is filled first (untimed), then the
// two are appended to in turn, so both medians see the machine alike.
const APPENDS = 10000;
const TIMED = 20;
const results = createResults({
  benchmarks: Array.from({ length: 100 }, (_, i) => ({
    suite: `pkg${i % 10}`,
    name: `BenchmarkX${i}`,
    params: {},
    metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [1, 2, 3, 4, 5] }],
  })),
});
const small = mkdtempSync(join(tmpdir(), 'benchgate-history-bench-'));
const large = mkdtempSync(join(tmpdir(), 'benchgate-history-bench-'));
const append = (store, c) => {
  const start = performance.now();
  appendToStore(store, {
    // A commit id as the store takes one: 7 to 64 hex digits.
    commit: c.toString(16).padStart(7, '0'),
    time: new Date(Date.UTC(2026, 0, 1) + c * 3600e3).toISOString(),
    results,
  });
  return performance.now() - start;
};
for (let c = 0; c < APPENDS - TIMED; c++) append(large, c);
for (let c = 0; c < 10 - 1; c++) append(small, c);
const appendTimes = { early: [], late: [] };
for (let i = 0; i < TIMED; i++) {
  appendTimes.early.push(append(small, 10 - 1 + i));
  appendTimes.late.push(append(large, APPENDS - TIMED + i));
}
rmSync(small, { recursive: true, force: true });
rmSync(large, { recursive: true, force: true });

const rate = (k, n) => formatRate(k, n);
const rulesRow = (label, f) => `| ${label} | ${f(stepped.benchgate)} | ${f(stepped.ttest)} |`;
const lines = [
  `# Change points on main (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/history/measure.mjs --stores ${STORES} --seed ${values.seed}\`.`,
  '',
  `${STORES} synthetic stores of 60 series × 250 commits, each with four regressions (3, 5, 10, 25%) hitting 1-8 series; every store analysed after every commit from the 25th (${streamSeconds.toFixed(0)} s in all, with the flat stores below).`,
  '',
  '| | benchgate (Pettitt + newest-run test, FDR 1%, floor 5%) | t-test rule (last 5 vs 20 before, p < 0.05, > 5%) |',
  '|---|---|---|',
  rulesRow('alert groups (one issue each)', (r) => String(r.groups)),
  rulesRow('false alert groups', (r) => rate(r.falseGroups, r.groups)),
  rulesRow('of them, a real step of its series 4–10 commits away', (r) => `${r.misplaced}/${r.falseGroups}`),
  rulesRow('commits an issue names, median (max)', (r) =>
    r.widths.length ? `${median(r.widths)} (${Math.max(...r.widths)})` : '1 (1)',
  ),
  ...SIZES.flatMap((size) =>
    [3, 10, Infinity].map((k) =>
      rulesRow(`+${size * 100}% steps found ${k === Infinity ? 'by the end' : `within ${k} commits`}`, (r) =>
        rate(r.found[`${size}:${k}`] ?? 0, r.steps[String(size)] ?? 0),
      ),
    ),
  ),
  '',
  `A/A: ${flatStores} flat stores of 60 series × 300 commits, analysed after every commit: benchgate opened ${flat.benchgate.groups} alert groups, the t-test rule ${flat.ttest.groups}.`,
  `Detection over 10,000 series × 1,000 commits: ${detectSeconds.toFixed(1)} s (${bigFound.length} change points).`,
  `Append of a 100-benchmark commit: median ${median(appendTimes.early).toFixed(2)} ms at commits 10-${10 + TIMED - 1}, ${median(appendTimes.late).toFixed(2)} ms at commits ${APPENDS - TIMED + 1}-${APPENDS}, appended in turn (ratio ${(median(appendTimes.late) / median(appendTimes.early)).toFixed(2)}).`,
];
process.stdout.write(lines.join('\n') + '\n');
