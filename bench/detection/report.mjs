// Renders the detection study as Markdown (bench/out/detection.md), the
// tables docs/performance.md quotes.
import { renderMachine } from '../lib/machine.mjs';
import { pct, table } from '../lib/markdown.mjs';
import { formatRate, median, wilson } from '../lib/stats.mjs';
import { sum, verdictTable as protocolVerdictTable } from './report-rounds.mjs';

const LEVELS = [
  { key: 'B3', label: '3%' },
  { key: 'B5', label: '5%' },
  { key: 'B10', label: '10%' },
];
const VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'];

/**
 * Sums cells over benchmarks: n and each method's flags; several keys pool
 * their trials. `cells` defaults to the main design's.
 */
function pooled(report, keys, names, cells = report.cells) {
  const sum = { n: 0, verdicts: {}, ratios: [] };
  for (const m of report.methods) sum[m.id] = 0;
  for (const key of keys) {
    for (const [name, c] of Object.entries(cells[key] ?? {})) {
      if (names && !names.includes(name)) continue;
      sum.n += c.n;
      sum.ratios.push(...c.ratios);
      for (const m of report.methods) sum[m.id] += c[m.id];
      for (const [v, k] of Object.entries(c.verdicts)) sum.verdicts[v] = (sum.verdicts[v] ?? 0) + k;
    }
  }
  return sum;
}

const short = (k, n) => `${k}/${n}`;
const time = (ns) => (ns >= 1000 ? `${(ns / 1000).toFixed(1)} µs` : `${ns.toFixed(0)} ns`);

function summaryTable(report) {
  const aa = pooled(report, ['AA']);
  const nullAB = pooled(report, ['null-in-AB']);
  const levels = LEVELS.map((l) => pooled(report, [l.key]));
  return table(
    [
      'method',
      'false alarms, A/A',
      'false alarms, unchanged benchmarks in A/B runs',
      ...LEVELS.map((l) => `detected, ${l.label} slowdown`),
    ],
    report.methods.map((m) => [
      m.label,
      formatRate(aa[m.id], aa.n),
      formatRate(nullAB[m.id], nullAB.n),
      ...levels.map((c) => formatRate(c[m.id], c.n)),
    ]),
  );
}

function goalLines(report) {
  const names = report.manifest.benchmarks.map((b) => `Benchmark${b}`);
  const perBenchmark = names.map((name) => ({ name, ...pooled(report, ['AA', 'null-in-AB'], [name]) }));
  const worst = perBenchmark.reduce((a, b) => (b.benchgate / b.n > a.benchgate / a.n ? b : a));
  const all = pooled(report, ['AA', 'null-in-AB']);
  const ten = pooled(report, ['B10']);
  const fa = all.benchgate / all.n;
  const det = ten.benchgate / ten.n;
  const faOk = fa <= 0.01 && worst.benchgate / worst.n <= 0.01;
  return [
    `- False alarms (goal: at most 1% per benchmark): pooled over every null trial ${formatRate(all.benchgate, all.n)}; worst benchmark ${worst.name.replace(/^Benchmark/, '')} ${formatRate(worst.benchgate, worst.n)}. **${faOk ? 'Met' : 'Not met'}.**`,
    `- Detection of a 10% slowdown (goal: at least 95%): ${formatRate(ten.benchgate, ten.n)}. **${det >= 0.95 ? 'Met' : 'Not met'}.**`,
    `- Wilson 95% upper bound of the pooled false-alarm rate: ${pct(wilson(all.benchgate, all.n).high, 2)}.`,
  ];
}

function nullTable(report) {
  const slowed = new Set(report.manifest.slowed);
  const rows = report.manifest.benchmarks.map((b) => {
    const name = `Benchmark${b}`;
    const c = pooled(report, ['AA', 'null-in-AB'], [name]);
    const noise = report.noise[name];
    return [
      b,
      slowed.has(b) ? 'yes' : '',
      time(noise.ns),
      pct(noise.withinRun),
      pct(noise.betweenRuns),
      pct(noise.runsOff5, 0),
      formatRate(c.benchgate, c.n),
      short(c.gab200, c.n),
      short(c.gab110, c.n),
      short(c.benchstat, c.n),
    ];
  });
  return table(
    [
      'benchmark',
      'slowed in B',
      'ns/op (median of A runs)',
      'within-run IQR/median',
      'run-to-run drift (MAD/median)',
      'A runs off by >5%',
      'benchgate false alarms',
      'gab 200%',
      'gab 110%',
      'benchstat p<0.05',
    ],
    rows,
  );
}

