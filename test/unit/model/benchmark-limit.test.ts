import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { InputError } from '../../../src/formats/input-error.js';
import { parseLineStream } from '../../../src/formats/read.js';
import { GoStreamReader } from '../../../src/formats/go/reader.js';
import { GoResultSink } from '../../../src/formats/go/results.js';
import type { LineFormat } from '../../../src/formats/types.js';
import {
  capBenchmarkCount,
  LeftOutBenchmarks,
  MAX_BENCHMARKS,
  MAX_COUNTED_LEFT_OUT,
} from '../../../src/model/benchmark-limit.js';
import { BenchmarkCollector } from '../../../src/model/collector.js';
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

// The parsers stop storing at the limit: past it a benchmark's results are
// only counted, each benchmark once however often it repeats, so the memory a
// flood takes stays that of the limit. A small limit shows the rule on real
// output; the full limit is read through readBenchmarkInput below.
describe('parsing stops storing at the limit', () => {
  const blockstore = join(root, 'examples/go-blockstore/outputs/base.txt');

  /** Go text read into a sink that keeps `limit` names (the format itself keeps MAX_BENCHMARKS). */
  const goWithLimit = (limit: number): LineFormat => ({
    kind: 'lines',
    name: 'go',
    detect: () => 1,
    start(file) {
      const sink = new GoResultSink(file, limit);
      const reader = new GoStreamReader(sink, { checkEnding: true });
      let lines = 0;
      return {
        push(line, lineNo) {
          lines++;
          reader.push(line, lineNo);
        },
        finish(end) {
          reader.end(end);
          return sink.finish(lines);
        },
      };
    },
  });

  it('keeps the first names of a real Go output and counts each name left out once, -count passes interleaved', async () => {
    // go-blockstore's base: 8 sub-benchmarks, -count 10, so the names come round 10 times.
    const parsed = await parseLineStream(goWithLimit(3), [readFileSync(blockstore)], 'base.txt');
    expect(parsed.benchmarks.map((b) => [b.name, b.procs, b.metrics[0]!.samples.length])).toEqual([
      ['BenchmarkWriteBlock/store=memory/size=1KB', 2, 10],
      ['BenchmarkWriteBlock/store=memory/size=64KB', 2, 10],
      ['BenchmarkWriteBlock/store=file/size=1KB', 2, 10],
    ]);
    expect(parsed.problems).toEqual([
      {
        file: 'base.txt',
        line: 0,
        message:
          'left out 5 benchmarks beyond the limit of 3 per input, from "BenchmarkWriteBlock/store=file/size=64KB" on',
      },
    ]);
  });

  it('stores every result below the limit and says nothing', async () => {
    const parsed = await parseLineStream(goWithLimit(8), [readFileSync(blockstore)], 'base.txt');
    expect(parsed.benchmarks).toHaveLength(8);
    expect(parsed.problems).toEqual([]);
  });

  it('the shared collector keeps the first benchmarks whole and counts the rest once each', () => {
    const collector = new BenchmarkCollector(2);
    const id = (name: string) => ({ suite: 's', name, params: { size: '1KB' } });
    for (const name of ['A', 'B', 'C', 'A', 'D', 'C', 'B', 'D', 'E'])
      collector.add(id(name), [{ unit: 'ns/op', samples: [1, 2] }]);
    const { benchmarks, problems } = collector.collected('out.json', [
      { file: 'out.json', line: 4, message: 'x' },
    ]);
    expect(benchmarks.map((b) => [b.name, b.metrics[0]!.samples])).toEqual([
      ['A', [1, 2, 1, 2]],
      ['B', [1, 2, 1, 2]],
    ]);
    expect(problems).toEqual([
      {
        file: 'out.json',
        line: 0,
        message: 'left out 3 benchmarks beyond the limit of 2 per input, from "C" on',
      },
      { file: 'out.json', line: 4, message: 'x' },
    ]);
  });

  it('says "over" once more benchmarks are left out than it tells apart', () => {
    const leftOut = new LeftOutBenchmarks();
    for (let i = 0; i <= MAX_COUNTED_LEFT_OUT; i++) leftOut.note(`k${i}`, `B${i}`);
    expect(leftOut.problems('out.txt', 5)).toEqual([
      {
        file: 'out.txt',
        line: 0,
        message: 'left out over 1000000 benchmarks beyond the limit of 5 per input, from "B0" on',
      },
    ]);
  });

  it('cuts a JSON input at the limit: a github-action-benchmark file of 100,004 entries, two repeated', async () => {
    // The real emit-bigger.json's two entries, renamed 50,001 times, and the last two again.
    const entries = JSON.parse(
      readFileSync(join(root, 'test/fixtures/gab-json/emit-bigger.json'), 'utf8'),
    ) as {
      name: string;
    }[];
    const flood = Array.from({ length: MAX_BENCHMARKS / 2 + 1 }, (_, i) =>
      entries.map((e) => ({ ...e, name: `${e.name} #${i}` })),
    ).flat();
    const file = join(work, 'flood.json');
    writeFileSync(file, JSON.stringify([...flood, ...flood.slice(-2)]));
    const read = await readBenchmarkInput(file, { format: 'gab-json' });
    expect(read.benchmarks.length).toBe(MAX_BENCHMARKS);
    expect(read.benchmarks.at(-1)!.name).toBe('Buffer copy 64 KiB #49999');
    expect(read.problems.map((p) => p.message)).toEqual([
      'left out 2 benchmarks beyond the limit of 100000 per input, from "JSON.stringify small object #50000" on',
    ]);
  });
});
