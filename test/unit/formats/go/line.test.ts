import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  benchmarkNameOf,
  parseResultFields,
  matchPlainResult,
  matchPlainResultAt,
  PlainResultMatcher,
  splitFields,
  type GoValue,
  type PlainResult,
} from '../../../../src/formats/go/line.js';

/** What the general path (go-reader.ts onBenchmarkLine) reads from a line. */
function generalRead(line: string): { name: string; values: GoValue[] } | undefined {
  const name = benchmarkNameOf(line);
  if (name === undefined) return undefined;
  const parsed = parseResultFields(splitFields(line.slice(name.length)));
  return parsed.ok ? { name, values: parsed.values } : undefined;
}

/** The values of a plain result line, in the order printed, as the sink reads them. */
function valuesOfPlainResult(m: PlainResult): GoValue[] {
  const values: GoValue[] = [];
  for (let i = 2; i < m.length && m[i] !== undefined; i += 2)
    values.push({ value: Number(m[i]), unit: m[i + 1]! });
  return values;
}

/** The fast path: the name and values of a plain result line, or undefined. */
function scanResultLine(line: string): { name: string; values: GoValue[] } | undefined {
  const m = matchPlainResult(line);
  return m === null ? undefined : { name: m[1]!, values: valuesOfPlainResult(m) };
}

