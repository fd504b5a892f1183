import type { Benchmark, Results } from '../model/results.js';
import { selectionKey, type BenchmarkIdentity } from './narrowed-run.js';

/**
 * One side's round with only the benchmarks the round asked for, and the
 * ones it ran besides. Where a tool's filter cannot name exactly the open
 * benchmarks, a narrowed round runs more (a JMH row settled at round 4 runs
 * again when a neighbour in a -p cross product the round kept whole is still
 * open; pytest's -k runs every parameter of a test). Kept, those
 * samples would be judged: the final verdict of a row the round loop settled
 * would rest on rounds run because of another row, a stopping rule of its
 * own that no error rate was shown for (docs/statistics.md, "Sequential
 * rounds"), and the run's verdict would differ from the loop's. So they are
 * left out of the results; the round's raw output keeps them, and the run's
 * log and cost count them.
 */
export function askedOnly(
  round: Results,
  asked: readonly BenchmarkIdentity[],
): { kept: Results; besides: Benchmark[] } {
  const keys = new Set(asked.map(selectionKey));
  const kept: Benchmark[] = [];
  const besides: Benchmark[] = [];
  for (const b of round.benchmarks) (keys.has(selectionKey(b)) ? kept : besides).push(b);
  return { kept: besides.length === 0 ? round : { ...round, benchmarks: kept }, besides };
}
