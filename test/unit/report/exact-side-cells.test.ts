import { describe, expect, it } from 'vitest';
import { compareResults } from '../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../src/compare/policy.js';
import { createResults, type Results } from '../../../src/model/results.js';
import { renderComparisonText } from '../../../src/report/comparison-text.js';
import { buildReportView } from '../../../src/report/view.js';

// A sequential run settles an exact count from its first rounds, where the
// median's 95% interval (6 samples at least) does not exist yet: the Base and
// Head cells of such a row show the value alone, its footnote says how exact,
// while a time row of as few rounds keeps benchstat's "± ∞".

/** One benchmark, one sample a round, with its time and its allocations. */
function run(nsPerOp: number[], allocs: number[]): Results {
  const rounds = nsPerOp.map((_, i) => i);
  return createResults({
    context: { maxRounds: 20 },
    benchmarks: [
      {
        suite: 'p',
        name: 'BenchmarkWrite',
        params: {},
        metrics: [
          { unit: 'ns/op', direction: 'smaller', samples: nsPerOp, rounds },
          { unit: 'allocs/op', direction: 'smaller', samples: allocs, rounds },
        ],
      },
    ],
  });
}

const comparison = () =>
  compareResults(
    run([100, 103, 98, 101], [1, 1, 1, 1]),
    run([200, 199, 205, 201], [2, 2, 2, 2]),
    DEFAULT_POLICY,
  );

describe('the sides of an exact row', () => {
  it('show the value alone in the Markdown tables, and the time row keeps its unbounded interval', () => {
    const view = buildReportView(comparison(), 'T', []);
    const rows = view.regressions.rows.map((r) => [r[1], r[2], r[3]]);
    expect(rows).toEqual([
      ['allocs/op', '1 allocs/op', '2 allocs/op'],
      ['ns/op', '100.5 ns/op ± ∞', '200.5 ns/op ± ∞'],
    ]);
  });

  it('show the value alone in the terminal table', () => {
    const text = renderComparisonText(comparison());
    const line = text.split('\n').find((l) => l.includes('allocs/op'))!;
    expect(line).toBe(
      'p.BenchmarkWrite  allocs/op      1 allocs/op      2 allocs/op   +100%  –      regression (1)',
    );
  });
});

describe('the legend of unbounded sides', () => {
  const LEGEND_END = ' ± ∞: fewer than 6 samples on that side, too few for a 95% interval of its median.';

  it('says why a side prints "± ∞" when a time row has fewer than 6 samples a side', () => {
    const view = buildReportView(comparison(), 'T', []);
    expect(view.legend.endsWith(LEGEND_END)).toBe(true);
  });

  it('is silent when only exact rows are that short', () => {
    const exactOnly = (allocs: number[]): Results =>
      createResults({
        context: { maxRounds: 20 },
        benchmarks: [
          {
            suite: 'p',
            name: 'BenchmarkWrite',
            params: {},
            metrics: [{ unit: 'allocs/op', direction: 'smaller', samples: allocs, rounds: [0, 1, 2, 3] }],
          },
        ],
      });
    const view = buildReportView(
      compareResults(exactOnly([1, 1, 1, 1]), exactOnly([2, 2, 2, 2]), DEFAULT_POLICY),
      'T',
      [],
    );
    expect(view.regressions.rows.map((r) => [r[2], r[3]])).toEqual([['1 allocs/op', '2 allocs/op']]);
    expect(view.legend).not.toContain('∞');
  });

  it('is silent when every side has the 6 samples its interval needs', () => {
    const six = compareResults(
      run([100, 103, 98, 101, 99, 102], [1, 1, 1, 1, 1, 1]),
      run([200, 199, 205, 201, 198, 203], [2, 2, 2, 2, 2, 2]),
      DEFAULT_POLICY,
    );
    const view = buildReportView(six, 'T', []);
    expect(view.regressions.rows.find((r) => r[1] === 'ns/op')?.[2]).toBe('100.5 ns/op ± 2.5%');
    expect(view.legend).not.toContain('∞');
  });
});
