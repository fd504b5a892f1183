// The Go parser's fast path (LineParser.takeLines, reading runs of plain
// result lines in place) must give exactly what pushing every line gives:
// same benchmarks, samples, problems and line numbers, wherever the chunks
// of the file happen to split.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { goFormat } from '../../../../src/formats/go/text.js';
import { parseLineStream } from '../../../../src/formats/read.js';
import type { LineFormat, ParsedFile } from '../../../../src/formats/types.js';

const dir = new URL('../../../fixtures/go/', import.meta.url);
const FILE = 'bench.txt';

/** goFormat with the fast path removed: every line goes through push(). */
const linesOnly: LineFormat = {
  ...goFormat,
  start(file) {
    const parser = goFormat.start(file);
    return { push: (line, lineNo) => parser.push(line, lineNo), finish: (end) => parser.finish(end) };
  },
};

function chunksOf(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

async function both(text: string, chunkSize: number): Promise<[ParsedFile, ParsedFile]> {
  const chunks = chunksOf(text, chunkSize);
  return [await parseLineStream(goFormat, chunks, FILE), await parseLineStream(linesOnly, chunks, FILE)];
}

const textFixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.txt') && !f.startsWith('json'))
  .sort();

describe('the Go fast path reads a file exactly as line-by-line reading does', () => {
  test('the fast path is offered to the stream', () => {
    expect(typeof goFormat.start(FILE).takeLines).toBe('function');
    expect(linesOnly.start(FILE).takeLines).toBeUndefined();
  });

  test.each(textFixtures)('fixture %s, in one chunk and in 7-byte chunks', async (name) => {
    const text = readFileSync(new URL(name, dir), 'utf8');
    for (const size of [1 << 20, 7]) {
      const [fast, slow] = await both(text, size);
      expect(fast).toEqual(slow);
    }
  });

  test('plain.txt: every result line is taken by the fast path and counted', async () => {
    const text = readFileSync(new URL('plain.txt', dir), 'utf8');
    const parser = goFormat.start(FILE);
    const resultLines = text.split('\n').filter((l) => /^Benchmark\S+\s+\d+\s/.test(l)).length;
    let taken = 0;
    let lineNo = 1;
    let start = 0;
    while (start < text.length) {
      const run = parser.takeLines!(text, start, lineNo);
      taken += run.lines;
      lineNo += run.lines;
      start = run.end;
      const nl = text.indexOf('\n', start);
      if (nl < 0) break;
      parser.push(text.slice(start, nl), lineNo++);
      start = nl + 1;
    }
    expect(resultLines).toBeGreaterThan(0);
    expect(taken).toBe(resultLines);
  });

  test('a result line between a FAIL and an indented line ends the wait for its reason', async () => {
    const text = [
      'goos: linux',
      'pkg: example.com/p',
      '--- FAIL: BenchmarkA',
      'BenchmarkB-2 \t 100\t 12 ns/op',
      '    b_test.go:9: log of B',
      'ok  \texample.com/p\t1.2s',
      '',
    ].join('\n');
    const [fast, slow] = await both(text, 1 << 20);
    expect(fast).toEqual(slow);
    expect(fast.problems).toEqual([{ file: FILE, line: 3, message: 'BenchmarkA failed' }]);
    expect(fast.benchmarks.map((b) => [b.name, b.procs, b.metrics[0]!.samples])).toEqual([
      ['BenchmarkB', 2, [12]],
    ]);
  });

  test('generated files of plain, odd and broken lines, any chunking', async () => {
    const plain = fc
      .tuple(
        fc.constantFrom('BenchmarkA', 'BenchmarkA-2', 'BenchmarkB/n=1', 'BenchmarkB/n=1-4', 'Benchmark_x'),
        fc.constantFrom(' ', '\t', '  \t'),
        fc.integer({ min: 1, max: 5000 }),
        fc.array(
          fc.tuple(
            fc.constantFrom('12', '0.5', '1e3', '7.', '.25', '3.14159'),
            fc.constantFrom('ns/op', 'B/op', 'MB/s', 'allocs/op', 'msgs'),
          ),
          { minLength: 1, maxLength: 14 },
        ),
        fc.constantFrom('', ' ', '\r'),
      )
      .map(
        ([name, blank, n, pairs, end]) =>
          `${name}${blank}${n}${pairs.map(([v, u]) => ` ${v} ${u}`).join('')}${end}`,
      );
    const other = fc.constantFrom(
      'goos: linux',
      'pkg: example.com/p',
      'cpu: Some CPU',
      'PASS',
      'ok  \texample.com/p\t1.2s',
      '--- FAIL: BenchmarkA',
      '    a_test.go:10: broke',
      'BenchmarkC',
      'BenchmarkD 10 NaN ns/op',
      'BenchmarkE 0 0 ns/op',
      'BenchmarkF 10 1 ns/op 2',
      'panic: boom',
      'exit status 2',
      'Unit msgs better=higher',
      'log text',
      '',
      'BenchmarkÜ 1 2 ns/op',
    );
    const file = fc.array(fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: other }), {
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(
        file,
        fc.boolean(),
        fc.integer({ min: 1, max: 64 }),
        async (lines, endsWithNl, size) => {
          const text = lines.join('\n') + (endsWithNl ? '\n' : '');
          const [fast, slow] = await both(text, size);
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 400 },
    );
  });
});
