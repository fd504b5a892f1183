// The round as the unit of evidence: one value per side per round. Samples
// taken in one process in one round share its state (JIT, memory layout, a
// neighbour's load) and are not independent, so they are summarized by their
// median before any test; the round's base and head share the machine's
// state of that moment, so they are judged as a pair (within-round-rank.ts).

import { median } from './sample.js';

/** One interleaved round: the samples of each side, as measured. */
export interface RoundPair {
  base: readonly number[];
  head: readonly number[];
}

export interface PairedSummary {
  /** Rounds with a usable value on both sides. */
  n: number;
  /** The change on the log scale: the change is exp(mean) - 1. */
  mean: number;
  /** Its standard error (NaN below 2 rounds). */
  se: number;
  /** Degrees of freedom of the spread's estimate. */
  df: number;
  /** Spread of one round, se·√n: what projections to more rounds divide by √N. */
  sd: number;
}

/**
 * One value per side per round: each side's median in the round on the log
 * scale, for the rounds where both sides have a positive median (others are
 * left out, and counted out of n).
 * The median is taken of the logs (of an even count, the geometric mean of
 * the two middle values), so that a row and its reciprocal (Criterion's
 * time per iteration and its throughput, B/s = bytes / time) get exactly
 * opposite values: the same p and mirrored intervals. The median of the values
 * themselves (their arithmetic midpoint) gave the two rows slightly
 * different rounds (docs/statistics.md, "The unit of evidence is the round").
 */
export function roundValues(rounds: readonly RoundPair[]): { base: number[]; head: number[] } {
  const base: number[] = [];
  const head: number[] = [];
  for (const r of rounds) {
    if (r.base.length === 0 || r.head.length === 0) continue;
    const b = logMedian(r.base);
    const h = logMedian(r.head);
    if (!(Number.isFinite(b) && Number.isFinite(h))) continue;
    base.push(b);
    head.push(h);
  }
  return { base, head };
}

/**
 * The median of the logs; of a round with a zero or less among its values,
 * the log of the median, which is not finite where the median is not positive.
 */
function logMedian(values: readonly number[]): number {
  return values.every((v) => v > 0) ? median(values.map(Math.log)) : Math.log(median(values));
}
