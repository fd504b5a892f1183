import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { hyperfineFormat } from '../../../src/formats/hyperfine.js';
import type { ParsedFile } from '../../../src/formats/types.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from './fuzz-format.js';

const dir = new URL('../../fixtures/hyperfine/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'hf.json'): ParsedFile => hyperfineFormat.parse(text, file);
const parseFixture = (name: string) => parse(read(name), name);

interface RawResult {
  times: number[];
  user: number;
  system: number;
}
const rawResults = (name: string): RawResult[] =>
  (JSON.parse(read(name)) as { results: RawResult[] }).results;

/** A result's metrics as the parser must give them: times as samples, user and system as means. */
function expectedMetrics(raw: RawResult) {
  const mean = (center: number) => ({
    center,
    low: Number.NaN,
    high: Number.NaN,
    n: raw.times.length,
    confidence: Number.NaN,
  });
  return [
    { unit: 's', direction: 'smaller', samples: raw.times },
    { unit: 's', name: 'user', direction: 'smaller', samples: [], summary: mean(raw.user) },
    { unit: 's', name: 'system', direction: 'smaller', samples: [], summary: mean(raw.system) },
  ];
}

describe('hyperfine fixtures', () => {
  const cases: {
    file: string;
    ids: [string, Record<string, string>][];
    first: number;
    problems?: { line: number; message: string }[];
  }[] = [
    {
      file: 'list-parameter.json',
      ids: [
        ['sleep 0.01', { ms: '0.01' }],
        ['sleep 0.02', { ms: '0.02' }],
      ],
      first: 0.01454826174,
    },
    {
      file: 'parameter-scan.json',
      ids: [
        ['seq 1', { n: '1' }],
        ['seq 2', { n: '2' }],
        ['seq 3', { n: '3' }],
      ],
      first: 0.0020395436799999994,
    },
    {
      file: 'two-commands.json',
      ids: [
        ['no-op', {}],
        ['sleep 0.01', {}],
      ],
      first: 0,
    },
    {
      file: 'ignore-failure.json',
      ids: [['false', {}]],
      first: 3.036486000000064e-5,
      problems: [{ line: 3, message: 'command "false" exited non-zero in 10 of 10 runs (exit codes: 1)' }],
    },
  ];
  test.each(cases)('$file', ({ file, ids, first, problems }) => {
    const r = parseFixture(file);
    expect(r.context).toEqual({ tool: { name: 'hyperfine' } });
    expect(r.benchmarks.map((b) => [b.suite, b.name, b.params, b.procs])).toEqual(
      ids.map(([n, p]) => ['', n, p, undefined]),
    );
    const raw = rawResults(file);
    r.benchmarks.forEach((b, i) => expect(b.metrics, `${file} result ${i}`).toEqual(expectedMetrics(raw[i])));
    expect(r.benchmarks.every((b) => b.metrics[0].samples.length === 10)).toBe(true);
    expect(r.benchmarks[0].metrics[0].samples[0]).toBe(first);
    expect(r.problems).toEqual((problems ?? []).map((p) => ({ file, ...p })));
  });

  test('list-parameter.json: exact user and system means of the second command', () => {
    const b = parseFixture('list-parameter.json').benchmarks[1];
    expect(b.metrics[1].summary!.center).toBe(0.0012076599999999997);
    expect(b.metrics[2].summary!.center).toBe(0.00010965999999999999);
    expect(b.metrics[0].samples[9]).toBe(0.02546409174);
  });
});

describe('damaged hyperfine JSON', () => {
  const file = (kind: string) => `list-parameter.damaged-${kind}.json`;
  const first = expectedMetrics(rawResults('list-parameter.json')[0]);

  test.each([
    ['truncated', 45, 'invalid JSON: the text ends inside a number (cut short?), at column 17'],
    [
      'garbage',
      41,
      "invalid JSON: expected a member name in double quotes or '}', found U+0011, at column 1",
    ],
  ])('%s: the first result is recovered; one problem where the JSON breaks', (kind, line, message) => {
    const r = parseFixture(file(kind));
    expect(r.benchmarks.map((b) => [b.name, b.params])).toEqual([['sleep 0.01', { ms: '0.01' }]]);
    expect(r.benchmarks[0].metrics).toEqual(first);
    expect(r.problems).toEqual([{ file: file(kind), line, message }]);
  });

  test('empty: one problem for the file', () => {
    expect(parseFixture(file('empty')).problems).toEqual([
      { file: file('empty'), line: 0, message: 'empty input: expected a hyperfine --export-json file' },
    ]);
  });

  test('numbers that do not parse: both results are problems at their bad lines', () => {
    const r = parseFixture(file('bad-numbers'));
    expect(r.benchmarks).toEqual([]);
    // Line 6 is the first result's "stddev": x.xxx, line 42 the second's "mean": x.xxx.
    expect(r.problems.map((p) => p.line)).toEqual([6, 42]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "invalid JSON: expected a value, found 'x', at column 17",
      "entry is not valid JSON: expected a value, found 'x', at column 15",
    ]);
  });
});

