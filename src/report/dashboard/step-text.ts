// How the dashboard writes a step and a value: with the PR report's numbers
// (src/report/format-number.ts), so "0 → 10 MB" reads the same on the chart,
// in its tooltip and in the report, and a step from zero never becomes a
// percentage.

import { formatChange, formatValue } from '../format-number.js';

/** A step as the chart's label shows it: "+49.3%", or "0 B/op → 112 B/op" where a side is zero. */
export function stepText(c: { before: number; after: number; change: number; unit: string }): string {
  if (c.before === 0 || c.after === 0 || !Number.isFinite(c.change))
    return `${formatValue(c.before, c.unit)} → ${formatValue(c.after, c.unit)}`;
  return formatChange(c.change);
}

/** A step in full, for tooltips and the list of open changes: "+49.3% (100.5 ns/op → 150 ns/op)". */
export function stepDetail(c: { before: number; after: number; change: number; unit: string }): string {
  const levels = `${formatValue(c.before, c.unit)} → ${formatValue(c.after, c.unit)}`;
  const short = stepText(c);
  return short === levels ? levels : `${short} (${levels})`;
}
