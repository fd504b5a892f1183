import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findShippedFile } from '../process/shipped-files.js';
import type { Comparison } from '../compare/types.js';
import { chartConfig, chartSize } from './charts/chart-config.js';
import { DEFAULT_CHART_LIMITS, planCharts, type ChartLimits } from './charts/chart-data.js';
import { chartPluginSource } from './charts/chart-plugin.js';
import { jsonForScript } from './escape.js';
import { buildReportModel, type ReportModel, type ReportOptions } from './report-model.js';
import { renderTemplate } from './template.js';

export interface HtmlOptions extends ReportOptions {
  /** A user's own HTML template instead of templates/report.html.eta. */
  template?: string;
  limits?: ChartLimits;
  /** Chart.js's UMD build as text; read from node_modules (or beside the bundle) when absent. */
  chartJs?: string;
}

/** What the HTML template receives: the report model (plain text, escaped by Eta) plus the charts. */
export interface HtmlView extends ReportModel {
  charts: { id: string; family: string; alt: string; width: number; height: number }[];
  /** JSON of { id: Chart.js config }, safe inside <script>. */
  chartConfigs: string;
  /** Chart.js and the benchgate plugin as script text, or "" when Chart.js was not found. */
  chartScript: string;
  /** Why there are no charts, when there are none. */
  chartNote: string;
}

/**
 * The standalone HTML report: one file with the tables (sortable), the
 * matrices, and interactive Chart.js charts, with Chart.js inlined so that it
 * opens offline from an artifact. Every name goes through Eta's HTML escaping.
 */
export function renderHtmlReport(c: Comparison, options: HtmlOptions = {}): string {
  const model = buildReportModel(c, options);
  const specs = planCharts(model, options.limits ?? DEFAULT_CHART_LIMITS);
  const chartJs = options.chartJs ?? readChartJs();
  const configs = Object.fromEntries(specs.map((s) => [s.id, chartConfig(s, true)]));
  const view: HtmlView = {
    ...model,
    charts: chartJs ? specs.map((s) => ({ id: s.id, family: s.family, alt: s.alt, ...chartSize(s) })) : [],
    chartConfigs: jsonForScript(chartJs ? configs : {}),
    // Note: a script element ends at the first "</script"; Chart.js has none, but a future version might.
    chartScript: chartJs
      ? `${chartJs.replace(/<\/script/gi, '<\\/script')}\nwindow.benchgatePlugin = ${chartPluginSource()};`
      : '',
    chartNote: chartJs
      ? ''
      : 'Charts are missing: chart.js/dist/chart.umd.js was not found beside benchgate.',
  };
  return renderTemplate(view, options.template, 'html');
}

/**
 * Chart.js's browser build: beside the bundle (dist/vendor/chart.umd.js, which
 * the build copies) or in a node_modules above this module.
 */
export function readChartJs(): string | undefined {
  const found = findShippedFile(
    join('vendor', 'chart.umd.js'),
    join('node_modules', 'chart.js', 'dist', 'chart.umd.js'),
  );
  return found ? readFileSync(found, 'utf8') : undefined;
}
