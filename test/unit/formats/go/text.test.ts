import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import { paramsOfGoName, resolveGoNames } from '../../../../src/formats/go/procs.js';
import { goFormat } from '../../../../src/formats/go/text.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import type { Benchmark } from '../../../../src/model/results.js';
import { expectFastOnAdversarial, expectWellFormed, fuzzNeverThrows } from '../fuzz-format.js';

const dir = new URL('../../../fixtures/go/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.txt'): ParsedFile => parseLinesOfText(goFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);

const BLOCKSTORE = 'example.com/benchfixture/blockstore';
const FAULTY = 'example.com/benchfixture/faulty';
const HASHING = 'example.com/benchfixture/hashing';
const STREAM = 'example.com/benchfixture/stream';
const MACHINE = { os: 'linux', arch: 'amd64', cpu: 'AMD EPYC' };

/** [name, procs, samples per unit in the order printed] */
type Row = [string, number, Record<string, number[]>];

function expectRows(r: ParsedFile, suite: string, rows: Row[]): void {
  const inSuite = r.benchmarks.filter((b) => b.suite === suite);
  expect(inSuite.map((b) => [b.name, b.procs])).toEqual(rows.map(([name, procs]) => [name, procs]));
  rows.forEach(([name, procs, metrics], i) => {
    const b = inSuite[i];
    const label = `${name} procs=${procs}`;
    expect(
      b.metrics.map((m) => m.unit),
      label,
    ).toEqual(Object.keys(metrics));
    for (const m of b.metrics) {
      expect(m.samples, `${label} ${m.unit}`).toEqual(metrics[m.unit]);
      expect(m.summary, `${label} ${m.unit}`).toBeUndefined();
    }
  });
}

function find(r: ParsedFile, name: string, procs: number): Benchmark {
  const b = r.benchmarks.find((x) => x.name === name && x.procs === procs);
  if (!b)
    throw new Error(`no ${name} at procs ${procs} in ${r.benchmarks.map((x) => `${x.name}@${x.procs}`)}`);
  return b;
}

const sampleCounts = (r: ParsedFile) =>
  r.benchmarks.map((b) => [b.name, b.procs, b.metrics.map((m) => m.samples.length)]);