describe('shapes', () => {
  test('malformed results are problems at their lines; the others are kept', () => {
    const text = [
      '{"results": [',
      '  {"command": "a", "times": [0.5, 1], "exit_codes": [0, null], "parameters": {"n": 3, "s": "x"}},',
      '  {"command": "b", "times": [1, "slow", 2]},',
      '  {"times": [1]},',
      '  [],',
      '  {"command": "c", "mean": 2, "stddev": 0.5},',
      '  {"command": "d", "times": []},',
      '  {"command": "e", "times": ["x"]}',
      ']}',
    ].join('\n');
    const r = parse(text);
    const summary = (center: number, low: number, high: number) => ({
      center,
      low,
      high,
      n: Number.NaN,
      confidence: Number.NaN,
    });
    expect(r.benchmarks).toEqual([
      {
        suite: '',
        name: 'a',
        params: { n: '3', s: 'x' },
        metrics: [{ unit: 's', direction: 'smaller', samples: [0.5, 1] }],
      },
      { suite: '', name: 'b', params: {}, metrics: [{ unit: 's', direction: 'smaller', samples: [1, 2] }] },
      {
        suite: '',
        name: 'c',
        params: {},
        metrics: [{ unit: 's', direction: 'smaller', samples: [], summary: summary(2, 1.5, 2.5) }],
      },
    ]);
    const file = 'hf.json';
    expect(r.problems).toEqual([
      {
        file,
        line: 2,
        message: 'command "a" exited non-zero in 1 of 2 runs (exit codes: killed by a signal)',
      },
      { file, line: 3, message: 'command "b": 1 of 3 values in "times" are not numbers' },
      { file, line: 4, message: 'results entry: expected field "command" (a string)' },
      { file, line: 5, message: 'results entry is not an object: an array of 0 items' },
      { file, line: 7, message: 'command "d": expected "times" (an array of seconds) or a number "mean"' },
      { file, line: 8, message: 'command "e": 1 of 1 values in "times" are not numbers' },
    ]);
  });

  test.each([
    ['{"benchmarks": []}', 'expected field "results" (an array): not a hyperfine --export-json file'],
    ['{"results": null}', 'expected field "results" (an array): not a hyperfine --export-json file'],
    ['7', 'expected field "results" (an array): not a hyperfine --export-json file'],
  ])('unknown shape %s is one problem naming the expected field', (text, message) => {
    expect(parse(text).problems).toEqual([{ file: 'hf.json', line: 0, message }]);
  });
});

describe('detect', () => {
  test.each([
    ['list-parameter.json', 0.95],
    ['ignore-failure.json', 0.95],
    ['list-parameter.damaged-truncated.json', 0.95],
    ['list-parameter.damaged-empty.json', 0],
  ])('%s scores %d', (name, score) => {
    expect(hyperfineFormat.detect({ file: name, head: read(name) })).toBe(score);
  });

  test('other JSON is not hyperfine', () => {
    expect(hyperfineFormat.detect({ file: '-', head: '{"results": [{"command": "x", "mean": 1}]}' })).toBe(
      0.8,
    );
    expect(hyperfineFormat.detect({ file: '-', head: '{"benchmarks": [{"name": "x"}]}' })).toBe(0);
    expect(hyperfineFormat.detect({ file: '-', head: '[{"name": "x", "unit": "s", "value": 1}]' })).toBe(0);
  });
});

describe('fuzz', () => {
  const fixtures = ['list-parameter.json', 'ignore-failure.json'].map(read);
  test('never throws, always well-formed', () => fuzzNeverThrows(parse, fixtures));
  test('200k-character adversarial inputs finish quickly', () => expectFastOnAdversarial(parse));
});
