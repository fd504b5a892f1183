import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pytestBenchmarkFormat } from '../../../src/formats/pytest-benchmark.js';
import type { ParsedFile } from '../../../src/formats/types.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from './fuzz-format.js';

const dir = new URL('../../fixtures/pytest-benchmark/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'bench.json'): ParsedFile => pytestBenchmarkFormat.parse(text, file);
const parseFixture = (name: string) => parse(read(name), name);

interface RawStats {
  data?: number[];
  mean: number;
  stddev: number;
  rounds: number;
}
const rawStats = (name: string): RawStats[] =>
  (JSON.parse(read(name)) as { benchmarks: { stats: RawStats }[] }).benchmarks.map((b) => b.stats);

const MODULE = 'test_fixture_bench.py';
/** [suite, name, params] of the seven benchmarks of project/test_fixture_bench.py, in file order. */
const ALL: [string, string, Record<string, string>][] = [
  [MODULE, 'test_join', { sep: '-', size: '10' }],
  [MODULE, 'test_join', { sep: '-', size: '100' }],
  [MODULE, 'test_join', { sep: '+', size: '10' }],
  [MODULE, 'test_join', { sep: '+', size: '100' }],
  [MODULE, 'test_sorted_small', {}],
  [MODULE, 'test_sorted_reversed', {}],
  [`${MODULE}::TestDict`, 'test_dict_lookup', {}],
];

function expectIdentities(r: ParsedFile, expected: [string, string, Record<string, string>][]): void {
  expect(r.benchmarks.map((b) => [b.suite, b.name, b.params])).toEqual(expected);
  for (const b of r.benchmarks) {
    expect(b.procs).toBeUndefined();
    expect(b.metrics.map((m) => [m.unit, m.name, m.direction])).toEqual([['s', undefined, 'smaller']]);
  }
}

const CONTEXT_BASE = {
  tool: { name: 'pytest-benchmark', version: '5.3.1' },
  machine: { os: 'Linux', arch: 'x86_64', cpu: 'AMD EPYC', cores: 2, python: 'CPython 3.11.7' },
  commit: 'f9b79172205908f06040f37927fe6a6e94a79daa',
  ref: 'main',
};

describe('pytest-benchmark fixtures', () => {
  test('json-with-data.json (--benchmark-json): every round is a sample, in seconds', () => {
    const r = parseFixture('json-with-data.json');
    expect(r.problems).toEqual([]);
    expectIdentities(r, ALL);
    expect(r.context).toEqual({ ...CONTEXT_BASE, time: '2026-11-21T14:44:51.949213+00:00' });
    const raw = rawStats('json-with-data.json');
    expect(r.benchmarks.map((b) => b.metrics[0].samples.length)).toEqual([69, 82, 91, 90, 42, 91, 79]);
    r.benchmarks.forEach((b, i) => {
      expect(b.metrics[0].samples, `benchmark ${i}`).toEqual(raw[i].data);
      expect(b.metrics[0].summary, `benchmark ${i}`).toBeUndefined();
    });
    expect(r.benchmarks[0].metrics[0].samples[0]).toBe(2.072999961910682e-7);
    expect(r.benchmarks[6].metrics[0].samples[78]).toBe(3.9459999925384183e-8);
  });

  test('saved-no-data.json (--benchmark-save): stats only, so a summary of mean ± stddev', () => {
    const r = parseFixture('saved-no-data.json');
    expect(r.problems).toEqual([]);
    expectIdentities(r, ALL);
    expect(r.context).toEqual({ ...CONTEXT_BASE, time: '2026-11-21T14:44:52.425351+00:00' });
    const raw = rawStats('saved-no-data.json');
    r.benchmarks.forEach((b, i) => {
      const { mean, stddev, rounds } = raw[i];
      expect(b.metrics[0].samples, `benchmark ${i}`).toEqual([]);
      expect(b.metrics[0].summary, `benchmark ${i}`).toEqual({
        center: mean,
        low: mean - stddev,
        high: mean + stddev,
        n: rounds,
        confidence: Number.NaN,
      });
    });
    expect(r.benchmarks[0].metrics[0].summary).toMatchObject({ center: 1.8167083949777705e-7, n: 97 });
    expect(r.benchmarks[6].metrics[0].summary).toMatchObject({
      center: 3.9010468735334316e-8,
      low: 3.9010468735334316e-8 - 9.930176542455262e-11,
      n: 100,
    });
  });

  test('saved-with-data-sorting.json (--benchmark-save-data): the data is read from a saved run too', () => {
    const r = parseFixture('saved-with-data-sorting.json');
    expect(r.problems).toEqual([]);
    expectIdentities(r, ALL.slice(4, 6));
    expect(r.benchmarks.map((b) => b.metrics[0].samples.length)).toEqual([24, 95]);
    expect(r.benchmarks[0].metrics[0].samples[0]).toBe(1.242999998981652e-7);
    expect(r.benchmarks[1].metrics[0].samples[94]).toBe(2.962941172935483e-7);
  });
});

describe('pytest-benchmark JSON with incomplete raw data', () => {
  const name = 'json-with-data.damaged-partial-data.json';

  test('uses the recorded mean, stddev and rounds, saying why, instead of averaging what is left', () => {
    const r = parseFixture(name);
    const [cut, stringy, whole] = rawStats('json-with-data.json');
    const [first, second, third] = r.benchmarks.map((b) => b.metrics[0]!);
    expect([first!.samples, first!.summary]).toEqual([
      [],
      {
        center: cut!.mean,
        low: cut!.mean - cut!.stddev,
        high: cut!.mean + cut!.stddev,
        n: cut!.rounds,
        confidence: NaN,
      },
    ]);
    expect(second!.summary!.center).toBe(stringy!.mean);
    expect(third!.samples).toEqual(whole!.data);
    expect(r.problems.map((p) => p.message)).toEqual([
      `benchmark "test_join[--10]": "stats.data" holds ${Math.ceil(cut!.rounds * 0.6)} of the ${cut!.rounds} rounds; the recorded mean, stddev and rounds are used instead`,
      `benchmark "test_join[--100]": 1 of ${stringy!.rounds} values in "stats.data" are not numbers; the recorded mean, stddev and rounds are used instead`,
    ]);
  });
});

describe('damaged pytest-benchmark JSON', () => {
  const file = (kind: string) => `saved-with-data-sorting.damaged-${kind}.json`;

  test('truncated: the complete first entry is recovered; one problem where the JSON ends', () => {
    const r = parseFixture(file('truncated'));
    expectIdentities(r, ALL.slice(4, 5));
    expect(r.benchmarks[0].metrics[0].samples).toEqual(rawStats('saved-with-data-sorting.json')[0].data);
    expect(r.problems).toEqual([
      {
        file: file('truncated'),
        line: 253,
        message: 'invalid JSON: the text ends before the JSON is complete (cut short?), at column 1',
      },
    ]);
    expect(r.context.machine).toEqual(CONTEXT_BASE.machine);
  });

  test('garbage: one problem at the garbage line; the entry holding it is lost', () => {
    const r = parseFixture(file('garbage'));
    expect(r.benchmarks).toEqual([]);
    expect(r.problems).toEqual([
      { file: file('garbage'), line: 219, message: "invalid JSON: expected a value, found 'z', at column 1" },
    ]);
  });

  test('empty: one problem for the file', () => {
    expect(parseFixture(file('empty'))).toEqual({
      context: { tool: { name: 'pytest-benchmark' } },
      benchmarks: [],
      problems: [
        {
          file: file('empty'),
          line: 0,
          message: 'empty input: expected a pytest-benchmark JSON file (--benchmark-json)',
        },
      ],
    });
  });

  test('numbers that do not parse: the first one is located, entries with them are problems', () => {
    const r = parseFixture(file('bad-numbers'));
    expect(r.benchmarks).toEqual([]);
    // Line 20 is in machine_info; 188 ("min_rounds": x) and 252 ("max_time": x.xxxx) are in the two entries.
    expect(r.problems.map((p) => p.line)).toEqual([20, 188, 252]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "invalid JSON: expected a value, found 'x', at column 17",
      "entry is not valid JSON: expected a value, found 'x', at column 31",
      "entry is not valid JSON: expected a value, found 'x', at column 29",
    ]);
  });
});

