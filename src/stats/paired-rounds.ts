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
 * One value per side per round: the log of each side's median in the round,
 * for the rounds where both sides have a positive median (others are left
 * out, and counted out of n).
 */
export function roundValues(rounds: readonly RoundPair[]): { base: number[]; head: number[] } {
  const base: number[] = [];
  const head: number[] = [];
  for (const r of rounds) {
    if (r.base.length === 0 || r.head.length === 0) continue;
    const b = median(r.base);
    const h = median(r.head);
    if (!(b > 0 && h > 0)) continue;
    base.push(Math.log(b));
    head.push(Math.log(h));
  }
  return { base, head };
}
