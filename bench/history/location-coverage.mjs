#!/usr/bin/env node
// How often the location range of a change point (ChangeOptions.locationDrop:
// every split whose fit is within that many log-likelihood units of the
// chosen one) holds the true step, and how wide it is: the calibration of
// the default. Series as in measure.mjs (synthetic.mjs: t3 noise of 0.5–4%,
// outliers), one step of 5, 10 or 25% at commit 150, judged with 3, 6, 10 or
// 100 commits measured after it (a step is first placed with few commits
// after it, and that placement names the issue's commits).
//
//   node bench/history/location-coverage.mjs [--series 300] [--seed 1]
// writes bench/out/history-location.md.
import { writeFileSync } from 'node:fs';
import { bundleEntry } from '../lib/bundle.mjs';
import { outPath } from '../lib/paths.mjs';
import { formatRate, median, mulberry32 } from '../lib/stats.mjs';
import { seriesMaker } from './synthetic.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  series: { type: 'integer', default: 300 },
  seed: { type: 'integer', default: 1 },
});
const SERIES = values.series;
const entry = await bundleEntry('bench/history/entry.ts', 'history-entry');
const { detectChanges, DEFAULT_CHANGE_OPTIONS } = await import(entry);

const STEP_AT = 150;
const SIZES = [0.05, 0.1, 0.25];
const AFTER = [3, 6, 10, 100];
const DROPS = [0, 1, 2, 3, 4, 6];
const makeSeries = seriesMaker(mulberry32(values.seed));
const index = (commit) => Number(commit.slice(1));

const rows = [];
for (const size of SIZES) {
  for (const after of AFTER) {
    const series = Array.from({ length: SERIES }, (_, i) => makeSeries(STEP_AT + after, STEP_AT, size, i));
    const byDrop = DROPS.map((drop) => {
      let found = 0;
      let covered = 0;
      let pointRight = 0;
      const widths = [];
      for (const s of series) {
        const near = detectChanges([s], { ...DEFAULT_CHANGE_OPTIONS, locationDrop: drop })
          .filter((c) => c.kind === 'regression' && Math.abs(index(c.commit) - STEP_AT) <= 30)
          .sort((a, b) => Math.abs(index(a.commit) - STEP_AT) - Math.abs(index(b.commit) - STEP_AT))[0];
        if (!near) continue;
        found++;
        const first = near.rangeFrom ? index(near.rangeFrom) + 1 : index(near.commit);
        const last = index(near.rangeTo ?? near.commit);
        if (first <= STEP_AT && STEP_AT <= last) covered++;
        if (index(near.commit) === STEP_AT) pointRight++;
        widths.push(last - first + 1);
      }
      return { drop, found, covered, pointRight, width: median(widths) };
    });
    rows.push({ size, after, byDrop });
  }
}

const lines = [
  `# Location ranges of change points (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/history/location-coverage.mjs --series ${SERIES} --seed ${values.seed}\`.`,
  '',
  `${SERIES} series per row (t3 noise of 0.5–4%, 0.5% outliers), one step at commit ${STEP_AT}; each cell: the share of the change points found near it whose range holds the step, and the range's median width in commits. Drop 0 is the single commit the change point names.`,
  '',
  `| step | commits after | found | ${DROPS.map((d) => `drop ${d}`).join(' | ')} |`,
  `|---|---|---|${DROPS.map(() => '---').join('|')}|`,
  ...rows.map(
    (r) =>
      `| +${r.size * 100}% | ${r.after} | ${r.byDrop[0].found}/${SERIES} | ${r.byDrop
        .map((d) => `${formatRate(d.covered, d.found)}, ${d.width}`)
        .join(' | ')} |`,
  ),
];
const all = DROPS.map((drop, i) => {
  const found = rows.reduce((s, r) => s + r.byDrop[i].found, 0);
  const covered = rows.reduce((s, r) => s + r.byDrop[i].covered, 0);
  return `drop ${drop}: ${formatRate(covered, found)}`;
});
lines.push('', `All rows: ${all.join('; ')}.`);
writeFileSync(outPath('history-location.md'), `${lines.join('\n')}\n`);
process.stdout.write(`${lines.join('\n')}\n`);
