import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { benchmarkjsFormat } from '../../../src/formats/benchmarkjs.js';
import { parseLinesOfText } from '../../support/formats-feed.js';
import type { ParsedFile } from '../../../src/formats/types.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from './fuzz-format.js';

const dir = new URL('../../fixtures/benchmarkjs/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.txt'): ParsedFile => parseLinesOfText(benchmarkjsFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);

/** [name, hz, rme %, runs] as the fixture prints them. */
type Row = [string, number, number, number];

function expectRows(result: ParsedFile, rows: Row[]): void {
  expect(result.benchmarks.map((b) => b.name)).toEqual(rows.map((r) => r[0]));
  rows.forEach(([name, hz, rme, runs], i) => {
    const b = result.benchmarks[i];
    expect(b, name).toMatchObject({ suite: '', name, params: {} });
    expect(b.procs, name).toBeUndefined();
    expect(b.metrics, name).toHaveLength(1);
    const m = b.metrics[0];
    expect(m.unit, name).toBe('ops/sec');
    expect(m.direction, name).toBe('bigger');
    expect(m.samples, name).toEqual([]);
    expect(m.summary!.center, name).toBe(hz);
    expect(m.summary!.n, name).toBe(runs);
    expect(m.summary!.confidence, name).toBe(0.95);
    expect(m.summary!.low, name).toBeCloseTo(Math.max(0, hz * (1 - rme / 100)), 6);
    expect(m.summary!.high, name).toBeCloseTo(hz * (1 + rme / 100), 6);
  });
}

describe('benchmark.js fixtures', () => {
  test('suite-plain.txt: names with " x ", commas, two decimals below 100 hz; "Fastest is" ignored', () => {
    const r = parseFixture('suite-plain.txt');
    expectRows(r, [
      ['String#concat', 7476219, 38.35, 5],
      ['RegExp#test', 76485136, 2.2, 5],
      ['matrix 2 x 2 multiply', 312281648, 20.39, 5],
      ['slow sum (2e7)', 57.47, 2.01, 5],
    ]);
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'benchmark.js' } });
    // Exact bounds for one row: 57.47 ± 2.01%.
    expect(r.benchmarks[3].metrics[0].summary).toMatchObject({
      low: 57.47 - 57.47 * 0.0201,
      high: 57.47 + 57.47 * 0.0201,
    });
  });

  test('suite-throws.txt: the errored benchmark ("name: ") is a problem, the others are kept', () => {
    const r = parseFixture('suite-throws.txt');
    expectRows(r, [
      ['String#concat', 9733158, 24.52, 5],
      ['RegExp#test', 67586271, 9.5, 5],
      ['matrix 2 x 2 multiply', 270008129, 14.55, 5],
      ['slow sum (2e7)', 53.72, 7.36, 5],
    ]);
    expect(r.problems).toEqual([
      {
        file: 'suite-throws.txt',
        line: 5,
        message: 'benchmark "JSON.parse invalid" failed (Benchmark.js printed an error instead of a result)',
      },
    ]);
  });

  test("npm-run-bench.txt: npm's banner lines are not results", () => {
    const r = parseFixture('npm-run-bench.txt');
    expectRows(r, [
      ['String#concat', 7499134, 41.06, 5],
      ['RegExp#test', 61132691, 18.52, 5],
      ['matrix 2 x 2 multiply', 294981628, 10.73, 5],
      ['slow sum (2e7)', 56.54, 7.29, 5],
    ]);
    expect(r.problems).toEqual([]);
  });
});

