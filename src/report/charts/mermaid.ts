import { escapeMermaidLabel } from '../escape.js';
import type { BarChartSpec, ChartSpec, LineChartSpec } from './chart-data.js';

// The fallback where no image can be linked (no `contents: write`, no native
// canvas): Mermaid xychart-beta, which GitHub draws itself. It has no legend,
// no whiskers and no log scale, so the title says which series is which and
// bars spanning orders of magnitude are drawn as changes instead.

/** A ```mermaid block drawing the chart. */
export function renderMermaidChart(spec: ChartSpec): string {
  const body = spec.kind === 'bars' ? barLines(spec) : lineLines(spec);
  return ['```mermaid', 'xychart-beta', ...body.map((l) => `    ${l}`), '```'].join('\n');
}

function barLines(spec: BarChartSpec): string[] {
  const axis = `x-axis [${spec.labels.map((l) => quote(l)).join(', ')}]`;
  if (spec.logarithmic) {
    // A linear axis would flatten the small values to nothing: show each change instead.
    const change = spec.base.map((b, i) => {
      const h = spec.head[i];
      return b && h && b.center !== 0 ? ((h.center - b.center) / Math.abs(b.center)) * 100 : 0;
    });
    return [
      `title ${quote(`change of head vs base in %, ${spec.title}`, 100)}`,
      axis,
      `y-axis "change %" ${range(change)}`,
      `bar [${change.map(number).join(', ')}]`,
    ];
  }
  const base = spec.base.map((s) => s?.center ?? 0);
  const head = spec.head.map((s) => s?.center ?? 0);
  return [
    `title ${quote(`bars: head, line: base, ${spec.title}`, 100)}`,
    axis,
    `y-axis ${quote(spec.unit)} ${range([...base, ...head], true)}`,
    `bar [${head.map(number).join(', ')}]`,
    `line [${base.map(number).join(', ')}]`,
  ];
}

function lineLines(spec: LineChartSpec): string[] {
  const values = spec.series.flatMap((s) => s.values.map((v) => v ?? 0));
  const order = spec.series.map((s) => s.label).join(', ');
  return [
    `title ${quote(`${spec.title}, lines in order: ${order}`, 140)}`,
    `x-axis [${spec.labels.map((l) => quote(l)).join(', ')}]`,
    `y-axis "change %" ${range(values)}`,
    ...spec.series.map((s) => `line [${s.values.map((v) => number(v ?? 0)).join(', ')}]`),
  ];
}

function quote(text: string, max = 40): string {
  return `"${escapeMermaidLabel(text, max)}"`;
}

/** The axis range with a little room, always including 0 so bars and changes read from the baseline. */
function range(values: readonly number[], fromZero = false): string {
  const finite = values.filter((v) => Number.isFinite(v));
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (fromZero) lo = Math.min(0, lo);
  if (lo === hi) hi = lo + 1;
  const pad = (hi - lo) * 0.05;
  return `${number(lo < 0 ? lo - pad : lo)} --> ${number(hi + pad)}`;
}

/** Plain decimal notation (Mermaid does not read exponents), 4 significant digits. */
function number(v: number): string {
  if (!Number.isFinite(v)) return '0';
  const s = String(Number(v.toPrecision(4)));
  return s.includes('e') ? v.toFixed(12).replace(/\.?0+$/, '') : s;
}
