// The rounds after a failed confirmation: a row the early branch flagged and
// the confirmation rounds did not confirm runs on, judged over all its
// rounds, until a look settles it or max-rounds comes
// (src/compare/paired-rounds.ts reopenedJudgement, which judges the rounds
// this loop adds, as `benchgate compare` does from the files).
// Why: the confirmation rounds, each of which must reproduce the change past
// the threshold, drop about half of the rows changed by about the threshold
// as inconclusive; run on, the tests settle most of them. Simulated on the
// JIT harnesses' default (bench/sequential/simulate.mjs --rules next,reopen,
// 20,000 A/A rows an arm, 2026-12-06): +5% rows caught 97.8% where they were
// 95.2% (94.2% and 89.7% under a noisy neighbour), false alarms 1, 3 and 55
// of 20,000 where they were 0, 3 and 54, 0.5% more executions.

import type { ComparisonRow } from '../compare/types.js';
import type { Results } from '../model/results.js';
import type { AbSession } from '../run/ab-run.js';
import { narrowRound, type NarrowedRound } from '../run/benchmark-filter.js';
import type { RunnerPreset } from '../run/preset.js';
import { shouldRunAnotherRound } from '../stats/round-scheduler.js';
import type { BudgetClock } from './budget-rounds.js';
import { rowKey, type Judgement } from './judge.js';
import { sequentialRounds } from './sequential-rounds.js';

/**
 * The rows of `flagged` (the rows the confirmation rounds ran for) that the
 * early branch flagged and those rounds left inconclusive, in the comparison
 * judged after them. Only primary rows: a benchmark runs for its primary row.
 */
export function rowsToReopen(
  flagged: readonly ComparisonRow[],
  after: readonly ComparisonRow[],
): ComparisonRow[] {
  const keys = new Set(flagged.map(rowKey));
  return after.filter(
    (r) =>
      keys.has(rowKey(r)) &&
      r.primary &&
      r.paired?.state === 'inconclusive' &&
      r.paired.early === true &&
      r.paired.confirmationRounds !== undefined,
  );
}

/**
 * Runs the reopened rows' benchmarks round after round, each round only the
 * ones still open, until none is, `maxRounds` rounds are done or the budget
 * would not fit another round (then `stop` says so and the clock ran out).
 * `soFar` gives both sides' results as the comparison judges them, with the
 * design that records where the reopened rounds begin.
 */
export async function reopenedRounds(
  session: Pick<AbSession, 'runRound'>,
  rows: readonly ComparisonRow[],
  at: {
    preset: RunnerPreset;
    judgement: Judgement;
    maxRounds: number;
    done: number;
    clock: BudgetClock;
    soFar: () => { base: Results; head: Results };
  },
): Promise<{ ran: number; stop?: string }> {
  const judge = sequentialRounds(at.judgement, at.maxRounds);
  let what: NarrowedRound = narrowRound(at.preset, rows);
  let lastMs = Number.NaN;
  let ran = 0;
  for (let round = at.done; round < at.maxRounds; round++) {
    if (!shouldRunAnotherRound(Date.now() - at.clock.started, at.clock.budgetMs, lastMs)) {
      at.clock.ranOut = true;
      return {
        ran,
        stop: `the time budget ran out after ${ran} of the rounds run on for rows flagged early and not confirmed: they are judged on the rounds that ran`,
      };
    }
    const t = Date.now();
    await session.runRound(what, { label: 'run on', index: round, total: at.maxRounds });
    lastMs = Date.now() - t;
    ran++;
    const { base, head } = at.soFar();
    const decision = judge.afterRound(round, base, head);
    if (decision.stop) break;
    // 'all' comes only before the rule's first look, long past here: the same benchmarks run again.
    if (decision.remaining === 'all') continue;
    if (decision.remaining.length === 0) break;
    what = narrowRound(at.preset, decision.remaining);
  }
  return { ran };
}