describe('shapes', () => {
  test('malformed entries are problems at their lines; the entries that parse are kept', () => {
    const text = [
      '{',
      '  "benchmarks": [',
      '    {"name": "a", "fullname": "m.py::a", "params": null, "param": null, "stats": {"data": [1, 2]}},',
      '    {"name": "b", "stats": "oops"},',
      '    42,',
      '    {"name": "c[x-1]", "fullname": "m.py::C::c[x-1]", "param": "x-1", "params": {"p": "x", "q": 1}, "stats": {"data": [3, "x", null]}},',
      '    {"stats": {}},',
      '    {"name": "d", "stats": {"data": [], "mean": 2}},',
      '    {"name": "e", "stats": {"data": [], "mean": 2, "stddev": 0.5, "rounds": 4}}',
      '  ]',
      '}',
    ].join('\n');
    const r = parse(text);
    expect(r.benchmarks).toEqual([
      {
        suite: 'm.py',
        name: 'a',
        params: {},
        metrics: [{ unit: 's', direction: 'smaller', samples: [1, 2] }],
      },
      {
        suite: 'm.py::C',
        name: 'c',
        params: { p: 'x', q: '1' },
        metrics: [{ unit: 's', direction: 'smaller', samples: [3] }],
      },
      {
        suite: '',
        name: 'e',
        params: {},
        metrics: [
          {
            unit: 's',
            direction: 'smaller',
            samples: [],
            summary: { center: 2, low: 1.5, high: 2.5, n: 4, confidence: Number.NaN },
          },
        ],
      },
    ]);
    const file = 'bench.json';
    expect(r.problems).toEqual([
      { file, line: 4, message: 'benchmark "b": expected field "stats" (an object)' },
      { file, line: 5, message: 'benchmarks entry is not an object: 42' },
      { file, line: 6, message: 'benchmark "c[x-1]": 2 of 3 values in "stats.data" are not numbers' },
      { file, line: 7, message: 'benchmarks entry: expected field "name" (a string)' },
      {
        file,
        line: 8,
        message:
          'benchmark "d": expected "stats.data" (an array of times) or numbers "stats.mean", "stats.stddev" and "stats.rounds"',
      },
    ]);
  });

  test.each([
    [
      '{"machine_info": {}}',
      'expected field "benchmarks" (an array): not a pytest-benchmark JSON file (--benchmark-json)',
    ],
    [
      '{"benchmarks": {}}',
      'expected field "benchmarks" (an array): not a pytest-benchmark JSON file (--benchmark-json)',
    ],
    ['[1, 2]', 'expected field "benchmarks" (an array): not a pytest-benchmark JSON file (--benchmark-json)'],
    ['"text"', 'expected field "benchmarks" (an array): not a pytest-benchmark JSON file (--benchmark-json)'],
  ])('unknown shape %s is one problem naming the expected field', (text, message) => {
    expect(parse(text).problems).toEqual([{ file: 'bench.json', line: 0, message }]);
  });

  test('invalid JSON: the line where JSON.parse failed', () => {
    expect(parse('{\n  "benchmarks": [\n    {"name": oops}\n  ]\n}').problems).toEqual([
      {
        file: 'bench.json',
        line: 3,
        message: "invalid JSON: expected a value, found 'o', at column 14",
      },
    ]);
  });

  test('older py-cpuinfo "brand" and no commit info', () => {
    const r = parse('{"machine_info": {"cpu": {"brand": "Old CPU"}}, "benchmarks": []}');
    expect(r.context).toEqual({ tool: { name: 'pytest-benchmark' }, machine: { cpu: 'Old CPU' } });
  });
});

