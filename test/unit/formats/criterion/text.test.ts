import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { criterionTextFormat } from '../../../../src/formats/criterion/text.js';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import { expectFastOnAdversarial, expectWellFormed, fuzzNeverThrows } from '../fuzz-format.js';

// Fixtures: test/fixtures/criterion, from `cargo bench` on criterion 0.8.2
// (regenerate.sh). Times are normalized to ns and throughputs to B/s, elem/s
// or b/s, so the expected values below are the printed ones shifted by the
// printed unit: "25.447 µs" -> 25447, "826.49 ps" -> 0.82649,
// "121.05 MiB/s" -> 121.05 * 1024^2, "30.382 Melem/s" -> 30.382e6.

const dir = new URL('../../../fixtures/criterion/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.txt'): ParsedFile =>
  parseLinesOfText(criterionTextFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);
const MiB = 1024 * 1024;

type Triple = [number, number, number];
/** suite, name, params, time [low center high] in ns, n, and throughputs [unit, low, center, high]. */
type Row = [string, string, Record<string, string>, Triple, number, ...[string, ...Triple][]];

function expectRows(result: ParsedFile, rows: Row[]): void {
  expect(result.benchmarks.map((b) => [b.suite, b.name, b.params])).toEqual(
    rows.map((r) => [r[0], r[1], r[2]]),
  );
  rows.forEach(([suite, name, , time, n, ...thrpts], i) => {
    const label = `${i}: ${suite}/${name}`;
    const b = result.benchmarks[i];
    expect(b.procs, label).toBeUndefined();
    expect(
      b.metrics.map((m) => m.unit),
      label,
    ).toEqual(['ns', ...thrpts.map((t) => t[0])]);
    const [t, ...rates] = b.metrics;
    expect(t, label).toEqual({
      unit: 'ns',
      direction: 'smaller',
      samples: [],
      summary: { low: time[0], center: time[1], high: time[2], n, confidence: 0.95 },
    });
    thrpts.forEach(([unit, low, center, high], j) => {
      expect(rates[j], `${label} ${unit}`).toEqual({
        unit,
        direction: 'bigger',
        samples: [],
        summary: { low, center, high, n, confidence: 0.95 },
      });
    });
  });
}

const LONG =
  'a benchmark name long enough to pass the one hundred character title limit of criterion dot rs repor...';

