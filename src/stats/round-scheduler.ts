// Which benchmarks the next round runs, and whether the time budget allows
// another round at all.

import type { RowDecision } from './sequential.js';

/**
 * Benchmarks that still need rounds, in first-seen order: a benchmark is
 * open while any of its primary-metric rows is open. Secondary rows (B/op,
 * allocs/op, gc.*) never keep a benchmark running on their own; they are
 * judged on the rounds the primary rows needed.
 */
export function openBenchmarks(decisions: readonly RowDecision[]): string[] {
  const open = new Set<string>();
  for (const d of decisions) if (d.primary && d.state === 'open') open.add(d.benchmark);
  return [...open];
}

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
