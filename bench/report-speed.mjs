#!/usr/bin/env node
// How fast benchgate renders a large report: the 2,400-row comparison of the
// report's golden tests (seed 000's matrix), as Markdown, fitted to a PR
// comment, as HTML, and as PNG charts. The issue asks for under a second for
// the Markdown of 2,400 rows on this machine; the first (cold) run counts,
// since the CLI and the action render once per process.
//
// Usage: node bench/report-speed.mjs [--runs N]
// It bundles the TypeScript sources with esbuild into bench/out/ (ignored by git).
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseBenchArgs } from './lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, { runs: { type: 'integer', default: 5 } });
const runs = values.runs;
const root = new URL('..', import.meta.url).pathname;
const outdir = join(root, 'bench', 'out');
mkdirSync(outdir, { recursive: true });
const outfile = join(outdir, 'report-speed.bundle.mjs');

await build({
  stdin: {
    contents: [
      "export { matrixComparison } from './test/unit/report/support/matrix-comparison.ts';",
      "export { renderMarkdownReport, renderMarkdownWithin } from './src/report/markdown.ts';",
      "export { renderHtmlReport } from './src/report/html.ts';",
      "export { renderChartImages } from './src/report/charts/png.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  external: ['@napi-rs/canvas'],
  logLevel: 'warning',
  // The bundle lives in bench/out/: templates/ and node_modules/ are found by walking up from it.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
const lib = await import(outfile);

const time = (fn) => {
  const t = performance.now();
  const result = fn();
  return { ms: performance.now() - t, result };
};
const timeAsync = async (fn) => {
  const t = performance.now();
  const result = await fn();
  return { ms: performance.now() - t, result };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { ms: buildMs, result: comparison } = time(() =>
  lib.matrixComparison(join(root, 'test/fixtures/go/cpu-1-2-4.txt')),
);
console.log(
  `comparison: ${comparison.rows.length} rows (built in ${buildMs.toFixed(0)} ms, not counted below)`,
);

const measure = (label, fn) => {
  const cold = time(fn);
  const warm = Array.from({ length: runs }, () => time(fn).ms);
  const size = typeof cold.result === 'string' ? `, ${cold.result.length.toLocaleString('en-US')} chars` : '';
  console.log(
    `${label}: cold ${cold.ms.toFixed(0)} ms, warm median ${median(warm).toFixed(0)} ms over ${runs} runs${size}`,
  );
  return cold.ms;
};

const markdownCold = measure('Markdown report', () =>
  lib.renderMarkdownReport(comparison, { title: 'Benchmarks' }),
);
measure('Markdown within 65,536', () =>
  lib.renderMarkdownWithin(comparison, { title: 'Benchmarks' }, 65_536),
);
measure('HTML report', () => lib.renderHtmlReport(comparison, { title: 'Benchmarks' }));

const dir = mkdtempSync(join(tmpdir(), 'benchgate-charts-'));
try {
  const charts = await timeAsync(() => lib.renderChartImages(comparison, dir));
  const r = charts.result;
  console.log(
    r.ok
      ? `PNG charts: ${r.images.length} in ${charts.ms.toFixed(0)} ms`
      : `PNG charts: unavailable (${r.reason})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (markdownCold >= 1000) {
  console.error(
    `report-speed: the Markdown report of ${comparison.rows.length} rows took ${markdownCold.toFixed(0)} ms, over the 1 s budget`,
  );
  process.exit(1);
}