describe('criterion-text fixtures', () => {
  test('core-second.txt: groups, params, throughput, change blocks, long ids, ps to ms, sample counts from outlier lines', () => {
    const r = parseFixture('core-second.txt');
    expectRows(r, [
      [
        'checksum',
        'adler32',
        { input: '64' },
        [397.96, 444.08, 504.2],
        10,
        ['B/s', 121.05 * MiB, 137.44 * MiB, 153.37 * MiB],
      ],
      [
        'checksum',
        'fnv1a',
        { input: '64' },
        [102.04, 132.58, 161.99],
        10,
        ['B/s', 376.78 * MiB, 460.35 * MiB, 598.14 * MiB],
      ],
      [
        'checksum',
        'adler32',
        { input: '4096' },
        [25447, 32945, 39766],
        NaN,
        ['B/s', 98.231 * MiB, 118.57 * MiB, 153.5 * MiB],
      ],
      [
        'checksum',
        'fnv1a',
        { input: '4096' },
        [13188, 14739, 16785],
        10,
        ['B/s', 232.72 * MiB, 265.03 * MiB, 296.2 * MiB],
      ],
      [
        'parse',
        'split_whitespace_sum',
        { input: '16' },
        [340.42, 436.61, 526.63],
        NaN,
        ['elem/s', 30.382e6, 36.646e6, 47.001e6],
      ],
      [
        'parse',
        'split_whitespace_sum',
        { input: '256' },
        [3890.8, 7148.6, 9981.2],
        10,
        ['elem/s', 25.648e6, 35.811e6, 65.796e6],
      ],
      // One line, two units: [826.49 ps 937.92 ps 1.0079 ns].
      ['', 'noop', {}, [0.82649, 0.93792, 1.0079], 10],
      ['', 'fib 15', {}, [4097.6, 5331.9, 7011.5], NaN],
      ['', 'fib 30', {}, [5036000, 5768700, 6558600], 10],
      // Printed on a line of its own, cut at Criterion's 100-character title limit.
      ['', LONG, {}, [359.85, 417.33, 474.52], 10],
      // BenchmarkId::from_parameter: "sort/10" reads as group/function.
      ['sort', '10', {}, [44.631, 55.035, 62.688], NaN],
      ['sort', '100', {}, [1073.1, 1485.3, 1841.8], NaN],
    ]);
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'criterion' } });
  });

  test('core-first.txt: the first run (no change blocks) reads the same benchmarks', () => {
    const r = parseFixture('core-first.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => `${b.suite}|${b.name}|${b.params.input ?? ''}`)).toEqual([
      'checksum|adler32|64',
      'checksum|fnv1a|64',
      'checksum|adler32|4096',
      'checksum|fnv1a|4096',
      'parse|split_whitespace_sum|16',
      'parse|split_whitespace_sum|256',
      '|noop|',
      '|fib 15|',
      '|fib 30|',
      `|${LONG}|`,
      'sort|10|',
      'sort|100|',
    ]);
    expect(r.benchmarks.map((b) => b.metrics[0].summary!.n)).toEqual([
      NaN,
      10,
      10,
      NaN,
      10,
      NaN,
      NaN,
      NaN,
      NaN,
      10,
      NaN,
      10,
    ]);
    expect(r.benchmarks[6].metrics[0].summary).toMatchObject({
      low: 0.62038,
      center: 0.70298,
      high: 0.77303,
    });
    expect(r.benchmarks[8].metrics[0].summary).toMatchObject({
      low: 2395300,
      center: 3294200,
      high: 5070800,
    });
  });

  test('units-verbose.txt: stdout+stderr with progress lines, bits, decimal bytes, elements and bytes, verbose estimates', () => {
    const r = parseFixture('units-verbose.txt');
    expectRows(r, [
      ['units', 'fnv1a_bits', {}, [2403.9, 2598.1, 2812.5], 10, ['b/s', 2.9128e9, 3.1531e9, 3.4077e9]],
      ['units', 'fnv1a_decimal', {}, [2602.4, 2985.5, 3376.6], 10, ['B/s', 303.26e6, 342.99e6, 393.48e6]],
      [
        'units',
        'parse',
        { input: '64' },
        [1080.2, 1514.2, 1804.5],
        10,
        ['elem/s', 35.468e6, 42.265e6, 59.249e6],
        ['B/s', 164.89 * MiB, 196.5 * MiB, 275.46 * MiB],
      ],
    ]);
    expect(r.problems).toEqual([]);
  });

  test("core-panic.txt: results before the panic are kept; the panic, cargo's error and the unfinished benchmark are problems", () => {
    const r = parseFixture('core-panic.txt');
    expectRows(r, [
      [
        'checksum',
        'adler32',
        { input: '64' },
        [341.77, 374.33, 411.6],
        10,
        ['B/s', 148.29 * MiB, 163.05 * MiB, 178.59 * MiB],
      ],
      [
        'checksum',
        'fnv1a',
        { input: '64' },
        [94.468, 104.06, 113.47],
        10,
        ['B/s', 537.88 * MiB, 586.52 * MiB, 646.09 * MiB],
      ],
    ]);
    expect(r.problems).toEqual([
      {
        file: 'core-panic.txt',
        line: 31,
        message:
          "thread 'main' (15099) panicked at benches/core.rs:16:17: BENCH_PANIC is set: failing checksum/adler32/4096 on purpose",
      },
      { file: 'core-panic.txt', line: 35, message: 'error: bench failed, to rerun pass `--bench core`' },
      {
        file: 'core-panic.txt',
        line: 28,
        message:
          'benchmark "checksum/adler32/4096" started but printed no result (it failed, or the output was cut short)',
      },
    ]);
  });
});

