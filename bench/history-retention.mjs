#!/usr/bin/env node
// Retention of the history store (issue 33, item 2), measured: a simulated
// main of --days daily commits at --series benchmark series (--families
// families of equal size, --samples raw samples a point, as `go test -count
// 10` gives), appended as `history append` appends; then the store's size
// on disk and the time of `history changes` (reading the store and finding
// its change points, in-process) before and after compactStore with the
// defaults (src/history/retention.ts, DEFAULT_RETENTION), and the time of
// the compaction itself (what the first append of a month pays).
//
// The levels are log-normal noise of 2% around a level per series, with a
// 10% step in one series of ten at day 400: change points to find, as on a
// real main. Timings are single runs: a collection runs alone on a quiet
// machine; the 1-minute load is printed with them.
//
//   node bench/history-retention.mjs [--days 730] [--series 1000] [--families 100] [--samples 10] [--seed 1]
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleEntry } from './lib/bundle.mjs';
import { mulberry32 } from './lib/stats.mjs';
import { parseBenchArgs } from './lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  days: { type: 'integer', default: 730 },
  series: { type: 'integer', default: 1000 },
  families: { type: 'integer', default: 100 },
  samples: { type: 'integer', default: 10 },
  seed: { type: 'integer', default: 1 },
});
const DAYS = values.days;
const SERIES = values.series;
const FAMILIES = Math.min(values.families, SERIES);
const SAMPLES = values.samples;
const STEP_DAY = Math.min(400, Math.floor(DAYS / 2));

const entry = await bundleEntry('bench/history/retention-entry.ts', 'history-retention-entry');
const { appendToStore, readStore, detectChanges, compactStore, DEFAULT_RETENTION, createResults } =
  await import(entry);

const random = mulberry32(values.seed);
/** A standard normal draw (Box–Muller). */
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const levels = Array.from({ length: SERIES }, () => 1e3 * Math.exp(3 * random()));
function resultsOf(day) {
  const benchmarks = levels.map((level, i) => {
    const stepped = i % 10 === 0 && day >= STEP_DAY ? 1.1 : 1;
    const perFamily = Math.ceil(SERIES / FAMILIES);
    return {
      suite: 'example.com/sim',
      name: `BenchmarkF${Math.floor(i / perFamily)}/case=${i % perFamily}`,
      params: { case: String(i % perFamily) },
      metrics: [
        {
          unit: 'ns/op',
          direction: 'smaller',
          samples: Array.from({ length: SAMPLES }, () => level * stepped * Math.exp(0.02 * normal())),
        },
      ],
    };
  });
  return createResults({
    context: { tool: { name: 'go' }, machine: { os: 'linux', arch: 'amd64', cpu: 'sim', cores: 4 } },
    benchmarks,
  });
}

/** Bytes and files under `dir`. */
function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const st = statSync(join(dir, name));
    if (st.isFile()) {
      bytes += st.size;
      files += 1;
    }
  }
  return { bytes, files };
}

function changesPass(dir) {
  const t0 = performance.now();
  const { series, problems } = readStore(dir);
  const found = detectChanges(series);
  const seconds = (performance.now() - t0) / 1000;
  if (problems.length > 0) throw new Error(`store problems: ${problems.slice(0, 3).join('; ')}`);
  return { seconds, series: series.length, changes: found.length };
}

const store = mkdtempSync(join(tmpdir(), 'benchgate-retention-'));
try {
  const start = Date.UTC(2025, 0, 1, 12);
  const t0 = performance.now();
  for (let day = 0; day < DAYS; day++) {
    appendToStore(store, {
      commit: (day + 1).toString(16).padStart(40, '0'),
      ...(day > 0 ? { parent: day.toString(16).padStart(40, '0') } : {}),
      time: new Date(start + day * 86_400_000).toISOString(),
      results: resultsOf(day),
    });
  }
  const appendSeconds = (performance.now() - t0) / 1000;
  const last = new Date(start + (DAYS - 1) * 86_400_000);
  const load = os.loadavg()[0].toFixed(2);
  const before = sizeOf(store);
  const passBefore = changesPass(store);
  const t1 = performance.now();
  const changed = compactStore(store, last, DEFAULT_RETENTION);
  const compactSeconds = (performance.now() - t1) / 1000;
  const after = sizeOf(store);
  const passAfter = changesPass(store);
  const mb = (b) => (b / 2 ** 20).toFixed(1);
  console.log(
    [
      `History retention: ${DAYS} daily commits × ${SERIES} series (${FAMILIES} families, ${SAMPLES} samples a point), 1-minute load ${load} at the end of the appends; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}).`,
      `Appending: ${appendSeconds.toFixed(1)} s in all (${((appendSeconds / DAYS) * 1000).toFixed(0)} ms a commit).`,
      `Before compaction: ${mb(before.bytes)} MiB in ${before.files} files; history changes ${passBefore.seconds.toFixed(2)} s (${passBefore.series} series, ${passBefore.changes} change points).`,
      `Compaction (keepMonths ${DEFAULT_RETENTION.keepMonths}, keepSamplesMonths ${DEFAULT_RETENTION.keepSamplesMonths}) at ${last.toISOString().slice(0, 10)}: ${compactSeconds.toFixed(2)} s, ${changed.length} files changed or removed.`,
      `After compaction: ${mb(after.bytes)} MiB in ${after.files} files (${((after.bytes / before.bytes) * 100).toFixed(0)}% of before); history changes ${passAfter.seconds.toFixed(2)} s (${passAfter.series} series, ${passAfter.changes} change points).`,
    ].join('\n'),
  );
} finally {
  rmSync(store, { recursive: true, force: true });
}