describe('go test -bench text fixtures', () => {
  test('plain.txt: -N suffix stripped to procs, b.SetBytes MB/s, ReportAllocs B/op and allocs/op', () => {
    const r = parseFixture('plain.txt');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'go' }, machine: MACHINE });
    expectRows(r, BLOCKSTORE, [
      [
        'BenchmarkWriteBlock/1KB',
        2,
        { 'ns/op': [825.2], 'MB/s': [1240.87], 'B/op': [1124], 'allocs/op': [4] },
      ],
      [
        'BenchmarkWriteBlock/64KB',
        2,
        { 'ns/op': [20980], 'MB/s': [3123.72], 'B/op': [66281], 'allocs/op': [4] },
      ],
      ['BenchmarkReadBlock/1KB', 2, { 'ns/op': [982.1], 'MB/s': [1042.7], 'B/op': [1047], 'allocs/op': [1] }],
      [
        'BenchmarkReadBlock/64KB',
        2,
        { 'ns/op': [18691], 'MB/s': [3506.35], 'B/op': [66849], 'allocs/op': [1] },
      ],
      ['BenchmarkReadBlockRange/1KB_start', 2, { 'ns/op': [808.9], 'MB/s': [1265.89] }],
      ['BenchmarkReadBlockRange/1KB_middle', 2, { 'ns/op': [433.4], 'MB/s': [2362.99] }],
      ['BenchmarkReadBlockRange/64KB_start', 2, { 'ns/op': [22945], 'MB/s': [2856.17] }],
      ['BenchmarkReadBlockRange/64KB_middle', 2, { 'ns/op': [15084], 'MB/s': [4344.72] }],
      ['BenchmarkWriteBlock_Parallel', 2, { 'ns/op': [376.2], 'MB/s': [2721.88] }],
    ]);
    expect(r.benchmarks).toHaveLength(9);
    for (const b of r.benchmarks) expect(b.params, b.name).toEqual({});
    const m = r.benchmarks[0].metrics;
    expect(m.map((x) => [x.unit, x.direction])).toEqual([
      ['ns/op', 'smaller'],
      ['MB/s', 'bigger'],
      ['B/op', 'smaller'],
      ['allocs/op', 'smaller'],
    ]);
  });

  test('benchmem-count5.txt: each -count line appends one sample per unit', () => {
    const r = parseFixture('benchmem-count5.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toHaveLength(9);
    for (const b of r.benchmarks) {
      expect(b.procs, b.name).toBe(2);
      expect(
        b.metrics.map((m) => [m.unit, m.samples.length]),
        b.name,
      ).toEqual([
        ['ns/op', 5],
        ['MB/s', 5],
        ['B/op', 5],
        ['allocs/op', 5],
      ]);
    }
    expect(find(r, 'BenchmarkWriteBlock/1KB', 2).metrics.map((m) => [m.unit, m.samples])).toEqual([
      ['ns/op', [1735, 790.9, 1102, 1610, 1842]],
      ['MB/s', [590.2, 1294.74, 929.01, 636.17, 555.9]],
      ['B/op', [1124, 1124, 1124, 1124, 1124]],
      ['allocs/op', [4, 4, 4, 4, 4]],
    ]);
    expect(find(r, 'BenchmarkWriteBlock/64KB', 2).metrics[0].samples.slice(0, 3)).toEqual([
      30113, 23739, 40335,
    ]);
  });

  test('cpu-1-2-4.txt: no suffix is procs 1; "workers-2" and "len-1024" keep their digits', () => {
    const r = parseFixture('cpu-1-2-4.txt');
    expect(r.problems).toEqual([]);
    expectRows(r, HASHING, [
      ['BenchmarkSHA256/len-64', 1, { 'ns/op': [175.9], 'MB/s': [363.91] }],
      ['BenchmarkSHA256/len-64', 2, { 'ns/op': [15022], 'MB/s': [4.26] }],
      ['BenchmarkSHA256/len-64', 4, { 'ns/op': [171.2], 'MB/s': [373.92] }],
      ['BenchmarkSHA256/len-1024', 1, { 'ns/op': [683.1], 'MB/s': [1498.98] }],
      ['BenchmarkSHA256/len-1024', 2, { 'ns/op': [1371], 'MB/s': [746.81] }],
      ['BenchmarkSHA256/len-1024', 4, { 'ns/op': [962.8], 'MB/s': [1063.62] }],
      ['BenchmarkSumParallel/workers-2', 1, { 'ns/op': [5110] }],
      ['BenchmarkSumParallel/workers-2', 2, { 'ns/op': [7558] }],
      ['BenchmarkSumParallel/workers-2', 4, { 'ns/op': [5899] }],
      ['BenchmarkSumParallel/workers-4', 1, { 'ns/op': [5617] }],
      ['BenchmarkSumParallel/workers-4', 2, { 'ns/op': [4462] }],
      ['BenchmarkSumParallel/workers-4', 4, { 'ns/op': [6328] }],
    ]);
    const stream = r.benchmarks.filter((b) => b.suite === STREAM);
    expect(stream).toHaveLength(8 * 3 + 3);
    expect(stream.slice(0, 6).map((b) => [b.params, b.procs])).toEqual([
      [{ blk: '2MB', msg: '1KB', consumers: '1' }, 1],
      [{ blk: '2MB', msg: '1KB', consumers: '1' }, 2],
      [{ blk: '2MB', msg: '1KB', consumers: '1' }, 4],
      [{ blk: '2MB', msg: '1KB', consumers: '10' }, 1],
      [{ blk: '2MB', msg: '1KB', consumers: '10' }, 2],
      [{ blk: '2MB', msg: '1KB', consumers: '10' }, 4],
    ]);
    // Go prints the benchmark's stdout after its name and the numbers on a later line.
    expectRows({ ...r, benchmarks: r.benchmarks.filter((b) => b.name === 'BenchmarkFanout') }, STREAM, [
      ['BenchmarkFanout', 1, { 'ns/op': [248.7] }],
      ['BenchmarkFanout', 2, { 'ns/op': [574.1] }],
      ['BenchmarkFanout', 4, { 'ns/op': [257.2] }],
    ]);
  });

  test('cpu-1-2-4.txt: b.ReportMetric units, directions from the Unit lines of TestMain', () => {
    const r = parseFixture('cpu-1-2-4.txt');
    const b = find(r, 'BenchmarkJetStreamBlockSizeMultiConsumer/blk=8MB/msg=1KB/consumers=10', 2);
    expect(b.suite).toBe(STREAM);
    expect(Object.keys(b.params)).toEqual(['blk', 'msg', 'consumers']);
    expect(b.metrics).toEqual([
      { unit: 'ns/op', direction: 'smaller', samples: [169342] },
      { unit: 'MB/s', direction: 'bigger', samples: [1935.02] },
      { unit: 'allocs', direction: 'smaller', samples: [0] },
      { unit: 'fetch-errors', direction: 'smaller', samples: [10] },
      { unit: 'heap-delta-MB', direction: 'smaller', samples: [0] },
      // "msgs" alone would be smaller-is-better; "Unit msgs better=higher" says otherwise.
      { unit: 'msgs', direction: 'bigger', samples: [327680] },
      { unit: 'peak-heap-MB', direction: 'smaller', samples: [7.562] },
    ]);
    expect(
      find(r, 'BenchmarkJetStreamBlockSizeMultiConsumer/blk=2MB/msg=1KB/consumers=1', 4).metrics[6].samples,
    ).toEqual([7.562]);
    // benchfmt's grammar makes the benchmark's "fanout: ..." stdout a configuration line.
    expect(r.context).toEqual({
      tool: { name: 'go' },
      machine: MACHINE,
      config: { fanout: '1 blocks ready' },
    });
  });

  test('cpu-1-2-4-hashing.txt: every name ends in digits; siblings tell "workers-2" at 1 from "workers" at 2', () => {
    const r = parseFixture('cpu-1-2-4-hashing.txt');
    expect(r.problems).toEqual([]);
    expectRows(r, HASHING, [
      ['BenchmarkSHA256/len-64', 1, { 'ns/op': [172.7], 'MB/s': [370.67] }],
      ['BenchmarkSHA256/len-64', 2, { 'ns/op': [510.4], 'MB/s': [125.4] }],
      ['BenchmarkSHA256/len-64', 4, { 'ns/op': [173.1], 'MB/s': [369.81] }],
      ['BenchmarkSHA256/len-1024', 1, { 'ns/op': [714.8], 'MB/s': [1432.61] }],
      ['BenchmarkSHA256/len-1024', 2, { 'ns/op': [807.8], 'MB/s': [1267.61] }],
      ['BenchmarkSHA256/len-1024', 4, { 'ns/op': [900], 'MB/s': [1137.71] }],
      ['BenchmarkSumParallel/workers-2', 1, { 'ns/op': [4994] }],
      ['BenchmarkSumParallel/workers-2', 2, { 'ns/op': [8089] }],
      ['BenchmarkSumParallel/workers-2', 4, { 'ns/op': [5478] }],
      ['BenchmarkSumParallel/workers-4', 1, { 'ns/op': [5053] }],
      ['BenchmarkSumParallel/workers-4', 2, { 'ns/op': [4662] }],
      ['BenchmarkSumParallel/workers-4', 4, { 'ns/op': [5057] }],
    ]);
  });

  test('cpu-1.txt: at GOMAXPROCS 1 names ending in digits are whole names', () => {
    const r = parseFixture('cpu-1.txt');
    expect(r.problems).toEqual([]);
    expectRows(r, HASHING, [
      ['BenchmarkSHA256/len-64', 1, { 'ns/op': [158.4], 'MB/s': [403.94] }],
      ['BenchmarkSHA256/len-1024', 1, { 'ns/op': [1037], 'MB/s': [987.79] }],
      ['BenchmarkSumParallel/workers-2', 1, { 'ns/op': [8299] }],
      ['BenchmarkSumParallel/workers-4', 1, { 'ns/op': [7177] }],
    ]);
  });

  test('cpu-2-4.txt: without 1 in -cpu every name loses exactly one suffix', () => {
    const r = parseFixture('cpu-2-4.txt');
    expect(r.problems).toEqual([]);
    expectRows(r, HASHING, [
      ['BenchmarkSHA256/len-64', 2, { 'ns/op': [684.2], 'MB/s': [93.54] }],
      ['BenchmarkSHA256/len-64', 4, { 'ns/op': [511.8], 'MB/s': [125.06] }],
      ['BenchmarkSHA256/len-1024', 2, { 'ns/op': [981], 'MB/s': [1043.85] }],
      ['BenchmarkSHA256/len-1024', 4, { 'ns/op': [1037], 'MB/s': [987.03] }],
      ['BenchmarkSumParallel/workers-2', 2, { 'ns/op': [7377] }],
      ['BenchmarkSumParallel/workers-2', 4, { 'ns/op': [9700] }],
      ['BenchmarkSumParallel/workers-4', 2, { 'ns/op': [9023] }],
      ['BenchmarkSumParallel/workers-4', 4, { 'ns/op': [9356] }],
    ]);
  });

  test('verbose.txt: -v progress lines (bare names) and logs are not results', () => {
    const r = parseFixture('verbose.txt');
    expect(r.problems).toEqual([]);
    expectRows(r, HASHING, [
      ['BenchmarkSHA256/len-64', 2, { 'ns/op': [225.2], 'MB/s': [284.14] }],
      ['BenchmarkSHA256/len-1024', 2, { 'ns/op': [979.6], 'MB/s': [1045.36] }],
      ['BenchmarkSumParallel/workers-2', 2, { 'ns/op': [9502] }],
      ['BenchmarkSumParallel/workers-4', 2, { 'ns/op': [31991] }],
    ]);
    expect(r.benchmarks.filter((b) => b.suite === STREAM).map((b) => b.name)).toHaveLength(9);
    expect(find(r, 'BenchmarkFanout', 2).metrics).toEqual([
      { unit: 'ns/op', direction: 'smaller', samples: [348.1] },
    ]);
  });

  test('multi-package.txt: each pkg: line sets the suite of the results after it', () => {
    const r = parseFixture('multi-package.txt');
    expect(r.problems).toEqual([]);
    const suites = r.benchmarks.map((b) => b.suite);
    expect([...new Set(suites)]).toEqual([BLOCKSTORE, FAULTY, HASHING, STREAM]);
    expect(suites.filter((s) => s === BLOCKSTORE)).toHaveLength(9);
    expect(suites.filter((s) => s === FAULTY)).toHaveLength(8);
    expect(suites.filter((s) => s === HASHING)).toHaveLength(4);
    expect(suites.filter((s) => s === STREAM)).toHaveLength(9);
    expect(find(r, 'BenchmarkSumParallel/workers-2', 2).metrics.map((m) => [m.unit, m.samples])).toEqual([
      ['ns/op', [10270]],
      ['B/op', [1171]],
      ['allocs/op', [19]],
    ]);
    expect(find(r, 'BenchmarkFanout', 2).metrics.map((m) => [m.unit, m.samples])).toEqual([
      ['ns/op', [615.9]],
      ['B/op', [25]],
      ['allocs/op', [0]],
    ]);
  });

  test('skip.txt and skip-verbose.txt: b.Skip prints nothing without -v, a SKIP line with it', () => {
    const quiet = parseFixture('skip.txt');
    expect(quiet.problems).toEqual([]);
    expect(quiet.benchmarks.map((b) => b.name)).not.toContain('BenchmarkSkipped');
    expect(quiet.benchmarks).toHaveLength(7);
    const verbose = parseFixture('skip-verbose.txt');
    expect(verbose.problems).toEqual([
      {
        file: 'skip-verbose.txt',
        line: 9,
        message: 'BenchmarkSkipped was skipped: faulty_test.go:22: skipping: needs a real disk',
      },
    ]);
    expect(verbose.benchmarks.map((b) => b.name)).toEqual(quiet.benchmarks.map((b) => b.name));
  });

  test.each([
    ['fail.txt', [7, 9, 12]],
    ['fail-verbose.txt', [11, 14, 20]],
  ])('%s: each FAIL is a problem naming the benchmark and its log; the rest is kept', (file, lines) => {
    const r = parseFixture(file);
    expect(r.problems).toEqual([
      {
        file,
        line: lines[0],
        message: 'BenchmarkFatalEarly failed: faulty_test.go:30: store unavailable (N=1)',
      },
      {
        file,
        line: lines[1],
        message: 'BenchmarkFatalLate-2 failed: faulty_test.go:39: checksum mismatch at N=100',
      },
      {
        file,
        line: lines[2],
        message: 'BenchmarkFatalSub/case=broken failed: faulty_test.go:49: broken case',
      },
    ]);
    expect(r.benchmarks.map((b) => [b.name, b.procs])).toEqual([
      ['BenchmarkBefore', 2],
      ['BenchmarkSkipped', 2],
      ['BenchmarkFatalSub/case=ok', 2],
      ['BenchmarkPanics', 2],
      ['BenchmarkAfter', 2],
    ]);
    expect(r.benchmarks[2].params).toEqual({ case: 'ok' });
  });

  test('panic.txt: the 0-iteration NaN line and the panic are problems; results before are kept', () => {
    const r = parseFixture('panic.txt');
    expect(r.problems).toEqual([
      {
        file: 'panic.txt',
        line: 11,
        message: 'BenchmarkPanics-2: ran 0 iterations; its values are not measurements',
      },
      {
        file: 'panic.txt',
        line: 12,
        message: 'panic: assignment to entry in nil map (while BenchmarkPanics-2 was running)',
      },
    ]);
    expectRows(r, FAULTY, [
      ['BenchmarkBefore', 2, { 'ns/op': [84.02] }],
      ['BenchmarkSkipped', 2, { 'ns/op': [111.5] }],
      ['BenchmarkFatalEarly', 2, { 'ns/op': [354] }],
      ['BenchmarkFatalLate', 2, { 'ns/op': [139.6] }],
      ['BenchmarkFatalSub/case=ok', 2, { 'ns/op': [109.5] }],
      ['BenchmarkFatalSub/case=broken', 2, { 'ns/op': [138.2] }],
    ]);
  });

  test('build-fail.txt: a package that does not compile is a problem with the compiler message', () => {
    const r = parseFixture('build-fail.txt');
    expect(r.problems).toEqual([
      {
        file: 'build-fail.txt',
        line: 3,
        message:
          'package example.com/benchfixture/faulty failed to build: faulty/broken_test.go:10:14: ' +
          'cannot use "not a number" (untyped string constant) as int value in variable declaration',
      },
    ]);
    expect(r.benchmarks.map((b) => [b.suite, b.name])).toEqual([
      [HASHING, 'BenchmarkSHA256/len-64'],
      [HASHING, 'BenchmarkSHA256/len-1024'],
      [HASHING, 'BenchmarkSumParallel/workers-2'],
      [HASHING, 'BenchmarkSumParallel/workers-4'],
    ]);
  });
});