describe('damaged benchmark.js output', () => {
  test('truncated mid-line: the cut line is a problem, earlier lines kept', () => {
    const r = parseFixture('suite-plain.damaged-truncated.txt');
    expectRows(r, [
      ['String#concat', 7476219, 38.35, 5],
      ['RegExp#test', 76485136, 2.2, 5],
    ]);
    expect(r.problems).toEqual([
      {
        file: 'suite-plain.damaged-truncated.txt',
        line: 3,
        message: 'unrecognized Benchmark.js result: matrix 2 x 2 multiply x 312,281,648 ops/sec ±20',
      },
    ]);
  });

  test('binary garbage: one problem at its line, every result kept', () => {
    const r = parseFixture('suite-plain.damaged-garbage.txt');
    expect(r.benchmarks.map((b) => b.name)).toEqual([
      'String#concat',
      'RegExp#test',
      'matrix 2 x 2 multiply',
      'slow sum (2e7)',
    ]);
    expect(r.problems).toEqual([
      { file: 'suite-plain.damaged-garbage.txt', line: 4, message: 'binary data, not text output' },
    ]);
  });

  test('empty: nothing, and no problem', () => {
    expect(parseFixture('suite-plain.damaged-empty.txt')).toEqual({
      context: { tool: { name: 'benchmark.js' } },
      benchmarks: [],
      problems: [],
    });
  });

  test('numbers that do not parse: those lines are problems, the others kept', () => {
    const r = parseFixture('suite-plain.damaged-bad-numbers.txt');
    expectRows(r, [
      ['String#concat', 7476219, 38.35, 5],
      ['matrix 2 x 2 multiply', 312281648, 20.39, 5],
    ]);
    const file = 'suite-plain.damaged-bad-numbers.txt';
    expect(r.problems).toEqual([
      {
        file,
        line: 2,
        message: 'unrecognized Benchmark.js result: RegExp#test x xx,xxx,xxx ops/sec ±x.xx% (x runs sampled)',
      },
      {
        file,
        line: 4,
        message: 'unrecognized Benchmark.js result: slow sum (xex) x xx.xx ops/sec ±x.xx% (x runs sampled)',
      },
    ]);
  });
});

