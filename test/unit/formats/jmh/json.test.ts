import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import { expandHistogram, MAX_HISTOGRAM_SAMPLES } from '../../../../src/formats/jmh/histogram.js';
import { jmhJsonFormat } from '../../../../src/formats/jmh/json.js';
import { jmhTextFormat } from '../../../../src/formats/jmh/text.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import type { Benchmark, Metric } from '../../../../src/model/results.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from '../fuzz-format.js';

// Every fixture is real JMH -rf json output written by
// test/fixtures/jmh/regenerate.sh beside the text log of the same run; the
// values below are read off the fixture files.

const dir = new URL('../../../fixtures/jmh/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'out.json'): ParsedFile => jmhJsonFormat.parse(text, file);
const parseFixture = (name: string) => parse(read(name), name);
const parseTextFixture = (name: string) => parseLinesOfText(jmhTextFormat, read(name), name);

function metric(b: Benchmark, name?: string): Metric {
  const m = b.metrics.find((x) => x.name === name);
  expect(m, `${b.suite}.${b.name} metric ${name ?? '(primary)'}`).toBeDefined();
  return m!;
}

const CONTEXT = {
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

describe('jmh-json fixtures', () => {
  test('thrpt-params.json: full class as suite, params object in order, threads as procs, rawData across forks', () => {
    const r = parseFixture('thrpt-params.json');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual({ ...CONTEXT, jmh: { ...QUICK, forks: 2 } });
    expect(r.benchmarks.map((b) => [b.suite, b.name, Object.entries(b.params), b.mode, b.procs])).toEqual([
      [
        'com.example.bench.WriterBenchmark',
        'writeBlock',
        [
          ['itemCount', '10'],
          ['itemSize', '16'],
        ],
        'thrpt',
        1,
      ],
      [
        'com.example.bench.WriterBenchmark',
        'writeBlock',
        [
          ['itemCount', '10'],
          ['itemSize', '128'],
        ],
        'thrpt',
        1,
      ],
      [
        'com.example.bench.WriterBenchmark',
        'writeBlock',
        [
          ['itemCount', '100'],
          ['itemSize', '16'],
        ],
        'thrpt',
        1,
      ],
      [
        'com.example.bench.WriterBenchmark',
        'writeBlock',
        [
          ['itemCount', '100'],
          ['itemSize', '128'],
        ],
        'thrpt',
        1,
      ],
    ]);
    const m = metric(r.benchmarks[0]);
    expect(m).toEqual({
      unit: 'ops/ms',
      direction: 'bigger',
      samples: [
        2057.6065174885234, 5167.446188321608, 15544.03476201863, 9309.160178548082, 13321.278745226966,
        5559.793369923925,
      ],
      summary: {
        center: 8493.219960254622,
        low: -6065.494381663768,
        high: 23051.934302173013,
        n: 6,
        confidence: 0.999,
      },
    });
    for (const b of r.benchmarks) expect(metric(b).samples, JSON.stringify(b.params)).toHaveLength(6);
  });

  test('avgt-gc.json: secondary metrics by name with rawData samples and no summary; no params object → {}', () => {
    const r = parseFixture('avgt-gc.json');
    expect(r.problems).toEqual([]);
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.params])).toEqual([
      ['com.example.bench.PlainBenchmark', 'concat', {}],
      ['com.example.bench.PlainBenchmark', 'sumArray', {}],
      ['com.example.bench.WriterBenchmark', 'writeBlock', { itemCount: '10', itemSize: '16' }],
    ]);
    const concat = r.benchmarks[0];
    expect(
      concat.metrics.map((m) => [m.name, m.unit, m.direction, m.samples.length, m.summary === undefined]),
    ).toEqual([
      [undefined, 'us/op', 'smaller', 3, false],
      ['gc.alloc.rate', 'MB/sec', 'smaller', 3, true],
      ['gc.alloc.rate.norm', 'B/op', 'smaller', 3, true],
      ['gc.count', 'counts', 'smaller', 3, true],
      ['gc.time', 'ms', 'smaller', 1, true],
    ]);
    expect(metric(concat, 'gc.alloc.rate.norm').samples).toEqual([
      56.002218012660656, 56.00101086957634, 56.00178810528379,
    ]);
    expect(metric(concat, 'gc.count').samples).toEqual([0, 2, 0]);
    expect(metric(concat, 'gc.time').samples).toEqual([7]);
    expect(metric(concat).summary).toEqual({
      center: 0.0287245820472682,
      low: -0.17024006393813398,
      high: 0.22768922803267036,
      n: 3,
      confidence: 0.999,
    });
  });

  test('sample.json: rawDataHistogram expanded into one sample per timing; percentiles from their rawData', () => {
    const r = parseFixture('sample.json');
    expect(r.problems).toEqual([]);
    const b = r.benchmarks[0];
    expect([b.suite, b.name, b.mode, b.procs]).toEqual([
      'com.example.bench.ModesBenchmark',
      'hashBytes',
      'sample',
      1,
    ]);
    const m = metric(b);
    // 2 forks × 3 iterations, 17332 timings in all: the table's Cnt in sample.txt.
    expect(m.samples).toHaveLength(17332);
    expect(m.summary).toEqual({
      center: 1.8939250519270716,
      low: -0.6043013650468263,
      high: 4.39215146890097,
      n: 17332,
      confidence: 0.999,
    });
    // The first bucket of fork 1, iteration 1 is [0.41000000000000003, 385], the next [0.41100000000000003, 646].
    expect(m.samples.slice(0, 385).every((x) => x === 0.41000000000000003)).toBe(true);
    expect(m.samples[385]).toBe(0.41100000000000003);
    // The histogram and the JMH mean agree.
    const mean = m.samples.reduce((a, x) => a + x, 0) / m.samples.length;
    expect(mean).toBeCloseTo(1.8939250519270716, 9);
    expect(b.metrics.map((x) => x.name)).toEqual([
      undefined,
      'p0.00',
      'p0.50',
      'p0.90',
      'p0.95',
      'p0.99',
      'p0.999',
      'p0.9999',
      'p1.00',
    ]);
    expect(metric(b, 'p0.99')).toEqual({
      unit: 'us/op',
      name: 'p0.99',
      direction: 'smaller',
      samples: [
        0.47100000000000003, 0.48094000000000003, 0.421, 0.6461000000000022, 0.5167999999999993, 0.431,
      ],
    });
  });

  test('ss.json and cnt1.json: single-shot values; one value gives a point summary of unknown confidence', () => {
    const ss = parseFixture('ss.json');
    expect(ss.problems).toEqual([]);
    expect(metric(ss.benchmarks[0]).samples).toEqual([10.236, 8.292, 6.6, 11.627, 9.484, 9.054]);
    const cnt1 = parseFixture('cnt1.json');
    expect(cnt1.problems).toEqual([]);
    expect(cnt1.benchmarks.map((b) => [b.mode, metric(b)])).toEqual([
      [
        'thrpt',
        {
          unit: 'ops/ms',
          direction: 'bigger',
          samples: [2516.8264842753115],
          summary: {
            center: 2516.8264842753115,
            low: 2516.8264842753115,
            high: 2516.8264842753115,
            n: 1,
            confidence: NaN,
          },
        },
      ],
      [
        'ss',
        {
          unit: 'ms/op',
          direction: 'smaller',
          samples: [0.005889],
          summary: { center: 0.005889, low: 0.005889, high: 0.005889, n: 1, confidence: NaN },
        },
      ],
    ]);
  });

  test('modes.json and approx-gc.json: JSON keeps the exact values the text prints as "≈ 10⁻⁶"', () => {
    const modes = parseFixture('modes.json');
    expect(modes.problems).toEqual([]);
    expect(modes.benchmarks.map((b) => [b.mode, metric(b).unit])).toEqual([
      ['thrpt', 'ops/s'],
      ['avgt', 's/op'],
      ['ss', 's/op'],
    ]);
    expect(metric(modes.benchmarks[1]).samples).toEqual([
      0.000001200981045309181, 7.28228016843115e-7, 7.98590492790366e-7,
    ]);
    const approx = parseFixture('approx-gc.json');
    expect(approx.problems).toEqual([]);
    const b = approx.benchmarks[0];
    expect(metric(b).samples).toEqual([7.91584694703746e-10, 5.904206626051355e-10, 6.48785112736035e-10]);
    expect(metric(b, 'gc.alloc.rate.norm').samples).toEqual([
      0.00004428356080521876, 0.0000304043979091695, 0.00003481982581346558,
    ]);
  });

  test('failure.json: the failed benchmark holds fewer iterations than forks × iterations: a problem', () => {
    const r = parseFixture('failure.json');
    expect(r.problems).toEqual([
      {
        file: 'failure.json',
        line: 2,
        message:
          'com.example.bench.FailingBenchmark.explode (thrpt) holds 1 of 3 measurement iterations (forks × iterations): a fork failed or was cut short',
      },
    ]);
    expect(r.benchmarks.map((b) => [b.name, metric(b).samples])).toEqual([
      ['explode', [506113465.5796216]],
      ['works', [1905697456.5259318, 2400962382.212767, 1976848395.5709276]],
    ]);
  });

  test('jmh136-sample-gc.json: "·"-prefixed labels of JMH 1.36 give the names of 1.37', () => {
    const r = parseFixture('jmh136-sample-gc.json');
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
    expect(metric(b).samples).toHaveLength(9786);
    expect(metric(b, 'gc.alloc.rate.norm').samples).toEqual([
      0.7225944522182896, 0.4614830328968988, 0.3422045509580759,
    ]);
  });

  test('abbreviated.json and locale-de.json: full names; numbers with dots whatever the locale', () => {
    const ab = parseFixture('abbreviated.json');
    expect(ab.benchmarks.map((b) => [b.suite, b.params])).toEqual([
      ['com.example.bench.PlainBenchmark', {}],
      ['com.example.longpackagename.abbreviated.AbbreviatedBenchmark', { text: '12345' }],
      ['com.example.longpackagename.abbreviated.AbbreviatedBenchmark', { text: '-7' }],
    ]);
    const de = parseFixture('locale-de.json');
    expect(de.problems).toEqual([]);
    expect(metric(de.benchmarks[0]).samples).toEqual([
      472417.1566539726, 409202.4924874704, 193035.07809252627,
    ]);
  });

  // Two independent outputs of one run: JSON rawData rounded as JMH prints
  // ("%.3f") must equal the text log's iteration lines.
  test.each([
    'thrpt-params',
    'avgt-gc',
    'ss',
    'cnt1',
    'locale-de',
    'abbreviated',
    'failure',
    'jmh136-sample-gc',
    'sample',
  ])('%s: JSON samples agree with the text log', (stem) => {
    const json = parseFixture(`${stem}.json`);
    const text = parseTextFixture(`${stem}.txt`);
    expect(json.benchmarks.length, stem).toBe(text.benchmarks.length);
    json.benchmarks.forEach((jb, i) => {
      const tb = text.benchmarks[i];
      expect([tb.name, tb.params, tb.mode], `${stem} #${i}`).toEqual([jb.name, jb.params, jb.mode]);
      expect(jb.suite.endsWith(tb.suite.split('.').pop()!), `${stem} #${i}`).toBe(true);
      for (const tm of tb.metrics) {
        const jm = metric(jb, tm.name);
        const what = `${stem} #${i} ${tm.name ?? 'primary'}`;
        expect(jm.unit, what).toBe(tm.unit);
        // Sample mode: the log shows iteration means, JSON the timings.
        if (jb.mode === 'sample' && tm.name === undefined) continue;
        expect(
          jm.samples.map((x) => Number(x.toFixed(3))),
          what,
        ).toEqual(tm.samples);
      }
    });
  });
});

