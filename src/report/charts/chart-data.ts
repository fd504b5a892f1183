import type { ComparisonRow } from '../../compare/types.js';
import { metricKey } from '../../model/identity.js';
import type { FamilyModel, ReportModel } from '../report-model.js';
import { metricLabel } from '../labels.js';
import { formatChange } from '../format-number.js';
import { chooseScale } from './scale.js';

// What to draw, decided once from the report model and drawn three ways: PNG
// through Chart.js on @napi-rs/canvas, Chart.js in the HTML report's browser,
// and Mermaid xychart-beta where no image can be linked.

export interface Interval {
  center: number;
  low: number;
  high: number;
}

interface ChartBase {
  /** Stable id, also the PNG's file stem: "chart-3". */
  id: string;
  /** The family key (FamilyModel.key) the chart belongs to. */
  family: string;
  title: string;
  /** A sentence for screen readers and for the image's alt text. */
  alt: string;
}

/** Base against head per benchmark, with the intervals as whiskers. */
export interface BarChartSpec extends ChartBase {
  kind: 'bars';
  /** The axis unit after scaling ("µs/op"). */
  unit: string;
  labels: string[];
  base: (Interval | null)[];
  head: (Interval | null)[];
  logarithmic: boolean;
}

/** A matrix as lines: one per value of the down parameter, across the other; y is the change in %. */
export interface LineChartSpec extends ChartBase {
  kind: 'lines';
  xTitle: string;
  labels: string[];
  series: { label: string; values: (number | null)[] }[];
}

export type ChartSpec = BarChartSpec | LineChartSpec;

export interface ChartLimits {
  /** Charts in all; families with regressions or improvements come first. */
  maxCharts: number;
  /** Bars per chart: beyond it the largest changes are drawn. */
  maxBars: number;
  /** Lines per chart (the palette's size). */
  maxLines: number;
  /** Line charts per family (one per matrix section). */
  maxSectionsPerFamily: number;
}

export const DEFAULT_CHART_LIMITS: ChartLimits = {
  maxCharts: 30,
  maxBars: 24,
  maxLines: 8,
  maxSectionsPerFamily: 4,
};

/** The charts of a report, at most `limits.maxCharts`, numbered in report order. */
export function planCharts(model: ReportModel, limits: ChartLimits = DEFAULT_CHART_LIMITS): ChartSpec[] {
  const changed = (f: FamilyModel) => f.counts.regression + f.counts.improvement > 0;
  const ranked = [...model.families.filter(changed), ...model.families.filter((f) => !changed(f))];
  const specs: Omit<ChartSpec, 'id'>[] = [];
  for (const f of ranked) {
    if (specs.length >= limits.maxCharts) break;
    const bars = barChart(f, limits);
    if (bars) specs.push(bars);
    specs.push(...lineCharts(f, limits));
  }
  // Numbered in the order the report shows families, so ids do not depend on the ranking.
  const order = new Map(model.families.map((f, i) => [f.key, i]));
  return specs
    .slice(0, limits.maxCharts)
    .map((s, i) => ({ s, i }))
    .sort((a, b) => order.get(a.s.family)! - order.get(b.s.family)! || a.i - b.i)
    .map(({ s }, i) => ({ ...s, id: `chart-${i + 1}` }) as ChartSpec);
}

function barChart(f: FamilyModel, limits: ChartLimits): Omit<BarChartSpec, 'id'> | undefined {
  const rows = f.family.entries.map((e) => e.primary);
  const unitKey = mostCommon(rows.map((r) => metricKey({ unit: r.unit, name: r.metric })));
  let chosen = rows.filter(
    (r) => metricKey({ unit: r.unit, name: r.metric }) === unitKey && (r.base || r.head),
  );
  if (chosen.length === 0) return undefined;
  const total = chosen.length;
  if (chosen.length > limits.maxBars) {
    const size = (r: ComparisonRow) =>
      r.change === undefined || r.change <= -1 ? Infinity : Math.abs(Math.log1p(r.change));
    const keep = new Set([...chosen].sort((a, b) => size(b) - size(a)).slice(0, limits.maxBars));
    chosen = chosen.filter((r) => keep.has(r));
  }
  const first = chosen[0]!;
  const values = chosen
    .flatMap((r) => [r.base?.center, r.head?.center])
    .filter((v): v is number => v !== undefined);
  const scale = chooseScale(first.unit, values);
  const scaled = (s: ComparisonRow['base']) =>
    s ? { center: s.center * scale.factor, low: s.low * scale.factor, high: s.high * scale.factor } : null;
  const positive = values.filter((v) => v > 0);
  const logarithmic =
    positive.length === values.length &&
    positive.length > 1 &&
    Math.max(...positive) / Math.min(...positive) > 50;
  const metric = metricLabel(first).replace(first.unit, scale.unit);
  const subset = total > chosen.length ? ` (${chosen.length} largest changes of ${total})` : '';
  return {
    kind: 'bars',
    family: f.key,
    title: `${f.shortTitle}: ${metric}, base vs head${subset}`,
    alt: `Bar chart of ${metric} for ${f.title}, base and head side by side with 95% interval whiskers, ${chosen.length} benchmarks${subset}${largest(chosen)}.`,
    unit: scale.unit,
    labels: chosen.map(rowLabel(f)),
    base: chosen.map((r) => scaled(r.base)),
    head: chosen.map((r) => scaled(r.head)),
    logarithmic,
  };
}

