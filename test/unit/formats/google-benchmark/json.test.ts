import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { googleBenchmarkFormat } from '../../../../src/formats/google-benchmark/json.js';
import { parseGoogleBenchmarkName } from '../../../../src/formats/google-benchmark/name.js';
import type { ParsedFile } from '../../../../src/formats/types.js';
import type { Benchmark } from '../../../../src/model/results.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from '../fuzz-format.js';

const dir = new URL('../../../fixtures/google-benchmark/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'bench.json'): ParsedFile => googleBenchmarkFormat.parse(text, file);
const parseFixture = (name: string) => parse(read(name), name);

type RawEntry = Record<string, number | string>;
const rawEntries = (name: string): RawEntry[] =>
  (JSON.parse(read(name)) as { benchmarks: RawEntry[] }).benchmarks;

const CONTEXT = (time: string) => ({
  tool: { name: 'google-benchmark' },
  machine: { cores: 2, mhz: 2596 },
  time,
  buildType: 'debug',
});

/** [name, params, procs] */
type Id = [string, Record<string, string>, number];
const ids = (r: ParsedFile): Id[] => r.benchmarks.map((b) => [b.name, b.params, b.procs!]);
/** [unit, name, direction] of each metric. */
const metricShapes = (b: Benchmark) => b.metrics.map((m) => [m.unit, m.name, m.direction]);
const TIMES = [
  ['ns', undefined, 'smaller'],
  ['ns', 'cpu_time', 'smaller'],
];
const SUM_METRICS = [
  ...TIMES,
  ['B/s', undefined, 'bigger'],
  ['items/s', undefined, 'bigger'],
  ['sum_per_iter', undefined, 'smaller'],
];

describe('Google Benchmark fixtures', () => {
  test('plain.json: one sample per run; args, named args, threads and counters; the error is a problem', () => {
    const r = parseFixture('plain.json');
    expect(r.context).toEqual(CONTEXT('2026-11-21T14:45:41+00:00'));
    expect(ids(r)).toEqual([
      ['BM_StringCopy', {}, 1],
      ['BM_VectorPush', { arg0: '8' }, 1],
      ['BM_VectorPush', { arg0: '64' }, 1],
      ['BM_Sum', { size: '16', stride: '1' }, 1],
      ['BM_Sum', { size: '256', stride: '4' }, 1],
      ['BM_AtomicAdd', {}, 1],
      ['BM_AtomicAdd', {}, 2],
    ]);
    expect(r.benchmarks.every((b) => b.suite === '')).toBe(true);
    expect(r.benchmarks.map(metricShapes)).toEqual([
      TIMES,
      TIMES,
      TIMES,
      SUM_METRICS,
      SUM_METRICS,
      TIMES,
      TIMES,
    ]);
    expect(r.benchmarks[0].metrics.map((m) => m.samples)).toEqual([
      [15.721516720659803],
      [11.180920489206692],
    ]);
    expect(r.benchmarks[3].metrics.map((m) => m.samples)).toEqual([
      [8.511074830617837],
      [4.342857277413926],
      [14736841648.66467],
      [3684210412.1661677],
      [16],
    ]);
    expect(r.benchmarks[6].metrics.map((m) => m.samples)).toEqual([[4.791834555994905], [5.354089795718607]]);
    expect(r.benchmarks.every((b) => b.metrics.every((m) => m.summary === undefined))).toBe(true);
    expect(r.problems).toEqual([
      {
        file: 'plain.json',
        line: 145,
        message: 'benchmark "BM_Fails" reported an error: "resource unavailable"',
      },
    ]);
  });

  test('repetitions5.json: the 5 repetitions are samples; the aggregates beside them are not used', () => {
    const r = parseFixture('repetitions5.json');
    expect(r.problems).toEqual([]);
    expect(ids(r)).toEqual([
      ['BM_StringCopy', {}, 1],
      ['BM_Sum', { size: '16', stride: '1' }, 1],
      ['BM_AtomicAdd', {}, 1],
      ['BM_AtomicAdd', {}, 2],
    ]);
    expect(r.benchmarks.map(metricShapes)).toEqual([TIMES, SUM_METRICS, TIMES, TIMES]);
    const raw = rawEntries('repetitions5.json').filter((e) => e.run_type === 'iteration');
    r.benchmarks.forEach((b, i) => {
      const reps = raw.slice(i * 5, i * 5 + 5);
      expect(b.metrics[0].samples, `benchmark ${i}`).toEqual(reps.map((e) => e.real_time));
      expect(b.metrics[1].samples, `benchmark ${i}`).toEqual(reps.map((e) => e.cpu_time));
      for (const m of b.metrics) expect(m.summary).toBeUndefined();
    });
    expect(r.benchmarks[0].metrics[0].samples).toEqual([
      29.93085386015296, 19.070395768853405, 30.431213168327023, 27.698423919968363, 18.543009920693127,
    ]);
    expect(r.benchmarks[1].metrics[4].samples).toEqual([16, 16, 16, 16, 16]);
  });

  test('repetitions5-aggregates-only.json: mean ± stddev over 5 repetitions as summaries', () => {
    const r = parseFixture('repetitions5-aggregates-only.json');
    expect(r.problems).toEqual([]);
    expect(ids(r)).toEqual([
      ['BM_StringCopy', {}, 1],
      ['BM_Sum', { size: '16', stride: '1' }, 1],
      ['BM_AtomicAdd', {}, 1],
      ['BM_AtomicAdd', {}, 2],
    ]);
    expect(r.benchmarks.map(metricShapes)).toEqual([TIMES, SUM_METRICS, TIMES, TIMES]);
    const s = (center: number, sd: number) => ({
      center,
      low: center - sd,
      high: center + sd,
      n: 5,
      confidence: Number.NaN,
    });
    expect(r.benchmarks[0].metrics.map((m) => m.summary)).toEqual([
      s(11.535094312552177, 0.685350280711807),
      s(11.50241075905789, 0.6538600371016468),
    ]);
    expect(r.benchmarks[1].metrics.map((m) => m.summary)).toEqual([
      s(4.541384429806769, 0.3440580762021358),
      s(4.533509239025857, 0.34629841465008404),
      s(14179167592.71472, 1016560371.9717396),
      s(3544791898.17868, 254140092.9929349),
      s(16, 0),
    ]);
    expect(r.benchmarks[3].metrics[0].summary).toEqual(s(4.504848001124293, 0.4021544444529993));
    expect(r.benchmarks.every((b) => b.metrics.every((m) => m.samples.length === 0))).toBe(true);
  });

  test('out-file.json (--benchmark_out): the same format', () => {
    const r = parseFixture('out-file.json');
    expect(r.problems).toEqual([]);
    expect(r.context).toEqual(CONTEXT('2026-11-21T14:45:42+00:00'));
    expect(ids(r)).toEqual([
      ['BM_VectorPush', { arg0: '8' }, 1],
      ['BM_VectorPush', { arg0: '64' }, 1],
    ]);
    expect(r.benchmarks[1].metrics.map((m) => m.samples)).toEqual([
      [110.96557064225628],
      [110.49416531097486],
    ]);
  });
});

describe('damaged Google Benchmark JSON', () => {
  const file = (kind: string) => `plain.damaged-${kind}.json`;

  test('truncated: the complete entries before the cut are kept', () => {
    const r = parseFixture(file('truncated'));
    expect(ids(r)).toEqual([
      ['BM_StringCopy', {}, 1],
      ['BM_VectorPush', { arg0: '8' }, 1],
      ['BM_VectorPush', { arg0: '64' }, 1],
      ['BM_Sum', { size: '16', stride: '1' }, 1],
    ]);
    expect(r.benchmarks[3].metrics[2].samples).toEqual([14736841648.66467]);
    expect(r.context).toEqual(CONTEXT('2026-11-21T14:45:41+00:00'));
    expect(r.problems).toEqual([
      {
        file: file('truncated'),
        line: 102,
        message: 'invalid JSON: the text ends inside a string (cut short?), at column 23',
      },
    ]);
  });

  test('garbage: entries before it are kept; the damaged entry is a problem', () => {
    const r = parseFixture(file('garbage'));
    expect(ids(r)).toEqual([
      ['BM_StringCopy', {}, 1],
      ['BM_VectorPush', { arg0: '8' }, 1],
      ['BM_VectorPush', { arg0: '64' }, 1],
    ]);
    expect(r.problems).toEqual([
      {
        file: file('garbage'),
        line: 89,
        message: 'invalid JSON: expected a member name in double quotes, found U+FFFD, at column 1',
      },
    ]);
  });

  test('empty: one problem for the file', () => {
    expect(parseFixture(file('empty')).problems).toEqual([
      {
        file: file('empty'),
        line: 0,
        message: 'empty input: expected a Google Benchmark JSON file (--benchmark_format=json)',
      },
    ]);
  });

  test('numbers that do not parse: the first is located, and every entry holding one is a problem', () => {
    const r = parseFixture(file('bad-numbers'));
    expect(r.benchmarks).toEqual([]);
    // Line 6 is "num_cpus": x in the context; each entry's "per_family_instance_index": x is its third line.
    expect(r.problems.map((p) => p.line)).toEqual([6, 42, 56, 70, 84, 102, 120, 134, 148]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "invalid JSON: expected a value, found 'x', at column 17",
      ...Array(8).fill("entry is not valid JSON: expected a value, found 'x', at column 36"),
    ]);
  });
});

