import type { Comparison } from '../compare/types.js';
import { fitView } from './budget.js';
import { buildReportModel } from './report-model.js';
import { renderTemplate } from './template.js';
import { viewOfModel, type ViewOptions } from './view.js';

export interface MarkdownOptions extends ViewOptions {
  /** A user's own template file instead of templates/report.md.eta (action comment-template, CLI --template). */
  template?: string;
  /**
   * Where the full report is when a size budget left something out: a noun phrase in trusted
   * Markdown (notes say "the full report is in <elsewhere>"); default "the job summary of this run".
   */
  elsewhere?: string;
}

/** The Markdown report of a comparison: the PR comment body and the job summary. */
export function renderMarkdownReport(c: Comparison, options: MarkdownOptions = {}): string {
  return renderTemplate(viewOfModel(buildReportModel(c, options), options.charts), options.template);
}

/**
 * The Markdown report shrunk to at most `limit` characters without losing a
 * regression: families are left out first, then the smaller improvements,
 * and a note says what is missing and where it is (see fitView). The caller
 * passes the limit of where the text goes (github/body-limit.ts holds
 * GitHub's): the renderer knows no destination.
 */
export function renderMarkdownWithin(c: Comparison, options: MarkdownOptions, limit: number): string {
  const view = viewOfModel(buildReportModel(c, options), options.charts);
  return fitView(
    view,
    (v) => renderTemplate(v, options.template),
    limit,
    options.elsewhere ? { elsewhere: options.elsewhere } : {},
  );
}
