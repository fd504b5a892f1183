import { escapeMarkdown } from '../escape.js';
import type { ReportModel } from '../report-model.js';
import { DEFAULT_CHART_LIMITS, planCharts, type ChartLimits } from './chart-data.js';
import { renderMermaidChart } from './mermaid.js';
import type { ChartImage } from './png.js';

/**
 * How the Markdown report shows charts: PNGs the action committed to the data
 * branch, linked from `baseUrl`; or Mermaid, which GitHub draws itself, where
 * images cannot be published (no `contents: write`, no native canvas).
 */
export type ChartEmbed =
  | { kind: 'images'; baseUrl: string; images: readonly Pick<ChartImage, 'family' | 'file' | 'alt'>[] }
  | { kind: 'mermaid'; limits?: ChartLimits };

const BASE_URL = /^https:\/\/[^\s()<>"'`\\]+$/;

/** The address of one image: the base URL (checked) joined with the file name. */
export function chartUrl(baseUrl: string, file: string): string {
  if (!BASE_URL.test(baseUrl)) {
    throw new Error(
      `chart base URL ${JSON.stringify(baseUrl)} is not an https:// URL without spaces, quotes or parentheses`,
    );
  }
  return `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(file)}`;
}

/** Each family's chart fragments (Markdown), by family key. */
export function chartFragmentsByFamily(
  model: ReportModel,
  embed: ChartEmbed | undefined,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (family: string, fragment: string) => out.set(family, [...(out.get(family) ?? []), fragment]);
  if (!embed) return out;
  if (embed.kind === 'images') {
    for (const image of embed.images) add(image.family, imageMarkdown(image, embed.baseUrl));
  } else {
    for (const spec of planCharts(model, embed.limits ?? DEFAULT_CHART_LIMITS))
      add(spec.family, renderMermaidChart(spec));
  }
  return out;
}

function imageMarkdown(image: Pick<ChartImage, 'file' | 'alt'>, baseUrl: string): string {
  return `![${escapeMarkdown(image.alt)}](${chartUrl(baseUrl, image.file)})`;
}