describe('damaged go output', () => {
  const plainNames = () => parseFixture('plain.txt').benchmarks.map((b) => b.name);

  test('plain.damaged-truncated.txt: the cut last result and the missing ending are problems', () => {
    const r = parseFixture('plain.damaged-truncated.txt');
    const file = 'plain.damaged-truncated.txt';
    expect(r.problems).toEqual([
      {
        file,
        line: 9,
        message:
          'BenchmarkReadBlockRange/1KB_start-2: result on the last line not recorded: the output stops there and may have cut it',
      },
      {
        file,
        line: 9,
        message: 'output ends before go test finished (no PASS, FAIL or ok line); it may be truncated',
      },
    ]);
    expect(r.benchmarks.map((b) => b.name)).toEqual(plainNames().slice(0, 4));
    expect(r.benchmarks[3].metrics.map((m) => m.samples)).toEqual([[18691], [3506.35], [66849], [1]]);
  });

  test('plain.damaged-garbage.txt: the binary line is a problem, every result is kept', () => {
    const r = parseFixture('plain.damaged-garbage.txt');
    expect(r.problems).toEqual([
      { file: 'plain.damaged-garbage.txt', line: 9, message: 'binary data (control characters) ignored' },
    ]);
    expect(r.benchmarks.map((b) => b.name)).toEqual(plainNames());
    expect(find(r, 'BenchmarkWriteBlock_Parallel', 2).metrics[0].samples).toEqual([376.2]);
  });

  test('plain.damaged-empty.txt: no results is a problem of the whole file', () => {
    const r = parseFixture('plain.damaged-empty.txt');
    expect(r).toEqual({
      context: { tool: { name: 'go' } },
      benchmarks: [],
      problems: [{ file: 'plain.damaged-empty.txt', line: 0, message: 'empty input: no benchmark results' }],
    });
  });

  test('plain.damaged-bad-numbers.txt: every result line with letters for digits is a problem', () => {
    const r = parseFixture('plain.damaged-bad-numbers.txt');
    const file = 'plain.damaged-bad-numbers.txt';
    expect(r.problems).toEqual([
      { file, line: 6, message: 'BenchmarkWriteBlock/xxKB-x: bad iteration count "xxx"' },
      { file, line: 8, message: 'BenchmarkReadBlock/xxKB-x: bad iteration count "xxx"' },
      { file, line: 10, message: 'BenchmarkReadBlockRange/xKB_middle-x: bad iteration count "xxx"' },
      { file, line: 12, message: 'BenchmarkReadBlockRange/xxKB_middle-x: bad iteration count "xxx"' },
    ]);
    expect(r.benchmarks.map((b) => b.name)).toEqual(plainNames().filter((_, i) => i % 2 === 0));
    expect(r.context.machine).toEqual({ os: 'linux', arch: 'amdxx', cpu: 'AMD EPYC' });
  });

  test('benchmem-count5 damaged: truncated keeps whole lines; bad numbers keep the other samples', () => {
    const cut = parseFixture('benchmem-count5.damaged-truncated.txt');
    expect(cut.problems.map((p) => [p.line, p.message.slice(0, 40)])).toEqual([
      [32, 'BenchmarkReadBlockRange/1KB_middle-2: re'],
      [32, 'output ends before go test finished (no '],
    ]);
    expect(sampleCounts(cut).slice(4)).toEqual([
      ['BenchmarkReadBlockRange/1KB_start', 2, [5, 5, 5, 5]],
      ['BenchmarkReadBlockRange/1KB_middle', 2, [2, 2, 2, 2]],
    ]);
    const bad = parseFixture('benchmem-count5.damaged-bad-numbers.txt');
    expect(bad.problems).toHaveLength(22);
    expect(bad.problems.map((p) => p.line)).toEqual(Array.from({ length: 22 }, (_, i) => 6 + 2 * i));
    // Lines 5..49 alternate good and damaged: 45 results, 23 of them whole.
    const kept = bad.benchmarks.reduce((n, b) => n + b.metrics[0].samples.length, 0);
    expect(kept).toBe(23);
    expect(find(bad, 'BenchmarkWriteBlock/1KB', 2).metrics[0].samples).toEqual([1735, 1102, 1842]);
  });
});

