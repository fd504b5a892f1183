// The detection study's report (study-sequential.mjs): the fixed design
// against the sequential one per arm and per noise band, the slowed
// benchmarks one by one, and what the yardsticks (yardsticks.mjs) allow on
// the same rows, as Markdown.
import { describeMachine, describeStolen } from '../lib/machine.mjs';
import { bandCounts, median, NOISE_BANDS, noiseBandOf, wilson } from '../lib/stats.mjs';
import { describeStart } from './noise-probe.mjs';
import { CALLED_UNCHANGED, IDEAL, THRESHOLD } from './yardsticks.mjs';

const pct = (k, n) => {
  if (n === 0) return '–';
  const { low, high } = wilson(k, n);
  return `${((100 * k) / n).toFixed(1)}% (${k}/${n}; ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)})`;
};

const share = (c, what) => (c && c.n ? `${((100 * c[what]) / c.n).toFixed(0)}%` : '–');
const perRow = (c) => (c && c.n ? (c.executions / c.n).toFixed(0) : '–');
const sum = (t) => Object.values(t).reduce((a, c) => a + c.executions, 0);
/**
 * The band's rows' mean share of A/A rounds beyond 3 spreads, and the mean
 * chance that a window's first 3 rounds hold one at each row's share; '–'
 * for a collection judged before the study recorded it.
 */
function spikesOf(r, band) {
  const shares = Object.entries(r.spikes ?? {})
    .filter(([name, p]) => noiseBandOf(r.noise[name]) === band && Number.isFinite(p))
    .map(([, p]) => p);
  if (shares.length === 0) return '–';
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const inThree = mean(shares.map((p) => 1 - (1 - p) ** 3));
  return `${(100 * mean(shares)).toFixed(0)}% · ${(100 * inThree).toFixed(0)}%`;
}

/**
 * The band's windows decided by the round issue 28's targets allow
 * (bench/lib/first-looks.ts, pooled by the study): A/A shown unchanged and
 * +10% flagged, each as the round, then judged → at most (any spending of
 * the same alpha); '–' where the targets ask nothing or for a collection
 * judged before the study recorded it. A median within the target needs
 * more than half of them.
 */
function firstLooksOfBand(r, band) {
  const pooled = r.firstLooks?.[band];
  if (!pooled) return '–';
  const cell = (t) => {
    if (!t || t.windows === 0) return '–';
    const p = (k) => `${((100 * k) / t.windows).toFixed(0)}%`;
    return `by ${t.by}: ${p(t.judged)} → ${p(t.atMost)}`;
  };
  return `${cell(pooled.aa)} · ${cell(pooled.slowed)}`;
}

/**
 * Where the sequential design's false alarms were, by benchmark and its
 * per-round noise: the windows share their rounds, so a stretch of rounds
 * that reads one side slower counts in every window that holds it; and, where
 * the study recorded them, the row's slow runs by variant (every head is
 * judged against the same A runs). Empty for none, or for a collection judged
 * before the study recorded them.
 */
export function falseAlarmsOf(r) {
  const by = Object.entries(r.sequential.falseAlarms ?? {}).sort((a, b) => b[1] - a[1]);
  if (by.length === 0) return '';
  const named = by.map(([name, k]) => {
    const slow = r.slowRuns?.[name];
    const counts = slow
      ? `; runs > 3 spreads slow: ${Object.entries(slow)
          .map(([variant, [n, of]]) => `${variant} ${n}/${of}`)
          .join(', ')}`
      : '';
    return `${name.replace(/^Benchmark/, '')} ${k} (${(100 * r.noise[name]).toFixed(1)}% noise${counts})`;
  });
  return ` False alarms (sequential) by benchmark: ${named.join(', ')}.`;
}

const pctOf = (x) => (x === undefined ? '–' : `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}%`);

/**
 * The report of one study: `results` per arm (study-sequential.mjs), the
 * arms' manifests, and the settings it was judged with (its options, and
 * windows, seqMax, perRound, seqPerRound).
 */
