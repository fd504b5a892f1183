// How the dashboard writes a step: as the PR report and the change issues
// write it (src/report/format-number.ts formatStep, sizes as formatLevel
// scales them), so "0 → 112 B/op" reads
// the same on the chart, in its tooltip and in the issue, and a step from
// zero never becomes a percentage.

import { formatLevel, formatStep } from '../format-number.js';

/** A step as the chart's label shows it: "+49.3%", or "0 → 112 B/op" where a side is zero. */
export function stepText(c: { before: number; after: number; unit: string }): string {
  return formatStep(c.before, c.after, c.unit);
}

/** A step in full, for tooltips and the list of open changes: "+49.3% (100.5 ns/op → 150 ns/op)". */
export function stepDetail(c: { before: number; after: number; unit: string }): string {
  const short = stepText(c);
  if (c.before === 0 || c.after === 0) return short;
  return `${short} (${formatLevel(c.before, c.unit)} → ${formatLevel(c.after, c.unit)})`;
}
