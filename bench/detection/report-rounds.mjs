// Renders the interleaved-rounds detection study as Markdown
// (bench/out/detection-rounds.md), the tables docs/performance.md quotes.
import { renderMachine } from '../lib/machine.mjs';
import { pct, table } from '../lib/markdown.mjs';
import { formatRate, median, wilson } from '../lib/stats.mjs';

const LEVELS = [
  { key: 'B3', label: '3%' },
  { key: 'B5', label: '5%' },
  { key: 'B10', label: '10%' },
];
const VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'];
const NULL_KEYS = ['AA', 'null-in-AB'];

/** Sums a protocol's cells over benchmarks (all, or `names`) and keys. */
export function sum(cells, keys, names) {
  const s = { n: 0, first: 0, final: 0, noisyInconclusive: 0, verdicts: {}, firstVerdicts: {}, ratios: [] };
  for (const key of keys) {
    for (const [name, c] of Object.entries(cells[key] ?? {})) {
      if (names && !names.includes(name)) continue;
      s.n += c.n;
      s.first += c.first;
      s.final += c.final;
      s.noisyInconclusive += c.noisyInconclusive;
      s.ratios.push(...c.ratios);
      for (const [v, k] of Object.entries(c.verdicts)) s.verdicts[v] = (s.verdicts[v] ?? 0) + k;
      for (const [v, k] of Object.entries(c.firstVerdicts))
        s.firstVerdicts[v] = (s.firstVerdicts[v] ?? 0) + k;
    }
  }
  return s;
}

/** The contrast methods' cells, summed the same way (study.mjs's tally shape). */
function sumContrast(cells, keys, method, names) {
  let n = 0;
  let k = 0;
  for (const key of keys) {
    for (const [name, c] of Object.entries(cells[key] ?? {})) {
      if (names && !names.includes(name)) continue;
      n += c.n;
      k += c[method];
    }
  }
  return { n, k };
}

const short = (k, n) => `${k}/${n}`;
const time = (ns) => (ns >= 1000 ? `${(ns / 1000).toFixed(1)} µs` : `${ns.toFixed(0)} ns`);
const names = (m) => m.benchmarks.map((b) => `Benchmark${b}`);

function summaryTable(report) {
  const row = (label, cellsOf) => [
    label,
    ...['AA', 'null-in-AB'].map((k) => cellsOf([k])),
    cellsOf(NULL_KEYS),
    ...LEVELS.map((l) => cellsOf([l.key])),
  ];
  const rows = [];
  for (const [i, p] of report.protocols.entries()) {
    const r = (keys) => {
      const s = sum(p.cells, keys);
      return formatRate(s.final, s.n);
    };
    rows.push(row(i === 0 ? `**${p.protocol.label}**` : p.protocol.label, r));
    if (i === 0) {
      rows.push(
        row(`the same, before confirmation (first ${p.protocol.rounds} rounds only)`, (keys) => {
          const s = sum(p.cells, keys);
          return formatRate(s.first, s.n);
        }),
      );
    }
  }
  for (const m of report.contrast.methods) {
    const label =
      m.id === 'benchgate' ? 'benchgate compare, one -count 10 run per side (default policy)' : m.label;
    rows.push(
      row(`${label} [contrast blocks]`, (keys) => {
        const { k, n } = sumContrast(report.contrast.cells, keys, m.id);
        return formatRate(k, n);
      }),
    );
  }
  return table(
    [
      'method',
      'false alarms, A/A',
      'false alarms, unchanged benchmarks in A/B',
      'all null trials',
      ...LEVELS.map((l) => `detected, ${l.label}`),
    ],
    rows,
  );
}

/** Goal lines for one protocol: pooled and worst per-benchmark false alarms, 10% detection. */
function goalFacts(report, p) {
  const all = sum(p.cells, NULL_KEYS);
  const per = names(report.manifest).map((name) => ({ name, ...sum(p.cells, NULL_KEYS, [name]) }));
  const worst = per.reduce((a, b) => (b.final / b.n > a.final / a.n ? b : a));
  const ten = sum(p.cells, ['B10']);
  const pr = p.perComparison.AA;
  return { all, worst, ten, pr, faOk: all.final / all.n <= 0.01, detOk: ten.final / ten.n >= 0.95 };
}

function goalLines(report) {
  return report.protocols.map((p) => {
    const g = goalFacts(report, p);
    return `- ${p.protocol.label} (${p.windows} windows): false alarms ${formatRate(g.all.final, g.all.n)} pooled, Wilson upper bound ${pct(wilson(g.all.final, g.all.n).high, 2)}, worst benchmark ${g.worst.name.replace(/^Benchmark/, '')} ${short(g.worst.final, g.worst.n)} — **${g.faOk ? 'met' : 'not met'}**; A/A runs failing on any row (any metric) ${formatRate(g.pr.anyFinal, g.pr.n)}; 10% detection ${formatRate(g.ten.final, g.ten.n)} — **${g.detOk ? 'met' : 'not met'}**.`;
  });
}

export function verdictTable(report) {
  const groups = [
    { label: 'null: A/A', keys: ['AA'] },
    { label: 'null: unchanged benchmarks in A/B', keys: ['null-in-AB'] },
    ...LEVELS.map((l) => ({ label: `slowed ${l.label}`, keys: [l.key] })),
  ];
  const rows = [];
  for (const p of report.protocols) {
    for (const g of groups) {
      const s = sum(p.cells, g.keys);
      rows.push([
        p.protocol.short,
        g.label,
        s.n,
        ...VERDICTS.map((v) => short(s.verdicts[v] ?? 0, s.n)),
        short(s.noisyInconclusive, s.verdicts.inconclusive ?? 0),
      ]);
    }
  }
  return table(['rounds+confirm', 'trials', 'n', ...VERDICTS, 'inconclusive with the noise flag'], rows);
}

