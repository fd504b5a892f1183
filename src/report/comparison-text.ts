import { benchmarkLabel } from '../model/identity.js';
import type { Comparison } from '../compare/types.js';
import { formatChange, formatP, formatSpread, formatValue } from './format-number.js';
import { renderTextTable } from './text-table.js';

/** The terminal form of a comparison, close to benchstat's layout, with footnotes. */
export function renderComparisonText(c: Comparison): string {
  const notes = new Map<string, number>();
  const mark = (n: string) => {
    if (!notes.has(n)) notes.set(n, notes.size + 1);
    return `(${notes.get(n)})`;
  };
  const rows = c.rows.map((r) => [
    benchmarkLabel(r),
    r.metric ? `${r.metric} ${r.unit}` : r.unit,
    r.base
      ? `${formatValue(r.base.center, r.unit)} ${formatSpread(r.base.center, r.base.low, r.base.high)}`
      : '-',
    r.head
      ? `${formatValue(r.head.center, r.unit)} ${formatSpread(r.head.center, r.head.low, r.head.high)}`
      : '-',
    formatChange(r.change),
    formatP(r.q ?? r.p),
    `${r.verdict}${r.notes.length ? ` ${r.notes.map(mark).join('')}` : ''}`,
  ]);
  const k = c.summary.counts;
  const head = `${k.regression} regressions, ${k.improvement} improvements, ${k.unchanged} unchanged, ${k.inconclusive} inconclusive, ${k.added} added, ${k.removed} removed\n`;
  const geo = c.summary.geomeans
    .map((g) => `geomean ${g.metric ?? g.unit}: ${formatChange(g.change)} over ${g.pairs} benchmarks`)
    .join('\n');
  const footnotes = [...notes].map(([n, i]) => `(${i}) ${n}`).join('\n');
  return [
    head,
    renderTextTable(['benchmark', 'unit', 'base', 'head', 'change', 'p', 'verdict'], rows),
    geo,
    footnotes,
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}
