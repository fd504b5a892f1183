import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import { goJsonFormat } from '../../../../src/formats/go/json.js';
import { goFormat } from '../../../../src/formats/go/text.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import { expectFastOnAdversarial, expectWellFormed, fuzzNeverThrows } from '../fuzz-format.js';

const dir = new URL('../../../fixtures/go/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.json'): ParsedFile => parseLinesOfText(goJsonFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);

const FAULTY = 'example.com/benchfixture/faulty';
const HASHING = 'example.com/benchfixture/hashing';

/**
 * The text go test would have printed: per package, the Output fields in
 * order (cmd/test2json documents that their concatenation is the exact
 * output), packages in the order they started.
 */
function textOf(json: string): string {
  const outputs = new Map<string, string>();
  for (const line of json.split('\n')) {
    if (line.trim() === '') continue;
    const e = JSON.parse(line) as { Action: string; Package?: string; Output?: string };
    if (e.Action !== 'output' || e.Package === undefined) continue;
    outputs.set(e.Package, (outputs.get(e.Package) ?? '') + e.Output);
  }
  return [...outputs.values()].join('');
}

/** What must not depend on the run: identity, units and how many samples. */
const shape = (r: ParsedFile) =>
  r.benchmarks.map((b) => [
    b.suite,
    b.name,
    b.params,
    b.procs,
    b.metrics.map((m) => [m.unit, m.samples.length]),
  ]);