function lineCharts(f: FamilyModel, limits: ChartLimits): Omit<LineChartSpec, 'id'>[] {
  const matrix = f.matrices[0];
  if (!matrix) return [];
  const { grid } = matrix;
  const down = grid.axes.down.map((d) => d.name).join(', ');
  const sections = mostChanged(
    grid.sections,
    (s) => s.lines.flatMap((l) => l.cells),
    limits.maxSectionsPerFamily,
  );
  return sections.map((section) => {
    const lines = mostChanged(section.lines, (l) => l.cells, limits.maxLines);
    const more =
      section.lines.length > lines.length
        ? ` (the ${lines.length} of ${section.lines.length} lines that change most)`
        : '';
    const where = section.title ? ` at ${section.title}` : '';
    return {
      kind: 'lines',
      family: f.key,
      title: `${f.shortTitle}: ${matrix.metric} change by ${grid.axes.across.name}${where}${more}`,
      alt:
        `Line chart of the change in ${matrix.metric} for ${f.title}${where}: one line per ${down} ` +
        `(${lines.map((l) => l.down.join(' ')).join(', ')}) across ${grid.axes.across.name} (${grid.axes.across.values.join(', ')})${more}.`,
      xTitle: grid.axes.across.name,
      labels: grid.axes.across.values.map((v) => `${grid.axes.across.name}=${v}`),
      series: lines.map((line) => ({
        label: line.down.map((v, i) => `${grid.axes.down[i]!.name}=${v}`).join(' '),
        values: line.cells.map((r) =>
          r?.change !== undefined && Number.isFinite(r.change) ? round(r.change * 100) : null,
        ),
      })),
    };
  });
}

/**
 * At most `max` items, those whose cells hold the most regressions and
 * improvements (then the largest change), kept in their original order.
 */
function mostChanged<T>(
  items: readonly T[],
  cellsOf: (item: T) => (ComparisonRow | undefined)[],
  max: number,
): T[] {
  if (items.length <= max) return [...items];
  const score = (item: T) => {
    const cells = cellsOf(item).filter((r): r is ComparisonRow => r !== undefined);
    const changed = cells.filter((r) => r.verdict === 'regression' || r.verdict === 'improvement').length;
    const largest = Math.max(
      0,
      ...cells.map((r) => (r.change !== undefined && Number.isFinite(r.change) ? Math.abs(r.change) : 0)),
    );
    return changed * 1e6 + largest;
  };
  const keep = new Set(
    items
      .map((item, i) => ({ item, i, s: score(item) }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .slice(0, max)
      .map((x) => x.item),
  );
  return items.filter((item) => keep.has(item));
}

function rowLabel(f: FamilyModel): (r: ComparisonRow) => string {
  return (r) => {
    const sub = r.name.startsWith(`${f.family.fn}/`)
      ? r.name.slice(f.family.fn.length + 1)
      : r.name === f.family.fn
        ? ''
        : r.name;
    const params = Object.entries(r.params)
      .filter(([k, v]) => !r.name.includes(`${k}=${v}`))
      .map(([k, v]) => `${k}=${v}`);
    if (r.procs !== undefined && new Set(f.family.entries.map((e) => e.primary.procs)).size > 1)
      params.push(`procs=${r.procs}`);
    return [sub, ...params].filter(Boolean).join(' ') || f.family.fn;
  };
}

function largest(rows: readonly ComparisonRow[]): string {
  const withChange = rows.filter((r) => r.change !== undefined && Number.isFinite(r.change));
  if (withChange.length === 0) return '';
  const top = withChange.reduce((a, b) =>
    Math.abs(Math.log1p(b.change!)) > Math.abs(Math.log1p(a.change!)) ? b : a,
  );
  return `; the largest change is ${formatChange(top.change)} (${rowLabelPlain(top)}, ${top.verdict})`;
}

function rowLabelPlain(r: ComparisonRow): string {
  const params = Object.entries(r.params).filter(([k, v]) => !r.name.includes(`${k}=${v}`));
  return [r.name, ...params.map(([k, v]) => `${k}=${v}`)].join(' ');
}

function mostCommon(keys: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