describe('result lines that do not parse', () => {
  // Note: unit tests of the line grammar; the fixtures above are real go test output.
  test.each([
    ['BenchmarkX-2 \t 100 \t 5.0 ns/op \t 7', 'BenchmarkX-2: missing unit after value "7"'],
    ['BenchmarkX-2 \t 100', 'BenchmarkX-2: missing measurements'],
    ['BenchmarkX-2 \t 1e3 \t 5.0 ns/op', 'BenchmarkX-2: bad iteration count "1e3"'],
    ['BenchmarkX-2 \t 100 \t 5,0 ns/op', 'BenchmarkX-2: bad value "5,0" for unit ns/op'],
    ['BenchmarkX-2 \t 100 \t +Inf ns/op', 'BenchmarkX-2: value "+Inf" ns/op is not a finite number'],
  ])('%j', (line, message) => {
    const r = parse(`${line}\nBenchmarkY-2 \t 10 \t 3 ns/op\n`);
    expect(r.problems).toEqual([{ file: 'out.txt', line: 1, message }]);
    expect(r.benchmarks.map((b) => [b.name, b.procs, b.metrics[0].samples])).toEqual([
      ['BenchmarkY', 2, [3]],
    ]);
  });

  test('conflicting Unit metadata is a problem; the first statement stands', () => {
    const r = parse(
      'Unit hits better=higher\nUnit hits better=lower\nUnit hits better=more\nBenchmarkX 1 2 hits\n',
    );
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'Unit hits: better=lower contradicts an earlier Unit line; keeping the first'],
      [3, 'Unit hits: better=more, expected higher or lower'],
    ]);
    expect(r.benchmarks[0].metrics[0]).toEqual({ unit: 'hits', direction: 'bigger', samples: [2] });
  });

  test('"Benchmarking ..." is log text, not a malformed result', () => {
    expect(parse('Benchmarking took 3s\nBenchmarkX 1 2 ns/op\n').problems).toEqual([]);
  });
});