describe('go test -json fixtures', () => {
  test.each(['json.txt', 'json-count3.txt', 'json-fail.txt', 'json-panic.txt'])(
    '%s: same benchmarks, context and problem messages as its own output read as text',
    (file) => {
      const json = parseFixture(file);
      const text = parseLinesOfText(goFormat, textOf(read(file)), file);
      expect(json.benchmarks).toEqual(text.benchmarks);
      expect(json.context).toEqual(text.context);
      expect(json.problems.map((p) => p.message)).toEqual(text.problems.map((p) => p.message));
      expect(json.benchmarks.length).toBeGreaterThan(0);
    },
  );

  test('json.txt: a result split across two output events is one result', () => {
    const r = parseFixture('json.txt');
    expect(r.problems).toEqual([]);
    // Lines 23-24: "BenchmarkSumParallel/workers-2-2   \t" then "     100\t      7896 ns/op\n".
    const lines = read('json.txt').split('\n');
    expect(JSON.parse(lines[22]).Output).toBe('BenchmarkSumParallel/workers-2-2   \t');
    expect(JSON.parse(lines[23]).Output).toBe('     100\t      7896 ns/op\n');
    const hashing = r.benchmarks.filter((b) => b.suite === HASHING);
    expect(hashing.map((b) => [b.name, b.procs, b.metrics.map((m) => [m.unit, m.samples])])).toEqual([
      [
        'BenchmarkSHA256/len-64',
        2,
        [
          ['ns/op', [178.6]],
          ['MB/s', [358.4]],
        ],
      ],
      [
        'BenchmarkSHA256/len-1024',
        2,
        [
          ['ns/op', [672.1]],
          ['MB/s', [1523.56]],
        ],
      ],
      ['BenchmarkSumParallel/workers-2', 2, [['ns/op', [7896]]]],
      ['BenchmarkSumParallel/workers-4', 2, [['ns/op', [4234]]]],
    ]);
    expect(r.benchmarks).toHaveLength(4 + 9);
  });

  test('json.txt and verbose.txt (the same flags as text) give the same benchmarks and units', () => {
    expect(shape(parseFixture('json.txt'))).toEqual(
      shape(parseLinesOfText(goFormat, read('verbose.txt'), 'v')),
    );
  });

  test('json-count3.txt: three samples per unit, suites from Package', () => {
    const r = parseFixture('json-count3.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toHaveLength(9 + 4);
    for (const b of r.benchmarks) {
      expect(
        b.metrics.map((m) => m.samples.length),
        b.name,
      ).toEqual([3, 3, 3, 3].slice(0, b.metrics.length));
      expect(b.metrics.map((m) => m.unit).slice(-2), b.name).toEqual(['B/op', 'allocs/op']);
    }
    expect(r.benchmarks[0]).toMatchObject({
      suite: 'example.com/benchfixture/blockstore',
      name: 'BenchmarkWriteBlock/1KB',
    });
    expect(r.benchmarks[0].metrics[0].samples[0]).toBe(691.3);
    expect(r.benchmarks[0].metrics[1].samples[0]).toBe(1481.18);
  });

  test('json-fail.txt: FAIL output lines are problems at their event lines', () => {
    const r = parseFixture('json-fail.txt');
    expect(r.problems).toEqual([
      {
        file: 'json-fail.txt',
        line: 20,
        message: 'BenchmarkFatalEarly failed: faulty_test.go:30: store unavailable (N=1)',
      },
      {
        file: 'json-fail.txt',
        line: 26,
        message: 'BenchmarkFatalLate-2 failed: faulty_test.go:39: checksum mismatch at N=100',
      },
      {
        file: 'json-fail.txt',
        line: 39,
        message: 'BenchmarkFatalSub/case=broken failed: faulty_test.go:49: broken case',
      },
    ]);
    expect(r.benchmarks.map((b) => [b.suite, b.name])).toEqual(
      [
        'BenchmarkBefore',
        'BenchmarkSkipped',
        'BenchmarkFatalSub/case=ok',
        'BenchmarkPanics',
        'BenchmarkAfter',
      ].map((n) => [FAULTY, n]),
    );
  });

  test('json-panic.txt: a panic printed after the name is a problem naming the benchmark', () => {
    const r = parseFixture('json-panic.txt');
    expect(r.problems).toEqual([
      {
        file: 'json-panic.txt',
        line: 39,
        message: 'panic: assignment to entry in nil map (while BenchmarkPanics-2 was running)',
      },
    ]);
    expect(r.benchmarks.map((b) => b.name)).toEqual([
      'BenchmarkBefore',
      'BenchmarkSkipped',
      'BenchmarkFatalEarly',
      'BenchmarkFatalLate',
      'BenchmarkFatalSub/case=ok',
      'BenchmarkFatalSub/case=broken',
    ]);
  });

  test('json-build-fail.txt: build-fail with the compiler message; the other package is kept', () => {
    const r = parseFixture('json-build-fail.txt');
    expect(r.problems).toEqual([
      {
        file: 'json-build-fail.txt',
        line: 3,
        message:
          'package example.com/benchfixture/faulty failed to build: faulty/broken_test.go:10:14: ' +
          'cannot use "not a number" (untyped string constant) as int value in variable declaration',
      },
    ]);
    expect(shape(r)).toEqual(shape(parseLinesOfText(goFormat, read('build-fail.txt'), 'b')));
  });
});

describe('damaged go test -json output', () => {
  test('json.damaged-truncated.txt: the cut event and the unfinished package are problems', () => {
    const r = parseFixture('json.damaged-truncated.txt');
    expect(r.problems.map((p) => [p.line, p.message.replace(/^(invalid JSON): .*/, '$1')])).toEqual([
      [57, 'invalid JSON'],
      [
        57,
        'package example.com/benchfixture/stream has no final pass or fail event; the output may be truncated',
      ],
    ]);
    const full = parseFixture('json.txt');
    expect(r.benchmarks).toEqual(full.benchmarks.slice(0, r.benchmarks.length));
    expect(r.benchmarks.map((b) => b.name).slice(4)).toEqual([
      'BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=1KB/consumers=1',
      'BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=1KB/consumers=10',
      'BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=4KB/consumers=1',
    ]);
  });

  test('json.damaged-garbage.txt: each non-JSON line is a problem; every result is kept', () => {
    const r = parseFixture('json.damaged-garbage.txt');
    expect(r.problems.map((p) => [p.line, p.message.slice(0, 24)])).toEqual([
      [52, 'not a test2json event: "'],
      [53, 'not a test2json event: "'],
      [54, 'not a test2json event: "'],
    ]);
    expect(r.benchmarks).toEqual(parseFixture('json.txt').benchmarks);
  });

  test('json.damaged-empty.txt: no results is a problem of the whole file', () => {
    expect(parseFixture('json.damaged-empty.txt').problems).toEqual([
      { file: 'json.damaged-empty.txt', line: 0, message: 'empty input: no benchmark results' },
    ]);
  });

  test('json.damaged-bad-numbers.txt: a split result whose numbers do not parse is a problem at the numbers', () => {
    const r = parseFixture('json.damaged-bad-numbers.txt');
    const file = 'json.damaged-bad-numbers.txt';
    expect(r.problems).toEqual([
      { file, line: 12, message: 'BenchmarkSHAxxx/len-xx-x: bad iteration count "xxx"' },
      { file, line: 16, message: 'BenchmarkSHAxxx/len-xxxx-x: bad iteration count "xxx"' },
      { file, line: 24, message: 'BenchmarkSumParallel/workers-2-2: bad iteration count "xxx"' },
      { file, line: 28, message: 'BenchmarkSumParallel/workers-x-x: bad iteration count "xxx"' },
      {
        file,
        line: 46,
        message: 'BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=1KB/con…: bad iteration count "xxx"',
      },
      { file, line: 84, message: 'BenchmarkFanout-2: bad iteration count "xxx"' },
    ]);
    // The other lines were damaged in their name event, not their numbers.
    expect(r.benchmarks.map((b) => [b.name, b.procs])).toEqual([
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=xMB/msg=xKB/consumers=xx-x', 1],
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=4KB/consumers=1', 2],
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=4KB/consumers=10', 2],
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=8MB/msg=1KB/consumers=1', 2],
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=8MB/msg=1KB/consumers=10', 2],
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=8MB/msg=4KB/consumers=1', 2],
      ['BenchmarkJetStreamBlockSizeMultiConsumer/blk=8MB/msg=4KB/consumers=10', 2],
    ]);
  });

  test('lines that are not events: text, JSON without Action, output without Output', () => {
    const r = parse('hello\n{"Action":"output","Package":"p"}\n[1]\n{"Package":"p"}\n');
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [0, 'no benchmark results found'],
      [1, 'not a test2json event: "hello"'],
      [2, 'output event without an Output string'],
      [3, 'not a test2json event: "[1]"'],
      [4, 'not a test2json event: no Action'],
      [4, 'package p has no final pass or fail event; the output may be truncated'],
    ]);
  });
});