/** What confirmation did: rows flagged by the first rounds, and how many the extra rounds kept. */
function confirmationTable(report) {
  const rows = report.protocols.map((p) => {
    const nul = sum(p.cells, NULL_KEYS);
    const cells = LEVELS.map((l) => sum(p.cells, [l.key]));
    return [p.protocol.short, `${nul.first} → ${nul.final}`, ...cells.map((c) => `${c.first} → ${c.final}`)];
  });
  return table(
    [
      'rounds+confirm',
      'null trials flagged → still regression',
      ...LEVELS.map((l) => `slowed ${l.label}: flagged → confirmed`),
    ],
    rows,
  );
}

function perBenchmarkTable(report) {
  const [main, ...more] = report.protocols;
  const slowed = new Set(report.manifest.slowed);
  const c = report.contrast.cells;
  return table(
    [
      'benchmark',
      'slowed in B',
      'ns/op',
      'within-run IQR/median',
      'run-to-run MAD/median',
      `${main.protocol.short}: false alarms`,
      ...more.map((p) => p.protocol.short),
      'single run: benchgate',
      'gab 200%',
      'gab 110%',
      'benchstat',
    ],
    report.manifest.benchmarks.map((b) => {
      const name = `Benchmark${b}`;
      const s = sum(main.cells, NULL_KEYS, [name]);
      const noise = report.noise[name];
      const m = (id) => {
        const { k, n } = sumContrast(c, NULL_KEYS, id, [name]);
        return short(k, n);
      };
      return [
        b,
        slowed.has(b) ? 'yes' : '',
        time(noise.ns),
        pct(noise.withinRun),
        pct(noise.betweenRuns),
        `${short(s.final, s.n)} (first rounds: ${s.first})`,
        ...more.map((p) => {
          const t = sum(p.cells, NULL_KEYS, [name]);
          return short(t.final, t.n);
        }),
        m('benchgate'),
        m('gab200'),
        m('gab110'),
        m('benchstat'),
      ];
    }),
  );
}

function detectionTable(report) {
  const [main, ...more] = report.protocols;
  return table(
    [
      'benchmark',
      'measured change 3% / 5% / 10%',
      ...LEVELS.map((l) => `${main.protocol.short} at ${l.label}`),
      ...more.map((p) => `${p.protocol.short} at 10%`),
      'single run at 10%',
    ],
    report.manifest.slowed.map((b) => {
      const name = `Benchmark${b}`;
      const cells = LEVELS.map((l) => sum(main.cells, [l.key], [name]));
      const single = sumContrast(report.contrast.cells, ['B10'], 'benchgate', [name]);
      return [
        b,
        cells.map((x) => pct(median(x.ratios) - 1)).join(' / '),
        ...cells.map((x) => short(x.final, x.n)),
        ...more.map((p) => {
          const t = sum(p.cells, ['B10'], [name]);
          return short(t.final, t.n);
        }),
        short(single.k, single.n),
      ];
    }),
  );
}

/** The 1-minute load average after each round: range and a few points in time. */
function loadLines(m) {
  const ones = m.load.map((l) => l.loadavg[0]);
  const points = m.load.filter((_, i) => i % 24 === 0 || i === m.load.length - 1);
  return [
    `- load average at end (1, 5, 15 min): ${m.machine.loadavgAtEnd.join(', ')}`,
    `- 1-minute load average after each of the ${ones.length} rounds: min ${Math.min(...ones)}, median ${median(ones)}, max ${Math.max(...ones)}`,
    `- over time: ${points.map((l) => `${Math.round(l.at / 60)} min ${l.loadavg[0]}`).join(' · ')}`,
  ];
}

export function renderRoundsStudy(report) {
  const m = report.manifest;
  const p = report.policy;
  const s = m.settings;
  const end = new Date(Date.parse(m.started) + m.seconds * 1000).toISOString();
  return [
    `## Detection study, interleaved rounds (runs of ${m.started.slice(0, 16)}–${end.slice(11, 16)} UTC)`,
    '',
    renderMachine(m.machine),
    ...loadLines(m),
    `- judged on ${report.judgedAt.date} by benchgate at ${report.judgedAt.commit}${report.judgedAt.dirty ? ' plus uncommitted changes' : ''}`,
    `- rounds: ${m.rounds} rounds × ${m.roundVariants.length} variants (${m.roundVariants.map((v) => `${v.id} ×${v.factor}`).join(', ')}), order rotated every round, each run \`${m.commands.round}\``,
    `- contrast blocks: every ${s.singleEvery} rounds, ${m.singleVariants.map((v) => v.id).join(', ')} once each: \`${m.commands.single}\` (${m.singleBlocks} blocks)`,
    `- ${m.files.length} runs in ${(m.seconds / 60).toFixed(1)} min; slowed in the B runs: ${m.slowed.join(', ')}`,
    `- benchgate policy: threshold ${pct(p.threshold, 0)}, alpha ${p.alpha}, FDR ${p.fdr ? 'on' : 'off'}`,
    '',
    '### Summary (k/n, rate, Wilson 95% interval)',
    '',
    summaryTable(report),
    '',
    ...goalLines(report),
    '',
    '### Verdicts after confirmation',
    '',
    verdictTable(report),
    '',
    '### Confirmation',
    '',
    confirmationTable(report),
    '',
    '### False alarms per benchmark (null trials pooled)',
    '',
    perBenchmarkTable(report),
    '',
    '### Detection per slowed benchmark',
    '',
    detectionTable(report),
    '',
  ].join('\n');
}
