#!/usr/bin/env node
// How long one JMH measurement needs to be (issue 17 item 8): the same
// `benchgate run` of examples/jmh-writer (base against head, the jmh-maven
// preset, real Maven and JMH) at several warm-up and measurement iteration
// times passed on the command line (-w, -r: they override the benchmark's
// annotations), one after the other on this machine. For each: the wall time
// of the run, the verdict of every primary row (head halves writeBlock's
// throughput and leaves writeOnly alone), and the half-width of each row's
// base interval relative to its median (the run's precision: below 12 rounds
// the fixed design judges, which states no `detectable`), whose median says
// how much precision a round of that length buys.
//
//   node bench/jmh/iteration-time.mjs [--rounds 6] [--times 50ms,100ms,200ms,500ms] [--change 10]
//
// A time is one length for both (-w 100ms -r 100ms), or warm-up/measurement
// (1s/200ms: -w 1s -r 200ms), so the warm-up can stay long enough for the
// JIT while the measured iterations get shorter.
//
// --change P judges a small change instead of the example's halving: head is
// a copy of base whose closeBlock also compresses the first P% of the block
// once more (written by this script from base's source), so writeBlock does
// about P% more work and writeOnly none; and each row's verdict and
// smallest detectable change are listed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleCli } from '../lib/bundle.mjs';
import { outPath, ROOT } from '../lib/paths.mjs';
import { median } from '../lib/stats.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  rounds: { type: 'integer', default: 6 },
  times: { type: 'string', default: '50ms,100ms,200ms,500ms' },
  change: { type: 'number' },
});
const cli = await bundleCli();
const example = join(ROOT, 'examples/jmh-writer');
const headDir = values.change === undefined ? join(example, 'head') : smallChangeHead(values.change);

/** A copy of base whose closeBlock compresses the first `percent`% of the block once more. */
function smallChangeHead(percent) {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-jmh-change-'));
  cpSync(join(example, 'base'), dir, { recursive: true, filter: (src) => !src.includes('/target') });
  const file = join(dir, 'src/main/java/com/example/blocks/BlockItemWriter.java');
  const source = readFileSync(file, 'utf8');
  const call = 'byte[] compressed = compress(buffer.array(), buffer.position());';
  if (!source.includes(call)) throw new Error(`${file}: no "${call}" to add work before`);
  const extra = `if (compress(buffer.array(), buffer.position() * ${percent} / 100).length < 0) throw new IllegalStateException();\n        `;
  writeFileSync(file, source.replace(call, extra + call));
  return dir;
}
const results = [];
for (const time of values.times.split(',')) {
  const [warmup, measure = warmup] = time.split('/');
  const out = mkdtempSync(join(tmpdir(), 'benchgate-jmh-time-'));
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [
      cli,
      'run',
      '--base-dir',
      join(example, 'base'),
      '--head-dir',
      headDir,
      '--runner',
      'jmh-maven',
      '--rounds',
      String(values.rounds),
      '--confirm-rounds',
      '2',
      `--args=-w ${warmup} -r ${measure}`,
      '--json',
      '--out',
      out,
    ],
    { cwd: out, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const seconds = (Date.now() - started) / 1000;
  rmSync(out, { recursive: true, force: true });
  if (!r.stdout) throw new Error(`benchgate run at ${time} printed nothing (exit ${r.status}): ${r.stderr}`);
  const c = JSON.parse(r.stdout);
  const primary = c.rows.filter((row) => row.metric === undefined);
  const label = (row) => `${row.name} ${row.params.itemCount}x${row.params.itemSize}`;
  results.push({
    time,
    seconds,
    exit: r.status,
    writeBlockRegressions: primary.filter((row) => row.name === 'writeBlock' && row.verdict === 'regression')
      .length,
    writeOnlyFalseAlarms: primary
      .filter((row) => row.name === 'writeOnly' && row.verdict === 'regression')
      .map(label),
    writeOnlyUnchanged: primary.filter((row) => row.name === 'writeOnly' && row.verdict === 'unchanged')
      .length,
    halfWidthMedian: median(
      primary
        .filter((row) => row.base && row.base.center > 0)
        .map((row) => (row.base.high - row.base.low) / 2 / row.base.center)
        .filter(Number.isFinite),
    ),
    verdicts: Object.fromEntries(primary.map((row) => [label(row), row.verdict])),
    rows: primary.map((row) => ({
      row: label(row),
      verdict: row.verdict,
      change: row.change,
      rounds: row.paired?.rounds,
      detectable: row.paired?.detectable,
    })),
  });
  process.stderr.write(`jmh iteration time ${time}: ${seconds.toFixed(0)} s\n`);
}

const base = results.at(-1);
const lines = [
  `# JMH iteration time (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/jmh/iteration-time.mjs --rounds ${values.rounds} --times ${values.times}${values.change === undefined ? '' : ` --change ${values.change}`}\`.`,
  values.change === undefined
    ? 'Head halves writeBlock.'
    : `Head compresses ${values.change}% of each block once more: writeBlock about ${values.change}% slower.`,
  `examples/jmh-writer, \`benchgate run\` with the jmh-maven preset (one fork per round and side, 2 warm-up and 5 measurement iterations), ${values.rounds} rounds + 2 confirmation rounds, -w and -r set to the time below (warm-up/measurement where they differ).`,
  '',
  '| iteration time (-w, -r) | wall time of the run | against the longest | writeBlock regressions (of 4) | writeOnly: false regressions / unchanged (of 4) | base interval half-width, median of the rows |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (x) =>
      `| ${x.time} | ${x.seconds.toFixed(0)} s | ${(x.seconds / base.seconds).toFixed(2)}× | ${x.writeBlockRegressions} | ${x.writeOnlyFalseAlarms.length} / ${x.writeOnlyUnchanged} | ±${(100 * x.halfWidthMedian).toFixed(1)}% |`,
  ),
  '',
  '| iteration time | row | verdict | change | rounds | could detect |',
  '|---|---|---|---|---|---|',
  ...results.flatMap((x) =>
    x.rows.map(
      (r) =>
        `| ${x.time} | ${r.row} | ${r.verdict} | ${(100 * r.change).toFixed(1)}% | ${r.rounds ?? '–'} | ${r.detectable === undefined ? '–' : `${(100 * r.detectable).toFixed(1)}%`} |`,
    ),
  ),
];
if (values.change !== undefined) rmSync(headDir, { recursive: true, force: true });
writeFileSync(outPath('jmh-iteration-time.json'), JSON.stringify(results, null, 2));
writeFileSync(outPath('jmh-iteration-time.md'), lines.join('\n') + '\n');
process.stdout.write(lines.join('\n') + '\n');
