// Where a change counts: the threshold's edges, in one place for the fixed
// design's verdict, the sequential rule, the exact rows, the two-humped rows
// and the report's marks.

/**
 * The threshold's two edges as changes: a factor of 1 + threshold either
 * way, so +5% and −4.76% (1/1.05 − 1) at 5%. Why a factor and not ±5%: a
 * row and its reciprocal twin (Criterion's ns and B/s of one benchmark, from
 * the same rounds) must get the same verdict, and +5% in time is −4.76% in
 * throughput. On the log scale, where the rule works, the band is ±ln 1.05
 * (docs/statistics.md, "The threshold is a factor").
 */
export function thresholdEdges(threshold: number): { low: number; high: number } {
  return { low: -threshold / (1 + threshold), high: threshold };
}

/**
 * How far past an edge a change must be to count: rounding room, far below
 * any change anyone measures. A change of two counts exactly at the edge
 * computes past it by an ulp (21/20 − 1 is 0.050000000000000044).
 */
const ROUNDING = 1e-12;

/**
 * Whether a change counts: strictly beyond an edge (a 5.0% change against 5%
 * does not, nor does −4.76%, nor 20 → 21 allocations).
 */
export function exceedsThreshold(change: number, threshold: number): boolean {
  const edges = thresholdEdges(threshold);
  return change - edges.high > ROUNDING || edges.low - change > ROUNDING;
}

/** Whether an interval of changes lies strictly inside the edges: the claim "unchanged". */
export function insideThreshold(low: number, high: number, threshold: number): boolean {
  const edges = thresholdEdges(threshold);
  return low > edges.low && high < edges.high;
}
