import { writeFileSync } from 'node:fs';
import type { Comparison } from '../compare/types.js';

/** Options every comparing command accepts for outputs beyond the report on stdout. */
const EXTRA_OUTPUT_OPTIONS = {
  html: { type: 'string' },
  charts: { type: 'string' },
  repository: { type: 'string' },
} as const;

/** The policy and output options shared by compare, run and merge. */
export const COMPARISON_OPTIONS = {
  threshold: { type: 'string' },
  alpha: { type: 'string' },
  'no-fdr': { type: 'boolean' },
  'on-missing': { type: 'string' },
  markdown: { type: 'boolean' },
  text: { type: 'boolean' },
  json: { type: 'boolean' },
  template: { type: 'string' },
  ...EXTRA_OUTPUT_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

export const EXTRA_OUTPUT_USAGE = `  --html FILE       also write a standalone HTML report (interactive charts, sortable tables)
  --charts DIR      also draw the charts as PNG files into DIR (needs @napi-rs/canvas)
  --repository URL  link commits in the report, e.g. https://github.com/owner/repo`;

export interface ExtraOutputValues {
  html?: string;
  charts?: string;
  repository?: string;
}

/**
 * Writes the HTML report and chart images when asked; a missing canvas is a
 * note, never a failure. Their renderers are loaded only when asked for.
 */
export async function writeExtraOutputs(
  c: Comparison,
  values: ExtraOutputValues,
  title?: string,
): Promise<void> {
  if (values.html) {
    const { renderHtmlReport } = await import('../report/html.js');
    const html = renderHtmlReport(c, {
      ...(title ? { title } : {}),
      ...(values.repository ? { repositoryUrl: values.repository } : {}),
    });
    writeFileSync(values.html, html);
  }
  if (values.charts) {
    const { renderChartImages } = await import('../report/charts/png.js');
    const charts = await renderChartImages(c, values.charts);
    if (charts.ok)
      process.stderr.write(`benchgate: ${charts.images.length} charts written to ${values.charts}\n`);
    else process.stderr.write(`benchgate: no PNG charts: ${charts.reason} (npm install @napi-rs/canvas)\n`);
  }
}
