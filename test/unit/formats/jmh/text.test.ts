import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import { isDenseNameOf, metricNameOfLabel, parseParameterList } from '../../../../src/formats/jmh/names.js';
import { DecimalSeparator, parseApproximation, summaryOf } from '../../../../src/formats/jmh/numbers.js';
import { parseTableHeader, parseTableRow } from '../../../../src/formats/jmh/table.js';
import { jmhTextFormat } from '../../../../src/formats/jmh/text.js';
import type { Benchmark, Metric } from '../../../../src/model/results.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import { expectFastOnAdversarial, expectWellFormed, fuzzNeverThrows } from '../fuzz-format.js';

// Every fixture is real output of JMH run by test/fixtures/jmh/regenerate.sh;
// the numbers below are read off the fixture files (line numbers given).

const dir = new URL('../../../fixtures/jmh/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.txt'): ParsedFile => parseLinesOfText(jmhTextFormat, text, file);
const parseFixture = (name: string) => parse(read(name), name);

const CONTEXT_137 = {
  tool: { name: 'jmh', version: '1.37' },
  jdkVersion: '17.0.15',
  vmName: 'OpenJDK 64-Bit Server VM',
  vmVersion: '17.0.15+6-Debian-1deb12u1',
};
const QUICK = {
  warmupIterations: 1,
  warmupTime: '100 ms',
  measurementIterations: 3,
  measurementTime: '100 ms',
  threads: 1,
};

/** Score ± Error with JMH's 99.9% confidence. */
const interval = (center: number, error: number, n: number) => ({
  center,
  low: center - error,
  high: center + error,
  n,
  confidence: 0.999,
});
/** A score printed without Error: a point of unknown confidence. */
const point = (center: number, n: number) => ({ center, low: center, high: center, n, confidence: NaN });

function metric(b: Benchmark, name?: string): Metric {
  const m = b.metrics.find((x) => x.name === name);
  expect(m, `${b.suite}.${b.name} metric ${name ?? '(primary)'}`).toBeDefined();
  return m!;
}

function expectSummary(m: Metric, want: ReturnType<typeof interval>, what: string): void {
  const s = m.summary!;
  expect(s, what).toBeDefined();
  expect(s.n, what).toBe(want.n);
  expect(s.center, what).toBe(want.center);
  expect(s.low, what).toBeCloseTo(want.low, 9);
  expect(s.high, what).toBeCloseTo(want.high, 9);
  expect(s.confidence, what).toEqual(want.confidence);
}

