// What narrowing go test -bench to the open rows costs on bench/go-matrix
// (2,400 sub-benchmarks, six levels), at -benchtime 1x so that the filter's
// matching, not the benchmarks, is what the time shows:
//
//   npx tsx bench/narrow-go-matrix.ts 10 random   # a pseudo-random tenth
//   npx tsx bench/narrow-go-matrix.ts 2 random    # a pseudo-random half
//   npx tsx bench/narrow-go-matrix.ts 10          # every tenth name
//   npx tsx bench/narrow-go-matrix.ts 1           # all of them
//   --repeat N (default 5) runs of each rendering, in turn
//
// Prints how many -bench alternatives the names need, whether exactly the
// asked benchmarks ran, and the median wall time of the narrowed go test
// with the patterns as benchgate renders them (the first two levels sharing
// one pattern, go-bench-filter.ts sharedFirstLevels) and with one pattern per
// level as before, run in turn, and their ratio.
import { execFileSync, execSync } from 'node:child_process';
import { join } from 'node:path';
import { goBenchPatterns } from '../src/run/go-bench-filter.js';
import { median } from '../src/stats/sample.js';
import { parseBenchArgs } from './lib/args.mjs';

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'bench/go-matrix');
const namesIn = (out: string) => [...out.matchAll(/^(Benchmark\S+?)-\d+\s/gm)].map((m) => m[1]!);
const exec = (args: string[]) =>
  execFileSync('./matrix.test', args, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });

const { values, positionals } = parseBenchArgs(
  import.meta.url,
  { repeat: { type: 'integer', default: 5 } },
  { allowPositionals: true },
);
const every = Number(positionals[0] ?? 10);
execSync('go test -c -o matrix.test .', { cwd: dir });
try {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const names = namesIn(exec(['-test.run', '^$', '-test.bench', '.', '-test.benchtime', '1x']));
  const open =
    positionals[1] === 'random'
      ? names.filter(() => random() < 1 / every)
      : names.filter((_, i) => i % every === 0);
  const renderings = {
    shared: goBenchPatterns(open),
    'per level': goBenchPatterns(open, undefined, { shareFirstLevels: false }),
  };
  const times: Record<string, number[]> = { shared: [], 'per level': [] };
  const exact: Record<string, boolean> = {};
  for (let r = 0; r < values.repeat; r++) {
    for (const [name, patterns] of Object.entries(renderings)) {
      const started = performance.now();
      const ran = patterns.flatMap((p) =>
        namesIn(exec(['-test.run', '^$', '-test.bench', p, '-test.benchtime', '1x'])),
      );
      times[name]!.push(performance.now() - started);
      exact[name] = JSON.stringify(ran.sort()) === JSON.stringify([...open].sort());
    }
  }
  const alternatives = renderings.shared.map((p) => p.split('|^').length).join('+');
  const [shared, perLevel] = [median(times.shared!), median(times['per level']!)];
  console.log(
    `${open.length} of ${names.length} open, ${alternatives} alternatives in ${renderings.shared.length} run(s): ` +
      `median ${(shared / 1000).toFixed(2)} s shared (exact: ${exact.shared}) against ` +
      `${(perLevel / 1000).toFixed(2)} s per level (exact: ${exact['per level']}), ` +
      `${(perLevel / shared).toFixed(2)}x, over ${values.repeat} runs each in turn`,
  );
} finally {
  execSync('rm -f matrix.test', { cwd: dir });
}
