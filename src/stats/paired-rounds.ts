// The round as the unit of evidence: one paired statistic per round of head
// against base. Samples taken in one process in one round share its state
// (JIT, memory layout, a neighbour's load) and are not independent; the
// round's base and head share the machine's state of that moment, so their
// ratio cancels slow drift and load that lasts the whole round.

import { median } from './sample.js';

/** One interleaved round: the samples of each side, as measured. */
export interface RoundPair {
  base: readonly number[];
  head: readonly number[];
}

/** log(median(head) / median(base)) of one round; NaN when a side has no positive median. */
export function roundLogRatio(round: RoundPair): number {
  if (round.base.length === 0 || round.head.length === 0) return Number.NaN;
  const b = median(round.base);
  const h = median(round.head);
  if (!(b > 0 && h > 0)) return Number.NaN;
  return Math.log(h / b);
}

export interface PairedSummary {
  /** Rounds with a usable ratio. */
  n: number;
  /** Mean of the per-round log ratios: the change is exp(mean) - 1. */
  mean: number;
  /** Sample standard deviation of the per-round log ratios (NaN below 2 rounds). */
  sd: number;
}

/** Mean and spread of the per-round log ratios (rounds without a ratio are left out, and counted out of n). */
export function summarizeRounds(rounds: readonly RoundPair[]): PairedSummary {
  const d: number[] = [];
  for (const r of rounds) {
    const x = roundLogRatio(r);
    if (!Number.isNaN(x)) d.push(x);
  }
  const n = d.length;
  if (n === 0) return { n, mean: Number.NaN, sd: Number.NaN };
  let mean = 0;
  for (const x of d) mean += x;
  mean /= n;
  if (n < 2) return { n, mean, sd: Number.NaN };
  let ss = 0;
  for (const x of d) ss += (x - mean) * (x - mean);
  return { n, mean, sd: Math.sqrt(ss / (n - 1)) };
}