describe('matchPlainResult, the fast path for plain result lines', () => {
  test.each([
    [
      'BenchmarkWriteBlock/store=memory/size=4KB-2   \t  295262\t      4012 ns/op\t1020.91 MB/s\t    4096 B/op\t       1 allocs/op',
      'BenchmarkWriteBlock/store=memory/size=4KB-2',
      [
        { value: 4012, unit: 'ns/op' },
        { value: 1020.91, unit: 'MB/s' },
        { value: 4096, unit: 'B/op' },
        { value: 1, unit: 'allocs/op' },
      ],
    ],
    ['BenchmarkX 1 1.5e-3 s/op', 'BenchmarkX', [{ value: 0.0015, unit: 's/op' }]],
    [
      'BenchmarkX 7 .5 x 2. y   ',
      'BenchmarkX',
      [
        { value: 0.5, unit: 'x' },
        { value: 2, unit: 'y' },
      ],
    ],
    ['Benchmark 10 3 ns/op', 'Benchmark', [{ value: 3, unit: 'ns/op' }]],
    // benchfmt reads any "Benchmark" line that is result fields, as Go's own benchmark tools write them.
    [
      'Benchmarkk8s_schedulercache_total 1 33871255 total-bytes',
      'Benchmarkk8s_schedulercache_total',
      [{ value: 33871255, unit: 'total-bytes' }],
    ],
    ['Benchmarking 10 3 ns/op', 'Benchmarking', [{ value: 3, unit: 'ns/op' }]],
    ['Benchmark_foo-8 10 3E2 msgs', 'Benchmark_foo-8', [{ value: 300, unit: 'msgs' }]],
    [
      `BenchmarkTwelve 10${Array.from({ length: 12 }, (_, i) => ` ${i} u${i}`).join('')}`,
      'BenchmarkTwelve',
      Array.from({ length: 12 }, (_, i) => ({ value: i, unit: `u${i}` })),
    ],
  ])('reads %j', (line, name, values) => {
    expect(scanResultLine(line)).toEqual({ name, values });
    expect(generalRead(line)).toEqual({ name, values });
  });

  test.each([
    ['zero iterations', 'BenchmarkX 0 NaN ns/op'],
    ['leading zero', 'BenchmarkX 007 3 ns/op'],
    ['twenty digits of iterations', 'BenchmarkX 12345678901234567890 3 ns/op'],
    ['NaN value', 'BenchmarkX 10 NaN ns/op'],
    ['signed value', 'BenchmarkX 10 -3 ns/op'],
    ['missing unit', 'BenchmarkX 10 3'],
    ['no measurements', 'BenchmarkX 10'],
    ['name only', 'BenchmarkX'],
    ['value glued to letters', 'BenchmarkX 10 3ns/op'],
    ['iterations glued to letters', 'BenchmarkX 10x 3 ns/op'],
    ['control character', 'BenchmarkX 10 3 ns/op\u0001'],
    ['carriage return', 'BenchmarkX 10 3 ns/op\r'],
    ['non-ASCII name', 'BenchmarkÜ 10 3 ns/op'],
    ['non-ASCII unit', 'BenchmarkX 10 3 µs/op'],
    ['a status after the name', 'BenchmarkX --- FAIL: BenchmarkX'],
    ['more than twelve values', `BenchmarkX 10${' 1 u'.repeat(13)}`],
  ])('leaves %s to the general path', (_why, line) => {
    expect(scanResultLine(line)).toBeUndefined();
  });

  const blank = fc.constantFrom(' ', '\t', '  \t ');
  const token = fc.stringMatching(/^[\x21-\x7e]{1,12}$/);
  const number = fc.oneof(
    fc.nat().map(String),
    fc.double({ min: 0, max: 1e12, noNaN: true }).map(String),
    fc.stringMatching(/^(?:\d{1,4}\.\d{0,4}|\.\d{1,4})(?:[eE][+-]?\d{1,3})?$/),
  );
  // Go's rule: after "Benchmark", anything but a lower-case letter.
  const name = fc.stringMatching(/^[A-Z0-9_/][\x21-\x7e]{0,30}$/);
  const plainLine = fc
    .tuple(
      name,
      blank,
      fc.integer({ min: 1, max: 1e9 }),
      fc.array(fc.tuple(blank, number, blank, token), { minLength: 1, maxLength: 6 }),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(
      ([name, b, iters, pairs, tail]) =>
        `Benchmark${name}${b}${iters}${pairs.map(([b1, v, b2, u]) => `${b1}${v}${b2}${u}`).join('')}${tail}`,
    );

  test('every line it accepts, the general path reads the same way', () => {
    const anyLine = fc.oneof(
      plainLine,
      plainLine.chain((l) =>
        fc
          .tuple(fc.nat(l.length), fc.string({ maxLength: 3 }))
          .map(([at, s]) => l.slice(0, at) + s + l.slice(at)),
      ),
      fc.string({ unit: 'binary', maxLength: 80 }).map((s) => `Benchmark${s}`),
    );
    let accepted = 0;
    fc.assert(
      fc.property(anyLine, (line) => {
        const fast = scanResultLine(line);
        if (fast === undefined) return;
        accepted++;
        expect(generalRead(line)).toEqual(fast);
      }),
      { numRuns: 3000 },
    );
    // The comparison above means something only if the fast path is taken.
    expect(accepted).toBeGreaterThan(1000);
  });

  test('accepts every plain line built from the format', () => {
    fc.assert(
      fc.property(plainLine, (line) => {
        const scanned = scanResultLine(line);
        expect(scanned).toBeDefined();
        expect(scanned).toEqual(generalRead(line));
      }),
      { numRuns: 1000 },
    );
  });

  test('a failing 100,000-character line is rejected without backtracking blow-up', () => {
    const line = `BenchmarkX ${'1 '.repeat(50_000)}\u00ff`;
    const started = Date.now();
    expect(scanResultLine(line)).toBeUndefined();
    // Not a timing assertion on speed, a guard against exponential time: linear takes milliseconds.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('PlainResultMatcher, the general expression with the last units as literals', () => {
  /** What a match says: the line it took, the name and the value/unit pairs. */
  const read = (m: RegExpExecArray | null) => {
    if (m === null) return null;
    const pairs: string[] = [];
    for (let i = 2; i < m.length && m[i] !== undefined; i += 2) pairs.push(`${m[i]} ${m[i + 1]}`);
    return { taken: m[0], name: m[1], pairs };
  };
  // Units that are prefixes of each other and full of regular expression syntax.
  const unit = fc.constantFrom(
    'ns/op',
    'ns/o',
    'ns/opx',
    'MB/s',
    'B/op',
    'a+b',
    '(x)',
    '[y]',
    '$^',
    '\\',
    'x.y*',
    '{1}',
    '|',
    '-',
    '?',
  );
  const line = fc
    .tuple(
      fc.constantFrom('BenchmarkA', 'BenchmarkB/n=1-2'),
      fc.constantFrom(' ', '\t'),
      fc.array(fc.tuple(fc.constantFrom('1', '2.5', '.5e3', '1x', '0.'), unit), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.constantFrom('', ' ', '\r'),
    )
    .map(
      ([name, blank, pairs, tail]) =>
        `${name}${blank}100${pairs.map(([v, u]) => ` ${v} ${u}`).join('')}${tail}`,
    );

  test('takes the same lines with the same captures as the general expression', () => {
    let viaLayout = 0;
    fc.assert(
      // Lines repeated, as -count repeats them, so the last units are often the right ones.
      fc.property(
        fc.array(fc.tuple(line, fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 12 }),
        (runs) => {
          const text = runs.map(([l, count]) => `${l}\n`.repeat(count)).join('');
          const matcher = new PlainResultMatcher();
          for (let start = 0; start < text.length; start = text.indexOf('\n', start) + 1) {
            const general = read(matchPlainResultAt(text, start));
            const m = matcher.matchAt(text, start);
            if (m !== null && m.length < 26) viaLayout++;
            expect(read(m)).toEqual(general);
          }
        },
      ),
      { numRuns: 500 },
    );
    // Lines must have come through a layout expression (a shorter match array) for this to test it.
    expect(viaLayout).toBeGreaterThan(1000);
  });

  test('a line with one more value than the last, or a unit extended, falls back to the general expression', () => {
    const text =
      'BenchmarkA 1 2 ns/op\nBenchmarkA 1 2 ns/op 3 B/op\nBenchmarkA 1 2 ns/opx\nBenchmarkA 1 2 ns/op\n';
    const matcher = new PlainResultMatcher();
    const lines: (string[] | null)[] = [];
    for (let start = 0; start < text.length; start = text.indexOf('\n', start) + 1) {
      const m = matcher.matchAt(text, start);
      lines.push(read(m)?.pairs ?? null);
    }
    expect(lines).toEqual([['2 ns/op'], ['2 ns/op', '3 B/op'], ['2 ns/opx'], ['2 ns/op']]);
  });
});