describe('shapes', () => {
  const entry = (fields: string) => `{"name": "BM_A", "run_type": "iteration", "time_unit": "ns", ${fields}}`;

  test('malformed entries are problems at their lines; the others are kept', () => {
    const text = [
      '{"context": {"num_cpus": 4, "library_version": "v1.8.3"},',
      ' "benchmarks": [',
      `  ${entry('"real_time": 1, "cpu_time": 2, "threads": 1')},`,
      `  ${entry('"real_time": "fast"')},`,
      '  {"name": "BM_B", "real_time": 1},',
      '  "BM_C",',
      '  {"run_type": "iteration"},',
      '  {"name": "BM_D", "run_type": "aggregate", "real_time": 1, "time_unit": "ns"},',
      '  {"name": "BM_E_mean", "run_name": "BM_E", "run_type": "aggregate", "aggregate_name": "median", "real_time": 1, "time_unit": "ns"},',
      '  {"name": "BM_S", "skipped": true, "skip_message": "not on this CPU"},',
      '  {"name": "BM_F_BigO", "run_name": "BM_F", "run_type": "aggregate", "aggregate_name": "BigO", "cpu_coefficient": 1, "big_o": "N"},',
      `  ${entry('"real_time": 3, "cpu_time": 4, "threads": 1')}`,
      ' ]}',
    ].join('\n');
    const r = parse(text);
    expect(r.context).toEqual({
      tool: { name: 'google-benchmark', version: 'v1.8.3' },
      machine: { cores: 4 },
    });
    expect(r.benchmarks).toEqual([
      {
        suite: '',
        name: 'BM_A',
        params: {},
        procs: 1,
        metrics: [
          { unit: 'ns', direction: 'smaller', samples: [1, 3] },
          { unit: 'ns', name: 'cpu_time', direction: 'smaller', samples: [2, 4] },
        ],
      },
    ]);
    const file = 'bench.json';
    expect(r.problems).toEqual([
      { file, line: 4, message: 'benchmark "BM_A": "real_time" is not a number: "fast"' },
      { file, line: 5, message: 'benchmark "BM_B": expected field "time_unit" (a string)' },
      { file, line: 6, message: 'benchmarks entry is not an object: "BM_C"' },
      { file, line: 7, message: 'benchmarks entry: expected field "name" (a string)' },
      { file, line: 8, message: 'benchmark "BM_D": aggregate entry without "aggregate_name"' },
      {
        file,
        line: 9,
        message: 'benchmark "BM_E": aggregates without a "mean" and no repetitions to use instead',
      },
      { file, line: 10, message: 'benchmark "BM_S" was skipped: "not on this CPU"' },
    ]);
  });

  test('older output without run_name: aggregate names end in _<aggregate>', () => {
    const text = JSON.stringify({
      benchmarks: [
        {
          name: 'BM_X/4_mean',
          aggregate_name: 'mean',
          repetitions: 3,
          real_time: 10,
          cpu_time: 9,
          time_unit: 'us',
        },
        {
          name: 'BM_X/4_stddev',
          aggregate_name: 'stddev',
          repetitions: 3,
          real_time: 1,
          cpu_time: 2,
          time_unit: 'us',
        },
      ],
    });
    const r = parse(text);
    expect(r.problems).toEqual([]);
    expect(r.benchmarks).toEqual([
      {
        suite: '',
        name: 'BM_X',
        params: { arg0: '4' },
        metrics: [
          {
            unit: 'us',
            direction: 'smaller',
            samples: [],
            summary: { center: 10, low: 9, high: 11, n: 3, confidence: Number.NaN },
          },
          {
            unit: 'us',
            name: 'cpu_time',
            direction: 'smaller',
            samples: [],
            summary: { center: 9, low: 7, high: 11, n: 3, confidence: Number.NaN },
          },
        ],
      },
    ]);
  });

  test.each([
    [
      '{"context": {}}',
      'expected field "benchmarks" (an array): not a Google Benchmark JSON file (--benchmark_format=json)',
    ],
    [
      '{"benchmarks": 3}',
      'expected field "benchmarks" (an array): not a Google Benchmark JSON file (--benchmark_format=json)',
    ],
    [
      '[]',
      'expected field "benchmarks" (an array): not a Google Benchmark JSON file (--benchmark_format=json)',
    ],
  ])('unknown shape %s is one problem naming the expected field', (text, message) => {
    expect(parse(text).problems).toEqual([{ file: 'bench.json', line: 0, message }]);
  });
});

