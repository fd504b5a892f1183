// The noise prior's quantiles and error at the default early branch's looks
// (docs/statistics.md, "A noise prior for the early branch"): for each look
// up to round 9 that spends alpha, Student's quantile, the calibrated one
// with the prior, the normal's, the guard's cut and how far past its alpha
// the look goes where the prior is too small beyond the calibrated shift;
// then each interval's error summed over looks 3–40 per true spread.
// Numerical integration, no simulation: the same figures on every run.
//
//   node bench/sequential/prior-quantiles.mjs [--front S,S,...]
//
// --front judges another regression spending (the default's until
// 2026-12-05: 0.25,0.55). About 10 s. Writes the tables to stdout and
// bench/out/sequential/prior-quantiles.json.
import { writeFileSync } from 'node:fs';
import { bundleEntry } from '../lib/bundle.mjs';
import { table } from '../lib/markdown.mjs';
import { outPath } from '../lib/paths.mjs';
import { parseBenchArgs, sharesOf } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  front: { type: 'string' },
});
const front = values.front === undefined ? undefined : sharesOf(values.front);
const { priorQuantiles, SPREADS } = await import(
  await bundleEntry('bench/sequential/prior-quantiles.ts', 'prior-quantiles')
);
const result = priorQuantiles(front);
const pct = (x) => `${(100 * x).toPrecision(3)}%`;
const lines = [
  `Reproduce: \`node bench/sequential/prior-quantiles.mjs${front ? ` --front ${values.front}` : ''}\`.`,
  '',
  table(
    [
      'interval',
      'look',
      'd',
      'alpha of the look (a side)',
      "Student's t",
      'with the prior, q',
      'normal (spread known)',
      'guard F(0.8; d, 20)',
      "miss rate past the shift, worst (true spread over the prior's)",
    ],
    result.flatMap((d) =>
      d.looks
        .filter((l) => l.look <= 9)
        .map((l) => [
          d.design,
          String(l.look),
          String(l.df),
          pct(l.alpha),
          l.student.toFixed(2),
          `**${l.prior.toFixed(2)}**`,
          l.normal.toFixed(2),
          l.guard.toFixed(2),
          `${l.worst.ratio.toFixed(2)}× at ${l.worst.spread.toFixed(1)}×`,
        ]),
    ),
  ),
  '',
  table(
    ["true spread over the prior's", ...SPREADS.map((s) => `${s}×`)],
    result.map((d) => [
      `${d.design} (allowed ${pct(d.alpha)})`,
      ...d.total.map((t) => `${(100 * t.miss).toFixed(3)}%`),
    ]),
  ),
  '',
];
process.stdout.write(lines.join('\n'));
writeFileSync(outPath('sequential', 'prior-quantiles.json'), JSON.stringify(result, null, 2));