describe('criterion-text damaged fixtures', () => {
  test('truncated: everything before the cut is kept; the change block cut before its verdict is a problem', () => {
    const r = parseFixture('core-second.damaged-truncated.txt');
    expect(
      r.benchmarks.map((b) => `${b.name}/${b.params.input}:${b.metrics.map((m) => m.unit).join(',')}`),
    ).toEqual([
      'adler32/64:ns,B/s',
      'fnv1a/64:ns,B/s',
      'adler32/4096:ns,B/s',
      'fnv1a/4096:ns,B/s',
      'split_whitespace_sum/16:ns,elem/s',
      'split_whitespace_sum/256:ns,elem/s',
    ]);
    expect(r.problems).toEqual([
      {
        file: 'core-second.damaged-truncated.txt',
        line: 44,
        message: 'Criterion change: block without its verdict line (output cut short?)',
      },
    ]);
  });

  test('bad-numbers: every damaged time, thrpt, change and outlier line is a problem; what parsed is kept', () => {
    const r = parseFixture('core-second.damaged-bad-numbers.txt');
    // Every other line lost its digits: ids, times or throughputs.
    expect(
      r.benchmarks.map(
        (b) => `${b.suite}|${b.name}|${b.params.input ?? ''}:${b.metrics.map((m) => m.unit).join(',')}`,
      ),
    ).toEqual([
      'checksum|adler32|64:ns',
      'parse|split_whitespace_sum|xx:ns',
      '|noop|:ns',
      '|fib 15|:ns',
      '|fib 30|:ns',
      'sort|100|:ns',
    ]);
    const file = 'core-second.damaged-bad-numbers.txt';
    const lines = r.problems.map((p) => p.line);
    expect(lines).toEqual([
      2, 4, 10, 11, 14, 16, 18, 19, 22, 24, 25, 28, 30, 36, 38, 42, 43, 46, 48, 52, 54, 58, 62, 64, 68, 74,
      78,
    ]);
    expect(r.problems.slice(0, 6)).toEqual([
      {
        file,
        line: 2,
        message:
          'could not read Criterion throughput of "checksum/adler32/64": [xxx.xx MiB/s xxx.xx MiB/s xxx.xx MiB/s]',
      },
      { file, line: 4, message: 'could not read Criterion change [−xx.xxx% +xx.xxx% +xx.xxx%]' },
      {
        file,
        line: 10,
        message: 'could not read Criterion time of "checksum/fnvxa/xx": [xxx.xx ns xxx.xx ns xxx.xx ns]',
      },
      {
        file,
        line: 11,
        message:
          'Criterion thrpt: line whose time: line could not be read: [376.78 MiB/s 460.35 MiB/s 598.14 MiB/s]',
      },
      { file, line: 14, message: 'could not read Criterion change [−xx.xxx% −x.xxxx% +xx.xxx%]' },
      {
        file,
        line: 16,
        message: 'could not read Criterion outlier line: Found x outliers among xx measurements (xx.xx%)',
      },
    ]);
  });

  test('garbage: the binary line is a problem, all twelve benchmarks are kept', () => {
    const r = parseFixture('core-second.damaged-garbage.txt');
    expect(r.benchmarks).toHaveLength(12);
    expect(r.benchmarks.every((b) => b.metrics[0].summary !== undefined)).toBe(true);
    expect(r.problems).toEqual([
      { file: 'core-second.damaged-garbage.txt', line: 41, message: 'binary data, not text output' },
    ]);
  });

  test('empty: one problem for the whole file', () => {
    expect(parseFixture('core-second.damaged-empty.txt')).toEqual({
      context: { tool: { name: 'criterion' } },
      benchmarks: [],
      problems: [
        { file: 'core-second.damaged-empty.txt', line: 0, message: 'empty input: no Criterion results' },
      ],
    });
  });
});

