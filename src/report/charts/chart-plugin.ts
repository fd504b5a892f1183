// The one Chart.js plugin benchgate needs, used both on the runner (PNG) and in
// the HTML report's browser. It paints a white background (a transparent PNG
// is unreadable in GitHub's dark mode), draws each bar's interval as a
// whisker, and a zero line on change charts.
//
// Note: the HTML report embeds this function's source (Function.toString), so
// it must stay self-contained: no imports, no closures, only its arguments.

/** The minimal shape of a Chart.js chart this plugin reads; typed loosely on purpose (see the note above). */
export interface PluginChart {
  ctx: CanvasRenderingContext2DLike;
  width: number;
  height: number;
  chartArea: { left: number; right: number; top: number; bottom: number };
  data: { datasets: { intervals?: ([number, number] | null)[] }[] };
  scales: Record<string, { getPixelForValue(v: number): number } | undefined>;
  getDatasetMeta(i: number): { hidden: boolean | null; data: { x: number; width?: number }[] };
  isDatasetVisible(i: number): boolean;
  options: { plugins?: { benchgate?: { zeroLine?: boolean } } };
}

interface CanvasRenderingContext2DLike {
  save(): void;
  restore(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  globalCompositeOperation: string;
}

export const chartPlugin = {
  id: 'benchgate',
  beforeDraw(chart: PluginChart): void {
    const ctx = chart.ctx;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
  afterDatasetsDraw(chart: PluginChart): void {
    const ctx = chart.ctx;
    const y = chart.scales.y;
    if (!y) return;
    const area = chart.chartArea;
    // A whisker below a log axis's range (or at 0) ends at the axis.
    const clamp = (v: number) =>
      Number.isFinite(v) ? Math.min(area.bottom, Math.max(area.top, v)) : area.bottom;
    ctx.save();
    const zeroLine =
      chart.options.plugins && chart.options.plugins.benchgate && chart.options.plugins.benchgate.zeroLine;
    if (zeroLine) {
      const zero = y.getPixelForValue(0);
      if (zero >= area.top && zero <= area.bottom) {
        ctx.strokeStyle = '#57606a';
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(area.left, zero);
        ctx.lineTo(area.right, zero);
        ctx.stroke();
      }
    }
    ctx.strokeStyle = '#24292f';
    ctx.lineWidth = 1.5;
    chart.data.datasets.forEach((dataset, i) => {
      if (!dataset.intervals || !chart.isDatasetVisible(i)) return;
      const bars = chart.getDatasetMeta(i).data;
      dataset.intervals.forEach((interval, j) => {
        const bar = bars[j];
        if (!interval || !bar || !Number.isFinite(interval[0]) || !Number.isFinite(interval[1])) return;
        const top = clamp(y.getPixelForValue(interval[1]));
        const bottom = clamp(y.getPixelForValue(interval[0]));
        const half = Math.min(6, (bar.width || 12) / 4);
        ctx.beginPath();
        ctx.moveTo(bar.x, top);
        ctx.lineTo(bar.x, bottom);
        ctx.moveTo(bar.x - half, top);
        ctx.lineTo(bar.x + half, top);
        ctx.moveTo(bar.x - half, bottom);
        ctx.lineTo(bar.x + half, bottom);
        ctx.stroke();
      });
    });
    ctx.restore();
  },
};

/** The plugin as JavaScript source, for the HTML report's inline script. */
export function chartPluginSource(): string {
  return `{ id: 'benchgate', ${chartPlugin.beforeDraw.toString()}, ${chartPlugin.afterDatasetsDraw.toString()} }`;
}
