#!/usr/bin/env node
// How fast the dashboard of a large store opens, in the real headless
// Chromium the suite tests it with: a store of 10,000 series (1,000
// families of 10 series, 200 commits each, synthetic centers and intervals)
// written by writeDashboard, then the index opened 5 times (time until the
// family table is drawn) and one family's view 5 times (time until its
// charts are drawn), medians.
//
//   node bench/history/dashboard-open.mjs [--families 1000] [--commits 200]
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { bundleEntry } from '../lib/bundle.mjs';
import { outDir } from '../lib/paths.mjs';
import { median } from '../lib/stats.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  families: { type: 'integer', default: 1000 },
  commits: { type: 'integer', default: 200 },
});
const FAMILIES = values.families;
const COMMITS = values.commits;
const entry = await bundleEntry('bench/history/entry.ts', 'history-entry');
const { writeDashboard, familySlug } = await import(entry);

const sha = (i) => i.toString(16).padStart(40, '0');
const series = [];
for (let f = 0; f < FAMILIES; f++) {
  for (let s = 0; s < 10; s++) {
    const level = 100 * (1 + s);
    series.push({
      suite: `example.com/pkg${f % 50}`,
      name: `BenchmarkFamily${f}/size=${s}KB`,
      params: {},
      unit: 'ns/op',
      direction: 'smaller',
      family: `example.com/pkg${f % 50}.BenchmarkFamily${f}`,
      points: Array.from({ length: COMMITS }, (_, i) => {
        const center = level * (1 + 0.02 * Math.sin(i * 1.7 + s + f));
        return {
          commit: sha(i + 1),
          time: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
          center,
          low: center * 0.98,
          high: center * 1.02,
          n: 10,
          env: 'e',
        };
      }),
    });
  }
}
const site = outDir('dashboard-open');
rmSync(site, { recursive: true, force: true });
let t = performance.now();
writeDashboard(site, series, { repositoryUrl: 'https://github.com/acme/broker', generated: 'bench' });
const writeSeconds = (performance.now() - t) / 1000;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const times = async (hash, selector) => {
  const out = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage();
    t = performance.now();
    await page.goto(`${pathToFileURL(join(site, 'index.html')).href}${hash}`);
    await page.waitForSelector(selector);
    out.push(performance.now() - t);
    await page.close();
  }
  return median(out);
};
const indexMs = await times('', '#families tbody tr');
const familyMs = await times(`#f=${encodeURIComponent(familySlug(series[0].family))}`, 'section.chart svg');
await browser.close();
const indexBytes = statSync(join(site, 'data/index.js')).size;
console.log(
  JSON.stringify({
    series: series.length,
    families: FAMILIES,
    commits: COMMITS,
    writeSeconds,
    indexBytes,
    indexMs,
    familyMs,
  }),
);
