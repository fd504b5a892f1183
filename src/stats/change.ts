// Relative change between two centers, the number benchstat prints as "vs base".

/**
 * head / base - 1 (0.05 for 5% more). Equal centers give 0 even when both are
 * 0 (benchstat prints "0.00%"); a zero base otherwise gives NaN (benchstat "?").
 */
export function relativeChange(base: number, head: number): number {
  if (base === head) return 0;
  if (base === 0) return Number.NaN;
  return head / base - 1;
}
