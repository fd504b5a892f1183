// Rows whose samples fall in two modes (src/stats/modes.ts) are judged by
// mode: each mode's median, and the share of samples in the slow mode, with
// its own interval; the row's change is that of the mean the modes and shares
// imply, not of a median that jumps between the modes (docs/statistics.md,
// "Two-humped rows").

import { formatPercent } from '../model/percent.js';
import { findModes, type ModeSplit } from '../stats/modes.js';
import { exceedsThreshold } from '../stats/threshold.js';
import { normalQuantile } from '../stats/normal.js';
import { shareDifference, wilsonInterval } from '../stats/proportion.js';
import type { ComparisonRow, ModeJudgement, ModeSide, Verdict } from './types.js';

/**
 * Judges the row by mode when either side's samples are two-humped with modes
 * further apart than its threshold; returns whether it did. The row's test,
 * p and q give way to the share's interval: the mode rule bounds its own
 * error at alpha and stays out of the false discovery rate correction.
 */
export function judgeTwoHumped(
  row: ComparisonRow,
  base: readonly number[],
  head: readonly number[],
  alpha: number,
): boolean {
  const split = twoHumpedSplit(row, base, head);
  if (!split) return false;
  const z = normalQuantile(1 - alpha / 2);
  const slowAbove = row.direction !== 'bigger';
  const isSlow = (v: number) => (slowAbove ? v > split.cut : v < split.cut);
  const b = sideOf(base, isSlow, z);
  const h = sideOf(head, isSlow, z);
  const k = (s: readonly number[]) => s.filter(isSlow).length;
  const d = shareDifference(k(head), head.length, k(base), base.length, z);
  const modes: ModeJudgement = {
    cut: split.cut,
    statistic: split.statistic,
    base: b.side,
    head: h.side,
    shareChange: d,
  };
  if (b.side.fast !== undefined && h.side.fast !== undefined)
    modes.fastChange = h.side.fast / b.side.fast - 1;
  if (b.side.slow !== undefined && h.side.slow !== undefined)
    modes.slowChange = h.side.slow / b.side.slow - 1;
  // A side without one of the modes takes the other side's median of it: its share there is 0.
  const fast = [b.side.fast ?? h.side.fast!, h.side.fast ?? b.side.fast!];
  const slow = [b.side.slow ?? h.side.slow!, h.side.slow ?? b.side.slow!];
  const mean = (i: number, p: number) => (1 - p) * fast[i]! + p * slow[i]!;
  row.change = mean(1, d.estimate + b.side.slowShare.estimate) / mean(0, b.side.slowShare.estimate) - 1;
  row.modes = modes;
  delete row.p;
  delete row.q;
  delete row.test;
  row.verdict = verdictByModes(row, modes);
  row.notes.unshift(modesNote(row, modes, alpha));
  return true;
}

/** The split of the side whose modes are clearer, when either side is two-humped with modes past the row's threshold. */
export function twoHumpedSplit(
  row: Pick<ComparisonRow, 'threshold'>,
  base: readonly number[],
  head: readonly number[],
): ModeSplit | undefined {
  return clearer(findModes(base, row.threshold), findModes(head, row.threshold));
}

function clearer(a: ModeSplit | undefined, b: ModeSplit | undefined): ModeSplit | undefined {
  if (!a || !b) return a ?? b;
  return a.statistic >= b.statistic ? a : b;
}

function sideOf(samples: readonly number[], isSlow: (v: number) => boolean, z: number): { side: ModeSide } {
  const slow = samples.filter(isSlow);
  const fast = samples.filter((v) => !isSlow(v));
  const side: ModeSide = { n: samples.length, slowShare: wilsonInterval(slow.length, samples.length, z) };
  if (fast.length) side.fast = medianOf(fast);
  if (slow.length) side.slow = medianOf(slow);
  return { side };
}

/**
 * A regression (improvement) when the slow share moved beyond its interval
 * and the implied change is past the threshold the worse (better) way;
 * unchanged when the share held, both modes stayed within the threshold and
 * so did the implied change; else inconclusive. A mode that moved past the
 * threshold while the share held is inconclusive, not a regression: a mode's
 * median carries no interval here.
 */
function verdictByModes(row: ComparisonRow, m: ModeJudgement): Verdict {
  const worse = (c: number) => (row.direction === 'bigger' ? -c : c);
  const shareMoved = m.shareChange.low > 0 || m.shareChange.high < 0;
  const beyond = (c: number | undefined) => c !== undefined && exceedsThreshold(c, row.threshold);
  const change = row.change!;
  if (shareMoved && beyond(change)) return worse(change) > 0 ? 'regression' : 'improvement';
  if (!shareMoved && !beyond(change) && !beyond(m.fastChange) && !beyond(m.slowChange)) return 'unchanged';
  return 'inconclusive';
}

function modesNote(row: ComparisonRow, m: ModeJudgement, alpha: number): string {
  const pct = (v: number) => formatPercent(Math.round(v * 1000) / 1000);
  const points = (v: number) => `${v >= 0 ? '+' : '−'}${Math.round(Math.abs(v) * 100)}`;
  const moves = [
    m.fastChange !== undefined ? `fast mode ${signed(m.fastChange)}` : '',
    m.slowChange !== undefined ? `slow mode ${signed(m.slowChange)}` : '',
  ].filter(Boolean);
  return (
    `two-humped: the samples fall in two modes (split at ${formatCut(m.cut)} ${row.unit}), so the row is judged by mode, not by its median: ` +
    `slow mode in ${pct(m.base.slowShare.estimate)} of base and ${pct(m.head.slowShare.estimate)} of head ` +
    `(${points(m.shareChange.estimate)} points, ${formatPercent(1 - alpha)} CI ${points(m.shareChange.low)} to ${points(m.shareChange.high)})` +
    (moves.length ? `; ${moves.join(', ')}` : '')
  );
}

function signed(c: number): string {
  return `${c >= 0 ? '+' : '−'}${formatPercent(Math.round(Math.abs(c) * 1000) / 1000)}`;
}

/** The one line an inconclusive paired row whose samples fall in two modes gets when the policy does not judge it by mode. */
export function twoHumpedHint(cut: number, unit: string): string {
  return `two-humped: the samples fall in two modes (split at ${formatCut(cut)} ${unit}), which keeps the paired rule from settling it; two-humped-rounds: true in the repository config judges such rows by mode`;
}

function formatCut(v: number): string {
  return String(Number(v.toPrecision(3)));
}

function medianOf(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  return (s[Math.floor(mid)]! + s[Math.ceil(mid)]!) / 2;
}
