import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Metric, type Results } from '../../../src/model/results.js';
import { rowsToReopen } from '../../../src/pipeline/reopened-rounds.js';

// Which rows run on after the confirmation rounds: the primary rows the
// early branch flagged that those rounds left inconclusive.

const BASE = [100, 102, 99, 101, 100, 101, 99];
const OTHER = [101, 99, 100, 102, 99, 100, 101];
const design = { maxRounds: 40, confirmFrom: 4 };

/** Benchmark `name` with its ns/op and, beside it, a B/op row: `head` per round for both. */
function side(values: Record<string, number[]>): Results {
  const metric = (unit: string, samples: number[]): Metric => ({
    unit,
    direction: 'smaller',
    samples,
    rounds: samples.map((_, i) => i),
  });
  return createResults({
    context: { ...design },
    benchmarks: Object.entries(values).map(([name, samples]) => ({
      suite: 'p',
      name,
      params: {},
      metrics: [metric('ns/op', samples), metric('B/op', samples)],
    })),
  });
}

describe('rowsToReopen', () => {
  // BenchmarkDropped: 20% slower in rounds 0–3 (flagged early at round 4), as fast in the confirmation
  // rounds 4–6; BenchmarkSame: unchanged throughout.
  const head = (factor: (i: number) => number) => OTHER.map((h, i) => h * factor(i));
  const c = compareResults(
    side({ BenchmarkDropped: BASE, BenchmarkSame: BASE }),
    side({ BenchmarkDropped: head((i) => (i < 4 ? 1.2 : 1)), BenchmarkSame: head(() => 1) }),
    DEFAULT_POLICY,
  );

  it('picks the primary row flagged early and left inconclusive, among the flagged ones', () => {
    const dropped = c.rows.filter((r) => r.name === 'BenchmarkDropped');
    expect(dropped.map((r) => [r.unit, r.primary, r.paired?.state, r.paired?.early])).toEqual([
      ['ns/op', true, 'inconclusive', true],
      ['B/op', false, 'inconclusive', true],
    ]);
    expect(rowsToReopen(dropped, c.rows).map((r) => [r.name, r.unit])).toEqual([
      ['BenchmarkDropped', 'ns/op'],
    ]);
  });

  it('leaves a row not left inconclusive by an early flag, and the rows the confirmation rounds did not run for', () => {
    const same = c.rows.filter((r) => r.name === 'BenchmarkSame');
    // Judged at round 4, its last main round: still open there.
    expect(same[0]!.paired?.state).toBe('open');
    expect(rowsToReopen(same, c.rows)).toEqual([]);
    expect(rowsToReopen([], c.rows)).toEqual([]);
  });
});
