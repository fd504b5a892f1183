import type { Results } from '../model/results.js';
import type { BenchmarkIdentity } from '../run/benchmark-filter.js';

export interface RoundDecision {
  /** The benchmarks the next round runs: 'all' (the run's filter) or these (an empty list stops). */
  remaining: readonly BenchmarkIdentity[] | 'all';
  /** No more rounds: the measurement is done. */
  stop: boolean;
}

/**
 * Asked after every round which benchmarks are still open. It sees both
 * sides' results so far (all rounds merged, as the comparison would see them)
 * and may stop early or narrow the next round (sequentialRounds does both).
 * The pipeline never runs more than the configured rounds, whatever a judge answers.
 */
export interface RoundJudge {
  afterRound(roundIndex: number, baseSoFar: Results, headSoFar: Results): RoundDecision;
}

/** Every benchmark, every round, until `rounds` rounds are done (the fixed design, and record mode). */
export function fixedRounds(rounds: number): RoundJudge {
  return {
    afterRound: (roundIndex) => ({ remaining: 'all', stop: roundIndex + 1 >= rounds }),
  };
}