describe('benchmark.js lines', () => {
  const cases: { line: string; name?: string; hz?: number; rme?: number; runs?: number; problem?: string }[] =
    [
      {
        line: 'fib(20) x 11,465 ops/sec ±1.12% (91 runs sampled)',
        name: 'fib(20)',
        hz: 11465,
        rme: 1.12,
        runs: 91,
      },
      { line: 'one x 3.5 ops/sec ±0.00% (1 run sampled)', name: 'one', hz: 3.5, rme: 0, runs: 1 },
      { line: 'a x b x 1,000 ops/sec ±5.00% (10 runs sampled)', name: 'a x b', hz: 1000, rme: 5, runs: 10 },
      {
        line: 'plus-minus x 12 ops/sec +/- 3.5% (7 runs sampled)',
        name: 'plus-minus',
        hz: 12,
        rme: 3.5,
        runs: 7,
      },
      { line: 'ascii x 12 ops/sec +-3.5% (7 runs sampled)', name: 'ascii', hz: 12, rme: 3.5, runs: 7 },
      {
        line: 'crlf x 99.99 ops/sec ±150.00% (2 runs sampled)\r',
        name: 'crlf',
        hz: 99.99,
        rme: 150,
        runs: 2,
      },
      { line: 'trailing x 7 ops/sec ±1.00% (3 runs sampled)   ', name: 'trailing', hz: 7, rme: 1, runs: 3 },
      {
        line: '  padded name     x  7,476,219 ops/sec  ±38.35%  (5 runs sampled)',
        name: 'padded name',
        hz: 7476219,
        rme: 38.35,
        runs: 5,
      },
      {
        line: '\u001b[32mcolored\u001b[39m x \u001b[33m1,234\u001b[39m ops/sec ±1.00% (9 runs sampled)',
        name: 'colored',
        hz: 1234,
        rme: 1,
        runs: 9,
      },
      { line: 'Fastest is fib(20)' },
      {
        line: '   x 5 ops/sec ±1.00% (3 runs sampled)',
        problem: 'unrecognized Benchmark.js result:    x 5 ops/sec ±1.00% (3 runs sampled)',
      },
      { line: 'Slowest is a x b' },
      { line: 'some unrelated log line' },
      {
        line: 'x 5 ops/sec ±1.00% (3 runs sampled)',
        problem: 'unrecognized Benchmark.js result: x 5 ops/sec ±1.00% (3 runs sampled)',
      },
      {
        line: 'nohz x  ops/sec ±1.00% (3 runs sampled)',
        problem: 'unrecognized Benchmark.js result: nohz x  ops/sec ±1.00% (3 runs sampled)',
      },
      {
        line: 'norme x 5 ops/sec (3 runs sampled)',
        problem: 'unrecognized Benchmark.js result: norme x 5 ops/sec (3 runs sampled)',
      },
      {
        line: 'errored: ',
        problem: 'benchmark "errored" failed (Benchmark.js printed an error instead of a result)',
      },
      { line: 'bell\u0007 x', problem: 'binary data, not text output' },
    ];
  test.each(cases.map((c, i) => [i, c] as const))('case %i', (i, c) => {
    const r = parse(c.line);
    if (c.name === undefined) {
      expect(r.benchmarks, `case ${i}: ${c.line}`).toEqual([]);
      expect(r.problems, `case ${i}: ${c.line}`).toEqual(
        c.problem ? [{ file: 'out.txt', line: 1, message: c.problem }] : [],
      );
      return;
    }
    expect(r.problems, `case ${i}`).toEqual([]);
    expectRows(r, [[c.name, c.hz!, c.rme!, c.runs!]]);
  });

  test('an rme of 100% or more gives a low bound of 0, not a negative rate', () => {
    const m = parse('wild x 10 ops/sec ±129.73% (5 runs sampled)').benchmarks[0].metrics[0];
    expect(m.summary).toEqual({ center: 10, low: 0, high: 10 + 10 * 1.2973, n: 5, confidence: 0.95 });
  });

  test('a benchmark printed by two runs: each run gives one sample, its mean', () => {
    const r = parse('a x 10 ops/sec ±1.00% (5 runs sampled)\na x 20 ops/sec ±1.00% (6 runs sampled)');
    expect(r.benchmarks).toHaveLength(1);
    expect(r.benchmarks[0].metrics[0].samples).toEqual([10, 20]);
    expect(r.benchmarks[0].metrics[0].summary).toBeUndefined();
  });

  test('an over-long line that looks like a result is a problem', () => {
    const line = `${'n'.repeat(5000)} x 1 ops/sec ±1.00% (5 runs sampled)`;
    expect(parse(line).problems).toEqual([
      { file: 'out.txt', line: 1, message: `line of ${line.length} characters is too long for a result` },
    ]);
  });
});

describe('detect', () => {
  test.each([
    ['suite-plain.txt', 0.95],
    ['npm-run-bench.txt', 0.95],
    ['suite-plain.damaged-truncated.txt', 0.95],
    ['suite-plain.damaged-empty.txt', 0],
  ])('%s scores %d', (name, score) => {
    expect(benchmarkjsFormat.detect({ file: name, head: read(name) })).toBe(score);
  });

  test('one result line is enough; Go or JSON output is not benchmark.js', () => {
    expect(benchmarkjsFormat.detect({ file: '-', head: 'a x 1 ops/sec ±1.00% (5 runs sampled)\n' })).toBe(
      0.9,
    );
    expect(benchmarkjsFormat.detect({ file: '-', head: 'BenchmarkFoo-8   1000   123 ns/op\n' })).toBe(0);
    expect(benchmarkjsFormat.detect({ file: '-', head: '{"benchmarks": []}' })).toBe(0);
  });
});

describe('fuzz', () => {
  const fixtures = ['suite-plain.txt', 'suite-throws.txt', 'npm-run-bench.txt'].map(read);
  test('never throws, always well-formed', () => {
    fuzzNeverThrows((text, file) => parse(text, file), fixtures);
  });
  test('200k-character adversarial lines finish quickly', () => {
    expectFastOnAdversarial((text, file) => parse(text, file));
  });
});
