// The simulation's access to benchgate, bundled by simulate.mjs into
// bench/out/sequential.mjs as bench/detection/judge.ts is: the sequential
// rule from src/stats/ and today's rule, the compare engine at the default
// policy on pooled samples, called in-process.
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { createResults, type Results } from '../../src/model/results.js';
import { isOpenRow } from '../../src/pipeline/sequential-rounds.js';

export {
  judgeSequential,
  confirmRegression,
  confirmEarlyRegression,
  DEFAULT_SEQUENTIAL,
} from '../../src/stats/sequential.js';
export { DEFAULT_PRIOR_RULE } from '../../src/stats/noise-prior.js';

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

/**
 * One row on paired rounds through the compare engine, with two-humped rows
 * judged on rounds (src/compare/two-humped-rounds.ts): its verdict, and
 * whether the sequential design's round judge keeps it open. `confirmFrom`
 * is the first confirmation round, when there were any.
 */
export function judgeRoundsByModes(
  rounds: readonly { base: number[]; head: number[] }[],
  maxRounds: number,
  confirmFrom?: number,
): { verdict: string; open: boolean; modes: boolean } {
  const side = (which: 'base' | 'head'): Results => {
    const samples: number[] = [];
    const index: number[] = [];
    rounds.forEach((r, i) => {
      for (const v of r[which]) {
        samples.push(v);
        index.push(i);
      }
    });
    return createResults({
      context: { maxRounds, ...(confirmFrom !== undefined ? { confirmFrom } : {}) },
      benchmarks: [
        {
          suite: '',
          name: 'BenchmarkRow',
          params: {},
          metrics: [{ unit: 'sec/op', direction: 'smaller' as const, samples, rounds: index }],
        },
      ],
    });
  };
  const row = compareResults(side('base'), side('head'), { ...DEFAULT_POLICY, twoHumpedRounds: true })
    .rows[0]!;
  return {
    verdict: row.verdict,
    open: isOpenRow(row, rounds.length, maxRounds),
    modes: row.modes !== undefined,
  };
}
