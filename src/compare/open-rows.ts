import { benchmarkLabel } from '../model/identity.js';
import type { Comparison, ComparisonRow, OpenRows } from './types.js';

/**
 * Still open at the end: a row the report does not settle (inconclusive, not
 * shadow) that more rounds could settle. A paired row whose rule gave up as
 * too noisy (state inconclusive) is settled; a pooled row is open.
 */
export function isLeftOpen(row: ComparisonRow): boolean {
  if (row.verdict !== 'inconclusive' || row.tier === 'shadow') return false;
  return row.paired ? row.paired.state === 'open' : true;
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
 * The order in which open benchmarks get the last of a budget: those leaning
 * furthest to a regression first, then the least settled (the widest
 * interval), so a round that cannot hold every open benchmark runs the ones
 * most likely to matter.
 */
export function rankOpenRows(rows: readonly ComparisonRow[]): ComparisonRow[] {
  const width = (r: ComparisonRow) =>
    r.paired ? r.paired.high - r.paired.low : r.head && r.base ? spread(r.head) + spread(r.base) : Infinity;
  return rows
    .filter((r) => r.primary && isLeftOpen(r))
    .sort((a, b) => leanToRegression(b) - leanToRegression(a) || width(b) - width(a));
}

function spread(s: { center: number; low: number; high: number }): number {
  return s.center > 0 ? (s.high - s.low) / s.center : Infinity;
}