describe('detect', () => {
  test.each([
    ['json-with-data.json', 0.95],
    ['saved-no-data.json', 0.95],
    ['saved-with-data-sorting.damaged-truncated.json', 0.95],
    ['saved-with-data-sorting.damaged-empty.json', 0],
  ])('%s scores %d', (name, score) => {
    expect(pytestBenchmarkFormat.detect({ file: name, head: read(name).slice(0, 65536) })).toBe(score);
  });

  test('Google Benchmark, hyperfine and arrays are not pytest-benchmark', () => {
    expect(
      pytestBenchmarkFormat.detect({ file: '-', head: '{"context": {"num_cpus": 2}, "benchmarks": []}' }),
    ).toBe(0);
    expect(pytestBenchmarkFormat.detect({ file: '-', head: '{"results": [{"command": "x"}]}' })).toBe(0);
    expect(pytestBenchmarkFormat.detect({ file: '-', head: '[{"name": "a"}]' })).toBe(0);
  });
});

describe('fuzz', () => {
  const fixtures = ['saved-with-data-sorting.json', 'saved-no-data.json'].map(read);
  test('never throws, always well-formed', () => fuzzNeverThrows(parse, fixtures));
  test('200k-character adversarial inputs finish quickly', () => expectFastOnAdversarial(parse));
});
