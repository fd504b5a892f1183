export type Side = 'base' | 'head';

/**
 * The order of sides in each round: base, head, head, base, base, head, …
 * Alternating (ABBA) cancels linear drift — thermal throttling, a neighbour
 * warming up, the page cache filling — between the sides.
 */
export function roundOrder(round: number, sides: readonly Side[]): Side[] {
  if (sides.length < 2) return [...sides];
  return round % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
}

/** Estimates what is left from the average of the runs so far. */
export function estimateRemaining(doneRuns: number, totalRuns: number, elapsedMs: number): number {
  if (doneRuns === 0) return Number.NaN;
  return (elapsedMs / doneRuns) * (totalRuns - doneRuns);
}