describe('jmh-text fixtures', () => {
  test('thrpt-params.txt: two @Params in column order, 2 forks × 3 iterations as samples, table row as summary', () => {
    const r = parseFixture('thrpt-params.txt');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ ...CONTEXT_137, jmh: { ...QUICK, forks: 2 } });
    const rows: [string, string, number[], number, number][] = [
      ['10', '16', [2057.607, 5167.446, 15544.035, 9309.16, 13321.279, 5559.793], 8493.22, 14558.714],
      ['10', '128', [2775.056, 1664.055, 1502.37, 2941.862, 1658.277, 2753.613], 2215.872, 1882.532],
      ['100', '16', [288.342, 278.039, 299.629, 893.734, 1040.636, 781.689], 597.011, 974.962],
      ['100', '128', [311.964, 185.532, 797.012, 284.311, 168.213, 421.152], 361.364, 651.592],
    ];
    expect(r.benchmarks).toHaveLength(rows.length);
    rows.forEach(([itemCount, itemSize, samples, score, error], i) => {
      const b = r.benchmarks[i];
      const what = `row ${i}: itemCount=${itemCount} itemSize=${itemSize}`;
      expect(b.suite, what).toBe('WriterBenchmark');
      expect(b.name, what).toBe('writeBlock');
      expect(Object.entries(b.params), what).toEqual([
        ['itemCount', itemCount],
        ['itemSize', itemSize],
      ]);
      expect(b.mode, what).toBe('thrpt');
      expect(b.procs, what).toBeUndefined();
      expect(b.metrics, what).toHaveLength(1);
      expect(b.metrics[0], what).toMatchObject({ unit: 'ops/ms', direction: 'bigger', samples });
      expect(b.metrics[0].name, what).toBeUndefined();
      expectSummary(b.metrics[0], interval(score, error, 6), what);
    });
  });

  test('avgt-gc.txt: secondary gc rows as named metrics, "N/A" params left out, "≈ 0" read as 0', () => {
    const r = parseFixture('avgt-gc.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.params, b.mode])).toEqual([
      ['PlainBenchmark', 'concat', {}, 'avgt'],
      ['PlainBenchmark', 'sumArray', {}, 'avgt'],
      ['WriterBenchmark', 'writeBlock', { itemCount: '10', itemSize: '16' }, 'avgt'],
    ]);
    const [concat, sumArray, writer] = r.benchmarks;
    expect(concat.metrics.map((m) => [m.name, m.unit, m.direction])).toEqual([
      [undefined, 'us/op', 'smaller'],
      ['gc.alloc.rate', 'MB/sec', 'smaller'],
      ['gc.alloc.rate.norm', 'B/op', 'smaller'],
      ['gc.count', 'counts', 'smaller'],
      ['gc.time', 'ms', 'smaller'],
    ]);
    // Lines 16-30 and 187-191.
    expect(metric(concat).samples).toEqual([0.039, 0.017, 0.03]);
    expectSummary(metric(concat), interval(0.029, 0.199, 3), 'concat');
    expect(metric(concat, 'gc.alloc.rate.norm').samples).toEqual([56.002, 56.001, 56.002]);
    expectSummary(metric(concat, 'gc.alloc.rate.norm'), interval(56.002, 0.011, 3), 'concat norm');
    expect(metric(concat, 'gc.count').samples).toEqual([0, 2, 0]);
    expectSummary(metric(concat, 'gc.count'), point(2, 3), 'concat gc.count');
    // gc.time is printed only in the iteration that had a GC.
    expect(metric(concat, 'gc.time').samples).toEqual([7]);
    expectSummary(metric(concat, 'gc.time'), point(7, 3), 'concat gc.time');
    // sumArray never collected: "≈ 0 counts" in every line and in the table (line 195).
    expect(sumArray.metrics.map((m) => m.name)).toEqual([
      undefined,
      'gc.alloc.rate',
      'gc.alloc.rate.norm',
      'gc.count',
    ]);
    expect(metric(sumArray, 'gc.count').samples).toEqual([0, 0, 0]);
    expectSummary(metric(sumArray, 'gc.count'), point(0, 3), 'sumArray gc.count');
    expect(metric(writer, 'gc.alloc.rate.norm').samples).toEqual([280.202, 280.01, 280.006]);
    expect(metric(writer, 'gc.time').samples).toEqual([4, 3]);
  });

  test('sample.txt: iteration means as samples, Cnt (timings) as n, percentile rows as named metrics', () => {
    const r = parseFixture('sample.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toHaveLength(1);
    const b = r.benchmarks[0];
    expect([b.suite, b.name, b.mode, b.params]).toEqual(['ModesBenchmark', 'hashBytes', 'sample', {}]);
    expect(metric(b).samples).toEqual([0.455, 2.447, 3.615, 5.593, 0.465, 0.446]);
    expectSummary(metric(b), interval(1.894, 2.498, 17332), 'primary');
    const names = ['p0.00', 'p0.50', 'p0.90', 'p0.95', 'p0.99', 'p0.999', 'p0.9999', 'p1.00'];
    expect(b.metrics.map((m) => m.name)).toEqual([undefined, ...names]);
    for (const m of b.metrics) expect(m.unit, m.name).toBe('us/op');
    expect(metric(b, 'p0.99').samples).toEqual([0.471, 0.481, 0.421, 0.646, 0.517, 0.431]);
    expectSummary(metric(b, 'p0.99'), point(0.461, 1), 'p0.99');
    expect(metric(b, 'p1.00').samples).toEqual([24.064, 4063.232, 8683.52, 8044.544, 44.48, 50.56]);
    expectSummary(metric(b, 'p1.00'), point(8683.52, 1), 'p1.00');
  });

  test('ss.txt: iterations of the warmup fork are not samples', () => {
    const r = parseFixture('ss.txt');
    expect(r.problems).toEqual([]);
    expect(r.context.jmh).toEqual({ ...QUICK, forks: 2 });
    const m = metric(r.benchmarks[0]);
    expect(r.benchmarks[0].mode).toBe('ss');
    // Lines 23-32; lines 16-18 are "# Warmup Fork: 1 of 1".
    expect(m.samples).toEqual([10.236, 8.292, 6.6, 11.627, 9.484, 9.054]);
    expectSummary(m, interval(9.216, 4.8, 6), 'ss');
  });

  test('cnt1.txt: blank Cnt and Error → a point summary of n = 1, in thrpt and ss', () => {
    const r = parseFixture('cnt1.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.mode])).toEqual([
      ['PlainBenchmark', 'sumArray', 'thrpt'],
      ['PlainBenchmark', 'sumArray', 'ss'],
    ]);
    expect(metric(r.benchmarks[0])).toMatchObject({ unit: 'ops/ms', samples: [2516.826] });
    expectSummary(metric(r.benchmarks[0]), point(2516.826, 1), 'thrpt');
    expect(metric(r.benchmarks[1])).toMatchObject({ unit: 'ms/op', direction: 'smaller', samples: [0.006] });
    expectSummary(metric(r.benchmarks[1]), point(0.006, 1), 'ss');
  });

  test('modes.txt: "≈ 10⁻⁶" scores give an order-of-magnitude summary and no samples, with a problem', () => {
    const r = parseFixture('modes.txt');
    expect(r.benchmarks.map((b) => b.mode)).toEqual(['thrpt', 'avgt', 'ss']);
    const [thrpt, avgt, ss] = r.benchmarks;
    expect(metric(thrpt).samples).toEqual([751414.54, 1501997.223, 1551996.154]);
    expectSummary(metric(thrpt), interval(1268469.306, 8181942.416, 3), 'thrpt');
    expect(metric(avgt).samples).toEqual([]);
    expect(metric(avgt).summary).toEqual({
      center: 1e-6,
      low: 10 ** -6.5,
      high: 10 ** -5.5,
      n: 3,
      confidence: NaN,
    });
    expect(metric(ss).summary).toEqual({
      center: 1e-5,
      low: 10 ** -5.5,
      high: 10 ** -4.5,
      n: 3,
      confidence: NaN,
    });
    const tail = 'are printed only as powers of ten'; // see the exact text below
    expect(r.problems).toEqual([
      {
        file: 'modes.txt',
        line: 42,
        message: `iteration values of ModesBenchmark.hashBytes (avgt) ${tail} ("≈ 10ⁿ s/op"); kept the table's summary, no samples (choose a finer time unit with -tu)`,
      },
      {
        file: 'modes.txt',
        line: 66,
        message: `iteration values of ModesBenchmark.hashBytes (ss) ${tail} ("≈ 10ⁿ s/op"); kept the table's summary, no samples (choose a finer time unit with -tu)`,
      },
    ]);
  });

  test('approx-gc.txt: "≈ 10⁻⁹ s/op" primary and "≈ 10⁻⁴ B/op" secondary; exact secondaries keep samples', () => {
    const r = parseFixture('approx-gc.txt');
    const b = r.benchmarks[0];
    expect([b.suite, b.name, b.mode]).toEqual(['TinyBenchmark', 'returnField', 'avgt']);
    expect(metric(b)).toMatchObject({ unit: 's/op', samples: [] });
    expect(metric(b).summary).toMatchObject({ center: 1e-9, n: 3 });
    expect(metric(b, 'gc.alloc.rate.norm')).toMatchObject({ unit: 'B/op', samples: [] });
    expect(metric(b, 'gc.alloc.rate.norm').summary).toMatchObject({
      center: 1e-4,
      low: 10 ** -4.5,
      high: 10 ** -3.5,
    });
    expect(metric(b, 'gc.alloc.rate').samples).toEqual([0.052, 0.045, 0.051]);
    expectSummary(metric(b, 'gc.alloc.rate'), interval(0.049, 0.06, 3), 'gc.alloc.rate');
    expect(metric(b, 'gc.count').samples).toEqual([0, 0, 0]);
    expect(r.problems.map((p) => [p.line, p.message.slice(0, p.message.indexOf(' are printed'))])).toEqual([
      [16, 'iteration values of TinyBenchmark.returnField (avgt)'],
      [18, 'iteration values of TinyBenchmark.returnField:gc.alloc.rate.norm (avgt)'],
    ]);
    expect(r.problems[1].message).toContain('("≈ 10ⁿ B/op")');
  });

  test('locale-de.txt: decimal commas in iteration lines and in the table', () => {
    const r = parseFixture('locale-de.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => b.params)).toEqual([
      { itemCount: '100', itemSize: '16' },
      { itemCount: '100', itemSize: '128' },
    ]);
    const b = r.benchmarks[0];
    expect(metric(b)).toMatchObject({
      unit: 'ops/s',
      direction: 'bigger',
      samples: [472417.157, 409202.492, 193035.078],
    });
    expectSummary(metric(b), interval(358218.242, 2672760.274, 3), 'primary');
    expect(metric(b, 'gc.alloc.rate.norm').samples).toEqual([2080.122, 2080.119, 2080.278]);
    expectSummary(metric(b, 'gc.alloc.rate.norm'), interval(2080.173, 1.659, 3), 'norm');
    expect(metric(b, 'gc.count').samples).toEqual([3, 0, 0]);
    expectSummary(metric(b, 'gc.count'), point(3, 3), 'gc.count');
    expectSummary(metric(r.benchmarks[1]), interval(129861.827, 798110.866, 3), 'second primary');
  });

  test('failure.txt: the exception is a problem at its "<failure>" line; both table rows are kept', () => {
    const r = parseFixture('failure.txt');
    expect(r.problems).toEqual([
      {
        file: 'failure.txt',
        line: 17,
        message:
          'benchmark com.example.bench.FailingBenchmark.explode (thrpt) failed in iteration 2 of fork 1 of 1: java.lang.IllegalStateException: boom in iteration 3',
      },
    ]);
    expect(r.benchmarks.map((b) => b.name)).toEqual(['explode', 'works']);
    // JMH keeps the iteration measured before the failure (table line 84: blank Cnt).
    expect(metric(r.benchmarks[0]).samples).toEqual([506113465.58]);
    expectSummary(metric(r.benchmarks[0]), point(506113465.58, 1), 'explode');
    expect(metric(r.benchmarks[1]).samples).toEqual([1905697456.526, 2400962382.213, 1976848395.571]);
    expectSummary(metric(r.benchmarks[1]), interval(2094502744.77, 4885222901.219, 3), 'works');
  });

  test('abbreviated.txt: suites as the table prints them, samples found under the full names', () => {
    const r = parseFixture('abbreviated.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.params, metric(b).samples])).toEqual([
      ['c.e.bench.PlainBenchmark', 'sumArray', {}, [102.707, 89.842, 89.356]],
      [
        'c.e.longpackagename.abbreviated.AbbreviatedBenchmark',
        'parseNumber',
        { text: '12345' },
        [9.943, 7.323, 8.62],
      ],
      [
        'c.e.longpackagename.abbreviated.AbbreviatedBenchmark',
        'parseNumber',
        { text: '-7' },
        [5.516, 3.817, 3.65],
      ],
    ]);
    expectSummary(metric(r.benchmarks[2]), interval(4.328, 18.838, 3), 'text=-7');
  });

  test('jmh136-sample-gc.txt: JMH 1.36 "·gc.*" and "hashBytes·p0.99" labels name the same metrics as 1.37', () => {
    const r = parseFixture('jmh136-sample-gc.txt');
    expect(r.problems).toEqual([]);
    expect(r.context.tool).toEqual({ name: 'jmh', version: '1.36' });
    const b = r.benchmarks[0];
    expect(b.metrics.map((m) => m.name)).toEqual([
      undefined,
      'p0.00',
      'p0.50',
      'p0.90',
      'p0.95',
      'p0.99',
      'p0.999',
      'p0.9999',
      'p1.00',
      'gc.alloc.rate',
      'gc.alloc.rate.norm',
      'gc.count',
    ]);
    expect(metric(b).samples).toEqual([0.957, 0.464, 0.594]);
    expectSummary(metric(b), interval(0.684, 0.658, 9786), 'primary');
    expect(metric(b, 'p0.99').samples).toEqual([0.521, 0.441, 0.431]);
    expect(metric(b, 'gc.alloc.rate.norm').samples).toEqual([0.723, 0.461, 0.342]);
    expectSummary(metric(b, 'gc.alloc.rate.norm'), interval(0.509, 3.549, 3), 'norm');
  });
});

