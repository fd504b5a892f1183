// Matching benchmarks by identity and metrics by unit and name.

import { describe, expect, it } from 'vitest';
import { matchBenchmarks } from '../../../src/compare/match.js';
import type { Benchmark, Metric } from '../../../src/model/results.js';

const metric = (unit: string, samples: number[] = [1], name?: string): Metric => ({
  unit,
  ...(name !== undefined ? { name } : {}),
  direction: 'smaller',
  samples,
});

const bench = (
  name: string,
  params: Record<string, string>,
  metrics: Metric[] = [metric('ns/op')],
): Benchmark => ({
  suite: 'pkg',
  name,
  params,
  procs: 8,
  metrics,
});

/** A readable summary: which benchmark each pair or lone entry is. */
const tag = (b: Benchmark) => `${b.name}${JSON.stringify(b.params)}`;

describe('matchBenchmarks', () => {
  it('keeps head order, then lists base-only benchmarks, params in any order', () => {
    const base = [bench('A', { x: '1', y: '2' }), bench('B', {}), bench('C', {})];
    const head = [bench('C', {}), bench('D', {}), bench('A', { y: '2', x: '1' })];
    const m = matchBenchmarks(base, head);
    const baseIndex = (metric?: Metric) => base.findIndex((b) => b.metrics[0] === metric);
    expect(m.pairs.map((p) => [tag(p.benchmark), baseIndex(p.base)])).toEqual([
      ['C{}', 2],
      ['A{"y":"2","x":"1"}', 0],
    ]);
    expect(m.lone.map((l) => [tag(l.benchmark), l.side])).toEqual([
      ['D{}', 'head'],
      ['B{}', 'base'],
    ]);
  });

  it('matches within a name many benchmarks share (a JMH method swept over params)', () => {
    // 40 base benchmarks of one name: more than are compared field by field.
    const base = Array.from({ length: 40 }, (_, i) => bench('Method', { size: String(i), op: 'read' }));
    const head = Array.from({ length: 40 }, (_, i) =>
      bench('Method', { op: 'read', size: String(39 - i + 5) }),
    );
    const m = matchBenchmarks(base, head);
    // Head sizes 44 .. 5: 44 .. 40 are new, 39 .. 5 pair up, base 0 .. 4 are gone.
    expect(m.pairs.map((p) => p.benchmark.params.size)).toEqual(
      Array.from({ length: 35 }, (_, i) => String(39 - i)),
    );
    m.pairs.forEach((p) => expect(p.base).toBe(base[Number(p.benchmark.params.size)]!.metrics[0]));
    expect(m.lone.map((l) => `${l.side}:${l.benchmark.params.size}`)).toEqual([
      ...['44', '43', '42', '41', '40'].map((s) => `head:${s}`),
      ...['0', '1', '2', '3', '4'].map((s) => `base:${s}`),
    ]);
  });

  it('pairs a repeated base benchmark with its last copy and reports neither as lone', () => {
    for (const copies of [2, 20]) {
      const base = Array.from({ length: copies }, (_, i) => bench('A', {}, [metric('ns/op', [i])]));
      const m = matchBenchmarks(base, [bench('A', {})]);
      expect(m.pairs.map((p) => p.base?.samples)).toEqual([[copies - 1]]);
      expect(m.lone).toEqual([]);
    }
  });

  it('pairs metrics by unit and name, the last of a repeated one counting', () => {
    const base = bench('A', {}, [
      metric('ns/op', [1]),
      metric('B/op', [2]),
      metric('ns/op', [3]),
      metric('MB/s', [4], 'x'),
    ]);
    const head = bench('A', {}, [metric('B/op', [5]), metric('ns/op', [6]), metric('MB/s', [7])]);
    const m = matchBenchmarks([base], [head]);
    expect(m.pairs.map((p) => [p.head?.samples, p.base?.samples, p.primary])).toEqual([
      [[5], [2], true],
      [[6], [3], false],
      [[7], undefined, false],
      [undefined, [4], false],
    ]);
  });
});
