// Whether the time budget allows another round at all. Which benchmarks the
// next round runs is src/pipeline/sequential-rounds.ts's (isOpenRow).

/**
 * Whether to start another round: only if the last round's duration still
 * fits in what is left of the budget. A round can take longer than the last
 * one, so a run overruns its budget by less than one round, never more.
 * No budget (Infinity) always allows; before any round (lastRoundMs NaN) a
 * round starts while time is left.
 */
export function shouldRunAnotherRound(elapsedMs: number, budgetMs: number, lastRoundMs: number): boolean {
  if (budgetMs === Infinity) return true;
  if (Number.isNaN(lastRoundMs)) return elapsedMs < budgetMs;
  return elapsedMs + lastRoundMs <= budgetMs;
}
