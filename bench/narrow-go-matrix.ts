// What narrowing go test -bench to the open rows costs on bench/go-matrix
// (2,400 sub-benchmarks, six levels), at -benchtime 1x so that the filter's
// matching, not the benchmarks, is what the time shows:
//
//   npx tsx bench/narrow-go-matrix.ts 10 random   # a pseudo-random tenth
//   npx tsx bench/narrow-go-matrix.ts 10          # every tenth name
//   npx tsx bench/narrow-go-matrix.ts 1           # all of them
//
// Prints how many runs and -bench alternatives the names need, whether
// exactly the asked benchmarks ran, and the wall time of the narrowed runs.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { applyNarrowedRun, narrowRuns } from '../src/run/benchmark-filter.js';
import { findPreset, loadPresets } from '../src/run/presets.js';
import { expandCommand } from '../src/run/shell-quote.js';

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'bench/go-matrix');
const pkg = 'example.com/benchgate/bench/gomatrix';
const preset = findPreset('go', loadPresets(join(root, 'runners')));
const namesIn = (out: string) => [...out.matchAll(/^(Benchmark\S+?)-\d+\s/gm)].map((m) => m[1]!);
const exec = (cmd: string) =>
  execSync(cmd, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26, shell: '/bin/bash' });

const every = Number(process.argv[2] ?? 10);
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const names = namesIn(exec("go test -run '^$' -bench . -benchtime 1x ."));
const open =
  process.argv[3] === 'random'
    ? names.filter(() => random() < 1 / every)
    : names.filter((_, i) => i % every === 0);
const started = Date.now();
const runs = narrowRuns(
  preset,
  open.map((name) => ({ suite: pkg, name, params: {} })),
);
const ran: string[] = [];
for (const run of runs) {
  const values = { filter: run.filter, count: 1, out: dir, args: '-benchtime=1x' };
  ran.push(...namesIn(exec(expandCommand(applyNarrowedRun(preset, run).run, values))));
}
const exact = JSON.stringify(ran.sort()) === JSON.stringify([...open].sort());
const alternatives = runs.map((r) => r.filter.split('|^').length).join('+');
console.log(
  `${open.length} of ${names.length} open: ${runs.length} runs, ${alternatives} alternatives, ` +
    `ran ${ran.length} (exact: ${exact}) in ${Date.now() - started} ms`,
);
