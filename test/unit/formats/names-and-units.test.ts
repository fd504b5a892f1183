import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { benchmarkDotNetFormat } from '../../../src/formats/benchmarkdotnet.js';
import { readBenchmarkInput } from '../../../src/formats/read.js';

// Files of real runs that other projects' names and units made hard to read
// (issue 34): each fixture is the output of the real tool, made by its
// folder's regenerate.sh.

const fixtures = new URL('../../fixtures/', import.meta.url).pathname;

async function read(path: string) {
  const r = await readBenchmarkInput(fixtures + path, { patternFormats: [] });
  return {
    ...r,
    rows: r.benchmarks.map((b) => ({ suite: b.suite, name: b.name, params: b.params, procs: b.procs })),
  };
}

describe('go test: sub-benchmark names with spaces, printed with underscores', () => {
  test('key=value pairs separated by a space are two params; blanks around "=" are not part of them', async () => {
    const r = await read('go/naming-cpu-1-2.txt');
    expect(r.problems).toEqual([]);
    const join = r.rows.filter((b) => b.name.startsWith('BenchmarkJoin/'));
    expect(join.map((b) => [b.name, b.params, b.procs])).toEqual([
      ['BenchmarkJoin/two_words', {}, 1],
      ['BenchmarkJoin/two_words', {}, 2],
      ['BenchmarkJoin/batch_of_16', {}, 1],
      ['BenchmarkJoin/batch_of_16', {}, 2],
      ['BenchmarkJoin/n_=_8', { n: '8' }, 1],
      ['BenchmarkJoin/n_=_8', { n: '8' }, 2],
      ['BenchmarkJoin/rows=2_cols=3', { rows: '2', cols: '3' }, 1],
      ['BenchmarkJoin/rows=2_cols=3', { rows: '2', cols: '3' }, 2],
      ['BenchmarkJoin/block_size=4_mode=fast', { block_size: '4', mode: 'fast' }, 1],
      ['BenchmarkJoin/block_size=4_mode=fast', { block_size: '4', mode: 'fast' }, 2],
    ]);
  });
});

describe('the micro sign (U+00B5) and the Greek mu (U+03BC) are one unit', () => {
  test('go test custom metrics in µs/req and μs/req read as µs/req, smaller is better', async () => {
    const r = await read('go/naming-cpu-1-2.txt');
    const latency = r.benchmarks.filter((b) => b.name.startsWith('BenchmarkLatency/'));
    expect(
      latency.map((b) => [b.name, b.procs, b.metrics.map((m) => [m.unit, m.direction, m.samples])]),
    ).toEqual([
      ['BenchmarkLatency/micro_sign', 1, expect.arrayContaining([['\u00b5s/req', 'smaller', [1.5]]])],
      ['BenchmarkLatency/micro_sign', 2, expect.arrayContaining([['\u00b5s/req', 'smaller', [1.5]]])],
      ['BenchmarkLatency/greek_mu', 1, expect.arrayContaining([['\u00b5s/req', 'smaller', [1.5]]])],
      ['BenchmarkLatency/greek_mu', 2, expect.arrayContaining([['\u00b5s/req', 'smaller', [1.5]]])],
    ]);
  });
});

describe('Catch2 console output whose names wrap over several lines', () => {
  test('a wrapped test case name and a wrapped benchmark name are read whole', async () => {
    const r = await read('catch2/console-wrapped-names.txt');
    expect(r.format).toBe('catch2-console');
    expect(r.problems).toEqual([]);
    expect(r.rows.map((b) => [b.suite, b.name])).toEqual([
      [
        'a test case whose name is long enough that the console reporter has to wrap it over more than one line of output',
        'fib 10',
      ],
      ['short case', 'a benchmark whose own name is too long for the first column of the table'],
    ]);
  });
});

describe('BenchmarkDotNet JSON of a benchmark class with no namespace', () => {
  // Note: no real export of such a class yet (benchmarkdotnet/PROVENANCE.md):
  // the real fib-sample.json with its namespace taken out, as null and as no field.
  const sample = JSON.parse(readFileSync(fixtures + 'benchmarkdotnet/fib-sample.json', 'utf8')) as {
    Benchmarks: Record<string, unknown>[];
  };
  const without = (drop: (b: Record<string, unknown>) => void) => {
    const copy = structuredClone(sample);
    for (const b of copy.Benchmarks) drop(b);
    return JSON.stringify(copy);
  };
  test.each([
    ['null', (b: Record<string, unknown>) => (b.Namespace = null)],
    ['absent', (b: Record<string, unknown>) => delete b.Namespace],
  ])('namespace %s: the suite is the type alone', (_, drop) => {
    const r = benchmarkDotNetFormat.parse(without(drop), 'no-namespace.json');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.metrics[0]!.samples.length])).toEqual([
      ['Benchmarks', 'Fib10', 14],
      ['Benchmarks', 'Fib20', 13],
    ]);
  });
});

describe('libtest-shaped results in a custom unit', () => {
  test("Criterion's bencher lines of a measurement in MS/s read as MS/s, bigger is better", async () => {
    const r = await read('criterion/custom-unit-bencher.txt');
    expect(r.format).toBe('libtest');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.name, b.metrics.map((m) => [m.unit, m.direction, m.summary])])).toEqual(
      [
        ['block_hash', [['MS/s', 'bigger', { center: 469, low: 362, high: 576, n: NaN, confidence: NaN }]]],
        ['block_sum', [['MS/s', 'bigger', { center: 5082, low: 3392, high: 6772, n: NaN, confidence: NaN }]]],
      ],
    );
  });
});
