import type { Results } from '../model/results.js';

/**
 * The name a benchmark is selected by in the tool's own filter: "{suite}.{name}"
 * for JMH, the name for the others (AbSession.filterKey makes it).
 */
export type BenchmarkKey = string;

export interface RoundDecision {
  /** The benchmarks the next round runs: 'all' (the run's filter) or these. */
  remaining: Set<BenchmarkKey> | 'all';
  /** No more rounds: the measurement is done (an empty `remaining` stops too). */
  stop: boolean;
}

/**
 * Asked after every round which benchmarks are still open. The seam for a
 * sequential decision rule (src/stats/, judgeSequential): it sees both sides'
 * results so far (all rounds merged, as the comparison would see them) and may
 * stop early or narrow the next round. The pipeline never runs more than the
 * configured rounds, whatever a judge answers.
 */
export interface RoundJudge {
  afterRound(roundIndex: number, baseSoFar: Results, headSoFar: Results): RoundDecision;
}

/** Today's rule: every benchmark, every round, until `rounds` rounds are done. */
export function fixedRounds(rounds: number): RoundJudge {
  return {
    afterRound: (roundIndex) => ({ remaining: 'all', stop: roundIndex + 1 >= rounds }),
  };
}
