import type { Benchmark, Problem } from './results.js';

/**
 * The most benchmarks one input, and one side of a comparison, may hold. The
 * output a run reads is written by the benchmark process, which a pull request
 * controls; every benchmark becomes a row that is matched, judged, kept in
 * memory and rendered, and a million of them took minutes and gigabytes
 * (docs/security.md, "How many benchmarks"). The largest real suites seen (a Go block-size
 * matrix of 2,400 combinations, each with several metrics) stay far below it.
 */
export const MAX_BENCHMARKS = 100_000;

/**
 * Keeps the first MAX_BENCHMARKS benchmarks of one input; the rest are left
 * out with one problem that says how many and names the first of them, so
 * that nothing is dropped without a word.
 */
export function capBenchmarkCount(
  benchmarks: Benchmark[],
  file: string,
): { benchmarks: Benchmark[]; problems: Problem[] } {
  if (benchmarks.length <= MAX_BENCHMARKS) return { benchmarks, problems: [] };
  const first = benchmarks[MAX_BENCHMARKS]!;
  const over = benchmarks.length - MAX_BENCHMARKS;
  return {
    benchmarks: benchmarks.slice(0, MAX_BENCHMARKS),
    problems: [
      {
        file,
        line: 0,
        message:
          `left out ${over} benchmark${over === 1 ? '' : 's'} beyond the limit of ${MAX_BENCHMARKS} per input, ` +
          `from ${JSON.stringify(first.name.slice(0, 80))} on`,
      },
    ],
  };
}

/** Why a side of a comparison is refused, or undefined when it is within the limit. */
export function sideOverLimit(side: 'base' | 'head', count: number): string | undefined {
  if (count <= MAX_BENCHMARKS) return undefined;
  return `${side} holds ${count} benchmarks, over the limit of ${MAX_BENCHMARKS} per side of a comparison`;
}
