import type { Comparison, ComparisonRow } from '../compare/types.js';
import { paramsBeyondName } from '../model/identity.js';
import { isPerOperationAllocation, measureOf } from './measure.js';
import type { ProfileSettings } from './settings.js';

/** A row that gets no profile, and why (said in the report). */
export interface Unprofiled {
  row: ComparisonRow;
  reason: string;
}

export interface ProfilePlan {
  /** In the order profiled: the largest regressions first, then (on request) the largest improvements. */
  rows: ComparisonRow[];
  skipped: Unprofiled[];
}

/**
 * Which rows are profiled: the regressions the report judges (no waiver, not
 * shadow), largest change first, and, with `improvements`, the improvements
 * after them; at most maxRows. The rest are listed with the reason. With
 * `only`, the rows it names instead of the regressions (a bisection's culprit:
 * the rows it explains, whatever one probe's verdict on them was).
 */
export function planProfiles(
  c: Comparison,
  s: ProfileSettings,
  only?: (row: ComparisonRow) => boolean,
): ProfilePlan {
  const judged = (r: ComparisonRow) => !r.waived && r.tier !== 'shadow';
  const byChange = (a: ComparisonRow, b: ComparisonRow) => Math.abs(b.change ?? 0) - Math.abs(a.change ?? 0);
  const wanted = only
    ? c.rows.filter(only).sort(byChange)
    : [
        ...c.rows.filter((r) => r.verdict === 'regression' && judged(r)).sort(byChange),
        ...(s.improvements
          ? c.rows.filter((r) => r.verdict === 'improvement' && judged(r)).sort(byChange)
          : []),
      ];
  const keyOf = (row: ComparisonRow) =>
    JSON.stringify([row.suite, row.name, row.params, row.procs, row.mode, measureOf(row)]);
  // A benchmark's rows of one measure get the same profile (time and throughput; JMH's gc rows), taken once
  // under a carrier: the row in bytes or objects per operation where there is one, which scales the profile's
  // shares to its unit, or else the row of the largest change.
  const carriers = new Map<string, ComparisonRow>();
  for (const row of wanted) {
    const key = keyOf(row);
    const carrier = carriers.get(key);
    if (!carrier || (isPerOperationAllocation(row) && !isPerOperationAllocation(carrier)))
      carriers.set(key, row);
  }
  const rows: ComparisonRow[] = [];
  const skipped: Unprofiled[] = [];
  // Per group, whether it is profiled (true) or beyond maxRows (false), decided where its largest change is met.
  const placed = new Map<string, boolean>();
  for (const row of wanted) {
    const key = keyOf(row);
    const carrier = carriers.get(key)!;
    if (!placed.has(key)) {
      placed.set(key, rows.length < s.maxRows);
      if (placed.get(key)) rows.push(carrier);
    }
    if (!placed.get(key))
      skipped.push({
        row,
        reason: `beyond profile-max-rows (${s.maxRows}): smaller changes than the rows profiled`,
      });
    else if (row !== carrier) skipped.push({ row, reason: `profiled with ${rowTitle(carrier)}` });
  }
  return { rows, skipped };
}

/** The row as the report names it: "suite name/params (unit)", params a Go name already spells out not repeated. */
export function rowTitle(r: ComparisonRow): string {
  const name = [r.name, ...paramsBeyondName(r)].join('/');
  return `${r.suite ? `${r.suite} ` : ''}${name} (${r.metric ?? r.unit})`;
}