describe('names', () => {
  const cases: [string, string, Record<string, string>, number?][] = [
    ['BM_StringCopy', 'BM_StringCopy', {}],
    ['BM_VectorPush/8', 'BM_VectorPush', { arg0: '8' }],
    ['BM_Range/8/-1', 'BM_Range', { arg0: '8', arg1: '-1' }],
    ['BM_Sum/size:16/stride:1', 'BM_Sum', { size: '16', stride: '1' }],
    ['BM_Mixed/16/stride:1', 'BM_Mixed', { arg0: '16', stride: '1' }],
    ['BM_AtomicAdd/threads:2', 'BM_AtomicAdd', {}, 2],
    [
      'BM_T<int>/64/min_time:0.010/repeats:3/real_time/threads:4',
      'BM_T<int>',
      { arg0: '64', min_time: '0.010', repeats: '3', real_time: 'true' },
      4,
    ],
    ['BM_Io/iterations:100/manual_time', 'BM_Io', { iterations: '100', manual_time: 'true' }],
    ['net/ping', 'net/ping', {}],
    ['net/ping/8', 'net/ping', { arg0: '8' }],
    ['/8', '/8', {}],
    ['8', '8', {}],
  ];
  test.each(cases)('%s', (runName, name, params, threads) => {
    expect(parseGoogleBenchmarkName(runName)).toEqual({
      name,
      params,
      ...(threads !== undefined ? { threads } : {}),
    });
  });
});

