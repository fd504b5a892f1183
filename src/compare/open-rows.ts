import { benchmarkLabel } from '../model/identity.js';
import type { Comparison, ComparisonRow, OpenRows } from './types.js';

/**
 * Still open at the end: a row the report does not settle (inconclusive, not
 * shadow) that more rounds could settle. A paired row whose rule gave up as
 * too noisy (state inconclusive) is settled; a pooled row is open.
 */
export function isLeftOpen(row: ComparisonRow): boolean {
  if (row.verdict !== 'inconclusive' || row.tier === 'shadow') return false;
  // A futile row looking for modes (src/compare/two-humped-rounds.ts) would be judged by mode with more rounds.
  return row.paired ? row.paired.state === 'open' || row.paired.lookingForModes === true : true;
}

/** How far the row's change goes in its worse direction, as a log ratio; 0 or less when it does not lean to a regression. */
export function leanToRegression(row: Pick<ComparisonRow, 'change' | 'direction'>): number {
  const c = row.change;
  if (c === undefined || Number.isNaN(c) || c <= -1) return 0;
  const log = Math.log1p(c);
  return row.direction === 'bigger' ? -log : log;
}

export function summarizeOpenRows(rows: readonly ComparisonRow[]): OpenRows {
  const open = rows.filter(isLeftOpen);
  const leaning = open.filter((r) => leanToRegression(r) > 0);
  const summary: OpenRows = { open: open.length, leaning: leaning.length };
  const slowest = leaning.reduce<ComparisonRow | undefined>(
    (best, r) => (best === undefined || leanToRegression(r) > leanToRegression(best) ? r : best),
    undefined,
  );
  if (slowest)
    summary.slowest = { label: benchmarkLabel(slowest), unit: slowest.unit, change: slowest.change! };
  return summary;
}

/**
 * Records on the comparison that the time budget ran out, and keeps a run with
 * open rows that lean to a regression from passing: its verdict becomes
 * inconclusive (the check neutral). A regression, an incomplete run and one
 * with warnings keep their verdict, which already keeps the check from success.
 */
export function markBudgetRanOut(c: Comparison): OpenRows {
  const open = summarizeOpenRows(c.rows);
  c.summary.budget = open;
  if (open.leaning > 0 && c.summary.verdict === 'pass') c.summary.verdict = 'inconclusive';
  return open;
}

/**
 * What the run knows, besides the rows, about which of them matter most; each
 * part absent when the run has no source for it, and then it orders nothing.
 */
export interface RowPriority {
  /** Whether the change can affect the row (the selection's units, when the selection ran). */
  affected?: (row: ComparisonRow) => boolean;
  /** Whether the history store shows the row's benchmark as unstable (noisier than its threshold). */
  unstable?: (row: ComparisonRow) => boolean;
}

/**
 * The order in which open benchmarks get the last of a budget: rows the
 * change can affect before the others, then those leaning furthest to a
 * regression, then, among equals, those the history shows as unstable, then
 * the least settled (the widest interval), so a round that cannot hold every
 * open benchmark runs the ones most likely to matter.
 */
export function rankOpenRows(rows: readonly ComparisonRow[], priority: RowPriority = {}): ComparisonRow[] {
  const width = (r: ComparisonRow) =>
    r.paired ? r.paired.high - r.paired.low : r.head && r.base ? spread(r.head) + spread(r.base) : Infinity;
  const first = (test: ((r: ComparisonRow) => boolean) | undefined, a: ComparisonRow, b: ComparisonRow) =>
    test ? Number(test(b)) - Number(test(a)) : 0;
  return rows
    .filter((r) => r.primary && isLeftOpen(r))
    .sort(
      (a, b) =>
        first(priority.affected, a, b) ||
        leanToRegression(b) - leanToRegression(a) ||
        first(priority.unstable, a, b) ||
        width(b) - width(a),
    );
}

function spread(s: { center: number; low: number; high: number }): number {
  return s.center > 0 ? (s.high - s.low) / s.center : Infinity;
}
