// The sequential design's round judge: after each round the comparison so far
// decides which benchmarks are settled, and the next round runs only the
// others. The comparison is the one the final verdict comes from
// (compare/paired-rounds.ts), so a benchmark stops exactly when the verdict
// the report shows is reached, never on a rule of its own.

import { compareResults } from '../compare/compare.js';
import type { ComparisonRow } from '../compare/types.js';
import type { Results } from '../model/results.js';
import { selectionIdentity, selectionKey, type BenchmarkIdentity } from '../run/narrowed-run.js';
import type { Judgement } from './judge.js';
import type { RoundJudge } from './round-judge.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';

/**
 * Open after `roundsDone` rounds: a primary row the paired rule has not
 * settled yet, or one it found too noisy whose samples so far fall in two
 * modes (lookingForModes: it runs on to be judged by mode), or one the
 * paired rule cannot judge (no rounds on a side, a zero median) while rounds
 * are left: those are judged by the pooled test at the end, which needs
 * every round, as the fixed design gave it. A row judged by mode on its
 * rounds is settled.
 */
export function isOpenRow(row: ComparisonRow, roundsDone: number, maxRounds: number): boolean {
  if (!row.primary || row.verdict === 'added' || row.verdict === 'removed') return false;
  if (row.modes?.onRounds) return false;
  if (row.paired) return row.paired.state === 'open' || row.paired.lookingForModes === true;
  return roundsDone < maxRounds;
}

/** The benchmarks still open after `roundsDone` rounds, in the order the comparison lists them. */
export function openBenchmarks(
  base: Results,
  head: Results,
  judgement: Judgement,
  roundsDone: number,
  maxRounds: number,
): BenchmarkIdentity[] {
  const comparison = compareResults(base, head, judgement.policy, { betweenRounds: true });
  const open = new Map<string, BenchmarkIdentity>();
  for (const row of comparison.rows) {
    if (!isOpenRow(row, roundsDone, maxRounds)) continue;
    const key = selectionKey(row);
    if (!open.has(key)) open.set(key, selectionIdentity(row));
  }
  return [...open.values()];
}

/** The results of these benchmarks only. */
function only(results: Results, keys: ReadonlySet<string>): Results {
  return { ...results, benchmarks: results.benchmarks.filter((b) => keys.has(selectionKey(b))) };
}

/**
 * Runs every benchmark until the paired rule's first look, then only the
 * open ones, until none is open or `maxRounds` rounds are done.
 * Note: the results carry `maxRounds` (sideResults' design) before the
 * judge sees them; the comparison needs it for the boundaries of each look.
 */
export function sequentialRounds(judgement: Judgement, maxRounds: number): RoundJudge {
  // The benchmarks open after the last look: only they ran since, so only
  // they are judged again. A settled benchmark's rows keep their rounds and
  // each paired row is decided on its own rounds alone, so judging it again
  // would give the same answer; on 2,400 benchmarks with a few dozen open it
  // took most of a late round's time.
  let open: Set<string> | undefined;
  return {
    afterRound(roundIndex, base, head) {
      const done = roundIndex + 1;
      if (done >= maxRounds) return { remaining: 'all', stop: true };
      // Nothing is judged before the first look: the rounds run as configured.
      if (done < DEFAULT_SEQUENTIAL.minRounds) return { remaining: 'all', stop: false };
      const [b, h] = open ? [only(base, open), only(head, open)] : [base, head];
      const remaining = openBenchmarks(b, h, judgement, done, maxRounds);
      open = new Set(remaining.map(selectionKey));
      return { remaining, stop: remaining.length === 0 };
    },
  };
}
