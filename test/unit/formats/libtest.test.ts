import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseLinesOfText } from '../../support/formats-feed.js';
import { libtestFormat } from '../../../src/formats/libtest.js';
import type { ParsedFile } from '../../../src/formats/types.js';
import { expectFastOnAdversarial, expectWellFormed, fuzzNeverThrows } from './fuzz-format.js';

// Fixtures: test/fixtures/libtest, from `RUSTC_BOOTSTRAP=1 cargo bench` on
// rustc 1.95 (regenerate.sh), and ../criterion/core-bencher.txt from
// Criterion.rs's `--output-format bencher`, which prints the same shape.
// The summary is [median - range, median + range] (low clamped at 0) with n
// and confidence NaN: libtest's "+/-" is a spread, not an interval.

const fixtures = new URL('../../fixtures/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, fixtures), 'utf8');
const parse = (text: string, file = 'out.txt'): ParsedFile => parseLinesOfText(libtestFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);

/** suite, name, median, range, MB/s if printed. */
type Row = [string, string, number, number, number?];

function expectRows(result: ParsedFile, rows: Row[]): void {
  expect(result.benchmarks.map((b) => [b.suite, b.name])).toEqual(rows.map((r) => [r[0], r[1]]));
  rows.forEach(([suite, name, median, range, mbs], i) => {
    const label = `${i}: ${suite} ${name}`;
    const b = result.benchmarks[i];
    expect(b.params, label).toEqual({});
    expect(b.procs, label).toBeUndefined();
    expect(b.metrics[0], label).toEqual({
      unit: 'ns/iter',
      direction: 'smaller',
      samples: [],
      summary: {
        center: median,
        low: Math.max(0, median - range),
        high: median + range,
        n: NaN,
        confidence: NaN,
      },
    });
    if (mbs === undefined) {
      expect(b.metrics, label).toHaveLength(1);
    } else {
      expect(b.metrics[1], label).toEqual({
        unit: 'MB/s',
        direction: 'bigger',
        samples: [],
        summary: { center: mbs, low: mbs, high: mbs, n: NaN, confidence: NaN },
      });
    }
  });
}

const STDOUT_ROWS: Row[] = [
  ['', 'benches::sorting::sort_10', 26.21, 0.99],
  ['', 'benches::sorting::sort_1000', 4817.19, 126.28, 830],
  ['', 'benches::sum_squares_100', 1.66, 0.04],
  ['', 'format_number', 29.01, 1.44],
  ['', 'text::maybe_panics', 0.4, 0.01],
  ['', 'text::noop', 0.28, 0.01],
  ['', 'text::split_words', 272.64, 60.14],
];

describe('libtest fixtures', () => {
  test('bench-stdout.txt: names as printed with module paths, thousands commas, MB/s; no suite without cargo lines', () => {
    const r = parseFixture('libtest/bench-stdout.txt');
    expectRows(r, STDOUT_ROWS);
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'libtest' } });
  });

  test("bench-combined.txt: suites are the bench targets from cargo's Running lines", () => {
    const r = parseFixture('libtest/bench-combined.txt');
    expectRows(r, [
      ['libtest_fixture', 'benches::sorting::sort_10', 26.08, 1.05],
      ['libtest_fixture', 'benches::sorting::sort_1000', 4845.71, 226.95, 825],
      ['libtest_fixture', 'benches::sum_squares_100', 1.65, 0.04],
      ['strings', 'format_number', 29.56, 3.61],
      ['strings', 'text::maybe_panics', 0.41, 0.06],
      ['strings', 'text::noop', 0.29, 0.13],
      ['strings', 'text::split_words', 270.21, 41.78],
    ]);
    expect(r.problems).toEqual([]);
  });

  test("bench-panic.txt: the failed bench, its panic message and cargo's error are problems; the others are kept", () => {
    const r = parseFixture('libtest/bench-panic.txt');
    expectRows(r, [
      ['strings', 'format_number', 39.57, 28.45],
      // 0.28 - 0.77 < 0: the low end is clamped at 0.
      ['strings', 'text::noop', 0.28, 0.77],
      ['strings', 'text::split_words', 410.65, 327.54],
    ]);
    const file = 'libtest/bench-panic.txt';
    expect(r.problems).toEqual([
      { file, line: 6, message: 'benchmark "text::maybe_panics" FAILED' },
      {
        file,
        line: 14,
        message:
          "thread 'main' (24075) panicked at benches/strings.rs:25:13: BENCH_PANIC is set: failing text::maybe_panics on purpose",
      },
      { file, line: 24, message: 'error: bench failed, to rerun pass `--bench strings`' },
    ]);
  });

  test('criterion/core-bencher.txt: Criterion.rs bencher output, whole ns, ids with "/" kept as names', () => {
    const r = parseFixture('criterion/core-bencher.txt');
    expectRows(r, [
      ['', 'checksum/adler32/64', 417, 890],
      ['', 'checksum/fnv1a/64', 85, 23],
      ['', 'checksum/adler32/4096', 21691, 5846],
      ['', 'checksum/fnv1a/4096', 9090, 4509],
      ['', 'parse/split_whitespace_sum/16', 384, 520],
      ['', 'parse/split_whitespace_sum/256', 3345, 2908],
      ['', 'noop', 0, 0],
      ['', 'fib 15', 4404, 4966],
      ['', 'fib 30', 6011098, 1019445],
      [
        '',
        'a benchmark name long enough to pass the one hundred character title limit of criterion dot rs repor...',
        340,
        207,
      ],
      ['', 'sort/10', 68, 23],
      ['', 'sort/100', 1257, 2046],
    ]);
    expect(r.problems).toEqual([]);
  });
});