describe('GOMAXPROCS suffix versus digits in names', () => {
  const resolve = (names: string[]) => [...resolveGoNames(names)].map(([n, g]) => [n, g.name, g.procs]);

  test.each<[string, string[], [string, string, number][]]>([
    [
      'GOMAXPROCS 8: one suffix on every name',
      ['BenchmarkA-8', 'BenchmarkB/len-1024-8'],
      [
        ['BenchmarkA-8', 'BenchmarkA', 8],
        ['BenchmarkB/len-1024-8', 'BenchmarkB/len-1024', 8],
      ],
    ],
    [
      'GOMAXPROCS 1 with sizes in names: no suffix anywhere',
      ['BenchmarkA', 'BenchmarkB/len-64', 'BenchmarkB/len-1024', 'BenchmarkC/size-64'],
      [
        ['BenchmarkA', 'BenchmarkA', 1],
        ['BenchmarkB/len-64', 'BenchmarkB/len-64', 1],
        ['BenchmarkB/len-1024', 'BenchmarkB/len-1024', 1],
        ['BenchmarkC/size-64', 'BenchmarkC/size-64', 1],
      ],
    ],
    [
      '-1 is never a suffix: Go omits -1',
      ['BenchmarkA-1', 'BenchmarkB-1'],
      [
        ['BenchmarkA-1', 'BenchmarkA-1', 1],
        ['BenchmarkB-1', 'BenchmarkB-1', 1],
      ],
    ],
    [
      'two runs concatenated, GOMAXPROCS 8 and 4',
      ['BenchmarkA-8', 'BenchmarkB/n-3-8', 'BenchmarkA-4', 'BenchmarkB/n-3-4'],
      [
        ['BenchmarkA-8', 'BenchmarkA', 8],
        ['BenchmarkB/n-3-8', 'BenchmarkB/n-3', 8],
        ['BenchmarkA-4', 'BenchmarkA', 4],
        ['BenchmarkB/n-3-4', 'BenchmarkB/n-3', 4],
      ],
    ],
    [
      'known limit: only "len-64" and "len-1024" at GOMAXPROCS 1 read as a -cpu 64,1024 run',
      ['BenchmarkB/len-64', 'BenchmarkB/len-1024'],
      [
        ['BenchmarkB/len-64', 'BenchmarkB/len', 64],
        ['BenchmarkB/len-1024', 'BenchmarkB/len', 1024],
      ],
    ],
    [
      'GOMAXPROCS 2 with one odd unsuffixed name: 4 of 5 carry -2',
      ['BenchmarkA-2', 'BenchmarkB-2', 'BenchmarkC/n-3-2', 'BenchmarkD-2', 'BenchmarkOdd'],
      [
        ['BenchmarkA-2', 'BenchmarkA', 2],
        ['BenchmarkB-2', 'BenchmarkB', 2],
        ['BenchmarkC/n-3-2', 'BenchmarkC/n-3', 2],
        ['BenchmarkD-2', 'BenchmarkD', 2],
        ['BenchmarkOdd', 'BenchmarkOdd', 1],
      ],
    ],
    [
      'a tie strips, as benchfmt does',
      ['BenchmarkA', 'BenchmarkA-2', 'BenchmarkB-2'],
      [
        ['BenchmarkA', 'BenchmarkA', 1],
        ['BenchmarkA-2', 'BenchmarkA', 2],
        ['BenchmarkB-2', 'BenchmarkB', 2],
      ],
    ],
  ])('%s', (_, names, expected) => {
    expect(resolve(names)).toEqual(expected);
  });

  test('params: key=value segments in order; plain segments stay only in the name', () => {
    expect(paramsOfGoName('BenchmarkX/blk=2MB/plain/msg=1KB/consumers=10')).toEqual({
      blk: '2MB',
      msg: '1KB',
      consumers: '10',
    });
    expect(Object.keys(paramsOfGoName('BenchmarkX/z=1/a=2/m=3'))).toEqual(['z', 'a', 'm']);
    expect(paramsOfGoName('BenchmarkX/a=1/a=2/=3')).toEqual({ a: '1' });
    const proto = paramsOfGoName('BenchmarkX/__proto__=1');
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  test('10,000 distinct numeric suffixes resolve in linear time', () => {
    const names = ['BenchmarkPlain', ...Array.from({ length: 10_000 }, (_, i) => `BenchmarkX/len-${i + 2}`)];
    const started = performance.now();
    const out = resolveGoNames(names);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out.get('BenchmarkX/len-64')).toEqual({ name: 'BenchmarkX/len-64', procs: 1 });
  });
});

describe('detect', () => {
  test.each([
    ['plain.txt', 0.95],
    ['verbose.txt', 0.95],
    ['json.txt', 0],
    ['plain.damaged-empty.txt', 0],
  ])('%s -> %d', (file, score) => {
    expect(goFormat.detect({ file, head: read(file).slice(0, 65536) })).toBe(score);
  });
});

describe('fuzz', () => {
  const fixtures = [
    'plain.txt',
    'benchmem-count5.txt',
    'cpu-1-2-4.txt',
    'verbose.txt',
    'fail.txt',
    'fail-verbose.txt',
    'panic.txt',
    'build-fail.txt',
  ].map(read);

  test('never throws on random, mutated and spliced input', () => {
    fuzzNeverThrows(parse, fixtures);
  });

  test('fast on 200k-character adversarial lines', () => {
    expectFastOnAdversarial(parse);
    const lines = [
      'Benchmark' + 'x'.repeat(60_000),
      'BenchmarkX ' + '1 '.repeat(30_000),
      'BenchmarkX-' + '9'.repeat(60_000),
      '--- FAIL: ' + 'a/'.repeat(30_000),
      'pkg: ' + 'a'.repeat(60_000),
      '# ' + 'b'.repeat(60_000),
      'panic: ' + 'p '.repeat(30_000),
      'Unit ' + 'u=v '.repeat(15_000),
      '    ' + '1 '.repeat(30_000),
      'ok  \t' + 'a'.repeat(30_000) + ' '.repeat(30_000) + '\u2028',
    ];
    for (const line of lines) {
      const text = `BenchmarkA 1 2 ns/op\n${line}\n${line}\nBenchmarkA 1 3 ns/op\n`;
      const started = performance.now();
      const r = parse(text, 'long.out');
      const ms = performance.now() - started;
      expectWellFormed(r, 'long.out');
      expect(ms, `${line.slice(0, 20)} took ${ms} ms`).toBeLessThan(1000);
    }
  });

  test('a line over the limit is a problem, not a result', () => {
    const line = `BenchmarkX 1 ${'9'.repeat(70_000)} ns/op`;
    const r = parse(`${line}\n`);
    expect(line.length).toBe(70_019);
    expect(r.problems).toEqual([
      { file: 'out.txt', line: 0, message: 'no benchmark results found' },
      { file: 'out.txt', line: 1, message: 'line of 70019 characters not parsed (limit 65536)' },
    ]);
  });

  test('every result line becomes a sample or a problem, in order', () => {
    const row = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }).map((v) => ({ good: true, v })),
      fc.string({ maxLength: 20 }).map((t) => ({ good: false, v: `x${t.replace(/\s/g, '_')}` })),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const text = rows
          .map((r) => (r.good ? `BenchmarkA-2 \t 10 \t ${r.v} ns/op` : `BenchmarkA-2 \t ${r.v}`))
          .join('\n');
        const result = parse(text);
        expectWellFormed(result, 'out.txt');
        const goods = rows.filter((r) => r.good).map((r) => Number(String(r.v)));
        const bad = rows.length - goods.length;
        expect(result.benchmarks.flatMap((b) => b.metrics[0].samples)).toEqual(goods);
        expect(result.problems).toHaveLength(bad + (goods.length === 0 ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  });
});