function detectionTable(report) {
  const rows = report.manifest.slowed.map((b) => {
    const name = `Benchmark${b}`;
    const cells = LEVELS.map((l) => pooled(report, [l.key], [name]));
    return [
      b,
      ...cells.map((c) => `${pct(median(c.ratios) - 1)}`),
      ...cells.map((c) => short(c.benchgate, c.n)),
      short(cells[2].gab110, cells[2].n),
      short(cells[2].benchstat, cells[2].n),
    ];
  });
  return table(
    [
      'benchmark',
      ...LEVELS.map((l) => `measured change at ${l.label}`),
      ...LEVELS.map((l) => `benchgate at ${l.label}`),
      'gab 110% at 10%',
      'benchstat at 10%',
    ],
    rows,
  );
}

function verdictTable(report) {
  const groups = [
    { label: 'A/A', keys: ['AA'] },
    { label: 'unchanged benchmarks in A/B runs', keys: ['null-in-AB'] },
    ...LEVELS.map((l) => ({ label: `slowed ${l.label}`, keys: [l.key] })),
  ];
  return table(
    ['trials', 'n', ...VERDICTS],
    groups.map((g) => {
      const c = pooled(report, g.keys);
      return [g.label, c.n, ...VERDICTS.map((v) => short(c.verdicts[v] ?? 0, c.n))];
    }),
  );
}

/** The same runs cut into `benchgate run`'s default protocol (interleaved.mjs), confirmation included. */
function protocolSection(report) {
  const rows = [];
  for (const p of report.protocols) {
    const rate = (keys, field) => {
      const s = sum(p.cells, keys);
      return formatRate(s[field], s.n);
    };
    for (const [label, field] of [
      ['after confirmation', 'final'],
      ['before confirmation', 'first'],
    ]) {
      rows.push([
        `${p.protocol.short}, ${label}`,
        rate(['AA'], field),
        rate(['null-in-AB'], field),
        rate(['AA', 'null-in-AB'], field),
        ...LEVELS.map((l) => rate([l.key], field)),
      ]);
    }
  }
  return [
    "### The same runs judged by `benchgate run`'s default protocol",
    '',
    `A round is the first 2 samples of a run; windows of 5 rounds per side, then the next 3 rounds as confirmation for the flagged benchmarks; A/B takes A and B of the same rounds, A/A the A runs of even rounds against those of odd rounds (${report.protocols.map((p) => `${p.comparisons} comparisons`).join(', ')}).`,
    '',
    table(
      [
        'protocol',
        'false alarms, A/A',
        'false alarms, unchanged benchmarks in A/B',
        'all null trials',
        ...LEVELS.map((l) => `detected, ${l.label}`),
      ],
      rows,
    ),
    '',
    protocolVerdictTable(report),
  ];
}

/** The machine while the runs were collected; manifests from before it was recorded say so. */
function collectionLines(report) {
  const m = report.manifest;
  const judged = `- judged on ${report.judgedAt.date} by benchgate at ${report.judgedAt.commit}${report.judgedAt.dirty ? ' plus uncommitted changes' : ''}`;
  if (!m.machine) return [`- machine and load during collection: not recorded in this manifest`, judged];
  return [
    renderMachine(m.machine),
    `- load average at end of collection: ${m.machine.loadavgAtEnd.join(', ')}`,
    judged,
  ];
}

export function renderDetection(report) {
  const m = report.manifest;
  const p = report.policy;
  return [
    `## Detection study (runs of ${m.started.slice(0, 10)})`,
    '',
    ...collectionLines(report),
    `- runs: ${m.rounds} rounds × ${m.variants.length} variants (${m.variants.map((v) => `${v.id} ×${v.factor}`).join(', ')}) = ${m.files.length} runs of \`${m.command}\`, collected in ${(m.seconds / 60).toFixed(1)} min from ${m.started}`,
    `- slowed in the B runs: ${m.slowed.join(', ')}`,
    `- benchgate policy: threshold ${pct(p.threshold, 0)}, alpha ${p.alpha}, FDR ${p.fdr ? 'on' : 'off'}`,
    `- trials: A/A pairs the A runs of rounds 2k and 2k+1 (${report.pairs.filter((x) => x.kind === 'A/A').length} comparisons × ${m.benchmarks.length} benchmarks); A/B pairs the A and B runs of the same round (${m.rounds} per level); unchanged benchmarks inside A/B comparisons are null trials too`,
    '',
    '### Summary (k/n, rate, Wilson 95% interval)',
    '',
    summaryTable(report),
    '',
    ...goalLines(report),
    '',
    '### benchgate verdicts',
    '',
    verdictTable(report),
    '',
    '### False alarms per benchmark (A/A and unchanged benchmarks in A/B runs pooled)',
    '',
    nullTable(report),
    '',
    '### Detection per slowed benchmark',
    '',
    detectionTable(report),
    '',
    ...protocolSection(report),
    '',
  ].join('\n');
}
