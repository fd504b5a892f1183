import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createGabJsonFormat, GAB_TOOL_DIRECTIONS, gabJsonFormat } from '../../../src/formats/gab-json.js';
import type { ParsedFile } from '../../../src/formats/types.js';
import { expectFastOnAdversarial, fuzzNeverThrows } from './fuzz-format.js';

const dir = new URL('../../fixtures/gab-json/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const parse = (text: string, file = 'custom.json'): ParsedFile => gabJsonFormat.parse(text, file);
const parseFixture = (name: string) => parse(read(name), name);

const bench = (name: string, unit: string, direction: 'smaller' | 'bigger', samples: number[]) => ({
  suite: '',
  name,
  params: {},
  metrics: [{ unit, direction, samples }],
});

describe('github-action-benchmark custom JSON fixtures', () => {
  test('emit-smaller.json: one sample per entry, direction from the unit; range and extra not read', () => {
    expect(parseFixture('emit-smaller.json')).toEqual({
      context: {},
      benchmarks: [
        bench('JSON.stringify small object', 'ns', 'smaller', [362]),
        bench('sort 100 numbers', 'ns', 'smaller', [5313]),
        bench('heap used after run', 'Megabytes', 'smaller', [3.86]),
      ],
      problems: [],
    });
  });

  test('emit-bigger.json: rates are bigger-is-better by their unit', () => {
    expect(parseFixture('emit-bigger.json').benchmarks).toEqual([
      bench('JSON.stringify small object', 'ops/sec', 'bigger', [2942821]),
      bench('Buffer copy 64 KiB', 'MB/s', 'bigger', [2175.8]),
    ]);
  });

  test('createGabJsonFormat states one direction for every entry, as the two tools do', () => {
    const bigger = createGabJsonFormat(GAB_TOOL_DIRECTIONS.customBiggerIsBetter).parse(
      read('emit-smaller.json'),
      'f.json',
    );
    expect(bigger.benchmarks.map((b) => b.metrics[0].direction)).toEqual(['bigger', 'bigger', 'bigger']);
    const smaller = createGabJsonFormat(GAB_TOOL_DIRECTIONS.customSmallerIsBetter).parse(
      read('emit-bigger.json'),
      'f.json',
    );
    expect(smaller.benchmarks.map((b) => b.metrics[0].direction)).toEqual(['smaller', 'smaller']);
    expect(createGabJsonFormat('bigger').name).toBe('gab-json');
  });
});

describe('damaged custom JSON', () => {
  const file = (kind: string) => `emit-smaller.damaged-${kind}.json`;

  test.each([
    ['truncated', 11, 'invalid JSON: the text ends before the JSON is complete (cut short?), at column 15'],
    ['garbage', 11, "invalid JSON: expected a member name in double quotes, found 'i', at column 1"],
  ])('%s: the complete first entry is kept; one problem', (kind, line, message) => {
    const r = parseFixture(file(kind));
    expect(r.benchmarks).toEqual([bench('JSON.stringify small object', 'ns', 'smaller', [362])]);
    expect(r.problems).toEqual([{ file: file(kind), line, message }]);
  });

  test('empty: one problem for the file', () => {
    expect(parseFixture(file('empty')).problems).toEqual([
      {
        file: file('empty'),
        line: 0,
        message:
          'empty input: expected a JSON array of {name, unit, value} (github-action-benchmark custom format)',
      },
    ]);
  });

  test('numbers that do not parse: the entries holding them are problems at their lines', () => {
    const r = parseFixture(file('bad-numbers'));
    expect(r.benchmarks).toEqual([bench('JSON.stringify small object', 'ns', 'smaller', [362])]);
    // Line 12 is "sort 100 numbers" "value": xxxx; line 18 is "heap used after run" "value": x.xx.
    expect(r.problems.map((p) => p.line)).toEqual([12, 18]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "invalid JSON: expected a value, found 'x', at column 18",
      "entry is not valid JSON: expected a value, found 'x', at column 18",
    ]);
  });
});

describe('shapes', () => {
  test('malformed entries are problems at their lines; the others are kept and repeated names add samples', () => {
    const text = [
      '[',
      '  {"name": "a", "unit": "ms", "value": 1.5, "range": "± 0.1", "extra": "x"},',
      '  {"name": "b", "unit": "ms", "value": "2.5"},',
      '  {"name": "c", "unit": "ms", "value": "fast"},',
      '  {"name": "d", "value": 1},',
      '  {"unit": "ms", "value": 1},',
      '  null,',
      '  {"name": "e", "unit": "ms", "value": 1e999},',
      '  {"name": "a", "unit": "ms", "value": 2},',
      '  {"name": "a", "unit": "B", "value": 64}',
      ']',
    ].join('\n');
    const r = parse(text);
    expect(r.benchmarks).toEqual([
      {
        suite: '',
        name: 'a',
        params: {},
        metrics: [
          { unit: 'ms', direction: 'smaller', samples: [1.5, 2] },
          { unit: 'B', direction: 'smaller', samples: [64] },
        ],
      },
      bench('b', 'ms', 'smaller', [2.5]),
    ]);
    const file = 'custom.json';
    expect(r.problems).toEqual([
      { file, line: 4, message: 'entry "c": "value" is not a number: "fast"' },
      { file, line: 5, message: 'entry "d": expected field "unit" (a string)' },
      { file, line: 6, message: 'entry: expected field "name" (a string)' },
      { file, line: 7, message: 'entry is not an object: null' },
      { file, line: 8, message: 'entry "e": "value" is not a number: Infinity' },
    ]);
  });

  test.each([
    [
      '{"results": []}',
      'expected a JSON array of {name, unit, value} (github-action-benchmark custom format), found an object',
    ],
    [
      '"x"',
      'expected a JSON array of {name, unit, value} (github-action-benchmark custom format), found "x"',
    ],
  ])('unknown shape %s is one problem saying what was expected', (text, message) => {
    expect(parse(text).problems).toEqual([{ file: 'custom.json', line: 0, message }]);
  });

  test('an empty array is no benchmarks and no problem', () => {
    expect(parse('[]')).toEqual({ context: {}, benchmarks: [], problems: [] });
  });
});

describe('detect', () => {
  test.each([
    ['emit-smaller.json', 0.7],
    ['emit-bigger.json', 0.7],
    ['emit-smaller.damaged-truncated.json', 0.7],
    ['emit-smaller.damaged-empty.json', 0],
  ])('%s scores %d', (name, score) => {
    expect(gabJsonFormat.detect({ file: name, head: read(name) })).toBe(score);
  });

  test('objects and other arrays are not this format', () => {
    expect(gabJsonFormat.detect({ file: '-', head: '{"name": "a", "unit": "s", "value": 1}' })).toBe(0);
    expect(gabJsonFormat.detect({ file: '-', head: '[1, 2, 3]' })).toBe(0);
  });
});

describe('fuzz', () => {
  const fixtures = ['emit-smaller.json', 'emit-bigger.json'].map(read);
  test('never throws, always well-formed', () => fuzzNeverThrows(parse, fixtures));
  test('200k-character adversarial inputs finish quickly', () => expectFastOnAdversarial(parse));
});