describe('criterion-text lines', () => {
  test.each([
    [
      'a time: line with no id before it',
      '                        time:   [1.0 ns 2.0 ns 3.0 ns]',
      'Criterion time: line without a benchmark id before it',
    ],
    [
      'an unknown time unit',
      'x                       time:   [1.0 ns 2.0 fortnights 3.0 ns]',
      'could not read Criterion time of "x": [1.0 ns 2.0 fortnights 3.0 ns]',
    ],
    [
      'a time: line cut before "]"',
      'x                       time:   [1.0 ns 2.0',
      'Criterion time: line has no closing "]" (output cut short?)',
    ],
    [
      'a thrpt: line with no time: line',
      '                        thrpt:  [1 B/s 2 B/s 3 B/s]',
      'Criterion thrpt: line after no time: line: [1 B/s 2 B/s 3 B/s]',
    ],
    [
      'a Criterion error',
      'Criterion.rs ERROR: Failed to access file',
      'Criterion.rs ERROR: Failed to access file',
    ],
  ])('%s is a problem on its line', (_what, line, message) => {
    const r = parse(`Gnuplot not found, using plotters backend\n${line}\n`);
    expect(r.problems[0]).toEqual({ file: 'out.txt', line: 2, message });
  });

  test('terminal output: colors and carriage-return progress pieces on the result line are read', () => {
    const line =
      'Benchmarking g/f: Collecting 100 samples in estimated 5.0 s (10k iterations)\r\x1b[2K' +
      '\x1b[32mg/f\x1b[0m                     time:   [\x1b[2m1.0000 µs\x1b[0m \x1b[1m2.0000 µs\x1b[0m \x1b[2m3.0000 µs\x1b[0m]';
    const r = parse(line);
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toEqual([
      {
        suite: 'g',
        name: 'f',
        params: {},
        metrics: [
          {
            unit: 'ns',
            direction: 'smaller',
            samples: [],
            summary: { low: 1000, center: 2000, high: 3000, n: 100, confidence: 0.95 },
          },
        ],
      },
    ]);
  });

  test('"Complete (Analysis Disabled)" finishes a benchmark without a result and without a problem', () => {
    const r = parse(
      'Benchmarking g/f\nBenchmarking g/f: Complete (Analysis Disabled)\nh  time:   [1 s 2 s 3 s]\n',
    );
    expect(r.problems).toEqual([]);
    expect(r.benchmarks[0].metrics[0].summary).toMatchObject({ low: 1e9, center: 2e9, high: 3e9 });
  });

  test('micro as U+00B5, U+03BC or "us", and seconds, all read into ns', () => {
    const r = parse('a  time:   [1.5 \u00b5s 2.5 \u03bcs 3.5 us]\nb  time:   [1.25 s 2 s 3 s]\n');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => b.metrics[0].summary)).toEqual([
      { low: 1500, center: 2500, high: 3500, n: NaN, confidence: 0.95 },
      { low: 1.25e9, center: 2e9, high: 3e9, n: NaN, confidence: 0.95 },
    ]);
  });

  test('a benchmark run several times into one file: each run gives one sample, its estimate', () => {
    const r = parse(
      'g/f  time:   [1 ns 2 ns 3 ns]\ng/f  time:   [4 ns 5 ns 6 ns]\ng/f  time:   [7 ns 8 ns 9 ns]\n',
    );
    expect(r.benchmarks).toHaveLength(1);
    expect(r.benchmarks[0].metrics[0].samples).toEqual([2, 5, 8]);
    expect(r.benchmarks[0].metrics[0].summary).toBeUndefined();
  });

  test('detect: results and progress lines, not other text', () => {
    expect(criterionTextFormat.detect({ file: 'x', head: read('core-second.txt') })).toBe(0.9);
    expect(criterionTextFormat.detect({ file: 'x', head: 'Benchmarking a: Warming up for 3.0000 s\n' })).toBe(
      0.6,
    );
    expect(criterionTextFormat.detect({ file: 'x', head: read('core-bencher.txt') })).toBe(0);
    expect(criterionTextFormat.detect({ file: 'x', head: 'BenchmarkFoo 100 12 ns/op\n' })).toBe(0);
  });
});

describe('criterion-text fuzz', () => {
  const fixtures = ['core-first.txt', 'core-second.txt', 'units-verbose.txt', 'core-panic.txt'].map(read);

  test('never throws on random text, mutations and splices of the fixtures', () => {
    fuzzNeverThrows(parse, fixtures);
  });

  test('finishes quickly on long adversarial lines', () => {
    expectFastOnAdversarial(parse);
    for (const text of [
      'x' + ' '.repeat(200_000) + 'time:   [',
      'time: '.repeat(40_000),
      'time:   [' + '1.0 ns '.repeat(30_000) + ']',
      'Benchmarking ' + ': '.repeat(100_000),
      'Found ' + '9'.repeat(200_000),
      '\r'.repeat(200_000),
    ]) {
      const started = performance.now();
      expectWellFormed(parse(text, 'long.out'), 'long.out');
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  test('every fixture line, alone, is kept or reported, never thrown', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures.flatMap((t) => t.split('\n'))), (line) => {
        expectWellFormed(parse(line, 'one.out'), 'one.out');
      }),
      { numRuns: 200 },
    );
  });
});
