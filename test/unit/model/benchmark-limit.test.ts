import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { InputError } from '../../../src/formats/input-error.js';
import { capBenchmarkCount, MAX_BENCHMARKS } from '../../../src/model/benchmark-limit.js';
import { mergeResults } from '../../../src/model/merge.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';
import { judgeResults } from '../../../src/pipeline/judge.js';

// A benchmark process writes the output a run reads: it can print as many
// benchmarks as it likes. Each input keeps the first MAX_BENCHMARKS and says
// how many it left out; a side that still adds up to more is refused.
const root = new URL('../../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'benchgate-benchmark-limit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bench = (i: number): Benchmark => ({
  suite: '',
  name: `B${i}`,
  params: {},
  metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [100] }],
});

describe('the limit on benchmarks per input and per side', () => {
  it('keeps the first MAX_BENCHMARKS of an input and names the first one left out', () => {
    const many = Array.from({ length: MAX_BENCHMARKS + 3 }, (_, i) => bench(i));
    const { benchmarks, problems } = capBenchmarkCount(many, 'out.txt');
    expect(benchmarks.length).toBe(100_000);
    expect(benchmarks.at(-1)!.name).toBe('B99999');
    expect(problems).toEqual([
      {
        file: 'out.txt',
        line: 0,
        message: 'left out 3 benchmarks beyond the limit of 100000 per input, from "B100000" on',
      },
    ]);
    expect(capBenchmarkCount(many.slice(0, MAX_BENCHMARKS), 'out.txt').problems).toEqual([]);
  });

  it('cuts a real Go output that a hostile benchmark made print one benchmark too many', async () => {
    // One real line of the Go example's output, renamed 100,001 times.
    const real = readFileSync(join(root, 'examples/go-blockstore/outputs/base.txt'), 'utf8');
    const line = real.split('\n').find((l) => l.startsWith('BenchmarkWriteBlock/'))!;
    const header = real.split('\n').filter((l) => /^(goos|goarch|pkg|cpu):/.test(l));
    const body = Array.from({ length: MAX_BENCHMARKS + 1 }, (_, i) =>
      line.replace('BenchmarkWriteBlock/', `BenchmarkWriteBlock${i}/`),
    );
    const file = join(work, 'flood.txt');
    writeFileSync(file, [...header, ...body, 'PASS', ''].join('\n'));
    const read = await readBenchmarkInput(file);
    expect(read.format).toBe('go');
    expect(read.benchmarks.length).toBe(MAX_BENCHMARKS);
    expect(read.problems.map((p) => p.message)).toEqual([
      'left out 1 benchmark beyond the limit of 100000 per input, from "BenchmarkWriteBlock100000/store=memory/size=1KB" on',
    ]);
  });

  it('refuses a side whose inputs add up to more than the limit, naming the side', () => {
    const half = (from: number) =>
      createResults({
        benchmarks: Array.from({ length: MAX_BENCHMARKS / 2 + 1 }, (_, i) => bench(from + i)),
      });
    const head = mergeResults([half(0), half(MAX_BENCHMARKS)]);
    const base = createResults({ benchmarks: [bench(0)] });
    const judgement = { policy: DEFAULT_POLICY, waivers: [], today: '2026-11-27' };
    expect(() => judgeResults(base, head, judgement)).toThrow(InputError);
    expect(() => judgeResults(base, head, judgement)).toThrow(
      'head: head holds 100002 benchmarks, over the limit of 100000 per side of a comparison',
    );
  });
});
