import type { ComparisonRow } from '../compare/types.js';
import { metricKey } from '../model/identity.js';
import type { BenchmarkEntry, Family } from './family.js';
import { metricLabel } from './labels.js';
import { chooseAxes, sortValues, type Dimension, type MatrixAxes } from './matrix-axes.js';
import { compactChangeCell } from './verdict-tables.js';
import { cell, type Align, type Table } from './table-model.js';

/** One line of a matrix: the down parameters' values and a row per across value. */
export interface GridLine {
  /** Values of the down parameters, in `down` order. */
  down: string[];
  cells: (ComparisonRow | undefined)[];
}

export interface GridSection {
  /** "blk=2MB · fill=25", or "" for a family with a single matrix. */
  title: string;
  lines: GridLine[];
}

/** A family's changes laid out by two of its parameters: the data of a matrix table and of a line chart. */
export interface Grid {
  /** "ns/op" or "gc.alloc.rate.norm (B/op)". */
  metric: string;
  axes: MatrixAxes;
  sections: GridSection[];
}

/** Matrices per family: the primary metric and up to this many others that changed. */
const MAX_METRICS = 4;

/**
 * The matrices of a family with two or more varying parameters: one for its
 * primary metric, and one for each other metric with a regression or an
 * improvement. Empty when the family has fewer than two varying parameters
 * or when two benchmarks share a cell (the parameters do not identify them).
 */
export function buildGrids(family: Family): Grid[] {
  const dims = dimensionsOf(family);
  if (!dims) return [];
  const axes = chooseAxes(dims.list);
  if (!axes) return [];
  const metrics = metricsToShow(family);
  return metrics.map(({ key, label }) => ({
    metric: label,
    axes,
    sections: layoutSections(family.entries, dims.valuesOf, axes, key),
  }));
}

/** A grid as a table: the down parameters as leading columns, one column per across value. */
export function gridTable(grid: Grid, section: GridSection): Table {
  const { across, down } = grid.axes;
  return {
    header: [...down.map((d) => d.name), ...across.values.map((v) => `${across.name}=${v}`)],
    align: [...down.map((): Align => 'l'), ...across.values.map((): Align => 'r')],
    rows: section.lines.map((line) => [
      ...line.down.map((v) => cell(v)),
      ...line.cells.map((r) => (r ? compactChangeCell(r) : cell('–'))),
    ]),
  };
}

type ValuesOf = (e: BenchmarkEntry) => Map<string, string>;

/**
 * The family's dimensions: its params, plus procs where it varies (Go -cpu
 * 1,2,4 is a scaling axis like any other; JMH modes are separate families).
 * Undefined when some benchmark lacks a dimension or two benchmarks would
 * share a cell.
 */
function dimensionsOf(family: Family): { list: Dimension[]; valuesOf: ValuesOf } | undefined {
  const entries = family.entries;
  const free = (name: string) => !entries.some((e) => name in e.primary.params);
  const procsVary = new Set(entries.map((e) => e.primary.procs)).size > 1 && free('procs');
  const byName = family.byName && free('benchmark');
  const valuesOf: ValuesOf = (e) => {
    const m = new Map<string, string>();
    if (byName) m.set('benchmark', e.primary.name);
    for (const [k, v] of Object.entries(e.primary.params)) m.set(k, v);
    if (procsVary && e.primary.procs !== undefined) m.set('procs', String(e.primary.procs));
    return m;
  };
  const seen = new Map<string, string[]>();
  const cells = new Set<string>();
  for (const e of entries) {
    const values = valuesOf(e);
    for (const [k, v] of values) {
      const list = seen.get(k) ?? [];
      if (!list.includes(v)) list.push(v);
      seen.set(k, list);
    }
    const id = JSON.stringify([...values].sort());
    if (cells.has(id)) return undefined;
    cells.add(id);
  }
  if (entries.some((e) => valuesOf(e).size !== seen.size)) return undefined;
  const list = [...seen].map(([name, values], order) => ({ name, values: sortValues(values), order }));
  return { list, valuesOf };
}

function metricsToShow(family: Family): { key: string; label: string }[] {
  const primaryCounts = new Map<string, { n: number; label: string }>();
  const changed = new Map<string, string>();
  for (const e of family.entries) {
    const k = metricKey({ unit: e.primary.unit, name: e.primary.metric });
    const c = primaryCounts.get(k) ?? { n: 0, label: metricLabel(e.primary) };
    c.n++;
    primaryCounts.set(k, c);
    for (const r of e.secondary) {
      if (r.verdict === 'regression' || r.verdict === 'improvement') {
        changed.set(metricKey({ unit: r.unit, name: r.metric }), metricLabel(r));
      }
    }
  }
  const [primaryKey, primary] = [...primaryCounts].sort((a, b) => b[1].n - a[1].n)[0]!;
  const others = [...changed].filter(([k]) => k !== primaryKey).map(([key, label]) => ({ key, label }));
  return [{ key: primaryKey, label: primary.label }, ...others].slice(0, MAX_METRICS);
}

function layoutSections(
  entries: readonly BenchmarkEntry[],
  valuesOf: ValuesOf,
  axes: MatrixAxes,
  metric: string,
): GridSection[] {
  const rowOf = (e: BenchmarkEntry) =>
    [e.primary, ...e.secondary].find((r) => metricKey({ unit: r.unit, name: r.metric }) === metric);
  // Cells are keyed by the parameters that vary; the others are the same everywhere.
  const names = [axes.across, ...axes.down, ...axes.sections].map((d) => d.name);
  const keyOf = (values: Map<string, string>) => JSON.stringify(names.map((n) => values.get(n)));
  const index = new Map<string, ComparisonRow | undefined>();
  for (const e of entries) index.set(keyOf(valuesOf(e)), rowOf(e));
  const lookup = (values: Map<string, string>) => index.get(keyOf(values));

  const sections: GridSection[] = [];
  for (const combo of combinations(axes.sections)) {
    const lines: GridLine[] = [];
    for (const downCombo of combinations(axes.down)) {
      const cells = axes.across.values.map((v) =>
        lookup(new Map([...combo, ...downCombo, [axes.across.name, v]])),
      );
      if (cells.some((c) => c !== undefined)) lines.push({ down: downCombo.map(([, v]) => v), cells });
    }
    if (lines.length > 0) sections.push({ title: combo.map(([k, v]) => `${k}=${v}`).join(' · '), lines });
  }
  return sections;
}

/** Every combination of the dimensions' values, the first dimension varying slowest. */
function combinations(dims: readonly Dimension[]): [string, string][][] {
  let out: [string, string][][] = [[]];
  for (const d of dims)
    out = out.flatMap((prefix) => d.values.map((v): [string, string][] => [...prefix, [d.name, v]]));
  return out;
}