describe('jmh-text damaged and derived fixtures', () => {
  const original = () => parseFixture('thrpt-params.txt');

  test('truncated before the table: iteration samples kept under full names, one problem', () => {
    const r = parseFixture('thrpt-params.damaged-truncated.txt');
    expect(r.benchmarks.map((b) => [b.suite, b.params, metric(b).samples.length, metric(b).summary])).toEqual(
      [
        ['com.example.bench.WriterBenchmark', { itemCount: '10', itemSize: '16' }, 6, undefined],
        ['com.example.bench.WriterBenchmark', { itemCount: '10', itemSize: '128' }, 6, undefined],
        ['com.example.bench.WriterBenchmark', { itemCount: '100', itemSize: '16' }, 6, undefined],
      ],
    );
    expect(metric(r.benchmarks[2]).samples).toEqual(metric(original().benchmarks[2]).samples);
    expect(r.problems).toEqual([
      {
        file: 'thrpt-params.damaged-truncated.txt',
        line: 0,
        message:
          'no summary table: the JMH run did not complete; kept the iteration results of 3 benchmark(s) under their full names',
      },
    ]);
  });

  test('garbage spliced between benchmarks changes nothing', () => {
    const r = parseFixture('thrpt-params.damaged-garbage.txt');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toEqual(original().benchmarks);
    const gc = parseFixture('avgt-gc.damaged-garbage.txt');
    expect(gc.problems).toEqual([]);
    expect(gc.benchmarks).toEqual(parseFixture('avgt-gc.txt').benchmarks);
  });

  test('avgt-gc truncated: secondary samples kept too', () => {
    const r = parseFixture('avgt-gc.damaged-truncated.txt');
    expect(r.benchmarks.map((b) => `${b.suite}.${b.name}`)).toEqual([
      'com.example.bench.PlainBenchmark.concat',
      'com.example.bench.PlainBenchmark.sumArray',
      'com.example.bench.WriterBenchmark.writeBlock',
    ]);
    expect(metric(r.benchmarks[2], 'gc.time').samples).toEqual([4, 3]);
    expect(r.problems.map((p) => p.line)).toEqual([0]);
  });

  test('empty: one problem for the file', () => {
    expect(parseFixture('thrpt-params.damaged-empty.txt')).toEqual({
      context: { tool: { name: 'jmh' } },
      benchmarks: [],
      problems: [{ file: 'thrpt-params.damaged-empty.txt', line: 0, message: 'empty input: no JMH output' }],
    });
  });

  test('bad numbers: every unreadable iteration line and table row is a problem; intact rows kept', () => {
    const r = parseFixture('thrpt-params.damaged-bad-numbers.txt');
    const lines = r.problems.map((p) => p.line);
    // Digits became "x" on every even line: iteration lines 18, 24, 26, ... and table rows 152, 154.
    expect(lines).toEqual([
      11, 16, 18, 24, 26, 45, 50, 52, 58, 60, 79, 84, 86, 92, 94, 113, 118, 120, 126, 128, 152, 154,
    ]);
    expect(r.problems[2].message).toBe('cannot read the iteration line "Iteration   x: xxxx.xxx ops/ms"');
    expect(r.problems[20].message).toMatch(
      /^cannot read the table row "WriterBenchmark\.writeBlock +xx +xx +thrpt .*": Error "xxxxx\.xxx" is not a number$/,
    );
    // Rows 153 and 155 survived; their "# Parameters:" lines did not, so no samples join them.
    const table = r.benchmarks.filter((b) => b.suite === 'WriterBenchmark');
    expect(table.map((b) => [b.params, metric(b).samples, metric(b).summary?.center])).toEqual([
      [{ itemCount: '10', itemSize: '128' }, [], 2215.872],
      [{ itemCount: '100', itemSize: '128' }, [], 361.364],
    ]);
    // The intact odd iteration lines are kept under the damaged params.
    expect(metric(r.benchmarks[2]).samples).toEqual([2057.607, 15544.035, 13321.279]);
  });

  test('nonfinite (derive.mjs): NaN and Infinity scores are problems; a NaN iteration value is left out', () => {
    const r = parseFixture('thrpt-params.damaged-nonfinite.txt');
    expect(r.problems).toEqual([
      {
        file: 'thrpt-params.damaged-nonfinite.txt',
        line: 17,
        message: 'iteration value NaN is not a finite number; left out',
      },
      {
        file: 'thrpt-params.damaged-nonfinite.txt',
        line: 152,
        message:
          'score of WriterBenchmark.writeBlock [itemCount=10 itemSize=16] (thrpt) is NaN; no summary kept',
      },
      {
        file: 'thrpt-params.damaged-nonfinite.txt',
        line: 153,
        message:
          'score of WriterBenchmark.writeBlock [itemCount=10 itemSize=128] (thrpt) is Infinity; no summary kept',
      },
    ]);
    const [first, second, third] = r.benchmarks;
    expect(metric(first)).toEqual({
      unit: 'ops/ms',
      direction: 'bigger',
      samples: [5167.446, 15544.035, 9309.16, 13321.279, 5559.793],
    });
    expect(metric(second).summary).toBeUndefined();
    expect(metric(second).samples).toHaveLength(6);
    expect(metric(third).summary?.center).toBe(597.011);
  });

  test('CRLF line ends parse the same', () => {
    const text = read('avgt-gc.txt');
    expect(parse(text.replace(/\n/g, '\r\n'), 'avgt-gc.txt')).toEqual(parseFixture('avgt-gc.txt'));
  });

  test('the summary table alone (pasted from a log) gives summaries without samples', () => {
    const text = read('thrpt-params.txt');
    const table = text.slice(text.indexOf('\nBenchmark ') + 1);
    const r = parse(table, 'table.txt');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ tool: { name: 'jmh' } });
    expect(r.benchmarks.map((b) => [b.params, b.metrics[0].samples, b.metrics[0].summary?.center])).toEqual([
      [{ itemCount: '10', itemSize: '16' }, [], 8493.22],
      [{ itemCount: '10', itemSize: '128' }, [], 2215.872],
      [{ itemCount: '100', itemSize: '16' }, [], 597.011],
      [{ itemCount: '100', itemSize: '128' }, [], 361.364],
    ]);
  });

  test('text that is not JMH output is one problem', () => {
    expect(parse('hello\nworld\n', 'x.txt').problems).toEqual([
      {
        file: 'x.txt',
        line: 0,
        message: 'no JMH output found: neither a "# JMH version:" header nor a summary table',
      },
    ]);
  });
});

