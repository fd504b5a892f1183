import type { ComparisonRow, SideSummary, Verdict } from '../compare/types.js';
import { formatPercent } from '../model/percent.js';
import { exceedsThreshold } from '../stats/threshold.js';
import { metricKey } from '../model/identity.js';
import type { Family } from './family.js';
import type { FootnoteIndex } from './footnotes.js';
import { formatChange, formatP, formatSide, formatSpeedup, formatValue } from './format-number.js';
import { metricLabel, metricShortLabel, type Naming } from './labels.js';
import { cell, dropEmptyColumns, type Align, type Cell, type Table } from './table-model.js';

const VERDICT_TEXT: Record<Verdict, string> = {
  regression: '❌ regression',
  improvement: '✅ improvement',
  unchanged: 'unchanged',
  inconclusive: '❔ inconclusive',
  added: '🆕 added',
  removed: '➖ removed',
};

/**
 * The mark a compact cell (matrix, secondary column) carries after its change.
 * Inconclusive rows are marked only when their change would matter, so a
 * column of 1-sample rows is not a wall of question marks.
 */
export function changeMark(row: ComparisonRow): string {
  if (row.tier === 'shadow') return '';
  switch (row.verdict) {
    case 'regression':
      return row.waived ? ' ❌ (waived)' : ' ❌';
    case 'improvement':
      return ' ✅';
    case 'inconclusive':
      return row.change !== undefined && exceedsThreshold(row.change, row.threshold) ? ' ❔' : '';
    case 'added':
      return '🆕';
    case 'removed':
      return '➖';
    case 'unchanged':
      return '';
  }
}

/** "+12.3%", or "0 → 112 B/op" when a side is zero and no relative change exists. */
function changeText(row: ComparisonRow): string {
  if (row.absoluteChange === undefined || !row.base || !row.head) return formatChange(row.change);
  const side = (v: number) => (v === 0 ? '0' : formatValue(v, row.unit));
  // The unit once, after the side that is not zero: "0 → 112 B/op", "112 B/op → 0".
  return `${side(row.base.center)} → ${side(row.head.center)}`;
}

/** "+12.3% ❌": a row's change in one short cell. */
export function compactChangeCell(row: ComparisonRow): Cell {
  const change = row.verdict === 'added' || row.verdict === 'removed' ? '' : changeText(row);
  return cell(`${change}${changeMark(row)}`, { ...sortChange(row), ...toneOf(row) });
}

/** Regressions or improvements: every metric's row, named in full. */
export function renderChangesTable(
  rows: readonly ComparisonRow[],
  naming: Naming,
  notes: FootnoteIndex,
): Table {
  const header = ['Benchmark', 'Params', 'Metric', 'Base', 'Head', 'Change', 'Speedup', 'p', 'Verdict'];
  const align: Align[] = ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'];
  const table = {
    header,
    align,
    rows: rows.map((r) => [
      cell(naming.benchmark(r)),
      cell(naming.params(r)),
      cell(metricLabel(r)),
      ...measureCells(r, notes),
    ]),
  };
  return dropEmptyColumns(table, [1]);
}

/**
 * A family's table: one row per benchmark with its primary metric in full,
 * then one compact "Δ" column per other metric (B/op, allocs/op, JMH
 * gc.alloc.rate.norm, custom units), so everything about one benchmark reads
 * on one line.
 */
export function renderFamilyTable(family: Family, naming: Naming, notes: FootnoteIndex): Table {
  const columns = secondaryColumns(family);
  const header = [
    'Benchmark',
    'Params',
    'Base',
    'Head',
    'Change',
    'Speedup',
    'p',
    'Verdict',
    ...columns.map((c) => `${c.label} Δ`),
  ];
  const align: Align[] = ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l', ...columns.map((): Align => 'r')];
  const rows = family.entries.map((e) => {
    const byKey = new Map(e.secondary.map((r) => [metricKey({ unit: r.unit, name: r.metric }), r]));
    return [
      cell(naming.withinFamily(e.primary)),
      cell(naming.params(e.primary, true)),
      ...measureCells(e.primary, notes),
      ...columns.map((c) => {
        const r = byKey.get(c.key);
        return r ? compactChangeCell(r) : cell('–');
      }),
    ];
  });
  return dropEmptyColumns({ header, align, rows }, [1]);
}

/** Base, Head, Change, Speedup, p, Verdict of one row. */
function measureCells(r: ComparisonRow, notes: FootnoteIndex): Cell[] {
  const marks = notes.mark(r.notes);
  return [
    sideCell(r.base, r),
    sideCell(r.head, r),
    cell(changeText(r), { ...sortChange(r), ...toneOf(r) }),
    cell(formatSpeedup(r.change, r.direction, r.unit), sortChange(r)),
    pCell(r),
    cell(verdictText(r), { ...(marks.length ? { notes: marks } : {}), ...toneOf(r) }),
  ];
}

/** The p-value; on a row judged on paired rounds also the smallest change it could detect ("≥2.3%"). */
function pCell(r: ComparisonRow): Cell {
  const p = r.q ?? r.p;
  const sort = p !== undefined && !Number.isNaN(p) ? { sort: p } : {};
  if (!r.paired) return cell(formatP(p), sort);
  const floor = Number.isFinite(r.paired.detectable)
    ? ` · ≥${formatPercent(Number(r.paired.detectable.toPrecision(2)))}`
    : '';
  return cell(`${formatP(p)}${floor}`, sort);
}

export function verdictText(r: ComparisonRow): string {
  // A shadow row is measured, not judged: its verdict is recorded in comparison.json only.
  if (r.tier === 'shadow') return 'shadow (not judged)';
  const base = r.tier === 'warn' ? `${VERDICT_TEXT[r.verdict]} (warn)` : VERDICT_TEXT[r.verdict];
  // Judged by mode, not by the median the Base and Head columns show (src/compare/two-humped.ts).
  const text = r.modes ? `${base} (two-humped)` : base;
  if (r.verdict === 'regression' && r.waived)
    return `${text}, waived: ${r.waived.reason} (until ${r.waived.expires})`;
  return text;
}

function sideCell(s: SideSummary | undefined, r: ComparisonRow): Cell {
  if (!s) return cell('–');
  return cell(formatSide(s, r.unit, r.paired?.exact === true), { sort: s.center });
}

function sortChange(r: ComparisonRow): Pick<Cell, 'sort'> {
  return r.change !== undefined && Number.isFinite(r.change) ? { sort: r.change } : {};
}

function toneOf(r: ComparisonRow): Pick<Cell, 'tone'> {
  if (r.verdict === 'regression') return { tone: 'bad' };
  if (r.verdict === 'improvement') return { tone: 'good' };
  return {};
}

interface SecondaryColumn {
  key: string;
  label: string;
}

/** The family's non-primary metrics, in first-seen order. */
function secondaryColumns(family: Family): SecondaryColumn[] {
  const columns = new Map<string, SecondaryColumn>();
  for (const e of family.entries) {
    for (const r of e.secondary) {
      const key = metricKey({ unit: r.unit, name: r.metric });
      if (!columns.has(key)) columns.set(key, { key, label: metricShortLabel(r) });
    }
  }
  return [...columns.values()];
}
