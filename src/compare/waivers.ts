import { compileGlob } from './glob.js';
import { matchesBenchmark } from './policy.js';
import { summarizeComparison } from './summary.js';
import type { Comparison } from './types.js';

/** An accepted regression, reviewed in a PR: which benchmark, why, and until when. */
export interface Waiver {
  benchmark: string;
  unit?: string;
  reason: string;
  /** YYYY-MM-DD; the waiver no longer applies after this day. */
  expires: string;
}

/**
 * Marks regressions covered by a live waiver. A waived row keeps its verdict
 * (the report still shows it) but no longer fails the comparison. An expired
 * waiver is reported, never silently applied.
 */
export function applyWaivers(
  c: Comparison,
  waivers: readonly Waiver[],
  today: string,
): { comparison: Comparison; expired: Waiver[] } {
  const live = waivers.filter((w) => w.expires >= today);
  const expired = waivers.filter((w) => w.expires < today);
  const compiled = live.map((w) => ({ w, re: compileGlob(w.benchmark) }));
  const rows = c.rows.map((row) => {
    if (row.verdict !== 'regression') return row;
    const hit = compiled.find(({ w, re }) => (!w.unit || w.unit === row.unit) && matchesBenchmark(re, row));
    return hit ? { ...row, waived: { reason: hit.w.reason, expires: hit.w.expires } } : row;
  });
  return { comparison: { ...c, rows, summary: summarizeComparison(rows, c.policy) }, expired };
}
