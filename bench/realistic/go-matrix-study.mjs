#!/usr/bin/env node
// The sequential design against the fixed one on a suite of seed 000's size:
// bench/go-matrix's 2,400 sub-benchmarks, head with every 16MB-block
// combination of more than one consumer doing a fifth more work (500 slowed
// rows, 1,900 unchanged). Each design is one `benchgate run` of the built
// command line (real go test, interleaved rounds, its own selection of open
// benchmarks), run one after the other on this machine.
//
//   node bench/realistic/go-matrix-study.mjs [--benchtime 10ms] [--designs sequential,fixed] [--filter RE]
//
// Writes bench/out/realistic/go-matrix.md (and .json): wall time, benchmark
// executions (go test runs of one benchmark: its sample lines), rows caught
// and false alarms per design, and the ratios; go-matrix-DESIGN.log is each
// run's own log.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeMachine } from '../lib/machine.mjs';
import { outPath, ROOT } from '../lib/paths.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  benchtime: { type: 'string', default: '10ms' },
  designs: { type: 'string', default: 'sequential,fixed' },
  // A slice of the matrix, in go test -bench syntax; all 2,400 when empty.
  filter: { type: 'string', default: '' },
});
const work = outPath('realistic', 'work');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const base = join(work, 'base');
const head = join(work, 'head');
cpSync(join(ROOT, 'bench/go-matrix'), base, { recursive: true });
cpSync(join(ROOT, 'bench/go-matrix'), head, { recursive: true });
// The head side: the matrix's own slowdown switch, set in code instead of the environment.
writeFileSync(join(head, 'slowdown_test.go'), 'package gomatrix\n\nfunc init() { slowdown = true }\n');
execFileSync('go', ['vet', '.'], { cwd: head });

const slowed = (name) => name.includes('blk=16MB/') && !name.includes('/consumers=1/');
const results = {};
for (const design of values.designs.split(',')) {
  const out = join(work, `out-${design}`);
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, 'dist/cli.js'),
      'run',
      '--base-dir',
      base,
      '--head-dir',
      head,
      '--runner',
      'go',
      '--design',
      design,
      `--args=-benchtime=${values.benchtime}`,
      ...(values.filter ? ['--filter', values.filter] : []),
      '--json',
      '--out',
      out,
    ],
    { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const seconds = (Date.now() - started) / 1000;
  // The run's log: the time of every side of every round and the benchmarks still open.
  writeFileSync(outPath('realistic', `go-matrix-${design}.log`), r.stderr);
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`benchgate run (${design}) exited ${r.status}: ${r.stderr.slice(-2000)}`);
  const c = JSON.parse(readFileSync(join(out, 'comparison.json'), 'utf8'));
  const sides = ['base', 'head'].map((s) => JSON.parse(readFileSync(join(out, `${s}.json`), 'utf8')));
  let executions = 0;
  for (const side of sides) for (const b of side.benchmarks) executions += b.metrics[0].samples.length;
  const time = c.rows.filter((row) => row.unit === 'sec/op' || row.unit === 'ns/op');
  const caught = time.filter((row) => slowed(row.name) && row.verdict === 'regression').length;
  const falseAlarms = time.filter((row) => !slowed(row.name) && row.verdict === 'regression').length;
  const unchanged = time.filter((row) => !slowed(row.name) && row.verdict === 'unchanged').length;
  results[design] = {
    seconds,
    executions,
    rows: time.length,
    slowed: time.filter((row) => slowed(row.name)).length,
    caught,
    falseAlarms,
    unchanged,
    inconclusive: time.filter((row) => row.verdict === 'inconclusive').length,
  };
  process.stderr.write(`${design}: ${JSON.stringify(results[design])}\n`);
}

const d = Object.keys(results);
const lines = [
  `# bench/go-matrix: sequential against fixed (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/realistic/go-matrix-study.mjs --benchtime ${values.benchtime}${values.filter ? ` --filter '${values.filter}'` : ''}\`. ${values.filter ? `The slice ${values.filter} of the matrix` : 'All 2,400 benchmarks'}; head slows the 16MB-block rows with more than one consumer by a fifth; -benchtime ${values.benchtime}. Machine: ${describeMachine().cpu}, ${describeMachine().nproc} cores.`,
  '',
  `| | ${d.join(' | ')} |`,
  `|---|${d.map(() => '---').join('|')}|`,
  `| wall time (s) | ${d.map((k) => results[k].seconds.toFixed(0)).join(' | ')} |`,
  `| benchmark executions | ${d.map((k) => results[k].executions).join(' | ')} |`,
  `| slowed rows caught | ${d.map((k) => `${results[k].caught}/${results[k].slowed}`).join(' | ')} |`,
  `| false alarms (unchanged rows) | ${d.map((k) => `${results[k].falseAlarms}/${results[k].rows - results[k].slowed}`).join(' | ')} |`,
  `| unchanged rows called unchanged | ${d.map((k) => `${results[k].unchanged}/${results[k].rows - results[k].slowed}`).join(' | ')} |`,
  `| inconclusive rows | ${d.map((k) => results[k].inconclusive).join(' | ')} |`,
];
if (results.fixed && results.sequential) {
  lines.push(
    '',
    `Fixed / sequential: **${(results.fixed.executions / results.sequential.executions).toFixed(2)}×** the executions, ${(results.fixed.seconds / results.sequential.seconds).toFixed(2)}× the wall time.`,
  );
}
const md = lines.join('\n') + '\n';
writeFileSync(outPath('realistic', 'go-matrix.md'), md);
writeFileSync(outPath('realistic', 'go-matrix.json'), JSON.stringify(results, null, 2));
process.stdout.write(md);