describe('jmh-json damaged and derived fixtures', () => {
  test('nonfinite (derive.mjs): "NaN" and "+INF" scores lose their summary; a metric with no finite value is left out', () => {
    const r = parseFixture('thrpt-params.damaged-nonfinite.json');
    const file = 'thrpt-params.damaged-nonfinite.json';
    expect(r.problems).toEqual([
      {
        file,
        line: 2,
        message:
          'primary metric of com.example.bench.WriterBenchmark.writeBlock [itemCount=10 itemSize=16] (thrpt): 1 raw value(s) are NaN, infinite or not numbers, left out; score is "NaN", no summary kept',
      },
      {
        file,
        line: 60,
        message:
          'primary metric of com.example.bench.WriterBenchmark.writeBlock [itemCount=10 itemSize=128] (thrpt): score is "+INF", no summary kept',
      },
      {
        file,
        line: 118,
        message:
          'primary metric of com.example.bench.WriterBenchmark.writeBlock [itemCount=100 itemSize=16] (thrpt): 6 raw value(s) are NaN, infinite or not numbers, left out; score is "NaN", no summary kept; no usable value: metric left out',
      },
    ]);
    expect(r.benchmarks.map((b) => [b.params, metric(b).samples.length, metric(b).summary?.center])).toEqual([
      [{ itemCount: '10', itemSize: '16' }, 5, undefined],
      [{ itemCount: '10', itemSize: '128' }, 6, undefined],
      [{ itemCount: '100', itemSize: '128' }, 6, 361.3640036355552],
    ]);
    expect(metric(r.benchmarks[0]).samples[0]).toBe(5167.446188321608);
  });

  test('truncated: the complete entries are kept, the cut one is a problem at its line', () => {
    const r = parseFixture('thrpt-params.damaged-truncated.json');
    expect(r.benchmarks.map((b) => b.params)).toEqual([
      { itemCount: '10', itemSize: '16' },
      { itemCount: '10', itemSize: '128' },
    ]);
    expect(r.benchmarks[1]).toEqual(parseFixture('thrpt-params.json').benchmarks[1]);
    expect(r.problems.map((p) => [p.file, p.line, p.message])).toEqual([
      [
        'thrpt-params.damaged-truncated.json',
        141,
        'invalid JSON: the text ends before the JSON is complete (cut short?), at column 24',
      ],
    ]);
    const sample = parseFixture('sample.damaged-truncated.json');
    expect(sample.benchmarks).toEqual([]);
    expect(sample.problems.map((p) => [p.line, p.message])).toEqual([
      [309, 'invalid JSON: the text ends before the JSON is complete (cut short?), at column 36'],
    ]);
  });

  test('garbage: the entry holding it is lost with a problem, the entries after it are found by their lines', () => {
    const r = parseFixture('thrpt-params.damaged-garbage.json');
    expect(r.benchmarks.map((b) => b.params)).toEqual([
      { itemCount: '10', itemSize: '16' },
      { itemCount: '10', itemSize: '128' },
      { itemCount: '100', itemSize: '128' },
    ]);
    expect(r.benchmarks[2]).toEqual(parseFixture('thrpt-params.json').benchmarks[3]);
    const garbage = "expected a member name in double quotes or '}', found U+FFFD, at column 1";
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [118, `entry at lines 118-177 is not valid JSON: ${garbage}`],
      [119, `invalid JSON: ${garbage}`],
    ]);
  });

  test('empty and bad numbers: problems naming file and line, nothing invented', () => {
    expect(parseFixture('thrpt-params.damaged-empty.json')).toEqual({
      context: { tool: { name: 'jmh' } },
      benchmarks: [],
      problems: [
        {
          file: 'thrpt-params.damaged-empty.json',
          line: 0,
          message: 'empty input: expected a JMH JSON result array (-rf json)',
        },
      ],
    });
    const bad = parseFixture('thrpt-params.damaged-bad-numbers.json');
    expect(bad.benchmarks).toEqual([]);
    expect(bad.problems.map((p) => p.line)).toEqual([6, 64, 122, 180]);
    for (const p of bad.problems) expect(p.file).toBe('thrpt-params.damaged-bad-numbers.json');
  });

  test('valid JSON that is not a JMH array is a problem', () => {
    const notArray = parse('{"benchmarks": []}', 'x.json');
    expect(notArray.problems.map((p) => [p.file, p.line])).toEqual([['x.json', 1]]);
    expect(notArray.problems[0].message).toMatch(/^expected a JSON array of JMH results, found /);
    expect(parse('[1, {"mode": "avgt"}]', 'y.json').problems.map((p) => p.message)).toEqual([
      'entry is not an object: 1',
      'entry has no "benchmark" name',
    ]);
  });
});