describe('detect', () => {
  test.each([
    ['json.txt', 1],
    ['json-build-fail.txt', 1],
    ['plain.txt', 0],
    ['json.damaged-empty.txt', 0],
  ])('%s -> %d', (file, score) => {
    expect(goJsonFormat.detect({ file, head: read(file).slice(0, 65536) })).toBe(score);
  });
});

describe('fuzz', () => {
  const fixtures = [
    'json.txt',
    'json-count3.txt',
    'json-fail.txt',
    'json-panic.txt',
    'json-build-fail.txt',
  ].map(read);

  test('never throws on random, mutated and spliced input', () => {
    fuzzNeverThrows(parse, fixtures);
  });

  test('fast on 200k-character adversarial input', () => {
    expectFastOnAdversarial(parse);
    const long = JSON.stringify({
      Action: 'output',
      Package: 'p',
      Output: 'BenchmarkX ' + '1 '.repeat(100_000),
    });
    const started = performance.now();
    const r = parse(`${long}\n${long}\n`, 'long.out');
    expectWellFormed(r, 'long.out');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('cutting output events anywhere changes nothing', () => {
    const lines = read('json.txt')
      .split('\n')
      .filter((l) => l !== '');
    const expected = parseFixture('json.txt').benchmarks;
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: lines.length,
          maxLength: lines.length,
        }),
        (cuts) => {
          const split = lines.flatMap((line, i) => {
            const e = JSON.parse(line) as { Action: string; Output?: string };
            if (e.Action !== 'output' || !e.Output) return [line];
            const at = Math.floor(cuts[i] * e.Output.length);
            return [
              JSON.stringify({ ...e, Output: e.Output.slice(0, at) }),
              JSON.stringify({ ...e, Output: e.Output.slice(at) }),
            ];
          });
          expect(parse(split.join('\n')).benchmarks).toEqual(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});
