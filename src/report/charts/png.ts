import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Comparison } from '../../compare/types.js';
import { buildReportModel, type ReportModel } from '../report-model.js';
import { chartConfig, chartSize } from './chart-config.js';
import { DEFAULT_CHART_LIMITS, planCharts, type ChartLimits, type ChartSpec } from './chart-data.js';
import { chartPlugin } from './chart-plugin.js';

/** A chart written to disk. */
export interface ChartImage {
  id: string;
  /** The family key (FamilyModel.key) the chart belongs to. */
  family: string;
  /** Absolute or cwd-relative path of the PNG. */
  path: string;
  /** The file's name within the directory: what a base URL is joined with. */
  file: string;
  title: string;
  alt: string;
  width: number;
  height: number;
}

export type ChartRendering =
  | { ok: true; images: ChartImage[] }
  /** The native canvas could not be loaded: the report should fall back to Mermaid. */
  | { ok: false; reason: string; images: [] };

export interface ChartImageOptions {
  limits?: ChartLimits;
  /** A model already built for the report, to avoid building it twice. */
  model?: ReportModel;
  /** Loads the native canvas; tests swap it to check the fallback. */
  loadCanvas?: () => Promise<CanvasModule>;
}

type CanvasModule = typeof import('@napi-rs/canvas');

/**
 * Draws every chart of a comparison to PNG files in `dir` (created if needed)
 * with Chart.js on @napi-rs/canvas. The canvas is a native module that the
 * bundle does not carry: it is imported here, lazily, from the runner's
 * node_modules. When it is missing the result says why and no file is written;
 * the caller falls back to Mermaid. Charts never decide a verdict.
 * Errors while drawing or writing are real errors and are thrown.
 */
export async function renderChartImages(
  c: Comparison,
  dir: string,
  options: ChartImageOptions = {},
): Promise<ChartRendering> {
  const specs = planCharts(options.model ?? buildReportModel(c), options.limits ?? DEFAULT_CHART_LIMITS);
  let canvasModule: CanvasModule;
  try {
    canvasModule = await (options.loadCanvas ?? (() => import('@napi-rs/canvas')))();
  } catch (err) {
    return {
      ok: false,
      reason: `@napi-rs/canvas could not be loaded: ${(err as Error).message.split('\n')[0]}`,
      images: [],
    };
  }
  const { Chart, registerables } = await import('chart.js');
  Chart.register(...registerables);
  await mkdir(dir, { recursive: true });
  const images: ChartImage[] = [];
  for (const spec of specs) {
    const png = await drawChart(spec, canvasModule, Chart);
    const file = `${spec.id}.png`;
    const path = join(dir, file);
    await writeFile(path, png);
    images.push({
      id: spec.id,
      family: spec.family,
      path,
      file,
      title: spec.title,
      alt: spec.alt,
      ...chartSize(spec),
    });
  }
  return { ok: true, images };
}

async function drawChart(
  spec: ChartSpec,
  canvasModule: CanvasModule,
  Chart: typeof import('chart.js').Chart,
): Promise<Buffer> {
  const { width, height } = chartSize(spec);
  const canvas = canvasModule.createCanvas(width, height);
  const config = chartConfig(spec) as unknown as ConstructorParameters<typeof Chart>[1];
  // Note: Chart.js sees no DOM in Node and draws on the 2D context directly (its BasicPlatform).
  const chart = new Chart(canvas.getContext('2d') as unknown as ConstructorParameters<typeof Chart>[0], {
    ...config,
    plugins: [chartPlugin as unknown as import('chart.js').Plugin],
  });
  try {
    return await canvas.encode('png');
  } finally {
    chart.destroy();
  }
}