describe('jmh-text pieces', () => {
  test('numbers: decimal commas decided by the first separator; the other one afterwards is an error', () => {
    const comma = new DecimalSeparator();
    expect(comma.parse('0,956')).toEqual({ kind: 'exact', value: 0.956 });
    expect(comma.parse('1234')).toEqual({ kind: 'exact', value: 1234 });
    expect(comma.parse('1.5')).toEqual({
      kind: 'invalid',
      reason: '"1.5" uses "." as decimal separator but this log uses ","',
    });
    const dot = new DecimalSeparator();
    expect(dot.parse('1,234,567')).toEqual({ kind: 'invalid', reason: '"1,234,567" is not a number' });
    expect(dot.parse('NaN').kind).toBe('exact');
    expect(dot.parse('12e3').kind).toBe('invalid');
  });

  test('numbers: "≈" powers of ten in superscript', () => {
    const cases: [string, number | undefined, number][] = [
      ['10⁻⁴', -4, 1e-4],
      ['10⁻⁹', -9, 1e-9],
      ['10⁻¹²', -12, 1e-12],
      ['10²', 2, 100],
      ['0', undefined, 0],
    ];
    for (const [token, power, value] of cases)
      expect(parseApproximation(token), token).toEqual({ kind: 'approximate', value, power });
    expect(parseApproximation('10-4').kind).toBe('invalid');
    expect(summaryOf(parseApproximation('10⁻⁴'), undefined, 5)).toEqual({
      center: 1e-4,
      low: 10 ** -4.5,
      high: 10 ** -3.5,
      n: 5,
      confidence: NaN,
    });
    expect(summaryOf({ kind: 'exact', value: NaN }, 1, 3)).toBeUndefined();
  });

  test('names: JMH dense names, parameter lists, secondary labels', () => {
    const full = 'com.example.bench.WriterBenchmark.writeBlock';
    const cases: [string, boolean][] = [
      [full, true],
      ['WriterBenchmark.writeBlock', true],
      ['bench.WriterBenchmark.writeBlock', true],
      ['c.e.bench.WriterBenchmark.writeBlock', true],
      ['c.x.bench.WriterBenchmark.writeBlock', false],
      ['OtherBenchmark.writeBlock', false],
      ['a.b.c.d.WriterBenchmark.writeBlock', false],
    ];
    for (const [dense, want] of cases) expect(isDenseNameOf(dense, full), dense).toBe(want);
    expect(parseParameterList('a = 1, b = x, y, c = ')).toEqual({ a: '1', b: 'x, y', c: '' });
    expect(parseParameterList('nonsense')).toBeUndefined();
    expect(
      ['gc.alloc.rate.norm', '·gc.alloc.rate.norm', 'hashBytes·p0.99', 'p0.99'].map(metricNameOfLabel),
    ).toEqual(['gc.alloc.rate.norm', 'gc.alloc.rate.norm', 'p0.99', 'p0.99']);
  });

  test('table: a param value with spaces is read by its column position', () => {
    const text = read('abbreviated.txt').split('\n');
    const layout = parseTableHeader(text[94])!;
    expect(layout.params.map((p) => p.name)).toEqual(['text']);
    // Row 97 with its value "12345" widened in place to "1 345" (same columns).
    const row = parseTableRow(text[96].replace('12345', '1 345'), 97, layout, new DecimalSeparator());
    expect(row).toMatchObject({
      benchmark: 'c.e.longpackagename.abbreviated.AbbreviatedBenchmark.parseNumber',
      params: { text: '1 345' },
      mode: 'avgt',
      cnt: 3,
    });
    expect(parseTableRow('Foo.bar  avgt  3  1.0 ± 0.1  ns/op', 1, layout, new DecimalSeparator())).toBe(
      'expected 1 param columns, found 0 values',
    );
  });

  test('detect: JMH logs and tables, not JMH JSON or other text', () => {
    const sniff = (name: string) => ({ file: name, head: read(name).slice(0, 65536) });
    expect(jmhTextFormat.detect(sniff('thrpt-params.txt'))).toBe(0.95);
    expect(jmhTextFormat.detect(sniff('locale-de.txt'))).toBe(0.95);
    const text = read('cnt1.txt');
    expect(jmhTextFormat.detect({ file: 't.txt', head: text.slice(text.indexOf('\nBenchmark ') + 1) })).toBe(
      0.9,
    );
    expect(jmhTextFormat.detect(sniff('thrpt-params.json'))).toBe(0);
    expect(jmhTextFormat.detect({ file: 'go.txt', head: 'BenchmarkFoo-8   1000  12 ns/op\n' })).toBe(0);
  });
});

