// How much of its alpha the early branch's union bound over the looks leaves
// unspent, for normal rounds (docs/statistics.md, "The early branch"): how
// often each default interval misses on one side at some look, against the
// alpha it states, how often each look misses first and on its own, and
// the quantiles an exact spending would allow.
//
//   node bench/sequential/union-bound.mjs [--paths 400000] [--seed 1]
//
// About 50 s for 400,000 rows of 40 rounds. Writes the table to stdout and
// bench/out/sequential/union-bound.json.
import { writeFileSync } from 'node:fs';
import { bundleEntry } from '../lib/bundle.mjs';
import { table } from '../lib/markdown.mjs';
import { outPath } from '../lib/paths.mjs';
import { wilson } from '../lib/stats.mjs';
import { createRng } from './noise.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  paths: { type: 'integer', default: 400000 },
  seed: { type: 'integer', default: 1 },
});
const paths = values.paths;
const { unionBoundSlack } = await import(await bundleEntry('bench/sequential/union-bound.ts', 'union-bound'));
const result = unionBoundSlack(paths, createRng(values.seed).normal);

const SHOWN = [3, 4, 5, 6, 7, 8, 9, 12, 20, 40];
const lines = [
  `# The union bound over the early branch's looks (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/sequential/union-bound.mjs --paths ${paths} --seed ${values.seed}\`. ${paths} rows of standard normal per-round log ratios, looks 3–40.`,
  '',
];
for (const d of result) {
  const missed = Math.round(d.missAtSomeLook * paths);
  const { low, high } = wilson(missed, paths);
  lines.push(
    `${d.design}: alpha ${(100 * d.alpha).toFixed(3)}% a side; the interval missed at some look ${(100 * d.missAtSomeLook).toFixed(3)}% (Wilson ${(100 * low).toFixed(3)}–${(100 * high).toFixed(3)}%).`,
    '',
    table(
      [
        'look',
        'alpha of the look',
        'quantile (union bound)',
        'quantile (exact spending)',
        'missed first at this look',
        'missed at this look, on its own',
      ],
      d.looks
        .filter((l) => SHOWN.includes(l.look))
        .map((l) => [
          String(l.look),
          `${(100 * l.alpha).toPrecision(3)}%`,
          l.unionQuantile.toFixed(2),
          Number.isFinite(l.exactQuantile) ? l.exactQuantile.toFixed(2) : 'too few rows',
          `${(100 * l.firstMiss).toPrecision(3)}%`,
          `${(100 * l.ownMiss).toPrecision(3)}%`,
        ]),
    ),
    '',
  );
}
const md = lines.join('\n');
process.stdout.write(md);
writeFileSync(outPath('sequential', 'union-bound.json'), JSON.stringify(result, null, 2));
