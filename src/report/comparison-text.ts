import { coverageLines, incompleteLine } from './coverage-lines.js';
import { benchmarkLabel } from '../model/identity.js';
import type { Comparison, ComparisonRow } from '../compare/types.js';
import { formatChange, formatP, formatSide, formatValue } from './format-number.js';
import { renderTextTable } from './aligned-text.js';

/** The terminal form of a comparison, close to benchstat's layout, with footnotes. */
export function renderComparisonText(c: Comparison): string {
  // Each note's mark, "(1)", in order of first appearance.
  const marks = new Map<string, string>();
  const mark = (n: string) => {
    let m = marks.get(n);
    if (m === undefined) marks.set(n, (m = `(${marks.size + 1})`));
    return m;
  };
  const labelOf = benchmarkLabeller();
  const rows = c.rows.map((r) => [
    labelOf(r),
    r.metric ? `${r.metric} ${r.unit}` : r.unit,
    r.base ? formatSide(r.base, r.unit, r.paired?.exact === true) : '-',
    r.head ? formatSide(r.head, r.unit, r.paired?.exact === true) : '-',
    r.absoluteChange !== undefined
      ? `${r.absoluteChange > 0 ? '+' : '−'}${formatValue(Math.abs(r.absoluteChange), r.unit)}`
      : formatChange(r.change),
    formatP(r.q ?? r.p),
    r.notes.length
      ? `${r.verdict} ${r.notes.length === 1 ? mark(r.notes[0]!) : r.notes.map(mark).join('')}`
      : r.verdict,
  ]);
  const k = c.summary.counts;
  const head = `${k.regression} regressions, ${k.improvement} improvements, ${k.unchanged} unchanged, ${k.inconclusive} inconclusive, ${k.added} added, ${k.removed} removed\n`;
  const geo = c.summary.geomeans
    .map((g) => `geomean ${g.metric ?? g.unit}: ${formatChange(g.change)} over ${g.pairs} benchmarks`)
    .join('\n');
  const footnotes = [...marks].map(([n, m]) => `${m} ${n}`).join('\n');
  const unseen = coverageLines(c.summary.coverage);
  const incomplete = c.summary.verdict === 'incomplete' ? `${incompleteLine(c.summary.coverage)}\n` : '';
  return [
    incomplete + head,
    unseen.map((l) => `  ${l}`).join('\n'),
    renderTextTable(['benchmark', 'unit', 'base', 'head', 'change', 'p', 'verdict'], rows),
    geo,
    footnotes,
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/**
 * benchmarkLabel, computed once per benchmark: a benchmark's metric rows come
 * one after another and share its params object.
 */
function benchmarkLabeller(): (r: ComparisonRow) => string {
  let last: ComparisonRow | undefined;
  let label = '';
  return (r) => {
    const same =
      last !== undefined &&
      r.params === last.params &&
      r.name === last.name &&
      r.suite === last.suite &&
      r.procs === last.procs &&
      r.mode === last.mode;
    if (!same) label = benchmarkLabel(r);
    last = r;
    return label;
  };
}