describe('detect', () => {
  test.each([
    ['plain.json', 0.95],
    ['repetitions5-aggregates-only.json', 0.95],
    ['plain.damaged-truncated.json', 0.95],
    ['plain.damaged-empty.json', 0],
  ])('%s scores %d', (name, score) => {
    expect(googleBenchmarkFormat.detect({ file: name, head: read(name) })).toBe(score);
  });

  test('without a context block the entries still tell; pytest-benchmark and hyperfine do not match', () => {
    expect(
      googleBenchmarkFormat.detect({
        file: '-',
        head: '{"benchmarks": [{"run_type": "iteration", "time_unit": "ns"}]}',
      }),
    ).toBe(0.9);
    expect(
      googleBenchmarkFormat.detect({
        file: '-',
        head: '{"machine_info": {}, "benchmarks": [{"stats": {}}]}',
      }),
    ).toBe(0);
    expect(
      googleBenchmarkFormat.detect({ file: '-', head: '{"results": [{"command": "x", "times": []}]}' }),
    ).toBe(0);
  });
});

describe('fuzz', () => {
  const fixtures = ['plain.json', 'repetitions5-aggregates-only.json'].map(read);
  test('never throws, always well-formed', () => fuzzNeverThrows(parse, fixtures));
  test('200k-character adversarial inputs finish quickly', () => expectFastOnAdversarial(parse));
});