describe('jmh-text robustness', () => {
  const names = [
    'thrpt-params.txt',
    'avgt-gc.txt',
    'sample.txt',
    'failure.txt',
    'locale-de.txt',
    'approx-gc.txt',
    'jmh136-sample-gc.txt',
  ];
  const fixtures = names.map(read);

  test('fuzz: random text, mutations and line splices of the fixtures never throw', () => {
    fuzzNeverThrows((text, file) => parse(text, file), fixtures);
  });

  test('fuzz: any prefix of a fixture (a run cut short) keeps what came before', () => {
    const text = read('thrpt-params.txt');
    fc.assert(
      fc.property(fc.nat(text.length), (cut) => {
        const r = parse(text.slice(0, cut), 'cut.txt');
        expectWellFormed(r, 'cut.txt');
        for (const b of r.benchmarks)
          for (const m of b.metrics) expect(m.samples.length).toBeLessThanOrEqual(6);
      }),
      { numRuns: 200 },
    );
  });

  test('adversarial long lines finish fast', () => {
    expectFastOnAdversarial((text, file) => parse(text, file));
    const header = read('thrpt-params.txt').split('\n')[150];
    const long = [
      `Iteration   1: ${'1'.repeat(200_000)} ops/s`,
      `Iteration   1: ${'≈ '.repeat(100_000)}`,
      `# Parameters: (${'a = b, '.repeat(30_000)})`,
      `                 ${'gc.alloc.rate'.repeat(15_000)}: 1 B/op`,
      `${header}\n${'WriterBenchmark.writeBlock '.repeat(7_000)}`,
      `${header}\n${' 1'.repeat(30_000)} thrpt 6 1.0 ± 2.0 ops/ms`,
      `# JMH version: 1.37\n${'Iteration   1: 1.0 ops/s\n'.repeat(20_000)}`,
    ];
    for (const text of long) {
      const started = performance.now();
      const r = parse(text, 'long.txt');
      expectWellFormed(r, 'long.txt');
      expect(performance.now() - started, text.slice(0, 40)).toBeLessThan(2000);
    }
  });
});

