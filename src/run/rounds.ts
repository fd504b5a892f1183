import { DEFAULTS } from '../config/defaults.js';

export type Side = 'base' | 'head';

/** Rounds per side by default: see DEFAULTS.rounds for why 20. */
export const DEFAULT_ROUNDS = DEFAULTS.rounds;

/**
 * The order of sides in each round: base, head, head, base, base, head, …
 * Alternating (ABBA) cancels linear drift — thermal throttling, a neighbour
 * warming up, the page cache filling — between the sides.
 */
export function roundOrder(round: number, sides: readonly Side[]): Side[] {
  if (sides.length < 2) return [...sides];
  return round % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
}

/** "1m05s", "42s", "2h03m". */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** Estimates what is left from the average of the runs so far. */
export function estimateRemaining(doneRuns: number, totalRuns: number, elapsedMs: number): number {
  if (doneRuns === 0) return Number.NaN;
  return (elapsedMs / doneRuns) * (totalRuns - doneRuns);
}
