// The simulation's access to benchgate, bundled by simulate.mjs into
// bench/out/sequential.mjs as bench/detection/judge.ts is: the sequential
// rule from src/stats/ and today's rule, the compare engine at the default
// policy on pooled samples, called in-process.
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { createResults, type Results } from '../../src/model/results.js';

export { judgeSequential, confirmRegression, confirmEarlyRegression, DEFAULT_SEQUENTIAL } from '../../src/stats/sequential.js';

function side(rows: readonly number[][]): Results {
  return createResults({
    benchmarks: rows.map((samples, i) => ({
      suite: '',
      name: `BenchmarkRow${i}`,
      params: {},
      metrics: [{ unit: 'sec/op', direction: 'smaller' as const, samples: [...samples] }],
    })),
  });
}

/**
 * Today's verdicts for one comparison (a suite of rows judged together, so
 * Benjamini–Hochberg runs across them): pooled samples of each side, the
 * default policy (Mann–Whitney U, alpha 0.05, FDR, 5% threshold).
 */
export function judgePooled(base: number[][], head: number[][]): string[] {
  return compareResults(side(base), side(head), DEFAULT_POLICY).rows.map((r) => r.verdict);
}