describe('jmh-text written on Windows (windows-1252, CRLF)', () => {
  test('reads every row, score and error exactly as the UTF-8 original, with no problem', async () => {
    const { readBenchmarkInput } = await import('../../../../src/formats/read.js');
    const windows = await readBenchmarkInput(new URL('avgt-gc.damaged-windows-1252.txt', dir).pathname);
    const original = await readBenchmarkInput(new URL('avgt-gc.txt', dir).pathname);
    expect(windows.format).toBe('jmh-text');
    expect(windows.problems).toEqual([]);
    expect(windows.benchmarks).toEqual(original.benchmarks);
    expect(windows.benchmarks.length).toBeGreaterThan(0);
  });

  test('"? 10??" (an approximate score whose superscripts the encoding lost) is one problem, not a lost row', () => {
    const r = parse(
      [
        'Benchmark          Mode  Cnt  Score   Error  Units',
        'Plain.sum          avgt    3  12.5 ± 0.3  ns/op',
        'Plain.sum:gc.time  avgt    3  ? 10??          ms',
      ].join('\n'),
    );
    expect(r.benchmarks.map((b) => b.metrics.map((m) => m.name ?? m.unit))).toEqual([['ns/op']]);
    expect(r.problems.map((p) => p.message)).toEqual([
      'cannot read the table row "Plain.sum:gc.time  avgt    3  ? 10??          ms": Score "? 10??": an approximate score whose power of ten the platform encoding lost',
    ]);
  });
});
