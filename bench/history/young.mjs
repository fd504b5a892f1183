// Steps found from the first commits (issue 30 item 1), measured as the bot
// meets them (streaming.mjs: the store analysed again after every commit,
// regression change points grouped into one issue each), on synthetic stores
// whose points carry their rounds (synthetic.mjs roundsSeriesMaker: 10
// rounds a commit, t3 noise of 0.5–4%, 0.5% outlier commits):
//  - young stores: 60 series × 30 commits, analysed from their 2nd commit,
//    two regressions of 10% and 25% at commits 2–20 (the first at 2–11, the
//    second 8–9 commits later), each hitting 1–8 series;
//  - long stores: 60 series × 120 commits, regressions of 10% and 25% early
//    (commits 2–20) and two more late (commits 40–110);
//  - flat stores of each length;
// each in two drift regimes: commits that move by up to their rounds' own
// error (0–1x, drawn per store), and machines that drift 2–4x past it.
//
//   node bench/history/young.mjs [--stores 20] [--seed 1]
import { bundleEntry } from '../lib/bundle.mjs';
import { formatRate, mulberry32 } from '../lib/stats.mjs';
import { keyOf, streamHistories } from './streaming.mjs';
import { roundsSeriesMaker } from './synthetic.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  stores: { type: 'integer', default: 20 },
  seed: { type: 'integer', default: 1 },
});
const STORES = values.stores;
const entry = await bundleEntry('bench/history/entry.ts', 'history-entry');
const { detectChanges, assignGroups, commitOrder, summarizeMedian } = await import(entry);
const bot = { detectChanges, assignGroups, commitOrder };
const random = mulberry32(values.seed);
const makeSeries = roundsSeriesMaker(random, summarizeMedian);
const SIZES = [0.1, 0.25];
const REGIMES = { rounds: [0, 1], drifting: [2, 4] };

/** Commit number n (1-based, as the issue counts them) is index n - 1. */
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

/** Where a store's regressions go: [{ at (index), size }], at least 8 commits apart. */
function stepPlan(length) {
  const first = between(2, 11) - 1;
  const plan = [
    { at: first, size: 0 },
    { at: first + between(8, 9), size: 0 },
  ];
  if (length > 30) plan.push({ at: between(40, 70) - 1 }, { at: between(80, 110) - 1 });
  const sizes = plan.map((_, i) => SIZES[(i + Math.floor(random() * 2)) % 2]);
  return plan.map((p, i) => ({ at: p.at, size: sizes[i] }));
}

function store(length, regime, withSteps) {
  const [lo, hi] = REGIMES[regime];
  const drift = lo + random() * (hi - lo);
  const plan = withSteps ? stepPlan(length) : [];
  const free = Array.from({ length: 60 }, (_, i) => i).sort(() => random() - 0.5);
  const owners = plan.map(() => free.splice(0, 1 + Math.floor(random() * 8)));
  const steps = new Map();
  const series = Array.from({ length: 60 }, (_, i) => {
    const mine = plan.filter((_, j) => owners[j].includes(i));
    const s = makeSeries(length, mine, drift, i);
    for (const step of mine)
      steps.set(keyOf(s), { at: step.at, size: step.size, band: step.at < 20 ? 'early' : 'late' });
    return s;
  });
  return { series, steps };
}

const lines = [
  `# Steps from the first commits (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/history/young.mjs --stores ${STORES} --seed ${values.seed}\`.`,
  '',
  '| stores | drift | ≥ 10% steps found within 3 commits (early / late) | by the end | false alert groups | flat stores: alert groups |',
  '|---|---|---|---|---|---|',
];
for (const [label, length] of [
  ['young (60 × 30)', 30],
  ['long (60 × 120)', 120],
]) {
  for (const regime of Object.keys(REGIMES)) {
    const t0 = Date.now();
    const stepped = streamHistories(
      Array.from({ length: STORES }, () => store(length, regime, true)),
      bot,
      { from: 2 },
    ).benchgate;
    const flat = streamHistories(
      Array.from({ length: Math.max(1, Math.round(STORES / 4)) }, () => store(length, regime, false)),
      bot,
      { from: 2 },
    ).benchgate;
    const sum = (band, k) => SIZES.reduce((n, size) => n + (stepped.found[`${size}|${band}:${k}`] ?? 0), 0);
    const count = (band) => SIZES.reduce((n, size) => n + (stepped.steps[`${size}|${band}`] ?? 0), 0);
    const all = (k) => SIZES.reduce((n, size) => n + (stepped.found[`${size}:${k}`] ?? 0), 0);
    const steps = SIZES.reduce((n, size) => n + (stepped.steps[String(size)] ?? 0), 0);
    const late =
      count('late') > 0
        ? ` (${formatRate(sum('early', 3), count('early'))} / ${formatRate(sum('late', 3), count('late'))})`
        : '';
    lines.push(
      `| ${label} | ${regime === 'rounds' ? '0–1×' : '2–4×'} the rounds' error | ${formatRate(all(3), steps)}${late} | ${formatRate(all(Infinity), steps)} | ${formatRate(stepped.falseGroups, stepped.groups)} (${stepped.misplaced} a step placed 4–10 commits off) | ${flat.groups} in ${Math.max(1, Math.round(STORES / 4))} |`,
    );
    process.stderr.write(`${label} ${regime}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  }
}
process.stdout.write(lines.join('\n') + '\n');
