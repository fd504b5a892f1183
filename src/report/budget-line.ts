import type { OpenRows } from '../compare/types.js';
import { formatChange } from './format-number.js';

/**
 * The one line that says the time budget ran out with rows open, for the
 * check's title, the log and the report: "budget ran out with 3 rows open;
 * the slowest lean +7.2% (BenchmarkParse ns/op)".
 */
export function budgetLine(open: OpenRows): string {
  const rows = `${open.open} row${open.open === 1 ? '' : 's'} open`;
  if (!open.slowest) return `budget ran out with ${rows}; none leans to a regression`;
  const { label, unit, change } = open.slowest;
  const leaning = open.leaning === 1 ? '1 leans to a regression' : `${open.leaning} lean to a regression`;
  return `budget ran out with ${rows} (${leaning}); the slowest lean ${formatChange(change)} (${label} ${unit})`;
}
