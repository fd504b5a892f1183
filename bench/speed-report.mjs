// Renders the speed suite's results as Markdown (bench/out/speed.md), the
// tables docs/performance.md quotes.
import { basename } from 'node:path';
import { renderMachine } from './lib/machine.mjs';
import { ms, pct, table } from './lib/markdown.mjs';

const mb = (bytes) => bytes / 1e6;

const intervalText = (interval) =>
  interval ? `[${interval.low.toFixed(2)}, ${interval.high.toFixed(2)}] ` : '';

function timingTable(report) {
  const rows = report.results.map((r) => [
    r.title,
    r.runtime,
    `\`${r.ours.shown}\``,
    ms(r.oursTimes.median),
    `\`${r.theirs.shown}\``,
    ms(r.theirsTimes.median),
    `${r.ratio.ofMedians.toFixed(2)}×`,
    `${r.ratio.roundMedian.toFixed(2)}× ${intervalText(r.ratio.roundInterval)}(${r.ratio.roundMin.toFixed(2)}–${r.ratio.roundMax.toFixed(2)})`,
  ]);
  return table(
    [
      'task',
      'benchgate on',
      'benchgate',
      'median',
      'compared with',
      'median',
      'ratio of medians',
      'per-round ratio: median [95% interval] (min–max)',
    ],
    rows,
  );
}

const nodeOf = (runtime) => runtime.replace(/ \(.*/, '');

function throughputTable(report) {
  const rows = [];
  const seen = new Set();
  for (const r of report.results) {
    const size = `${mb(r.bytes).toFixed(1)} MB, ${r.results.toLocaleString('en-US')} results`;
    const theirs = `\`${r.theirs.shown}\`${r.theirs.perRuntime ? ` on ${nodeOf(r.runtime)}` : ''}`;
    for (const [who, t] of [
      [`\`${r.ours.shown}\` on ${nodeOf(r.runtime)}`, r.oursTimes],
      [theirs, r.theirsTimes],
    ]) {
      // benchstat is one command for every Node: its row once per task.
      if (seen.has(`${r.id} ${who}`)) continue;
      seen.add(`${r.id} ${who}`);
      rows.push([
        r.title,
        size,
        who,
        `${(mb(r.bytes) / t.median).toFixed(1)} MB/s`,
        `${Math.round(r.results / t.median).toLocaleString('en-US')} results/s`,
      ]);
    }
  }
  return table(['task', 'input', 'command', 'throughput', 'results per second'], rows);
}

/**
 * What each extra megabyte costs: the difference between the appended file
 * and the single one, so the start-up each tool pays once drops out.
 */
function marginalTable(report) {
  const rows = [];
  for (const runtime of [...new Set(report.results.map((r) => r.runtime))]) {
    const one = report.results.find((r) => r.id === 'go-parse' && r.runtime === runtime);
    const ten = report.results.find((r) => r.id === 'go-parse-x10' && r.runtime === runtime);
    if (!one || !ten) continue;
    const extraMb = mb(ten.bytes - one.bytes);
    const rate = (t10, t1) => `${(extraMb / (t10.median - t1.median)).toFixed(1)} MB/s`;
    rows.push([
      `${extraMb.toFixed(1)} MB more (go-base-x10.txt over go-base.txt)`,
      runtime,
      rate(ten.oursTimes, one.oursTimes),
      rate(ten.theirsTimes, one.theirsTimes),
    ]);
  }
  if (rows.length === 0) return '';
  return table(['Go parse, beyond start-up', 'benchgate on', 'benchgate', 'benchstat'], rows);
}

function floorTable(report) {
  return table(
    ['floor', 'on', 'median'],
    report.floors.map((f) => [`\`${f.shown}\``, f.runtime, ms(f.median)]),
  );
}

function profileSection(p) {
  const fns = table(
    ['self time', 'share', 'function (source file)'],
    p.functions.map((f) => [ms(f.ms / 1000), pct(f.share), f.name]),
  );
  const files = table(
    ['self time', 'share', 'source file'],
    p.files.map((f) => [ms(f.ms / 1000), pct(f.share), f.name]),
  );
  return [
    `#### \`${p.shown}\` on ${p.runtime}: ${ms(p.totalMs / 1000)} profiled (\`${basename(p.file)}\`)`,
    '',
    fns,
    '',
    files,
  ].join('\n');
}

export function renderSpeed(report) {
  return [
    `## Speed (run of ${report.machine.date.slice(0, 10)})`,
    '',
    renderMachine(report.machine),
    `- load average at end: ${report.machine.loadavgAtEnd.join(', ')}`,
    `- ${report.runs} counted rounds after one warm-up round; every command once per round, order rotated each round; process wall time`,
    `- benchgate bundle: \`${report.cli.replace(/^.*\/(bench|dist)\//, '$1/')}\``,
    `- Go inputs: \`${report.go.meta.command}\` in bench/go-matrix (head with BENCH_MATRIX_SLOWDOWN=1); ${report.go.base.bytes.toLocaleString('en-US')} and ${report.go.head.bytes.toLocaleString('en-US')} bytes, ${report.go.base.results.toLocaleString('en-US')} result lines each`,
    '',
    '### Medians and ratios (benchgate / other; below 1 means benchgate is faster)',
    '',
    timingTable(report),
    '',
    '### Throughput (input size over median wall time, start-up included)',
    '',
    throughputTable(report),
    '',
    marginalTable(report),
    '',
    floorTable(report),
    '',
    '### Where benchgate spends its time (one profiled run each, self time)',
    '',
    ...report.profiles.flatMap((p) => [profileSection(p), '']),
  ].join('\n');
}