describe('jmh-json pieces', () => {
  test('histogram: small histograms expand exactly; large ones are thinned evenly to the cap', () => {
    expect(
      expandHistogram([
        { value: 1, count: 2 },
        { value: 5, count: 1 },
      ]),
    ).toEqual([1, 1, 5]);
    // 4 timings to 2: cumulative rounding keeps 2 of the 3 ones and none of the single 2.
    expect(
      expandHistogram(
        [
          { value: 1, count: 3 },
          { value: 2, count: 1 },
        ],
        2,
      ),
    ).toEqual([1, 1]);
    expect(MAX_HISTOGRAM_SAMPLES).toBe(200_000);
    const big = expandHistogram([
      { value: 1, count: 3_000_000 },
      { value: 2, count: 1_000_000 },
    ]);
    expect(big).toHaveLength(200_000);
    expect(big.filter((x) => x === 2)).toHaveLength(50_000);
    // The real sample.json histogram thinned to 1000 keeps each value's share of the 17332 timings.
    const entry = JSON.parse(read('sample.json'))[0];
    const buckets = (entry.primaryMetric.rawDataHistogram as [number, number][][][])
      .flat(2)
      .map(([value, count]) => ({ value, count }));
    const thinned = expandHistogram(buckets, 1000);
    expect(thinned).toHaveLength(1000);
    const share = (xs: number[], v: number) => xs.filter((x) => x === v).length / xs.length;
    const full = expandHistogram(buckets);
    expect(full).toHaveLength(17332);
    for (const v of [0.4, 0.41000000000000003, 0.42, 0.421])
      expect(Math.abs(share(thinned, v) - share(full, v)), String(v)).toBeLessThan(0.01);
  });

  test('detect: JMH JSON, not JMH text or other JSON', () => {
    expect(jmhJsonFormat.detect({ file: 'a.json', head: read('thrpt-params.json') })).toBe(0.95);
    expect(jmhJsonFormat.detect({ file: 'a.txt', head: read('thrpt-params.txt') })).toBe(0);
    expect(jmhJsonFormat.detect({ file: 'a.json', head: '[{"name": "x", "value": 1}]' })).toBe(0);
  });
});

describe('jmh-json robustness', () => {
  const fixtures = [
    'thrpt-params.json',
    'avgt-gc.json',
    'sample.json',
    'failure.json',
    'jmh136-sample-gc.json',
  ].map(read);

  test('fuzz: random text, JSON, mutations and line splices of the fixtures never throw', () => {
    fuzzNeverThrows(parse, fixtures);
  });

  test('adversarial inputs finish fast', () => {
    expectFastOnAdversarial(parse);
  });
});
