// Two-humped rows judged on paired rounds (the sequential design). A JMH row
// gives one value per fork, one fork per round, and each fork lands in one
// of two JIT modes: the per-round ratios jump between 1/g, 1 and g, and the
// paired rule, which sees that as noise, stops the row as too noisy, or
// flags it and then sees its confirmation rounds draw other modes. Such a
// row is judged by mode as a pooled row is (src/compare/two-humped.ts), but
// only then, and only when it costs little (docs/statistics.md, "Two-humped
// rows on paired rounds"):
//
// - only a row the paired rule left inconclusive (futile, at max-rounds, or
//   a flag its confirmation rounds did not confirm): its regressions and
//   unchanged verdicts, with their error bounds and confirmation, stand. A
//   flag is the sequential test's crossing at the look it was made; a row
//   run on past it is judged again at later looks, where the crossing need
//   not hold (in simulation that lost 2 points of +10% slowdowns under a
//   noisy neighbour, whose episodes look like modes);
// - a futile row runs on, up to MODE_LOOK_SAMPLES a side, only when its
//   samples so far already fall in two modes (the pre-screen: the gap
//   criterion of src/stats/modes.ts from the futility rule's first look), so
//   rows that are merely noisy stop where they did; no round runs after the
//   confirmation rounds, so an unconfirmed flag is judged by mode only when
//   it already has MODE_LOOK_SAMPLES a side;
// - two levels in a side's samples can also be a level that moved during the
//   run (a machine that got busy halfway), which is what pairing by round is
//   for. A slow path taken at random switches mode from run to run: with k of
//   n samples in one mode, 2k(n − k)/n switches are expected in round order,
//   a level that moved switches once per move. A side's split counts only
//   when its samples switch modes at least max(2, half the expected number).

import type { Metric } from '../model/results.js';
import { findModes, MODE_RULE, type ModeSplit } from '../stats/modes.js';
import { DEFAULT_SEQUENTIAL } from '../stats/sequential.js';
import type { PairedDecision } from './types.js';

/** Fewest switches between the modes, in round order, for a split to be modes rather than a level in time. */
export const MIN_MODE_SWITCHES = 2;

/**
 * Samples a side has when a row on paired rounds is judged by mode.
 * Note: twice the mode test's least, because at 10 a slow share of 30%
 * leaves fewer than the 3 samples a mode needs 38% of the time.
 */
export const MODE_LOOK_SAMPLES = 2 * MODE_RULE.minSamples;

/** The pre-screen looks from the futility rule's first look on (one sample a round, as JMH forks and Go's sequential rounds give). */
export const MODE_SCREEN_SAMPLES = DEFAULT_SEQUENTIAL.futility!.fromRound;

/**
 * What becomes of a row the paired rule decided: 'paired' keeps the rule's
 * decision; 'look' runs the row on (it is futile, its samples so far fall in
 * two modes and rounds are left); 'judge' judges it by mode.
 */
export type ModesRoute = 'paired' | 'look' | 'judge';

export function routeByModes(
  row: { threshold: number },
  d: PairedDecision,
  sides: { base: Metric; head: Metric },
  maxRounds: number,
): ModesRoute {
  if (d.state !== 'inconclusive') return 'paired';
  const n = Math.min(sides.base.samples.length, sides.head.samples.length);
  const last = n >= MODE_LOOK_SAMPLES || d.rounds >= maxRounds;
  if (last) return twoHumpedRoundsSplit(row, sides.base, sides.head) ? 'judge' : 'paired';
  // No round runs after the confirmation rounds but a reopened row's, which the paired rule judges to the end.
  if (d.confirmationRounds !== undefined || d.reopened) return 'paired';
  return twoHumpedRoundsSplit(row, sides.base, sides.head, MODE_SCREEN_SAMPLES) ? 'look' : 'paired';
}

/**
 * The split of the first side of a row judged on paired rounds whose samples
 * are two-humped with the modes mixed in time; undefined when neither is, or
 * the samples do not carry their rounds. `minSamples` below the mode test's least
 * is the pre-screen's.
 */
export function twoHumpedRoundsSplit(
  row: { threshold: number },
  base: Metric,
  head: Metric,
  minSamples: number = MODE_RULE.minSamples,
): ModeSplit | undefined {
  for (const m of [base, head]) {
    const split = findModes(m.samples, row.threshold, minSamples);
    if (split && m.rounds && switchesEnough(inRoundOrder(m), split.cut)) return split;
  }
  return undefined;
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
