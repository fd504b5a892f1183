import { describe, expect, it } from 'vitest';
import { parseFloorLines } from '../../../src/action/input-lines.js';
import { compareResults } from '../../../src/compare/compare.js';
import { makeFloorRule, parseFloor } from '../../../src/compare/floors.js';
import { DEFAULT_POLICY, type ComparePolicy } from '../../../src/compare/policy.js';
import { createResults, type Benchmark } from '../../../src/model/results.js';

describe('parseFloor: an amount in the unit’s own scale', () => {
  it.each<[string, string, number | undefined]>([
    ['5ns', 'ns/op', 5],
    ['5', 'ns/op', 5],
    ['5 ns/op', 'ns/op', 5],
    ['2us', 'ns/op', 2000],
    ['1.5µs', 'ns/op', 1500],
    ['3ms', 's/op', 0.003],
    ['64', 'B/op', 64],
    ['64B', 'B/op', 64],
    ['64 B/op', 'B/op', 64],
    ['5ms', 'B/op', undefined],
    ['64KB', 'B/op', undefined],
    ['lots', 'ns/op', undefined],
    ['-5ns', 'ns/op', undefined],
  ])('%s on %s is %s', (text, unit, expected) => {
    expect(parseFloor(text, unit)).toBe(expected);
  });

  it('names the place and the unit when an amount does not fit', () => {
    expect(() => makeFloorRule('B/op', '5ms', 'floors.B/op')).toThrow(
      'floors.B/op: "5ms" is not an amount of B/op (a number, optionally with B or a time unit like 5ns)',
    );
    expect(() => makeFloorRule('a b c', '5', 'input floors, line 2')).toThrow(
      'input floors, line 2: "a b c" must be a unit or "glob unit"',
    );
  });

  it('reads the input’s lines: per unit and per benchmark glob', () => {
    expect(parseFloorLines('ns/op: 5ns\n# comment\n\nBenchmarkTiny* ns/op: 2us\nB/op: 64\n')).toEqual([
      { unit: 'ns/op', floor: 5, text: '5ns' },
      { benchmark: 'BenchmarkTiny*', unit: 'ns/op', floor: 2000, text: '2us' },
      { unit: 'B/op', floor: 64, text: '64' },
    ]);
    expect(() => parseFloorLines('ns/op 5ns')).toThrow(
      'input floors, line 1: "ns/op 5ns" must look like "unit: amount" or "glob unit: amount"',
    );
  });
});

// 40 ns against 43 ns and 400 ns against 430 ns: both +7.5%, past a 5%
// threshold and significant (every sample of head above every one of base).
const SPREAD = [0, 0.1, -0.1, 0, 0.2, -0.2, 0, 0.1, -0.1, 0];
function bench(name: string, ns: number): Benchmark {
  return {
    suite: '',
    name,
    params: {},
    metrics: [{ unit: 'ns/op', direction: 'smaller', samples: SPREAD.map((d) => ns + d) }],
  };
}

function verdicts(policy: ComparePolicy) {
  const c = compareResults(
    createResults({ benchmarks: [bench('BenchmarkTiny', 40), bench('BenchmarkBig', 400)] }),
    createResults({ benchmarks: [bench('BenchmarkTiny', 43), bench('BenchmarkBig', 430)] }),
    policy,
  );
  return c.rows.map((r) => [r.name, r.verdict, r.floor?.rule, r.notes.at(-1)]);
}

describe('absolute floors in the verdict', () => {
  it('without a floor both rows are regressions', () => {
    expect(verdicts(DEFAULT_POLICY).map((r) => r.slice(0, 2))).toEqual([
      ['BenchmarkTiny', 'regression'],
      ['BenchmarkBig', 'regression'],
    ]);
  });

  it('a change must be beyond the threshold and the floor: 3 ns is within 5ns, 30 ns is not', () => {
    const policy: ComparePolicy = {
      ...DEFAULT_POLICY,
      floors: [{ unit: 'ns/op', floor: 5, text: '5ns' }],
      origins: { floors: ['.github/benchgate.yml'] },
    };
    expect(verdicts(policy)).toEqual([
      [
        'BenchmarkTiny',
        'unchanged',
        'ns/op: 5ns',
        'a regression by the threshold, but its change of 3 ns/op is within the absolute floor ns/op: 5ns (from .github/benchgate.yml)',
      ],
      ['BenchmarkBig', 'regression', 'ns/op: 5ns', undefined],
    ]);
  });

  it('the first floor whose glob and unit match wins', () => {
    const policy: ComparePolicy = {
      ...DEFAULT_POLICY,
      floors: [
        { benchmark: 'BenchmarkBig', unit: 'ns/op', floor: 50, text: '50ns' },
        { unit: 'ns/op', floor: 1, text: '1ns' },
      ],
    };
    expect(verdicts(policy).map((r) => r.slice(0, 3))).toEqual([
      ['BenchmarkTiny', 'regression', 'ns/op: 1ns'],
      ['BenchmarkBig', 'unchanged', 'BenchmarkBig ns/op: 50ns'],
    ]);
  });

  it('the edge is strict, as the threshold’s: a change of exactly the floor does not count', () => {
    const policy: ComparePolicy = { ...DEFAULT_POLICY, floors: [{ unit: 'ns/op', floor: 3, text: '3ns' }] };
    expect(verdicts(policy).map((r) => r[1])).toEqual(['unchanged', 'regression']);
  });
});
