// Makes a Go benchmark output of N distinct benchmarks (default 1,000,000,
// about 133 MB) from the real output of examples/go-blockstore: its header,
// then its result lines in turn, each under a benchmark name made unique
// ("BenchmarkWriteBlock/..." becomes "BenchmarkWriteBlock<i>/..."), one line
// per benchmark, then its PASS and ok lines. It is the flood a hostile
// benchmark could print, for measuring what one input costs past
// MAX_BENCHMARKS (docs/security.md, "How many benchmarks").
//
//   node bench/big-go-output.mjs [count] [file]
//   (default: 1000000 bench/out/inputs/go-1m.txt)
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outPath, ROOT } from './lib/paths.mjs';

const count = Number(process.argv[2] ?? 1_000_000);
const file = process.argv[3] ?? outPath('inputs', 'go-1m.txt');
if (!Number.isSafeInteger(count) || count < 1)
  throw new Error(`count must be a positive integer, not ${process.argv[2]}`);

const real = readFileSync(join(ROOT, 'examples/go-blockstore/outputs/base.txt'), 'utf8').split('\n');
// The file holds several go test runs: one header and one ending are enough.
const header = [
  ...new Map(real.filter((l) => /^(goos|goarch|pkg|cpu):/.test(l)).map((l) => [l.split(':')[0], l])).values(),
];
const results = real.filter((l) => /^Benchmark\S+\s+\d+\s/.test(l));
const footer = ['PASS', real.findLast((l) => l.startsWith('ok '))];

const out = createWriteStream(file);
const write = (text) => (out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve)));
await write(header.map((l) => `${l}\n`).join(''));
const BATCH = 10_000;
for (let from = 0; from < count; from += BATCH) {
  let text = '';
  for (let i = from; i < Math.min(count, from + BATCH); i++) {
    const line = results[i % results.length];
    const slash = line.indexOf('/');
    text += `${line.slice(0, slash)}${i}${line.slice(slash)}\n`;
  }
  await write(text);
}
await write(footer.map((l) => `${l}\n`).join(''));
out.end();
await new Promise((resolve) => out.on('close', resolve));
console.error(`${file}: ${count} benchmarks`);