export function renderSequentialStudy({ results, manifests, arms, settings }) {
  const lines = [
    `# Detection study: sequential rounds against the fixed 20+3 (${new Date().toISOString().slice(0, 16)} UTC)`,
    '',
    `Reproduce: \`node bench/detection/study-sequential.mjs --rounds ${manifests.quiet.rounds}${settings.benchtime === '8ms' ? '' : ` --benchtime ${settings.benchtime}`}\` (\`--reuse\` judges the runs in bench/out/detection/ again).`,
    `${manifests.quiet.rounds} interleaved rounds per arm, ${settings.windows} windows of rounds drawn from them (seed ${settings.seed}): the fixed design judges 20+3 rounds at -count ${settings.perRound} per side per round, the sequential one up to ${settings.seqMax}+3 rounds keeping ${settings.seqPerRound} sample(s) per side per round${settings['round-value'] === 'smallest' ? ' and judging the smallest' : ''}; 20 benchmarks, 10 slowed in each B variant. Machine: ${describeMachine().cpu}, ${describeMachine().nproc} cores.`,
    '',
    `| arm | outcome (ns/op rows) | fixed 20+3, pooled | sequential 5–${settings.seqMax} + 3, paired |`,
    '|---|---|---|---|',
  ];
  for (const arm of arms) {
    const r = results[arm.id];
    const row = (label, f) => lines.push(`| ${arm.id} | ${label} | ${f(r.fixed)} | ${f(r.sequential)} |`);
    const cell = (key, what) => (t) => pct(t.cells[key]?.[what] ?? 0, t.cells[key]?.n ?? 0);
    row('A/A false alarms', cell('AA', 'regression'));
    row('false alarms, unchanged benchmarks in A/B', cell('null-in-AB', 'regression'));
    row('+3% detected', cell('B3', 'regression'));
    row('+5% detected', cell('B5', 'regression'));
    row('+10% detected', cell('B10', 'regression'));
    row('A/A called unchanged', cell('AA', 'unchanged'));
    row('executions per benchmark, median', (t) => String(t.executionsMedian));
    row('executions per benchmark, mean: A/A · unchanged in A/B · +3% · +5% · +10%', (t) =>
      ['AA', 'null-in-AB', 'B3', 'B5', 'B10']
        .map((k) => (t.cells[k] ? (t.cells[k].executions / t.cells[k].n).toFixed(1) : '–'))
        .join(' · '),
    );
    row('executions in total', (t) => String(t.executionsTotal));
    lines.push(
      `| ${arm.id} | total executions, fixed / sequential | | **${(r.fixed.executionsTotal / r.sequential.executionsTotal).toFixed(2)}×** fewer |`,
    );
  }
  lines.push('');
  for (const arm of arms) {
    const r = results[arm.id];
    lines.push(
      `- ${arm.id} (${arms.find((a) => a.id === arm.id).label}): collected from ${r.started}, ${r.windows} windows, median 1-minute load ${r.load}` +
        (r.loadBefore !== undefined ? ` (${r.loadBefore} before the collection)` : '') +
        (arm.neighbour ? `, the neighbour busy during ${(100 * r.busyShare).toFixed(0)}% of the runs` : '') +
        (r.stolenPerSecond !== undefined ? `, ${describeStolen(r.stolenPerSecond)}` : '') +
        '.' +
        (r.probe ? ` ${describeStart(r.probe)}` : '') +
        falseAlarmsOf(r),
    );
  }
  lines.push(
    '',
    "By per-round noise (1.4826 × the median absolute deviation of ln(A2/A), one sample a side, over every collected round): benchmarks in the band, the share of their A/A rounds farther than 3 of those spreads from the median (0.27% for normal noise) and how often, at that share, a window's first 3 rounds (drawn at random) hold one; what the first looks can decide by the round the targets allow, over every window of consecutive rounds (A/A shown unchanged · +10% flagged: by round 3 · 4 on rows ≤ 3%, the 6 · 8 executions asked; on rows of 3–10% the +10% rows by the round of 1.5 times the band's SPRT yardstick; by the judged design (the row judge at each look, with the window's prior from the rounds it did not see or the other arm's where the study is given --prior: its shaped, pooled and drop-slowest looks included) → at most with Student's interval, the best one split of the whole alpha over looks 2 up to that round with the early branch's interval, which the shaped, pooled and drop-slowest looks can pass, the rank test left none, or past three looks each look at the whole alpha: a median within the target needs more than half); then fixed → sequential.",
    '',
    '| arm | per-round noise | benchmarks | rounds beyond 3 spreads · first 3 hold one | first looks: A/A · +10% by the round the targets allow | A/A called unchanged | +5% detected | +10% detected | A/A executions per benchmark, mean | A/A · +10% executions, median (sequential) | executions, fixed / sequential |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const arm of arms) {
    const r = results[arm.id];
    const counts = bandCounts(Object.values(r.noise));
    for (const { id } of NOISE_BANDS) {
      const f = r.fixed.bands[id];
      const q = r.sequential.bands[id];
      if (!f) continue;
      const count = counts[id];
      lines.push(
        `| ${arm.id} | ${id} | ${count} | ${spikesOf(r, id)} | ${firstLooksOfBand(r, id)} | ${share(f.AA, 'unchanged')} → ${share(q.AA, 'unchanged')} | ${share(f.B5, 'regression')} → ${share(q.B5, 'regression')} | ${share(f.B10, 'regression')} → ${share(q.B10, 'regression')} | ${perRow(f.AA)} → ${perRow(q.AA)} | ${q.AA ? median(q.AA.perRow) : '–'} · ${q.B10 ? median(q.B10.perRow) : '–'} | ${(sum(f) / sum(q)).toFixed(2)}× |`,
      );
    }
  }
  lines.push(
    '',
    `The slowed benchmarks one by one (sequential): the slowdown each really shows, the median over all ${manifests.quiet.rounds} collected rounds of ln(B/A) (first sample a side; its own error is about 1.25 × noise / √${manifests.quiet.rounds}), and how often its +5% row was caught and called unchanged. A row measured below +5% is within the threshold, where "unchanged" is a right answer.`,
    '',
    '| arm | benchmark | per-round noise | measured: +3% · +5% · +10% | +5% caught · called unchanged | +10% caught |',
    '|---|---|---|---|---|---|',
  );
  for (const arm of arms) {
    const r = results[arm.id];
    const b5 = r.sequential.perBenchmark.B5 ?? {};
    const b10 = r.sequential.perBenchmark.B10 ?? {};
    for (const [name, effect] of Object.entries(r.effects)) {
      const five = b5[name];
      const ten = b10[name];
      lines.push(
        `| ${arm.id} | ${name.replace(/^Benchmark/, '')} | ${(100 * r.noise[name]).toFixed(1)}% | ${['B3', 'B5', 'B10'].map((v) => pctOf(effect[v])).join(' · ')} | ${five ? `${five.regression}/${five.n} · ${five.unchanged}` : '–'} | ${ten ? `${ten.regression}/${ten.n}` : '–'} |`,
      );
    }
  }
  lines.push('');
  for (const arm of arms) {
    const r = results[arm.id];
    const quiet = Object.entries(r.sequential.perBenchmark.B5 ?? {}).filter(
      ([name]) => r.noise[name] <= 0.03,
    );
    const count = (rows) => rows.reduce((a, [, c]) => [a[0] + c.regression, a[1] + c.n], [0, 0]);
    const [caught, n] = count(quiet);
    const [caughtAtLeast, nAtLeast] = count(quiet.filter(([name]) => r.effects[name].B5 >= 0.05));
    lines.push(
      `- ${arm.id}: +5% rows of ≤ 3% noise caught ${pct(caught, n)}; those measured at +5% or more, ${pct(caughtAtLeast, nAtLeast)}.`,
    );
  }
  lines.push(
    '',
    `What any test would need on these rows (bench/lib/ideal-test.ts): Wald's sequential probability ratio test of no change against +10% at the goals' error rates (${100 * IDEAL.alpha}% false alarms, ${100 * IDEAL.power}% of 10% slowdowns caught), each row normal with its per-round noise and that noise known; no test meets those rates in fewer rounds on average. Executions are 2 per round (one a side), against the fixed design's 80 per row.`,
    '',
    `The third column asks more, as benchgate's verdict does: that an unchanged row is also called unchanged, its interval inside ±${100 * THRESHOLD}% at the equivalence test's 5% error, in ${Object.entries(
      CALLED_UNCHANGED,
    )
      .map(([band, called]) => `${100 * called}% of the rows ${band}`)
      .join(
        ' and ',
      )} (the goals of issue 28); no test that knows the noise does it in fewer rounds on average (Wald's inequality, bench/lib/ideal-test.ts equivalenceLeastRounds).`,
    '',
    "The last two columns are for a test that is not told the noise and must read it off the row's own rounds, its errors holding whatever the noise, as benchgate's do (bench/lib/ideal-test.ts unknownNoiseLeastRounds, from the linear programs of bench/sequential/unknown-noise-bound.py): it cannot flag a row at its first round, whatever the change, and calls fewer rows unchanged in the first rounds.",
    '',
    '| arm | per-round noise | benchmarks | fewest executions, unchanged row (median) | also called unchanged (median) | fewest executions, +10% row (median) | not told the noise: unchanged row, called as asked (median) | not told the noise: +10% row (median) |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const arm of arms) {
    const { ideal } = results[arm.id];
    for (const { id } of NOISE_BANDS) {
      const band = ideal.bands[id];
      if (band)
        lines.push(
          `| ${arm.id} | ${id} | ${band.benchmarks} | ${band.unchanged.toFixed(0)} | ${band.asked.toFixed(0)} | ${band.slowed.toFixed(0)} | ${band.unknownUnchanged.toFixed(0)} | ${band.unknownSlowed.toFixed(0)} |`,
        );
    }
  }
  lines.push('');
  for (const arm of arms) {
    const { ideal, fixed } = results[arm.id];
    const ratio = ideal.total / fixed.executionsTotal;
    lines.push(
      `- ${arm.id}: over this study's rows (A/A, and the unchanged and slowed rows of the A/B runs; for the +3% and +5% rows the test's expected rounds are an estimate, not a bound) such a test spends ${ideal.perRow.toFixed(1)} executions per row on average, ${ratio.toFixed(2)}× the fixed design's. ${ratio >= 1 ? 'No design catches 95% of the 10% slowdowns on every row at 0.1% false alarms here with fewer executions than the fixed design' : `A design meeting the goals on every row could spend at most ${(1 / ratio).toFixed(2)}× fewer executions than the fixed design here`}; one that also calls the unchanged rows unchanged as the goals ask, ${ideal.askedPerRow.toFixed(1)} executions per row: at most ${(fixed.executionsTotal / ideal.askedTotal).toFixed(2)}× fewer; and one that is not told the noise either, ${ideal.unknownPerRow.toFixed(1)} executions per row: at most ${(fixed.executionsTotal / ideal.unknownTotal).toFixed(2)}× fewer.`,
    );
  }
  return lines.join('\n') + '\n';
}