describe('libtest damaged fixtures', () => {
  test('truncated: the first target is kept; the target whose output was cut is a problem', () => {
    const r = parseFixture('libtest/bench-combined.damaged-truncated.txt');
    expect(r.benchmarks.map((b) => `${b.suite}|${b.name}`)).toEqual([
      'libtest_fixture|benches::sorting::sort_10',
      'libtest_fixture|benches::sorting::sort_1000',
      'libtest_fixture|benches::sum_squares_100',
    ]);
    expect(r.problems).toEqual([
      {
        file: 'libtest/bench-combined.damaged-truncated.txt',
        line: 13,
        message: 'cargo ran this bench target but no test output followed (output cut short, or it crashed?)',
      },
    ]);
  });

  test("bad-numbers: unreadable results are problems, and libtest's measured count exposes the loss", () => {
    const r = parseFixture('libtest/bench-combined.damaged-bad-numbers.txt');
    const file = 'libtest/bench-combined.damaged-bad-numbers.txt';
    // The Running line lost its digits too, so the hash is not stripped.
    expect(r.benchmarks.map((b) => `${b.suite}|${b.name}`)).toEqual([
      'libtest_fixture-xxxxxebxxdcffexx|benches::sorting::sort_1000',
      'libtest_fixture-xxxxxebxxdcffexx|benches::sum_squares_100',
      'strings|text::maybe_panics',
      'strings|text::split_words',
    ]);
    expect(r.problems).toEqual([
      {
        file,
        line: 6,
        message:
          'could not read libtest result of "benches::sorting::sort_xx": bench:          xx.xx ns/iter (+/- x.xx)',
      },
      {
        file,
        line: 16,
        message: 'could not read libtest result of "format_number": bench:          xx.xx ns/iter (+/- x.xx)',
      },
      {
        file,
        line: 18,
        message: 'could not read libtest result of "text::noop": bench:           x.xx ns/iter (+/- x.xx)',
      },
      { file, line: 21, message: 'libtest measured 4 benchmarks but 2 results were read' },
    ]);
  });

  test('garbage: binary lines are problems, every result is kept', () => {
    const r = parseFixture('libtest/bench-combined.damaged-garbage.txt');
    expect(r.benchmarks).toHaveLength(7);
    expect(r.problems).toEqual([
      {
        file: 'libtest/bench-combined.damaged-garbage.txt',
        line: 12,
        message: 'binary data, not text output',
      },
      {
        file: 'libtest/bench-combined.damaged-garbage.txt',
        line: 13,
        message: 'binary data, not text output',
      },
    ]);
  });

  test('empty: one problem for the whole file', () => {
    expect(parseFixture('libtest/bench-combined.damaged-empty.txt').problems).toEqual([
      {
        file: 'libtest/bench-combined.damaged-empty.txt',
        line: 0,
        message: 'empty input: no libtest bench results',
      },
    ]);
  });
});

