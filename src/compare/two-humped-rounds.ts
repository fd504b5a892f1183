// Two-humped rows judged on paired rounds (the sequential design): the same
// gap criterion (src/stats/modes.ts) on each side's samples pooled across the
// rounds, with one more condition, because two levels in a side's pooled
// samples can also be a level that moved over the run (a machine that got
// busier halfway, a head that changed speed), and that is what pairing by
// round is for. A benchmark whose runs take a slow path now and then switches
// between its modes from run to run at random: with k of n samples in one
// mode, 2k(n − k)/n switches are expected in the order the samples were
// measured; a level that moved in time switches once per move. So a side's
// split counts only when its samples, in round order, switch modes at least
// max(2, half the expected number) times (docs/statistics.md, "Two-humped rows").

import type { Metric } from '../model/results.js';
import { findModes, type ModeSplit } from '../stats/modes.js';
import { twoHumpedSplit } from './two-humped.js';

/** Fewest switches between the modes, in round order, for a split to be modes rather than a level in time. */
export const MIN_MODE_SWITCHES = 2;

/**
 * The split of a row judged on paired rounds when a side's samples are
 * two-humped with the modes mixed in time; undefined when neither is, or the
 * samples do not carry their rounds.
 */
export function twoHumpedRoundsSplit(
  row: { threshold: number },
  base: Metric,
  head: Metric,
): ModeSplit | undefined {
  const mixed = [base, head].some((m) => {
    const split = findModes(m.samples, row.threshold);
    return split !== undefined && m.rounds !== undefined && switchesEnough(inRoundOrder(m), split.cut);
  });
  return mixed ? twoHumpedSplit(row, base.samples, head.samples) : undefined;
}

/** Whether the samples switch between the modes often enough for draws at random, not a level in time. */
export function switchesEnough(ordered: readonly number[], cut: number): boolean {
  const n = ordered.length;
  const k = ordered.filter((v) => v > cut).length;
  let switches = 0;
  for (let i = 1; i < n; i++) if (ordered[i]! > cut !== ordered[i - 1]! > cut) switches++;
  const expected = (2 * k * (n - k)) / n;
  return switches >= Math.max(MIN_MODE_SWITCHES, Math.ceil(expected / 2));
}

/** The samples in the order of their rounds (stable within a round: a round's -count runs in order). */
function inRoundOrder(m: Metric): number[] {
  const rounds = m.rounds!;
  return m.samples
    .map((v, i) => ({ v, r: rounds[i]!, i }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((s) => s.v);
}
