import type { Comparison, ComparisonRow } from '../compare/types.js';
import { paramsBeyondName } from '../model/identity.js';
import { measureOf } from './measure.js';
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
  const rows: ComparisonRow[] = [];
  const skipped: Unprofiled[] = [];
  const planned = new Map<string, ComparisonRow>();
  for (const row of wanted) {
    // A benchmark's time and throughput rows would get the same profile: the larger change's row has it.
    const key = JSON.stringify([row.suite, row.name, row.params, row.procs, row.mode, measureOf(row.unit)]);
    const same = planned.get(key);
    if (same) skipped.push({ row, reason: `profiled with ${rowTitle(same)}` });
    else if (rows.length >= s.maxRows)
      skipped.push({
        row,
        reason: `beyond profile-max-rows (${s.maxRows}): smaller changes than the rows profiled`,
      });
    else {
      planned.set(key, row);
      rows.push(row);
    }
  }
  return { rows, skipped };
}

/** The row as the report names it: "suite name/params (unit)", params a Go name already spells out not repeated. */
export function rowTitle(r: ComparisonRow): string {
  const name = [r.name, ...paramsBeyondName(r)].join('/');
  return `${r.suite ? `${r.suite} ` : ''}${name} (${r.metric ?? r.unit})`;
}