describe('libtest lines', () => {
  test.each([
    [
      'a result cut before its outcome',
      'test a::b ...',
      'libtest line for "a::b" has no outcome (output cut short?)',
    ],
    [
      'an unknown outcome',
      'test a::b ... exploded',
      'libtest line for "a::b" has an unrecognized outcome: exploded',
    ],
    [
      'a result cut mid-number',
      'test a::b ... bench:       1,2',
      'could not read libtest result of "a::b": bench:       1,2',
    ],
    ['a "test" line of no known shape', 'test with no dots', 'unrecognized libtest line: test with no dots'],
    [
      'a compile error (RUSTC_BOOTSTRAP missing)',
      'error[E0554]: `#![feature]` may not be used on the stable release channel',
      'error[E0554]: `#![feature]` may not be used on the stable release channel',
    ],
  ])('%s is a problem on its line', (_what, line, message) => {
    const r = parse(`running 1 test\n${line}\n`);
    expect(r.problems[0]).toEqual({ file: 'out.txt', line: 2, message });
  });

  test('Rust before 1.77: whole ns without decimals; old cargo Running lines and Windows paths name the suite', () => {
    const r = parse(
      [
        '     Running target\\release\\deps\\parse-0123456789abcdef.exe',
        'running 1 test',
        'test tests::bench_parse ... bench:       1,234 ns/iter (+/- 56)',
        'test result: ok. 0 passed; 0 failed; 0 ignored; 1 measured; 0 filtered out',
      ].join('\n'),
    );
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toEqual([
      {
        suite: 'parse',
        name: 'tests::bench_parse',
        params: {},
        metrics: [
          {
            unit: 'ns/iter',
            direction: 'smaller',
            samples: [],
            summary: { center: 1234, low: 1178, high: 1290, n: NaN, confidence: NaN },
          },
        ],
      },
    ]);
  });

  test('a "running" block with no test result line is reported', () => {
    const r = parse('running 2 tests\ntest a ... bench: 1 ns/iter (+/- 0)\n');
    expect(r.benchmarks).toHaveLength(1);
    expect(r.problems).toEqual([
      { file: 'out.txt', line: 1, message: 'no `test result:` line after these tests (output cut short?)' },
    ]);
  });

  test('detect: bench lines, not plain test runs or other text', () => {
    expect(libtestFormat.detect({ file: 'x', head: read('libtest/bench-combined.txt') })).toBe(0.9);
    expect(libtestFormat.detect({ file: 'x', head: read('criterion/core-bencher.txt') })).toBe(0.9);
    expect(libtestFormat.detect({ file: 'x', head: 'running 1 test\ntest a ... ok\n' })).toBe(0);
    expect(libtestFormat.detect({ file: 'x', head: read('criterion/core-second.txt') })).toBe(0);
  });
});

describe('libtest fuzz', () => {
  const texts = [
    'libtest/bench-stdout.txt',
    'libtest/bench-combined.txt',
    'libtest/bench-panic.txt',
    'criterion/core-bencher.txt',
  ].map(read);

  test('never throws on random text, mutations and splices of the fixtures', () => {
    fuzzNeverThrows(parse, texts);
  });

  test('finishes quickly on long adversarial lines', () => {
    expectFastOnAdversarial(parse);
    for (const text of [
      'test ' + ' '.repeat(200_000) + '...',
      'test a ... bench: ' + '1,'.repeat(2_000) + ' ns/iter',
      'test ' + ' ... '.repeat(40_000),
      '     Running ' + '('.repeat(1_900),
      'running 1 test\n'.repeat(20_000),
    ]) {
      const started = performance.now();
      expectWellFormed(parse(text, 'long.out'), 'long.out');
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
