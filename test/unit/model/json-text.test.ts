import { describe, expect, test } from 'vitest';
import { toJsonText } from '../../../src/model/json-text.js';

describe('toJsonText', () => {
  test('indents the top level and writes each element of a top-level array on one line', () => {
    const doc = {
      schema: 'benchgate/results@1',
      context: { tool: { name: 'go' } },
      benchmarks: [
        { name: 'BenchmarkA', metrics: [{ unit: 'ns/op', samples: [1, 2] }] },
        { name: 'Benchmark"B"\n', metrics: [] },
      ],
      problems: [],
    };
    expect(toJsonText(doc)).toBe(
      [
        '{',
        '  "schema": "benchgate/results@1",',
        '  "context": {',
        '    "tool": {',
        '      "name": "go"',
        '    }',
        '  },',
        '  "benchmarks": [',
        '    {"name":"BenchmarkA","metrics":[{"unit":"ns/op","samples":[1,2]}]},',
        '    {"name":"Benchmark\\"B\\"\\n","metrics":[]}',
        '  ],',
        '  "problems": []',
        '}',
        '',
      ].join('\n'),
    );
  });

  test('reads back as the same value, undefined members left out as JSON.stringify does', () => {
    const doc = { a: 1, b: undefined, c: [null, 'x', { d: [1.5, -0, 1e300] }], e: 'é\u2028' };
    expect(JSON.parse(toJsonText(doc))).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(toJsonText(doc)).not.toContain('"b"');
  });

  test('an empty object', () => {
    expect(toJsonText({})).toBe('{}\n');
  });
});
